package perceptron_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

// Tests of Status Overflow (issue 13, item 11): coordinates from about
// 1e154 up make w·x, w or the dual scores overflow. Before the fix the
// runs went on with infinite weights (XOR at 1e308 ended with w = (0, +Inf))
// or printed Inf margins.

// hostileOverflows are runs that overflow, found by running them: XOR at
// 1e308 (w·x is ∞ − ∞, or w itself overflows), and Li Hang's separable
// example with η = 1e308 (the first update, w = ηx₁, overflows) or at
// 1e307 in random order.
var hostileOverflows = []struct {
	name string
	data func() (*mat.Dense, []float64)
	s    perceptron.Settings
}{
	{"XOR×1e308 first", hostileXOR308, perceptron.Settings{Eta: 1, Order: perceptron.First}},
	{"XOR×1e308 random", hostileXOR308, perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 1}},
	{"XOR×1e200 first", func() (*mat.Dense, []float64) { x, y := coreXOR(); return algotest.Scaled(x, 1e200), y }, perceptron.Settings{Eta: 1, Order: perceptron.First}},
	{"Li Hang η=1e308", algotest.LiHang21, perceptron.Settings{Eta: 1e308}},
	{"Li Hang×1e307 random", func() (*mat.Dense, []float64) { x, y := algotest.LiHang21(); return algotest.Scaled(x, 1e307), y }, perceptron.Settings{Eta: 1, Order: perceptron.Random}},
}

func hostileXOR308() (*mat.Dense, []float64) {
	x, y := coreXOR()
	return algotest.Scaled(x, 1e308), y
}

// The primal form stops with Overflow at the last finite state: the
// result is the state after the last update in the trace (or the start),
// every event is finite, and the mistakes are the updates made.
func TestPrimalOverflow(t *testing.T) {
	for _, tc := range hostileOverflows {
		x, y := tc.data()
		p, err := perceptron.NewPrimal(x, y, tc.s)
		if err != nil {
			t.Fatal(err)
		}
		r, err := perceptron.Run(context.Background(), p, true)
		if err != nil || r.Status != perceptron.Overflow {
			t.Errorf("%s: status %v, %v; want overflow", tc.name, r.Status, err)
			continue
		}
		hostileCheckStop(t, tc.name, r, make([]float64, 2), 0)
		if p.Next() != -1 || p.Status() != perceptron.Overflow || p.Mistakes() != r.Mistakes {
			t.Errorf("%s: Next %d, Status %v, Mistakes %d after the run", tc.name, p.Next(), p.Status(), p.Mistakes())
		}
	}
}

// hostileCheckStop checks a run stopped by Overflow against its trace.
func hostileCheckStop(t *testing.T, name string, r perceptron.Result, w0 []float64, b0 float64) {
	t.Helper()
	if len(r.Trace) != r.Mistakes {
		t.Errorf("%s: %d events for %d mistakes", name, len(r.Trace), r.Mistakes)
	}
	for _, ev := range r.Trace {
		// A value of −Inf is an overflowed w·x whose sign is still known,
		// a mistake like any other; NaN is not.
		if !algotest.Finite(append(slices.Clone(ev.W), ev.B)) || math.IsNaN(ev.Value) || ev.Value > 0 {
			t.Errorf("%s: event %d is not finite: %+v", name, ev.K, ev)
		}
	}
	wantW, wantB := w0, b0
	if k := len(r.Trace); k > 0 {
		wantW, wantB = r.Trace[k-1].W, r.Trace[k-1].B
	}
	if r.W != nil && (!slices.Equal(r.W, wantW) || r.B != wantB) {
		t.Errorf("%s: stopped at %v, %v; the last finite state is %v, %v", name, r.W, r.B, wantW, wantB)
	}
}

