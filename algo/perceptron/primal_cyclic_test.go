package perceptron_test

import (
	"context"
	"reflect"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// allSampler wants every update, keeping its Event, and the last one.
type allSampler struct {
	evs  []perceptron.Event
	last perceptron.Event
	ks   []int
}

func (a *allSampler) Want(k, epoch int) bool   { a.ks = append(a.ks, k); return true }
func (a *allSampler) Take(ev perceptron.Event) { a.evs = append(a.evs, ev) }
func (a *allSampler) Last(ev perceptron.Event) { a.last = ev }

// The primal form's fast path in the plane (cyclic order, no trace kept:
// Run without a trace, and RunSample) makes bit for bit the run of the
// general path (Run keeping the trace): the same w, b, counts and status,
// and RunSample's Events are the trace's. The cases cross the chunks Run
// checks its context between (10⁴ points), drop the bias, take a small η,
// converge, and overflow in the middle of an epoch.
func TestPrimalFastPathSameAsGeneral(t *testing.T) {
	x, y := noisyPlane(10_000)
	sep, sy := coreBenchData(10_000, false)
	huge := mat.NewDense(4, 2, []float64{1e308, 1e308, -1e308, -1e308, 1.5e308, -1e308, -1.2e308, 1e308})
	hy := []float64{1, -1, 1, -1}
	cases := []struct {
		name string
		x    *mat.Dense
		y    []float64
		s    perceptron.Settings
	}{
		{"noisy", x, y, perceptron.Settings{Eta: 1, MaxEpochs: 7}},
		{"noisy, no bias, η = 0.1", x, y, perceptron.Settings{Eta: 0.1, NoBias: true, MaxEpochs: 5}},
		{"noisy from w0", x, y, perceptron.Settings{Eta: 0.5, W0: []float64{3, -1}, B0: 2, MaxEpochs: 3}},
		{"separable", sep, sy, perceptron.Settings{Eta: 1, MaxEpochs: 1000}},
		{"overflow: NaN", huge, hy, perceptron.Settings{Eta: 1, MaxEpochs: 50}},
		{"overflow: ∞", mat.NewDense(4, 2, []float64{0.5, 0, -1, 0, -3, 0, 1, 1}), []float64{1, 1, 1, -1},
			perceptron.Settings{Eta: 1e308, MaxEpochs: 50}},
	}
	for _, c := range cases {
		run := func(f func(context.Context, perceptron.Trainer) (perceptron.Result, error)) perceptron.Result {
			p, err := perceptron.NewPrimal(c.x, c.y, c.s)
			if err != nil {
				t.Fatal(err)
			}
			r, err := f(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		general := run(func(ctx context.Context, p perceptron.Trainer) (perceptron.Result, error) {
			return perceptron.Run(ctx, p, true)
		})
		fast := run(func(ctx context.Context, p perceptron.Trainer) (perceptron.Result, error) {
			return perceptron.Run(ctx, p, false)
		})
		var all allSampler
		sampled := run(func(ctx context.Context, p perceptron.Trainer) (perceptron.Result, error) {
			return perceptron.RunSample(ctx, p, &all)
		})
		trace := general.Trace
		general.Trace = nil
		if !reflect.DeepEqual(fast, general) || !reflect.DeepEqual(sampled, general) {
			t.Errorf("%s: fast %+v, sampled %+v, want %+v", c.name, fast, sampled, general)
			continue
		}
		if len(trace) == 0 || !reflect.DeepEqual(all.evs, trace) || !reflect.DeepEqual(all.last, trace[len(trace)-1]) {
			t.Errorf("%s: the sampler took %d Events, not the trace's %d", c.name, len(all.evs), len(trace))
		}
		for i, k := range all.ks {
			if k != i+1 {
				t.Fatalf("%s: Want was told of update %d as the %d-th", c.name, k, i+1)
			}
		}
		t.Logf("%s: %v after %d updates in %d epochs", c.name, general.Status, general.Mistakes, general.Epochs)
	}
}
