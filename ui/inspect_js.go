//go:build js

package ui

import (
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
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
				m, s := tabPanel[*modelPanel](e.side, "model"), e.strip
				pl.Set("shown", map[string]any{
					"status":    e.status.message.Text,
					"hint":      e.status.hint.Text,
					"panelK":    m.mistakes.Text,
					"w":         m.w.Text,
					"b":         m.b.Text,
					"stripK":    s.k.Text,
					"slider":    s.slider.Value,
					"sliderMax": s.slider.Max,
					"explain":   s.explain.text.Text,
					"layout":    layoutShown(e),
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
