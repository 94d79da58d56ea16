package scene_test

import (
	"testing"

	"perceptronlab/algo/bayes"
	"perceptronlab/algo/knn"
	"perceptronlab/scene"
)

// k-NN and naive Bayes name their regions by their model, so a painter
// keeps them across rebuilds of the same model (a hover); a kernel's
// Regions, rebuilt from α at each call, names none.
func TestDecisionKey(t *testing.T) {
	set := lihang32()
	nn, err := knn.NewKNN(set.Matrix(), set.Y, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	nb, err := bayes.FitGaussian(set.Matrix(), set.Y)
	if err != nil {
		t.Fatal(err)
	}
	nn2, _ := knn.NewKNN(set.Matrix(), set.Y, 1, 2)
	key := func(m scene.Model, selected int) any {
		in := scene.NewInput(set)
		in.Models, in.Show.Decision, in.Selected = []scene.Model{m}, true, selected
		return scene.Build(in, view10).DecisionKey
	}
	for _, m := range []scene.Model{scene.KNN{Model: nn}, scene.GaussianNB{Model: nb}} {
		if k := key(m, -1); k == nil || k != key(m, 2) {
			t.Errorf("%T: keys %v and %v, want one and the same", m, k, key(m, 2))
		}
	}
	if key(scene.KNN{Model: nn}, -1) == key(scene.KNN{Model: nn2}, -1) {
		t.Errorf("two k-NN models share a key")
	}
	if k := key(scene.Regions{F: nn.Decision}, -1); k != nil {
		t.Errorf("Regions named its decision %v, want nil", k)
	}
}