// The dual form and the kernel perceptron stop too. XOR at 1e308 has an
// infinite Gram matrix (x·x overflows), so the first update overflows.
func TestDualAndKernelOverflow(t *testing.T) {
	for _, tc := range hostileOverflows {
		x, y := tc.data()
		d, err := perceptron.NewDual(x, y, tc.s)
		if err != nil {
			t.Fatal(err)
		}
		r, err := perceptron.Run(context.Background(), d, true)
		if err != nil || r.Status != perceptron.Overflow {
			t.Errorf("%s: dual status %v, %v; want overflow", tc.name, r.Status, err)
			continue
		}
		hostileCheckStop(t, tc.name+" dual", r, make([]float64, 2), 0)
		if !algotest.Finite(r.Alpha) {
			t.Errorf("%s: dual α = %v", tc.name, r.Alpha)
		}
	}
	x, y := algotest.LiHang21()
	k, err := perceptron.NewKernelPerceptron(x, y, numeric.Poly{Degree: 2, Coef0: 1}, perceptron.Settings{Eta: 1e308})
	if err != nil {
		t.Fatal(err)
	}
	r, _ := perceptron.Run(context.Background(), k, true)
	if r.Status != perceptron.Overflow || !algotest.Finite(r.Alpha) || !algotest.Finite([]float64{r.B, k.Model().Decision([]float64{2, 2})}) {
		t.Errorf("kernel: status %v, α = %v, b = %v; want a finite overflow stop", r.Status, r.Alpha, r.B)
	}
}

// Stepping by hand ends the same way: Step reports no update and
// StepEpoch leaves out the refused one.
func TestOverflowStepping(t *testing.T) {
	x, y := hostileXOR308()
	s := perceptron.Settings{Eta: 1, Order: perceptron.First}
	p, _ := perceptron.NewPrimal(x, y, s)
	var steps int
	for {
		ev, ok := p.Step()
		if !ok {
			break
		}
		if !algotest.Finite(ev.W) {
			t.Fatalf("step %d: w = %v", steps, ev.W)
		}
		steps++
	}
	q, _ := perceptron.NewPrimal(x, y, s)
	var epochs int
	for q.Status() == perceptron.Running {
		epochs += len(q.StepEpoch())
	}
	if p.Status() != perceptron.Overflow || q.Status() != perceptron.Overflow || steps != epochs || p.Mistakes() != steps {
		t.Errorf("Step: %v after %d, StepEpoch: %v after %d updates; mistakes %d", p.Status(), steps, q.Status(), epochs, p.Mistakes())
	}
	p.Reset()
	if p.Status() != perceptron.Running || p.Mistakes() != 0 {
		t.Errorf("after Reset: %v with %d mistakes", p.Status(), p.Mistakes())
	}
}

// Pocket keeps its finite pocket; Averaged stops before its running sum
// overflows. Both report Overflow.
func TestVariantsOverflow(t *testing.T) {
	for _, tc := range hostileOverflows {
		x, y := tc.data()
		for name, f := range map[string]func(context.Context, *mat.Dense, []float64, perceptron.Settings) (perceptron.VariantResult, error){
			"pocket": perceptron.Pocket, "averaged": perceptron.Averaged,
		} {
			r, err := f(context.Background(), x, y, tc.s)
			if err != nil || r.Status != perceptron.Overflow || !algotest.Finite(r.W) || math.IsInf(r.B, 0) || math.IsNaN(r.B) {
				t.Errorf("%s %s: %v, w, b = %v, %v, %v; want a finite overflow stop", tc.name, name, r.Status, r.W, r.B, err)
			}
		}
	}
}

// hostileInfTrainer is a Trainer of another type whose one update is
// infinite.
type hostileInfTrainer struct{ done bool }

func (h *hostileInfTrainer) Step() (perceptron.Event, bool) {
	if h.done {
		return perceptron.Event{}, false
	}
	h.done = true
	return perceptron.Event{K: 1, W: []float64{math.Inf(1)}}, true
}

func (h *hostileInfTrainer) StepEpoch() []perceptron.Event {
	ev, _ := h.Step()
	return []perceptron.Event{ev}
}

func (h *hostileInfTrainer) Status() perceptron.Status {
	if h.done {
		return perceptron.Converged
	}
	return perceptron.Running
}

func (h *hostileInfTrainer) Result() perceptron.Result {
	return perceptron.Result{Status: h.Status(), W: []float64{math.Inf(1)}}
}

// Run stops a trainer of another type at a non-finite state.
func TestRunGeneralOverflow(t *testing.T) {
	r, err := perceptron.Run(context.Background(), &hostileInfTrainer{}, true)
	if err != nil || r.Status != perceptron.Overflow || len(r.Trace) != 1 {
		t.Errorf("got %v with %d events, %v; want overflow", r.Status, len(r.Trace), err)
	}
	if got := perceptron.Overflow.String(); got != "overflow" {
		t.Errorf("Overflow.String() = %q", got)
	}
}
