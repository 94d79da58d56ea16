package perceptron_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// Tests of Pocket's speed and cancelling (issue 13, item 8).

// hostilePocketRef is Gallant's pocket algorithm with ratchet written out
// plainly over the trace of the primal run, for the cyclic and the
// first-point orders, where a state's run of correct checks follows from
// where its updates fell: state s (the start, then the state after each
// update) checks correctly every point from the one after its birth to the
// one before its failing update. A state whose run is longer than the
// pocket state's run, and whose errors are fewer, becomes the pocket.
func hostilePocketRef(x *mat.Dense, y []float64, s perceptron.Settings) (w []float64, b float64, errs int, run perceptron.Result) {
	p, err := perceptron.NewPrimal(x, y, s)
	if err != nil {
		panic(err)
	}
	run, _ = perceptron.Run(context.Background(), p, true)
	n, d := x.Dims()
	w, b = make([]float64, d), s.B0
	if s.W0 != nil {
		w = s.W0
	}
	errs = exactErrors(x, y, w, b)
	bestRun := stateRun(run, -1, n, s.Order)
	for k, ev := range run.Trace {
		l := stateRun(run, k, n, s.Order)
		if l <= bestRun {
			continue
		}
		if e := exactErrors(x, y, ev.W, ev.B); e < errs {
			w, b, errs, bestRun = ev.W, ev.B, e, l
		}
	}
	if run.Status == perceptron.Converged {
		w, b, errs = run.W, run.B, 0
	}
	return w, b, errs, run
}

// stateRun is the run of correct checks of the state after update k (−1:
// the start) in the cyclic or first-point order.
func stateRun(run perceptron.Result, k, n int, order perceptron.Order) int {
	from := 0                                // the position of its first check, counted over epochs
	if k >= 0 && order != perceptron.First { // in the first-point order every state scans from x1
		from = checkPos(run.Trace[k], n, order) + 1
	}
	if k+1 < len(run.Trace) {
		return checkPos(run.Trace[k+1], n, order) - from
	}
	end := run.Epochs * n // the last state checks to the end of the run
	if order == perceptron.First {
		end = from + n*boolInt(run.Status == perceptron.Converged)
	}
	return max(end-from, 0)
}

// checkPos is the position of an update's check: in the cyclic order the
// epoch's offset plus the point; in the first-point order the scan starts
// again at each update, so only the point counts.
func checkPos(ev perceptron.Event, n int, order perceptron.Order) int {
	if order == perceptron.First {
		return ev.I
	}
	return (ev.Epoch-1)*n + ev.I
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hostileNoisyInts returns n points with small integer coordinates in d
// dimensions and random labels: many ties, zero margins and repeated
// states, the hard cases for counting.
func hostileNoisyInts(seed uint64, n, d int) (*mat.Dense, []float64) {
	rng := rand.New(rand.NewPCG(seed, 99))
	x := mat.NewDense(n, d, nil)
	y := make([]float64, n)
	raw := x.RawMatrix().Data
	for i := range raw {
		raw[i] = float64(rng.IntN(7) - 3)
	}
	for i := range y {
		y[i] = float64(2*rng.IntN(2) - 1)
	}
	return x, y
}

// Pocket equals the reference on small noisy sets of every dimension the
// counter treats apart (1, 2 and more), in every order, from zero and
// from a start.
func TestPocketMatchesReference(t *testing.T) {
	for _, d := range []int{1, 2, 3, 5} {
		for seed := range uint64(6) {
			var x *mat.Dense
			var y []float64
			if seed%2 == 0 {
				x, y = exactNoisy(seed, 40+10*int(seed), d)
			} else {
				x, y = hostileNoisyInts(seed, 30, d)
			}
			for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First} {
				s := perceptron.Settings{Eta: 0.5 + float64(seed), Order: order, Seed: int64(seed), MaxEpochs: 30}
				if seed == 5 {
					s.W0, s.B0 = make([]float64, d), 1
					s.W0[0] = -1
				}
				name := fmt.Sprintf("d=%d/seed=%d/%v", d, seed, order)
				r, err := perceptron.Pocket(context.Background(), x, y, s)
				if err != nil {
					t.Fatal(err)
				}
				w, b, errs, run := hostilePocketRef(x, y, s)
				if r.Errors != errs || !floats.Equal(r.W, w) || r.B != b {
					t.Errorf("%s: pocket %v, %v with %d errors; reference %v, %v with %d", name, r.W, r.B, r.Errors, w, b, errs)
				}
				if r.Status != run.Status || r.Mistakes != run.Mistakes || r.Epochs != run.Epochs {
					t.Errorf("%s: run %v/%d/%d, primal %v/%d/%d", name, r.Status, r.Mistakes, r.Epochs, run.Status, run.Mistakes, run.Epochs)
				}
			}
		}
	}
}

// Cancelling is prompt on a large set: each update's error count looks
// at the context too. Before the fix the context was looked at every 4096
// updates, each a count over all 2·10⁶ points, so the run went on for
// minutes after its deadline.
func TestPocketCancelPrompt(t *testing.T) {
	if testing.Short() {
		t.Skip("2·10⁶ points")
	}
	const n = 2_000_000
	x, y := exactNoisy(7, n, 1) // 1-D in cyclic order, which ran on longest
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	start := time.Now()
	go func() {
		_, err := perceptron.Pocket(ctx, x, y, perceptron.Settings{Eta: 1})
		done <- err
	}()
	// The deadline plus a count or two over 2·10⁶ points (about 10 ms
	// each) on a busy machine; before the fix it took minutes.
	select {
	case err := <-done:
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("err = %v, want DeadlineExceeded", err)
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("returned after %v", el)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Pocket did not return 5 s after its deadline")
	}
}

// hostileNoisyBench is issue 13's workload: 10⁴ points in 2-D with a tenth
// of the labels flipped, 20 cyclic epochs with η = 1.
func hostileNoisyBench() (*mat.Dense, []float64, perceptron.Settings) {
	x, y := exactNoisy(1, 10_000, 2)
	return x, y, perceptron.Settings{Eta: 1, MaxEpochs: 20}
}

func BenchmarkPrimalNoisy(b *testing.B) {
	x, y, s := hostileNoisyBench()
	b.ReportAllocs()
	for b.Loop() {
		p, err := perceptron.NewPrimal(x, y, s)
		if err != nil {
			b.Fatal(err)
		}
		perceptron.Run(context.Background(), p, false)
	}
}

func BenchmarkPocketNoisy(b *testing.B) {
	x, y, s := hostileNoisyBench()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := perceptron.Pocket(context.Background(), x, y, s); err != nil {
			b.Fatal(err)
		}
	}
}
