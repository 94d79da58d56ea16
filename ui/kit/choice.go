package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Choice is a dropdown that gives the keyboard back to the plane: after the
// user picks an option, and on Esc. A plain widget.Select keeps the focus
// after a Choice, so Space (the step key) reopened it and Esc did nothing.
type Choice struct {
	widget.Select
}

var _ fyne.Focusable = (*Choice)(nil)

// NewChoice returns a dropdown that calls onChanged with each choice.
func NewChoice(onChanged func(string)) *Choice {
	c := &Choice{}
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
func (c *Choice) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		c.release()
		return
	}
	c.Select.TypedKey(ev)
}

// release gives the keyboard back to the window (the plane's keys) when c
// holds it; a Choice set by the program while another widget has the
// focus leaves that focus alone.
func (c *Choice) release() {
	cv := fyne.CurrentApp().Driver().CanvasForObject(c)
	if cv != nil && cv.Focused() == fyne.Focusable(c) {
		cv.Unfocus()
	}
}
