package perceptron_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// noisyPlane returns n 2-D points uniform in [−½, ½]², labelled by the
// sign of x₁ + x₂ + u with u uniform in [−½, ½]: they never separate, and
// a cyclic epoch updates on about a quarter of them, as issue 21's 10⁶
// noisy points do.
func noisyPlane(n int) (*mat.Dense, []float64) {
	rnd := rand.New(rand.NewPCG(7, 21))
	x, y := mat.NewDense(n, 2, nil), make([]float64, n)
	raw := x.RawMatrix().Data
	for i := range n {
		raw[2*i], raw[2*i+1] = rnd.Float64()-0.5, rnd.Float64()-0.5
		y[i] = coreSign(raw[2*i] + raw[2*i+1] + rnd.Float64() - 0.5)
	}
	return x, y
}

// countSampler wants every stride-th update and counts them, as a learning
// curve's sampler does, without keeping anything.
type countSampler struct {
	n, taken, stride int
	last             perceptron.Event
}

func (c *countSampler) Want(k, epoch int) bool {
	c.n++
	return c.n%c.stride == 0
}
func (c *countSampler) Take(perceptron.Event)    { c.taken++ }
func (c *countSampler) Last(ev perceptron.Event) { c.last = ev }

// benchNoisy runs the primal form on 10⁵ noisy points for 20 epochs per
// iteration, through run, and reports the cost and the allocations per
// update.
func benchNoisy(b *testing.B, run func(context.Context, perceptron.Trainer) (perceptron.Result, error)) {
	x, y := noisyPlane(100_000)
	p, err := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, MaxEpochs: 20})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	updates := 0
	b.ReportAllocs()
	for b.Loop() {
		p.Reset()
		r, err := run(ctx, p)
		if err != nil || r.Status != perceptron.EpochLimit {
			b.Fatalf("%v, %v", r.Status, err)
		}
		updates += r.Mistakes
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(updates), "ns/update")
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
		p.Reset()
		run(ctx, p)
	}))/float64(updates/b.N), "allocs/update")
}

// The training loop alone: 20 epochs of about 25 000 updates each.
func BenchmarkPrimalNoisyRun(b *testing.B) {
	benchNoisy(b, func(ctx context.Context, t perceptron.Trainer) (perceptron.Result, error) {
		return perceptron.Run(ctx, t, false)
	})
}

// The same run keeping its latest 1000 updates (train --explain's trace):
// each update kept is an Event with its own w.
func BenchmarkPrimalNoisyKeep(b *testing.B) {
	benchNoisy(b, func(ctx context.Context, t perceptron.Trainer) (perceptron.Result, error) {
		return perceptron.RunKeep(ctx, t, 1000, func([]perceptron.Event) {})
	})
}

// The same run handing a sampler every 1024th update, as plot --curve
// does: an update it does not want costs no allocation.
func BenchmarkPrimalNoisySampled(b *testing.B) {
	benchNoisy(b, func(ctx context.Context, t perceptron.Trainer) (perceptron.Result, error) {
		return perceptron.RunSample(ctx, t, &countSampler{stride: 1024})
	})
}
