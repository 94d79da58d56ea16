package ui

import (
	"reflect"
	"strings"
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
		}
		return
	}
	d := fyne.CurrentApp().Driver()
	const pad = 2
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(r.layer)).SubtractXY(pad, pad)
	size := o.Size().AddWidthHeight(2*pad, 2*pad)
	if r.rect.Visible() && at == r.at && size == r.size {
		return
	}
	r.at, r.size = at, size
	r.rect.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.rect.CornerRadius = theme.InputRadiusSize()
	r.rect.Move(at)
	r.rect.Resize(size)
	r.rect.Show()
	r.rect.Refresh()
}

// isMenu reports whether o is a menu: a pop-up menu, or an item of
// Fyne's in-window menu bar (an unexported type).
func isMenu(o fyne.CanvasObject) bool {
	if _, ok := o.(*widget.PopUpMenu); ok {
		return true
	}
	return strings.HasSuffix(reflect.TypeOf(o).String(), "menuBarItem")
}
