// Package scenetest holds the scenes the painters' tests and benchmarks
// share: Li Hang's Example 2.1 at several steps, and 1000 points in two
// clusters. It is test support; the app does not import it.
package scenetest

import (
	"math/rand/v2"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Example21 is Li Hang's Example 2.1: x1 = (3,3) and x2 = (4,3) are +1,
// x3 = (1,1) is −1.
func Example21() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{3, 3, 4, 3, 1, 1}, Y: []float64{1, 1, -1}}
}

// View21 frames Example 2.1 with a unit of room.
var View21 = scene.View{XMin: -1, XMax: 5, YMin: -1, YMax: 4}

// Converged21 is Example 2.1 after convergence: w = (1,1), b = −3.
func Converged21() scene.Input {
	in := scene.NewInput(Example21())
	in.Models = scene.Step([]float64{1, 1}, -3, nil, 0)
	return in
}

// SteppedPrimal21 is Example 2.1 at its last primal update (Li Hang
// Table 2.1, k = 7: x3 misclassified, w ← (1,1), b ← −3), with the
// previous line w = (2,2), b = −2 shown faded.
func SteppedPrimal21() scene.Input {
	in := scene.NewInput(Example21())
	in.Models = scene.Step([]float64{1, 1}, -3, []float64{2, 2}, -2)
	in.Updated = 2
	in.Caption = "k=7: x3 misclassified, w ← (1,1), b ← −3"
	return in
}

// SteppedDual21 is Example 2.2 (the same data in the dual form) at its last
// update (Li Hang Table 2.2, k = 7: α3 ← 5, b ← −3): the same w and b as
// the primal, so the plane differs only in its caption.
func SteppedDual21() scene.Input {
	in := SteppedPrimal21()
	in.Caption = "k=7: x3 misclassified, α = (2, 0, 5), b ← −3"
	return in
}

// Bench1000 is 1000 points in two Gaussian clusters (a fixed seed), with a
// model that misclassifies some, the previous line, distances and every
// layer shown.
func Bench1000() scene.Input {
	in := scene.NewInput(TwoClusters(1000))
	in.Models = scene.Step([]float64{1, 1.2}, -4.5, []float64{1, 1}, -4)
	in.Updated, in.Selected, in.Hovered = 17, 3, 5
	return in
}

// BenchView frames Bench1000.
var BenchView = scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}

// TwoClusters is n points in two Gaussian clusters about (3.5, 3.5) (+1)
// and (0.5, 0.5) (−1), with a fixed seed.
func TwoClusters(n int) *dataset.Set {
	r := rand.New(rand.NewPCG(1, 2))
	s := &dataset.Set{D: 2}
	for i := range n {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{2 + 1.5*y + r.NormFloat64(), 2 + 1.5*y + r.NormFloat64()}, y)
	}
	return s
}
