package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// Issue 27, fault 12: at 1024×768 in projector mode the training controls
// wrapped onto a second row and the plane kept about 260 pixels of the
// 768. They keep one row, and the plane a third of the window's height.
func TestProjector1024KeepsOneToolbarRow(t *testing.T) {
	e := newTestExplorer(t)
	e.win.Resize(fyne.NewSize(1024, 768))
	e.looks.SetProjector(true)
	t.Cleanup(func() { e.looks.SetProjector(false) })
	loadLiHang(t, e)
	e.win.Resize(fyne.NewSize(1024, 768))
	for _, o := range e.bar.content.(*fyne.Container).Objects {
		if o.Visible() && o.Position().Y > 0 {
			t.Errorf("a group of the toolbar wraps to a second row, at y = %.0f", o.Position().Y)
		}
	}
	if h := e.plane.Size().Height; h < 768/3 {
		t.Errorf("the plane is %.0f px high of the window's 768", h)
	}
}
