package canvas

import (
	"math"
	"testing"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Fault 6 of issue 19: the L2 boundary of k-NN was a staircase of cells.
// k-NN's vote is ±1, so interpolation between cell centres put every
// crossing halfway, up to two pixels off; bisection puts the boundary of
// the 1-NN of (−1, −1) and (1, 1), the line x + y = 0, within a tenth of a
// pixel.
func TestKNNBoundaryIsSmooth(t *testing.T) {
	set := &dataset.Set{D: 2}
	set.Add([]float64{-1, -1}, -1)
	set.Add([]float64{1, 1}, 1)
	m, err := knn.NewKNN(set.Matrix(), set.Y, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KNN{Model: m}}
	v := scene.View{XMin: -2.3, XMax: 2.1, YMin: -2.2, YMax: 2.2}
	s := scene.Build(in, v)
	const w, h = 401, 397
	var d decisionCache
	if !d.grid(s, 1, w, h) {
		t.Fatal("no decision grid")
	}
	px := v.Width() / w // plane units per pixel (x); y is alike
	worst, n := 0.0, 0
	d.segments(func(x0, y0, x1, y1 float32) {
		for _, p := range [][2]float32{{x0, y0}, {x1, y1}} {
			x := v.XMin + float64(p[0])/w*v.Width()
			y := v.YMax - float64(p[1])/h*v.Height()
			worst = math.Max(worst, math.Abs(x+y)/math.Sqrt2/px)
			n++
		}
	})
	if n < 100 {
		t.Fatalf("%d boundary points", n)
	}
	if worst > 0.1 {
		t.Errorf("the 1-NN boundary strays %.2f px from x + y = 0, want at most 0.1", worst)
	}
}
