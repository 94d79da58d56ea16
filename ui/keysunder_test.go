package ui

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/ui/kit"
)

// The window's keys wait while a dialog is up: P behind an error dialog
// switched projector mode on, and the dialog, laid out at the old text
// size, then drew its text over its own button. Space must not step
// under it either. Once the dialog is closed the keys act again.
func TestKeysWaitUnderADialog(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	kit.ShowError(errors.New("a test error"), e.win)
	if e.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the error dialog is not shown")
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyP})
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if e.look.projector || e.s.Training().State().K != 0 {
		t.Errorf("under the dialog: projector %v, k = %d; want off and 0", e.look.projector, e.s.Training().State().K)
	}
	e.win.Canvas().Overlays().Top().Hide()
	e.win.Canvas().Overlays().Remove(e.win.Canvas().Overlays().Top())
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if e.s.Training().State().K != 1 {
		t.Errorf("after the dialog: k = %d, want 1", e.s.Training().State().K)
	}
}
