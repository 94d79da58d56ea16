package scene_test

import (
	"testing"

	"perceptronlab/algo/knn"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// benchKNN returns the 5-NN classifier of scenetest's 1000 points and an
// Input drawing it with its kd-tree's splitting lines.
func benchKNN(tb testing.TB) (*knn.KNN, scene.Input) {
	set := scenetest.TwoClusters(1000)
	m, err := knn.NewKNN(set.Matrix(), set.Y, 5, 2)
	if err != nil {
		tb.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KNN{Model: m}, scene.KDTreeSplits{Tree: m.Tree(), Upto: -1}}
	return m, in
}

// Building the scene of a 5-NN model of 1000 points: each point's vote
// (for its ring) and the 1000 splitting lines.
func BenchmarkKNNScene(b *testing.B) {
	_, in := benchKNN(b)
	s := scene.Build(in, scenetest.BenchView)
	b.ReportAllocs()
	for b.Loop() {
		s.Rebuild(in, scenetest.BenchView, scene.TickTarget)
	}
}

// The screen's decision raster of that model on an 800×800 plane: the
// vote at the centre of each 4-pixel cell, 200×200 searches, on all cores
// (EvalGrid, as canvas paints it). One frame is 16 ms.
func BenchmarkKNNDecisionGrid(b *testing.B) {
	benchDecisionGrid(b, scene.EvalGrid)
}

// The same raster on one goroutine (EvalDecision, as figure paints it):
// its time over 40 000 is the time of one query.
func BenchmarkKNNDecisionGridSerial(b *testing.B) {
	benchDecisionGrid(b, scene.EvalDecision)
}

func benchDecisionGrid(b *testing.B, eval func([]float64, func([]float64) float64, scene.View, int, int, int) []float64) {
	_, in := benchKNN(b)
	s := scene.Build(in, scenetest.BenchView)
	n := 800 / scene.DecisionCell
	z := eval(nil, s.Decision, s.View, s.Dim, n, n)
	b.ReportAllocs()
	for b.Loop() {
		z = eval(z, s.Decision, s.View, s.Dim, n, n)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/frame")
}
