package fitview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/scene"
)

// Issue 27, fault 14: leave-one-out holds out one point a fold, and the
// strip said "the 1 points coloured as test points"; after one fold the
// scores said "mean of 1 folds".
func TestOnePointOneFold(t *testing.T) {
	_, v := newTestViewLOO(t)
	if s := v.Explain.Text; strings.Contains(s, "1 points") || !strings.Contains(s, "the 1 ringed point is held out") {
		t.Errorf("leave-one-out, fold 1: %q", s)
	}
	var texts []string
	for _, o := range v.CV.Scores.Objects {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	if j := strings.Join(texts, "|"); strings.Contains(j, "1 folds") || !strings.Contains(j, "mean of 1 fold") {
		t.Errorf("after fold 1 the scores read %q", j)
	}
}

// Issue 27, fault 14: the fold a cross-validation holds out is ringed, as
// k-NN's is, and its points keep the training colour: before, they were
// drawn as test points, the same orange × as the test set.
func TestHeldOutFoldIsRinged(t *testing.T) {
	_, v := newTestViewLOO(t)
	in := v.Input()
	var rings []int
	for _, m := range in.Models {
		if f, ok := m.(scene.TestFold); ok {
			rings = append(rings, f.Points...)
		}
	}
	if len(rings) != 1 {
		t.Fatalf("leave-one-out, fold 1: %d points ringed, want 1", len(rings))
	}
	if i := rings[0]; v.Lab().Points[i].Test || in.Set.Y[i] != 1 {
		t.Errorf("held-out point %d is drawn as a test point (y = %v)", i, in.Set.Y[i])
	}
}
