package perceptron_test

import (
	"math/rand/v2"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// Test data and helpers for the primal and dual tests. The names start with
// "core" so that other test files of the package can define their own.

// coreLiHang returns Li Hang's Example 2.1: x1 = (3,3), x2 = (4,3) positive,
// x3 = (1,1) negative.
func coreLiHang() (*mat.Dense, []float64) {
	return mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1}), []float64{1, 1, -1}
}

// coreXOR returns the four corners of the unit square labelled XOR, which
// no line separates.
func coreXOR() (*mat.Dense, []float64) {
	return mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0}), []float64{-1, -1, 1, 1}
}

// coreSeparable returns n points in d dimensions, labelled by a random
// hyperplane w*·x + b* = 0. With integers, coordinates, w* and b* are
// small integers, so every sum the perceptron forms is exact; points on the
// hyperplane are dropped. Otherwise coordinates are uniform in [−2, 2] and
// points closer than gap to the hyperplane are dropped, so the data are
// separable with margin ≥ gap.
func coreSeparable(rnd *rand.Rand, n, d int, integers bool) (*mat.Dense, []float64) {
	const gap = 0.1
	ws := make([]float64, d)
	for floats.Norm(ws, 2) == 0 {
		for k := range ws {
			ws[k] = coreDraw(rnd, integers, 3)
		}
	}
	bs := coreDraw(rnd, integers, 2)
	x := make([]float64, 0, n*d)
	y := make([]float64, 0, n)
	p := make([]float64, d)
	for len(y) < n {
		for k := range p {
			p[k] = coreDraw(rnd, integers, 10)
		}
		f := floats.Dot(ws, p) + bs
		if f == 0 || (!integers && coreAbs(f)/floats.Norm(ws, 2) < gap) {
			continue
		}
		x = append(x, p...)
		y = append(y, coreSign(f))
	}
	return mat.NewDense(n, d, x), y
}

// coreDraw returns an integer in [−m, m], or a float in [−m/5, m/5].
func coreDraw(rnd *rand.Rand, integers bool, m int) float64 {
	if integers {
		return float64(rnd.IntN(2*m+1) - m)
	}
	return (2*rnd.Float64() - 1) * float64(m) / 5
}

func coreAbs(v float64) float64 { return max(v, -v) }

func coreSign(v float64) float64 {
	if v > 0 {
		return 1
	}
	return -1
}

// coreForm makes a trainer of one form, for tables that run both.
type coreForm struct {
	name string
	make func(*mat.Dense, []float64, perceptron.Settings) (perceptron.Trainer, error)
}

var coreForms = []coreForm{
	{"primal", func(x *mat.Dense, y []float64, s perceptron.Settings) (perceptron.Trainer, error) {
		return perceptron.NewPrimal(x, y, s)
	}},
	{"dual", func(x *mat.Dense, y []float64, s perceptron.Settings) (perceptron.Trainer, error) {
		return perceptron.NewDual(x, y, s)
	}},
}

// coreIndices returns the point index of every event.
func coreIndices(evs []perceptron.Event) []int {
	idx := make([]int, len(evs))
	for k, ev := range evs {
		idx[k] = ev.I
	}
	return idx
}
