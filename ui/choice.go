package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// choice is a dropdown that gives the keyboard back to the plane: after the
// user picks an option, and on Esc. A plain widget.Select keeps the focus
// after a choice, so Space (the step key) reopened it and Esc did nothing.
type choice struct {
	widget.Select
}

var _ fyne.Focusable = (*choice)(nil)

// newChoice returns a dropdown that calls onChanged with each choice.
func newChoice(onChanged func(string)) *choice {
	c := &choice{}
	c.ExtendBaseWidget(c)
	c.OnChanged = func(s string) {
		if onChanged != nil {
			onChanged(s)
		}
		c.release()
	}
	return c
}

// TypedKey releases the focus on Esc and otherwise acts as a Select does.
func (c *choice) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		c.release()
		return
	}
	c.Select.TypedKey(ev)
}

// release gives the keyboard back to the window (the plane's keys) when c
// holds it; a choice set by the program while another widget has the
// focus leaves that focus alone.
func (c *choice) release() {
	cv := fyne.CurrentApp().Driver().CanvasForObject(c)
	if cv != nil && cv.Focused() == fyne.Focusable(c) {
		cv.Unfocus()
	}
}
