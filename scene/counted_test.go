package scene_test

import (
	"slices"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// The point a count took in last wears the highlight ring: the legend,
// its marks and its rings name and draw it, and no other point wears it.
func TestCountedMarksTheLastPoint(t *testing.T) {
	in := scene.NewInput(&dataset.Set{D: 2, X: []float64{0, 0, 0.5, 0.5}, Y: []float64{1, -1}})
	in.Models = []scene.Model{scene.Counted{Last: 1}}
	s := scene.Build(in, scene.View{XMin: -1, XMax: 1, YMin: -1, YMax: 1})
	if got := s.PointMarks(1); !slices.Equal(got, []string{"point counted last"}) {
		t.Errorf("PointMarks(1) = %q", got)
	}
	if got := s.PointMarks(0); len(got) != 0 {
		t.Errorf("PointMarks(0) = %q: a point not counted last is marked", got)
	}
	if !slices.ContainsFunc(s.Legend(), func(e scene.LegendEntry) bool { return e.Name == "point counted last" }) {
		t.Errorf("the legend %v lacks the mark", s.Legend())
	}
	if c := s.Style.MarkColor(scene.CountedLast); c != s.Style.Highlight {
		t.Errorf("the legend's mark is %v, want the ring's highlight %v", c, s.Style.Highlight)
	}
	if rings := s.AppendRings(nil, s.Points[1]); len(rings) != 2 || rings[1].C != s.Style.Highlight {
		t.Errorf("rings %v, want the highlight ring with its casing", rings)
	}
	in.Models = []scene.Model{scene.Counted{Last: 7}} // past the points: nothing, no panic
	if s := scene.Build(in, scene.View{XMin: -1, XMax: 1, YMin: -1, YMax: 1}); s.PointMarks(0) != nil || s.PointMarks(1) != nil {
		t.Error("a count past the points marks one")
	}
}
