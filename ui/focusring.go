package ui

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// focusRingTick is how often the ring looks where the keyboard's focus is:
// Fyne tells no one when Tab moves it.
const focusRingTick = 100 * time.Millisecond

// focusRing draws a ring around the widget that has the keyboard's focus.
// The first Tab stops of the window are selectable texts (the explanation,
// the Model tab's values), whose focus Fyne does not draw: Tab seemed to
// do nothing for nine presses (issue 27, fault 15).
type focusRing struct {
	rect  *canvas.Rectangle
	layer *fyne.Container // over the window's content, without a layout
	at    fyne.Position
	size  fyne.Size
}

// withFocusRing returns content with the focus ring over it, and keeps
// the ring on the focused widget while the window is open.
func (e *explorer) withFocusRing(content fyne.CanvasObject) fyne.CanvasObject {
	r := &focusRing{rect: &canvas.Rectangle{StrokeWidth: 2}}
	r.rect.Hide()
	r.layer = container.NewWithoutLayout(r.rect)
	e.ring = r
	if testing.Testing() {
		// The test driver runs fyne.Do on the caller's goroutine, so a
		// ticker would race with the test: tests call follow themselves.
		return container.NewStack(content, r.layer)
	}
	go func() {
		tick := time.NewTicker(focusRingTick)
		defer tick.Stop()
		for range tick.C {
			if e.closed.Load() {
				return
			}
			fyne.Do(func() { r.follow(e.win.Canvas()) })
		}
	}()
	return container.NewStack(content, r.layer)
}

// follow moves the ring onto the focused widget, or hides it when none in
// the window's content has the focus (a menu has its own highlight, and a
// dialog its own layer).
func (r *focusRing) follow(c fyne.Canvas) {
	o, ok := c.Focused().(fyne.CanvasObject)
	if !ok || !o.Visible() || c.Overlays().Top() != nil || isMenu(o) {
		if r.rect.Visible() {
			r.rect.Hide()
			r.layer.Refresh()
		}
		return
	}
	at, size := r.around(o)
	if r.rect.Visible() && at == r.at && size == r.size {
		return
	}
	r.at, r.size = at, size
	r.rect.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.rect.CornerRadius = theme.InputRadiusSize()
	r.rect.Move(at)
	r.rect.Resize(size)
	r.rect.Show()
	r.layer.Refresh() // the layer, which the canvas knows: a rectangle never drawn yet it does not
}

// around returns the ring's place round o, in the layer, kept inside
// the layer: a ring that stuck out of it on the left was not drawn (the
// explanation under the plane starts at the window's edge).
func (r *focusRing) around(o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	const pad = 2
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(r.layer)).SubtractXY(pad, pad)
	end := at.AddXY(o.Size().Width+2*pad, o.Size().Height+2*pad)
	lim := r.layer.Size()
	at = fyne.NewPos(max(at.X, 0), max(at.Y, 0))
	end = fyne.NewPos(min(end.X, lim.Width), min(end.Y, lim.Height))
	return at, fyne.NewSize(end.X-at.X, end.Y-at.Y)
}

// isMenu reports whether o is a menu: a pop-up menu, or an item of
// Fyne's in-window menu bar (an unexported type).
func isMenu(o fyne.CanvasObject) bool {
	if _, ok := o.(*widget.PopUpMenu); ok {
		return true
	}
	return strings.HasSuffix(reflect.TypeOf(o).String(), "menuBarItem")
}
