package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestErrorDialogKeepsFileNames(t *testing.T) {
	// Issue 21: Fyne's dialog.ShowError capitalised the first letter, so
	// "existing.txt: …" read as "Existing.txt: …", another file.
	e := newTestExplorer(t)
	showError(errors.New("existing.txt: line 2: want 3 fields, got 1"), e.win)
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	got := overlayText(top)
	if !strings.Contains(got, "existing.txt: line 2") || strings.Contains(got, "Existing.txt") {
		t.Errorf("dialog text %q, want the message as written", got)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == lang.L("OK") {
			test.Tap(b)
		}
	}
	if e.win.Canvas().Overlays().Top() != nil {
		t.Error("OK did not close the dialog")
	}
}
