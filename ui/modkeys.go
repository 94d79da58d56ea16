package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// heldKeys tracks the modifier keys held down. Fyne hands a typed key to
// the canvas without its modifiers, and ignores custom shortcuts whose only
// modifier is Shift, so Shift+Space and the Alt that frees a dragged point
// from the grid are read from key-down and key-up events.
type heldKeys struct {
	shift, alt bool
}

// bindHeldKeys follows the modifier keys on a desktop canvas.
func (e *explorer) bindHeldKeys() {
	dc, ok := e.win.Canvas().(desktop.Canvas)
	if !ok {
		return
	}
	dc.SetOnKeyDown(func(ev *fyne.KeyEvent) { e.onHeld(ev.Name, true) })
	dc.SetOnKeyUp(func(ev *fyne.KeyEvent) { e.onHeld(ev.Name, false) })
}

// onHeld records a modifier key going down or up.
func (e *explorer) onHeld(k fyne.KeyName, down bool) {
	switch k {
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		e.held.shift = down
	case desktop.KeyAltLeft, desktop.KeyAltRight:
		e.held.alt = down
		e.plane.Free = down
	}
}

// onSpace steps, or with Shift held goes back one update.
func (e *explorer) onSpace() {
	if e.held.shift {
		e.back()
		return
	}
	e.ctl.step()
}
