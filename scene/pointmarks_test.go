package scene_test

import (
	"slices"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// A point with three rings and the halo names them innermost first, as
// AppendRings draws them; a hidden layer's ring is not named.
func TestPointMarksNameTheRingsInsideOut(t *testing.T) {
	in := scene.NewInput(&dataset.Set{D: 2, X: []float64{0, 0}, Y: []float64{1}})
	in.Updated = 0
	s := scene.Build(in, scene.View{XMin: -1, XMax: 1, YMin: -1, YMax: 1})
	s.Points[0].Flags |= scene.Misclassified | scene.Support | scene.MarginPoint
	want := []string{"misclassified: y·f(x) ≤ 0", "support point", "closest point (sets the margin)", "point of the latest update"}
	if got := s.PointMarks(0); !slices.Equal(got, want) {
		t.Errorf("PointMarks = %q, want %q", got, want)
	}
	s.Show.SVM = false
	if got := s.PointMarks(0); slices.Contains(got, "support point") {
		t.Errorf("with the SVM hidden PointMarks = %q names its ring", got)
	}
	if s.PointMarks(5) != nil {
		t.Error("PointMarks of a point that is not there")
	}
}
