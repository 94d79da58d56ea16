package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"

	"perceptronlab/param"
	"perceptronlab/ui/kit"
)

// pressKey delivers a key as the desktop driver does: to the focused
// widget if there is one, else to the window's key handler.
func pressKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	c.OnTypedKey()(ev)
}

// pick opens the dropdown with a tap and chooses option i in its menu,
// as a user does with the mouse.
func pick(t *testing.T, c fyne.Canvas, s *kit.Choice, i int) {
	t.Helper()
	s.Tapped(&fyne.PointEvent{})
	menu, ok := c.Focused().(*widget.PopUpMenu) // the open menu takes the keyboard
	if !ok {
		t.Fatalf("tapping the dropdown focused %T, not its menu", c.Focused())
	}
	item, ok := menu.Items[i].(fyne.Tappable)
	if !ok {
		t.Fatalf("menu item %d is a %T", i, menu.Items[i])
	}
	item.Tapped(&fyne.PointEvent{})
	if c.Overlays().Top() != nil {
		t.Fatalf("the menu stays open after a choice")
	}
}

// Fault 4 of issue 19: after Order ▸ first, Space reopened the dropdown
// instead of stepping, and Esc did not release it.
func TestSpaceStepsAfterAChoiceInADropdown(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	c, f := e.win.Canvas(), e.modelP().Settings
	pick(t, c, f.Row(param.Order).Pick, int(perceptron.Cyclic))
	if c.Focused() != nil {
		t.Fatalf("after a choice the dropdown keeps the focus (%T)", c.Focused())
	}
	pressKey(c, fyne.KeySpace)
	if k := e.s.Training().State().K; k != 1 || c.Overlays().Top() != nil {
		t.Fatalf("Space after choosing an order: k = %d, overlay %T; want a step and no menu", k, c.Overlays().Top())
	}
	pick(t, c, f.Form, 1) // any Form
	pressKey(c, fyne.KeySpace)
	if k := e.s.Training().State().K; k != 1 || c.Overlays().Top() != nil {
		t.Fatalf("Space after choosing a form: k = %d, overlay %T", k, c.Overlays().Top())
	}
}

func TestEscReleasesADropdown(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	c, f := e.win.Canvas(), e.modelP().Settings
	c.Focus(f.Row(param.Order).Pick) // as a Tab into the form does
	pressKey(c, fyne.KeyEscape)
	if c.Focused() != nil {
		t.Fatalf("Esc left the focus on %T", c.Focused())
	}
	pressKey(c, fyne.KeySpace)
	if k := e.s.Training().State().K; k != 1 {
		t.Fatalf("Space after Esc: k = %d, want 1", k)
	}
}
