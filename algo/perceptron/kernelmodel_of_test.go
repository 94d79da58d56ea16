package perceptron

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// TestKernelModelOfIsTheRunsModel checks that the model built from α and b
// alone decides as the kernel perceptron's own, to rounding.
func TestKernelModelOfIsTheRunsModel(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 40
	x, y := make([]float64, 2*n), make([]float64, n)
	for i := range n {
		x[2*i], x[2*i+1] = r.NormFloat64(), r.NormFloat64()
		y[i] = 1
		if x[2*i]*x[2*i]+x[2*i+1]*x[2*i+1] > 1 {
			y[i] = -1
		}
	}
	for _, k := range []numeric.Kernel{numeric.RBF{Sigma: 1}, numeric.Poly{Degree: 2, Coef0: 1}, numeric.Linear{}} {
		kp, err := NewKernelPerceptron(mat.NewDense(n, 2, x), y, k, Settings{Eta: 1, MaxEpochs: 20})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Run(context.Background(), kp, false); err != nil {
			t.Fatal(err)
		}
		want, got := kp.Model(), KernelModelOf(k, x, 2, y, kp.Alpha(), kp.B())
		for range 50 {
			q := []float64{2 * r.NormFloat64(), 2 * r.NormFloat64()}
			if a, b := want.Decision(q), got.Decision(q); math.Abs(a-b) > 1e-12*(1+math.Abs(a)) {
				t.Fatalf("%v: f(%v) = %v from α, %v from the run", k, q, b, a)
			}
		}
	}
}
