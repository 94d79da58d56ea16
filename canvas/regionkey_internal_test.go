package canvas

import (
	"sync/atomic"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// countedRegions is a stepped decision (the sign of x − y, as k-NN's
// vote) that counts its evaluations, named by Key.
type countedRegions struct {
	key   *int
	calls *atomic.Int64
}

func (c countedRegions) AddTo(s *scene.Scene) {
	s.Decision = func(x []float64) float64 {
		c.calls.Add(1)
		if x[0] > x[1] {
			return 1
		}
		return -1
	}
	s.Stepped = true
	if c.key != nil {
		s.DecisionKey = c.key
	}
}

// A scene rebuilt for a hover, a selection or a legend move keeps its
// model's key: its regions and boundary are painted from the grid and
// contour already evaluated, with no evaluation of the decision. A new
// key, or a view moved, evaluates afresh.
func TestRegionsKeptWhileKeyHolds(t *testing.T) {
	set := &dataset.Set{D: 2, X: []float64{1, 2, 3, 1}, Y: []float64{1, -1}}
	var calls atomic.Int64
	key := new(int)
	in := scene.NewInput(set)
	in.Models = []scene.Model{countedRegions{key, &calls}}
	in.Show.Decision = true
	v := scene.View{XMin: -5, XMax: 5, YMin: -5, YMax: 5}
	m := scene.Mapping{View: v, Width: 400, Height: 400}
	var pi planeImage
	var dec decisionCache
	paint := func(in scene.Input, v scene.View, gen uint64) int64 {
		before := calls.Load()
		m.View = v
		pi.paint(scene.Build(in, v), m, 400, 400, &dec, gen)
		return calls.Load() - before
	}
	if n := paint(in, v, 1); n == 0 {
		t.Fatal("the first paint evaluated nothing")
	}
	in.Hovered, in.Selected = 0, 1
	if n := paint(in, v, 2); n != 0 {
		t.Errorf("a hover and a selection under the same key evaluated the decision %d times, want 0", n)
	}
	if n := paint(in, v.Pan(1, 0), 3); n == 0 {
		t.Errorf("a moved view under the same key kept the old regions")
	}
	in.Models = []scene.Model{countedRegions{new(int), &calls}}
	if n := paint(in, v.Pan(1, 0), 4); n == 0 {
		t.Errorf("a new key kept the old regions")
	}
	in.Models = []scene.Model{countedRegions{nil, &calls}}
	paint(in, v, 5)
	if n := paint(in, v, 6); n == 0 {
		t.Errorf("a decision without a key kept its regions across scenes")
	}
}
