package perceptron_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// noisyBlobs returns n points in two overlapping clouds (fixed seed), so
// that the perceptron never settles and the variants matter.
func noisyBlobs(n int, seed uint64) (*mat.Dense, []float64) {
	r := rand.New(rand.NewPCG(seed, 7))
	x, y := mat.NewDense(n, 2, nil), make([]float64, n)
	for i := range n {
		y[i] = float64(1 - 2*(i%2))
		x.Set(i, 0, r.NormFloat64()+0.8*y[i])
		x.Set(i, 1, r.NormFloat64()+0.5*y[i])
	}
	return x, y
}

// TestVariantTrainerIsTheBatchVariant steps the pocket and the averaged
// perceptron to the end and checks that the answer is, bit for bit, what
// Pocket and Averaged return, and that the updates are the primal run's.
func TestVariantTrainerIsTheBatchVariant(t *testing.T) {
	x, y := noisyBlobs(120, 3)
	for _, s := range []perceptron.Settings{
		{Eta: 1, MaxEpochs: 40},
		{Eta: 0.5, MaxEpochs: 40, Order: perceptron.Random, Seed: 9},
		{Eta: 1, MaxEpochs: 40, Order: perceptron.First, B0: 1},
	} {
		for _, c := range []struct {
			name  string
			newT  func(*mat.Dense, []float64, perceptron.Settings) (*perceptron.VariantTrainer, error)
			batch func(context.Context, *mat.Dense, []float64, perceptron.Settings) (perceptron.VariantResult, error)
		}{{"pocket", perceptron.NewPocketTrainer, perceptron.Pocket}, {"averaged", perceptron.NewAveragedTrainer, perceptron.Averaged}} {
			tr, err := c.newT(x, y, s)
			if err != nil {
				t.Fatal(err)
			}
			p, _ := perceptron.NewPrimal(x, y, s)
			n := 0
			for ev, ok := tr.Step(); ok; ev, ok = tr.Step() {
				want, _ := p.Step()
				if ev.I != want.I || ev.K != want.K || !slices.Equal(ev.W, want.W) || ev.B != want.B {
					t.Fatalf("%s %+v: update %d is %+v, the primal run's %+v", c.name, s, n+1, ev, want)
				}
				n++
			}
			got := tr.Answer()
			want, _ := c.batch(context.Background(), x, y, s)
			if !slices.Equal(got.W, want.W) || got.B != want.B || got.Errors != want.Errors || got.Status != want.Status ||
				got.Mistakes != n || n != want.Mistakes || n < 40 {
				t.Errorf("%s %+v: stepped %v, %v, %d errors, %v; batch %v, %v, %d errors, %v",
					c.name, s, got.W, got.B, got.Errors, got.Status, want.W, want.B, want.Errors, want.Status)
			}
		}
	}
}
