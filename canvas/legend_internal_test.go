package canvas

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Issue 27, fault 11: dragging the legend moved its names at once, but
// its box and thumbnails, painted in the plane's cached image, stayed
// where they were until the scene changed (the next step). Once the
// legend moves, the image must be the one painted afresh.
func TestMovedLegendRepaints(t *testing.T) {
	test.NewTempApp(t) // the legend's layout measures its names
	set := &dataset.Set{D: 2}
	set.Add([]float64{3, 3}, 1)
	set.Add([]float64{4, 3}, 1)
	set.Add([]float64{1, 1}, -1)
	in := scene.NewInput(set)
	in.Show.Legend = true
	v := scene.View{XMin: -1, XMax: 6, YMin: -1, YMax: 5}
	s := scene.Build(in, v)
	m := scene.Mapping{View: v, Width: 600, Height: 500}
	var l legendLayout
	layoutLegend(&l, s, m, nil, legendPin{}, nil)
	if len(l.rows) == 0 {
		t.Fatal("no legend laid out")
	}
	pi := planeImage{legend: &l}
	pi.paint(s, m, 600, 500, nil, 1)
	at := l.box
	layoutLegend(&l, s, m, nil, legendPin{set: true, fx: 0.5, fy: 0.5}, nil) // the drag
	if l.box == at {
		t.Fatal("the pin did not move the legend")
	}
	got := pi.paint(s, m, 600, 500, nil, 1)
	fresh := (&planeImage{legend: &l}).paint(s, m, 600, 500, nil, 1)
	if !bytes.Equal(got.Pix, fresh.Pix) {
		t.Error("after the legend moved, the plane's image still shows its box and thumbnails where they were")
	}
}
