//go:build js

package ui

import (
	"reflect"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/side"
)

// showWidgets keeps, in window.perceptronlab.shown, the texts that the
// status bar, the Model tab, the slider under the plane and the
// explanation show, a few times a second. The window is drawn with WebGL,
// so the page has no text of its own: the browser test (webtest) reads
// these to check that the parts of the window agree after keys.
func showWidgets(e *explorer) {
	go func() {
		for range time.Tick(300 * time.Millisecond) {
			fyne.Do(func() {
				pl := js.Global().Get("perceptronlab")
				if pl.Type() != js.TypeObject {
					return
				}
				m, s := side.TabPanel[*side.Model](e.side, "model"), e.strip
				pl.Set("shown", map[string]any{
					"status":    e.status.message.Text,
					"hint":      e.status.hint.Text,
					"panelK":    m.Value("Mistakes"),
					"w":         m.Value("w"),
					"b":         m.Value("b"),
					"stripK":    s.k.Text,
					"slider":    s.slider.Value,
					"sliderMax": s.slider.Max,
					"explain":   s.explain.text.Text,
					"layout":    layoutShown(e),
					"keys":      shortcutKeys(),
					"selected":  e.s.Selected(),
					"side":      e.side.Content.Visible() || (e.phone != nil && e.phone.on && e.phone.open),
					"explainOn": e.strip.explain.content.Visible(),
					"predict":   e.predict.On(),
					"projector": e.look.projector,
					"lang":      i18n.Language(),
					"dialog":    e.win.Canvas().Overlays().Top() != nil,
					"menu":      focusedMenu(e),
					"focused":   focusedType(e),
					"points":    pointsShown(e),
					"spoken":    spokenStep(e), // a11y_js.go
				})
			})
		}
	}()
}

// layoutShown tells how the window is laid out, in Fyne's units: the
// canvas's size and its content's minimum (larger means cut off), the
// scale, and whether the phone layout is on, with its sheet and button.
func layoutShown(e *explorer) map[string]any {
	c := e.win.Canvas()
	size, least := c.Size(), e.win.Content().MinSize()
	m := map[string]any{"w": size.Width, "h": size.Height, "minW": least.Width, "minH": least.Height, "scale": c.Scale()}
	if p := e.phone; p != nil {
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.toggle)
		b := p.toggle.Size()
		m["phone"], m["sheet"] = p.on, p.on && p.open
		m["toggle"] = []any{at.X + b.Width/2, at.Y + b.Height/2}
		pa := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.plane)
		ps := e.plane.Size()
		m["plane"] = []any{pa.X, pa.Y, ps.Width, ps.Height}
		sa := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.sheet)
		m["sheetBox"] = []any{sa.X, sa.Y, p.sheet.Size().Width, p.sheet.Size().Height}
		m["slideSteps"] = p.steps // more than one: it slid
		m["bar"] = boxOf(e.bar.content)
		m["status"] = boxOf(e.status.content)
	}
	return m
}

// boxOf returns where o is in the window, x, y, width and height, or
// nothing when it is hidden.
func boxOf(o fyne.CanvasObject) []any {
	if !o.Visible() {
		return nil
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return []any{at.X, at.Y, o.Size().Width, o.Size().Height}
}

// shortcutKeys lists the keys column of the shortcuts sheet (help.go), so
// that the browser test presses every key the app advertises.
func shortcutKeys() []any {
	var keys []any
	for _, s := range shortcuts() {
		keys = append(keys, s.keys)
	}
	return keys
}

// focusedMenu names what has the keyboard when it is a menu: the title of
// the in-window menu bar's item or "pop-up", else "".
func focusedMenu(e *explorer) string {
	switch f := e.win.Canvas().Focused().(type) {
	case nil:
		return ""
	case *widget.PopUpMenu:
		return "pop-up"
	default: // the in-window menu bar's item: its menu's title
		v := reflect.ValueOf(f)
		if !strings.HasSuffix(v.Type().String(), "menuBarItem") {
			return ""
		}
		if m, ok := v.Elem().FieldByName("Menu").Interface().(*fyne.Menu); ok {
			return "bar:" + m.Label
		}
		return "bar"
	}
}

// pointsShown gives where the points are drawn in the window, in Fyne's
// units, for the browser test to click on them.
func pointsShown(e *explorer) []any {
	set, m := e.s.Set(), e.plane.Mapping()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.plane)
	var pts []any
	for i := range set.Len() {
		if set.D != 2 {
			break
		}
		x, y := m.ToPixel(set.Point(i)[0], set.Point(i)[1])
		pts = append(pts, []any{at.X + x, at.Y + y})
	}
	return pts
}

// focusedType names the type of what has the keyboard ("" for nothing).
func focusedType(e *explorer) string {
	if f := e.win.Canvas().Focused(); f != nil {
		return reflect.TypeOf(f).String()
	}
	return ""
}

// followScreenReader keeps the page's text for a screen reader: the
// window is drawn with WebGL, so it has none of its own. web/index.html
// holds, beside the canvas and visually hidden, a live region
// (#a11y-step, aria-live="polite") that gets the explanation of each
// step, and in predict mode the question asked and its verdict; and the
// plane as text (#a11y-plane: the points, w, b, the margin). They are
// written when they change, so the reader speaks each change once.
func followScreenReader(e *explorer) {
	doc := js.Global().Get("document")
	step, plane := doc.Call("getElementById", "a11y-step"), doc.Call("getElementById", "a11y-plane")
	if step.IsNull() || plane.IsNull() {
		return
	}
	var said, drawn string
	go func() {
		for range time.Tick(250 * time.Millisecond) {
			fyne.Do(func() {
				if s := spokenStep(e); s != said {
					said = s
					step.Set("textContent", s)
				}
				if p := e.plane.AccessibilityLabel(); p != drawn {
					drawn = p
					plane.Set("textContent", p)
				}
			})
		}
	}()
}

// spokenStep is what the live region says: the explanation under the
// plane, then in predict mode the question and the answer or verdict.
func spokenStep(e *explorer) string {
	parts := []string{e.strip.explain.text.Text}
	if e.predict.On() {
		b := e.predict.Bar()
		parts = append(parts, b.Question.Text, b.Answer.Text)
	}
	var said []string
	for _, p := range parts {
		p = strings.Join(strings.Fields(p), " ")
		if p != "" && !slices.ContainsFunc(said, func(s string) bool { return strings.Contains(s, p) }) {
			said = append(said, p) // the verdict may stand in the question too: said once
		}
	}
	return strings.Join(said, " ")
}
