package canvas

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// nearLineWithFar returns n points just right of the line x = 0, spread
// down the lower half of the view, and one more far right at (3, 3),
// whose perpendicular is the longest.
func nearLineWithFar(n int) scene.Input {
	set := &dataset.Set{D: 2}
	for i := range n {
		set.X = append(set.X, 0.1, -4+3*float64(i)/float64(n))
		set.Y = append(set.Y, 1)
	}
	set.X, set.Y = append(set.X, 3, 3), append(set.Y, 1)
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.Hyperplane{W: []float64{1, 0}, B: 0}}
	in.Show.Distances = true
	return in
}

// farLineDrawn paints in and reports whether the far point's perpendicular,
// from (3, 3) to (0, 3), shows: its midpoint's pixel differs from the one
// half a unit above it (same shading, no line).
func farLineDrawn(t *testing.T, in scene.Input) bool {
	t.Helper()
	v := scene.View{XMin: -5, XMax: 5, YMin: -5, YMax: 5}
	s := scene.Build(in, v)
	m := scene.Mapping{View: v, Width: 400, Height: 400}
	var pi planeImage
	img := pi.paint(s, m, 400, 400, nil, 1)
	x, y := m.ToPixel(1.5, 3)
	_, y2 := m.ToPixel(1.5, 3.5)
	return img.RGBAAt(int(x), int(y)) != img.RGBAAt(int(x), int(y2))
}

// Above MaxDistanceLines perpendiculars the plane draws the shortest (and
// those of points singled out); at the cap, every one.
func TestDistanceLinesCapped(t *testing.T) {
	if !farLineDrawn(t, nearLineWithFar(MaxDistanceLines-1)) {
		t.Fatalf("%d perpendiculars: the longest is not drawn", MaxDistanceLines)
	}
	if farLineDrawn(t, nearLineWithFar(MaxDistanceLines)) {
		t.Errorf("%d perpendiculars: the longest is drawn beyond the cap of %d", MaxDistanceLines+1, MaxDistanceLines)
	}
	in := nearLineWithFar(MaxDistanceLines)
	in.Selected = MaxDistanceLines // the far point
	if !farLineDrawn(t, in) {
		t.Errorf("the selected point's perpendicular is dropped by the cap")
	}
}

// namesOn shows n points piled within a few pixels, named, with point
// hov hovered, and returns the plane's renderer.
func namesOn(t *testing.T, n, sel int) *planeRenderer {
	t.Helper()
	test.NewTempApp(t)
	p := NewPlane()
	w := test.NewTempWindow(t, p)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 400))
	set := &dataset.Set{D: 2}
	for i := range n {
		set.X = append(set.X, float64(i%10)*0.01, float64(i/10)*0.01)
		set.Y = append(set.Y, 1)
	}
	in := scene.NewInput(set)
	in.Show.Names, in.Selected = true, sel
	p.SetView(scene.View{XMin: -5, XMax: 5, YMin: -5, YMax: 5})
	p.SetInput(in)
	return test.WidgetRenderer(p).(*planeRenderer)
}

// shownNames returns the texts of the names shown.
func shownNames(r *planeRenderer) []string {
	var out []string
	for _, tx := range r.names.items {
		if tx.Visible() {
			out = append(out, tx.Text)
		}
	}
	return out
}

// Up to FreeNames every point is named; above, names piled in one place
// are cut to one per cell, and the selected point keeps its name.
func TestCrowdedNamesCapped(t *testing.T) {
	if got := shownNames(namesOn(t, FreeNames, -1)); len(got) != FreeNames {
		t.Fatalf("%d points: %d names shown, want all", FreeNames, len(got))
	}
	got := shownNames(namesOn(t, 100, 57))
	// 100 points within 0.1 units (4 pixels): their names start in at most
	// the 2×2 grid cells about one place.
	if len(got) > 4 || len(got) == 0 {
		t.Errorf("100 piled points: %d names shown (%v), want 1 to 4", len(got), got)
	}
	if len(got) == 0 || got[0] != scene.PointName(57) {
		t.Errorf("names %v: the selected point's %s is not first", got, scene.PointName(57))
	}
}
