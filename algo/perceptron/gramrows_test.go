package perceptron

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Past the Budget, the dual form and the kernel perceptron compute the
// Gram matrix a row at a time (issue 21, item 5): the run is the very same
// as on the matrix held whole, and building it allocates O(N), not the
// N² float64s (72 MB here, 800 MB at 10⁴ points, twice that while built).
func TestGramRowByRow(t *testing.T) {
	const n = 3000 // past gramFits: 3000² float64s are 72 MB
	if gramFits(n) {
		t.Fatalf("%d points fit the budget; the test wants more", n)
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	x := mat.NewDense(n, 2, nil)
	y := make([]float64, n)
	for i := range n {
		a, b := rnd.NormFloat64(), rnd.NormFloat64()
		x.Set(i, 0, a)
		x.Set(i, 1, b)
		y[i] = 1
		if a+0.5*b+0.3*rnd.NormFloat64() < 0 {
			y[i] = -1
		}
	}
	s := Settings{Eta: 1, MaxEpochs: 3}
	for _, k := range []numeric.Kernel{nil, numeric.RBF{Sigma: 1}} {
		var lazy *Dual
		var err error
		alloc := algotest.Allocated(func() {
			if k == nil {
				lazy, err = NewDual(x, y, s)
			} else {
				var kp *KernelPerceptron
				kp, err = NewKernelPerceptron(x, y, k, s)
				if err == nil {
					lazy = kp.Dual
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if alloc > 1<<20 {
			t.Errorf("kernel %v: %d bytes allocated to build, want O(N)", k, alloc)
		}
		dense, err := NewDualGram(kernelGram(x.RawMatrix().Data, n, 2, cmpKernel(k)), y, s)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Run(context.Background(), lazy, false)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := Run(context.Background(), dense, false)
		if got.Mistakes != want.Mistakes || got.Epochs != want.Epochs || got.B != want.B || !slices.Equal(got.Alpha, want.Alpha) {
			t.Errorf("kernel %v: row by row %d mistakes in %d epochs, b %v; whole %d in %d, b %v",
				k, got.Mistakes, got.Epochs, got.B, want.Mistakes, want.Epochs, want.B)
		}
		if g, w := lazy.Gram().At(17, 2999), dense.Gram().At(17, 2999); g != w {
			t.Errorf("kernel %v: G(17, 2999) = %v, want %v", k, g, w)
		}
	}
}

// cmpKernel is k, or the linear kernel for nil.
func cmpKernel(k numeric.Kernel) numeric.Kernel {
	if k == nil {
		return numeric.Linear{}
	}
	return k
}
