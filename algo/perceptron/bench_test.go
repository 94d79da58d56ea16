package perceptron_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// coreBenchData returns n 2-D points uniform in [−1, 1]², labelled by
// x₁ + x₂ > 0.1, so (w, b) = ((1, 1), −0.1) classifies them all. With
// randomLabels the labels are coin flips instead.
func coreBenchData(n int, randomLabels bool) (*mat.Dense, []float64) {
	rnd := rand.New(rand.NewPCG(1, 2))
	x, y := mat.NewDense(n, 2, nil), make([]float64, n)
	raw := x.RawMatrix().Data
	for i := range n {
		for {
			raw[2*i], raw[2*i+1] = 2*rnd.Float64()-1, 2*rnd.Float64()-1
			if raw[2*i]+raw[2*i+1] != 0.1 {
				break
			}
		}
		y[i] = coreSign(raw[2*i] + raw[2*i+1] - 0.1)
		if randomLabels {
			y[i] = coreSign(rnd.Float64() - 0.5)
		}
	}
	return x, y
}

// One clean epoch over 10⁶ points in 2-D: started at a separating (w, b),
// the run checks every point once, makes no update and converges. The
// issue's target is ≤ 3 ns per point.
func BenchmarkPrimalEpoch1e6(b *testing.B) {
	const n = 1_000_000
	x, y := coreBenchData(n, false)
	p, err := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, W0: []float64{1, 1}, B0: -0.1})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	iters := 0
	for b.Loop() {
		p.Reset()
		if r, _ := perceptron.Run(ctx, p, false); r.Status != perceptron.Converged || r.Mistakes != 0 {
			b.Fatalf("%v with %d mistakes", r.Status, r.Mistakes)
		}
		iters++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(iters)/n, "ns/point")
}

// The dual form on 2000 separable 2-D points from zero to convergence,
// including the checks and building the Gram matrix.
func BenchmarkDual2000(b *testing.B) {
	x, y := coreBenchData(2000, false)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		d, err := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1})
		if err != nil {
			b.Fatal(err)
		}
		if r, _ := perceptron.Run(ctx, d, false); r.Status != perceptron.Converged {
			b.Fatal(r.Status)
		}
	}
}

// Building the dual form alone: the Gram matrix of 2000 2-D points.
func BenchmarkDualGram2000(b *testing.B) {
	x, y := coreBenchData(2000, false)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// One Step on 2000 randomly labelled 2-D points (Cyclic order, so the
// points between updates are few): the cost of an update and its Event.
func BenchmarkPrimalStep(b *testing.B) {
	x, y := coreBenchData(2000, true)
	p, _ := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, MaxEpochs: 1 << 40})
	benchSteps(b, p)
}

// One Step of the dual form on the same data: an O(N) update of the
// scores and the recovery of w for the Event.
func BenchmarkDualStep(b *testing.B) {
	x, y := coreBenchData(2000, true)
	d, _ := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1, MaxEpochs: 1 << 40})
	benchSteps(b, d)
}

func benchSteps(b *testing.B, tr interface {
	perceptron.Trainer
	Reset()
}) {
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := tr.Step(); !ok {
			tr.Reset()
		}
	}
}
