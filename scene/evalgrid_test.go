package scene_test

import (
	"math"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"

	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// EvalGrid fills the grid with the very values EvalDecision does, in 1
// and 2 dimensions, below and above the size from which it uses several
// goroutines, reusing z, and calls f once per cell.
func TestEvalGrid(t *testing.T) {
	t.Parallel()
	v := scene.View{XMin: -3, XMax: 7, YMin: -2.5, YMax: 4}
	f := func(x []float64) float64 { return math.Sin(3*x[0]) + x[0]*x[len(x)-1] }
	for _, dim := range []int{1, 2} {
		for _, size := range [][2]int{{1, 1}, {7, 3}, {31, 30}, {200, 150}} {
			nx, ny := size[0], size[1]
			want := scene.EvalDecision(nil, f, v, dim, nx, ny)
			var calls atomic.Int64
			z := make([]float64, 0, nx*ny+3)
			got := scene.EvalGrid(z, func(x []float64) float64 { calls.Add(1); return f(x) }, v, dim, nx, ny)
			if !slices.Equal(got, want) || calls.Load() != int64(nx*ny) {
				t.Errorf("d = %d, %d×%d: EvalGrid differs from EvalDecision, or %d calls", dim, nx, ny, calls.Load())
			}
			if &got[0] != &z[:1][0] {
				t.Errorf("d = %d, %d×%d: z not reused", dim, nx, ny)
			}
		}
	}
}

// The k-NN classifier's vote on a decision grid is the same on two or
// more goroutines as on one; run with -race, this checks that the screen
// may shade it with EvalGrid.
func TestEvalGridKNN(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0))))
	m, in := benchKNN(t)
	s := scene.Build(in, scenetest.BenchView)
	want := scene.EvalDecision(nil, m.Decision, s.View, s.Dim, 120, 90)
	if got := scene.EvalGrid(nil, s.Decision, s.View, s.Dim, 120, 90); !slices.Equal(got, want) {
		t.Error("EvalGrid's votes differ from EvalDecision's")
	}
}
