package perceptron_test

import (
	"context"
	"gonum.org/v1/gonum/floats"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// A cancelled context stops Run at once, with the partial result.
func TestRunCancelled(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, form := range coreForms {
		tr, _ := form.make(x, y, perceptron.Settings{Eta: 1})
		r, err := perceptron.Run(ctx, tr, true)
		if err != context.Canceled || r.Status != perceptron.Running || r.Mistakes != 0 {
			t.Errorf("%s: %+v, %v; want a running result and context.Canceled", form.name, r, err)
		}
	}
}

// A run that would go on for hours stops soon after its deadline, even in
// the middle of an epoch of 10⁶ points (random labels, the Random order,
// which never reports a cycle, and no epoch limit to speak of).
func TestRunDeadline(t *testing.T) {
	t.Parallel()
	const n = 1_000_000
	rnd := rand.New(rand.NewPCG(5, 5))
	x, y := mat.NewDense(n, 2, nil), make([]float64, n)
	for i := range n {
		x.Set(i, 0, rnd.NormFloat64())
		x.Set(i, 1, rnd.NormFloat64())
		y[i] = coreSign(rnd.NormFloat64())
	}
	p, err := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Random, MaxEpochs: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	// 50 ms to run, then at most 1 s to notice on a loaded 2-core machine;
	// a check of ctx every 4096 points is ~100 µs of work.
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := perceptron.Run(ctx, p, false)
	if err != context.DeadlineExceeded || r.Status != perceptron.Running || r.Mistakes == 0 {
		t.Errorf("%v mistakes, status %v, error %v; want a running result and DeadlineExceeded", r.Mistakes, r.Status, err)
	}
	if late := time.Since(start) - 50*time.Millisecond; late > time.Second {
		t.Errorf("Run returned %v after its deadline", late)
	}
}

// Reset starts again: the second run repeats the first.
func TestReset(t *testing.T) {
	t.Parallel()
	x, y := coreXOR()
	p, _ := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 4, MaxEpochs: 30})
	d, _ := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Cyclic})
	for _, tc := range []struct {
		name string
		tr   interface {
			perceptron.Trainer
			Reset()
		}
	}{{"primal", p}, {"dual", d}} {
		a, _ := perceptron.Run(context.Background(), tc.tr, true)
		tc.tr.Reset()
		b, _ := perceptron.Run(context.Background(), tc.tr, true)
		if a.Status != b.Status || a.Epochs != b.Epochs || !slices.Equal(coreIndices(a.Trace), coreIndices(b.Trace)) ||
			!slices.Equal(a.W, b.W) || a.B != b.B {
			t.Errorf("%s: run %+v, after Reset %+v", tc.name, a, b)
		}
	}
}

// coreStepOnly hides everything of a Trainer but its interface, so Run
// takes its general path.
type coreStepOnly struct{ perceptron.Trainer }

// Run over a general Trainer gives the same result and trace.
func TestRunGeneralTrainer(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	for _, form := range coreForms {
		a, _ := form.make(x, y, perceptron.Settings{Eta: 1})
		b, _ := form.make(x, y, perceptron.Settings{Eta: 1})
		ra, _ := perceptron.Run(context.Background(), a, true)
		rb, _ := perceptron.Run(context.Background(), coreStepOnly{b}, true)
		if !slices.EqualFunc(ra.Trace, rb.Trace, coreSameEvent) || ra.Status != rb.Status || ra.Epochs != rb.Epochs {
			t.Errorf("%s: fast path %+v, general path %+v", form.name, ra, rb)
		}
	}
}

func coreSameEvent(a, b perceptron.Event) bool {
	return a.K == b.K && a.I == b.I && a.Epoch == b.Epoch && a.Value == b.Value &&
		slices.Equal(a.W, b.W) && a.B == b.B && a.Alpha == b.Alpha
}

// TestRunKeepBoundsTheTrace: on data that never separate, RunKeep with
// keep = 50 holds at most 2·50 updates at a time, hands the others to drop
// in order, and the dropped and the kept updates together are Run's trace.
func TestRunKeepBoundsTheTrace(t *testing.T) {
	x, y := exactNoisy(5, 200, 2)
	s := perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 3, MaxEpochs: 60}
	full, _ := perceptron.NewPrimal(x, y, s)
	want, _ := perceptron.Run(context.Background(), full, true)
	p, _ := perceptron.NewPrimal(x, y, s)
	var dropped []perceptron.Event
	got, err := perceptron.RunKeep(context.Background(), p, 50, func(evs []perceptron.Event) {
		dropped = append(dropped, evs...)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Trace) < 1000 {
		t.Fatalf("only %d updates: the test wants a long run", len(want.Trace))
	}
	if len(got.Trace) < 50 || len(got.Trace) > 2*50+4096 {
		t.Errorf("kept %d updates, want between 50 and 2·50 plus one chunk", len(got.Trace))
	}
	all := append(dropped, got.Trace...)
	if len(all) != len(want.Trace) || got.Mistakes != want.Mistakes || got.Status != want.Status {
		t.Fatalf("dropped %d + kept %d = %d updates, Run made %d", len(dropped), len(got.Trace), len(all), len(want.Trace))
	}
	for k := range all {
		if all[k].K != want.Trace[k].K || all[k].I != want.Trace[k].I || !floats.Equal(all[k].W, want.Trace[k].W) {
			t.Fatalf("update %d: %+v, Run's %+v", k, all[k], want.Trace[k])
		}
	}
}
