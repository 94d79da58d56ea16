package canvas_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Issue 20: at 390×844 in the browser the phone layout's ☰ button, at the
// plane's top left, covered the top left of the legend. With the button's
// rectangle kept out, the legend goes where it covers neither the button
// nor a point.
func TestLegendClearsAKeepOutArea(t *testing.T) {
	// Points crowd the top-right corner, the axes lie off the plane's
	// right and bottom edges (their tick labels along those edges): the
	// legend goes top left, where the button is.
	set := &dataset.Set{D: 2}
	for i := range 5 {
		for j := range 4 {
			set.X = append(set.X, -3+0.4*float64(i), 4.5+0.4*float64(j))
			set.Y = append(set.Y, float64(1-2*(i%2)))
		}
	}
	sz := fyne.NewSize(600, 500)
	p, win := newTestPlane(t)
	in := scene.NewInput(set)
	in.Models = scene.Step([]float64{1, 1}, -3, []float64{2, 2}, -2)
	in.Show.Legend = true
	p.Translate = func(s string) string { return "<" + s + ">" }
	p.SetInput(in)
	win.Resize(sz)
	p.SetView(scene.View{XMin: -7, XMax: -1, YMin: 1, YMax: 6})
	button := canvas.KeepOut{Pos: fyne.NewPos(4, 4), Size: fyne.NewSize(40, 40)} // the ☰ button's size at the phone's text size
	br := rect{4, 4, 44, 44}
	if before := legendRect(t, p); !before.overlaps(br) {
		t.Fatalf("without a keep-out area the legend %v lies clear of %v already: the test shows nothing", before, br)
	}
	p.SetKeepOut(button)
	lr := legendRect(t, p)
	if lr.overlaps(br) {
		t.Errorf("the legend %v lies under the kept-out %v", lr, br)
	}
	checkNoPointUnder(t, p, lr, sz)
	p.SetKeepOut()
	if back := legendRect(t, p); !back.overlaps(br) {
		t.Errorf("with no keep-out area again the legend %v did not go back to the top left", back)
	}
}
