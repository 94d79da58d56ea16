// Package algotest holds the test data and helpers that the tests of more than one
// chapter package use (the perceptron's and the solvers'), so that each is
// written once. Only tests import it.
package algotest

import (
	"math"
	"math/rand/v2"
	"runtime"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// LiHang21 returns Li Hang's Example 2.1: x1 = (3,3), x2 = (4,3)
// positive, x3 = (1,1) negative.
func LiHang21() (*mat.Dense, []float64) {
	return mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1}), []float64{1, 1, -1}
}

// Separable returns n points uniform in the cube offset + [−1, 1]^d,
// labelled by a random hyperplane through a random point of the cube's
// inner half; points closer than gap to it are redrawn, so the data are
// separable with SVM margin ≥ gap. The same seed gives the same data.
func Separable(seed uint64, n, d int, gap, offset float64) (*mat.Dense, []float64) {
	rng := rand.New(rand.NewPCG(seed, uint64(1000*d+n)))
	u := make([]float64, d)
	for floats.Norm(u, 2) == 0 {
		for k := range u {
			u[k] = rng.NormFloat64()
		}
	}
	floats.Scale(1/floats.Norm(u, 2), u)
	c := make([]float64, d)
	for k := range c {
		c[k] = offset + rng.Float64() - 0.5
	}
	b := -floats.Dot(u, c)
	x := mat.NewDense(n, d, nil)
	y := make([]float64, n)
	for i := 0; i < n; {
		row := x.RawRowView(i)
		for k := range row {
			row[k] = offset + 2*rng.Float64() - 1
		}
		f := floats.Dot(u, row) + b
		if math.Abs(f) < gap {
			continue
		}
		y[i] = math.Copysign(1, f)
		i++
	}
	return x, y
}

// Scaled returns x with every coordinate multiplied by k.
func Scaled(x *mat.Dense, k float64) *mat.Dense {
	out := mat.DenseCopyOf(x)
	raw := out.RawMatrix().Data
	for i := range raw {
		raw[i] *= k
	}
	return out
}

// Finite reports whether every value of v is neither NaN nor ±Inf, written
// apart from the code under test.
func Finite(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// Allocated returns the bytes that f allocates.
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Augment returns x with a column of ones appended: the points x̂ = (x, 1)
// of a hyperplane through the origin that stands for w·x + b.
func Augment(x *mat.Dense) *mat.Dense {
	n, d := x.Dims()
	xh := mat.NewDense(n, d+1, nil)
	for i := 0; i < n; i++ {
		copy(xh.RawRowView(i), x.RawRowView(i))
		xh.Set(i, d, 1)
	}
	return xh
}
