package report

import (
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// A CurveSampler fed a long run, as perceptron.RunKeep lets it go, keeps every
// epoch's count exactly and the loss after evenly spaced updates, the last
// one included, within 2·MaxCurvePoints states (issue 21, item 5: plot
// --curve kept every update, 2.9 GB at 10⁴ epochs). Each loss is checked
// against L computed directly from the full trace's state at that k.
func TestCurveSampler(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	set := &dataset.Set{D: 2}
	for range 200 { // labels at random: no separation, ~100 updates an epoch
		y := 1.0
		if rnd.IntN(2) == 0 {
			y = -1
		}
		set.Add([]float64{rnd.NormFloat64(), rnd.NormFloat64()}, y)
	}
	p, _ := perceptron.NewPrimal(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, MaxEpochs: 300})
	full, _ := perceptron.Run(context.Background(), p, true)
	if len(full.Trace) < 4*MaxCurvePoints {
		t.Fatalf("only %d updates; the test wants the sampler to thin", len(full.Trace))
	}
	var s CurveSampler
	p.Reset()
	res, err := perceptron.RunKeep(context.Background(), p, 1000, s.Add)
	if err != nil {
		t.Fatal(err)
	}
	s.Add(res.Trace)
	x := Explainer{Trace: Trace{W0: []float64{0, 0}, Status: res.Status}, Set: set, Eta: 1}
	c := s.Curve(x, -1)
	whole := Explainer{Trace: Trace{W0: []float64{0, 0}, Events: full.Trace, Status: full.Status}, Set: set, Eta: 1}
	wantEpochs, wantMistakes := whole.epochMistakes()
	if !slices.Equal(c.Epochs, wantEpochs) || !slices.Equal(c.Mistakes, wantMistakes) {
		t.Fatalf("epochs %d, want %d", len(c.Epochs), len(wantEpochs))
	}
	if len(c.K) > 2*MaxCurvePoints+2 || len(c.K) < MaxCurvePoints/2 || c.K[0] != 0 || c.K[len(c.K)-1] != len(full.Trace) {
		t.Fatalf("%d states from k %d to %d, want at most %d from 0 to %d", len(c.K), c.K[0], c.K[len(c.K)-1], 2*MaxCurvePoints+2, len(full.Trace))
	}
	for r, k := range c.K {
		w, b := []float64{0, 0}, 0.0
		if k > 0 {
			w, b = full.Trace[k-1].W, full.Trace[k-1].B
		}
		var l float64
		for i := range set.Len() {
			l += hinge0(set.Y[i] * (w[0]*set.X[2*i] + w[1]*set.X[2*i+1] + b))
		}
		if !floatNear(c.Loss[r], l) {
			t.Fatalf("loss at k = %d: %v, want %v", k, c.Loss[r], l)
		}
	}
}

// floatNear reports whether a and b agree to 1e-9 relative: the curve
// sums the same terms as the test, perhaps in another order.
func floatNear(a, b float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= 1e-9*max(1, b, -b)
}

// noisySet returns n points in the plane with labels at random.
func noisySet(seed uint64, n int) *dataset.Set {
	rnd := rand.New(rand.NewPCG(seed, 4))
	set := &dataset.Set{D: 2}
	for range n {
		y := 1.0
		if rnd.IntN(2) == 0 {
			y = -1
		}
		set.Add([]float64{rnd.NormFloat64(), rnd.NormFloat64()}, y)
	}
	return set
}

// A CurveSampler run through perceptron.RunSample, which hands it only the
// updates it samples, draws the very curve it draws when fed every update
// as an Event (through perceptron.RunKeep and Add): the same counts, ks and
// losses, bit for bit, in a run long enough to thin the samples.
func TestCurveSamplerRunSampleSameAsAdd(t *testing.T) {
	set := noisySet(5, 200)
	for _, form := range []string{"primal", "dual"} {
		var tr perceptron.Trainer
		var err error
		if form == "primal" {
			tr, err = perceptron.NewPrimal(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, MaxEpochs: 300})
		} else {
			tr, err = perceptron.NewDual(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, MaxEpochs: 300})
		}
		if err != nil {
			t.Fatal(err)
		}
		var fed CurveSampler
		res, err := perceptron.RunKeep(context.Background(), tr, 1000, fed.Add)
		if err != nil {
			t.Fatal(err)
		}
		fed.Add(res.Trace)
		tr.(interface{ Reset() }).Reset()
		var tapped CurveSampler
		res2, err := perceptron.RunSample(context.Background(), tr, &tapped)
		if err != nil {
			t.Fatal(err)
		}
		if res2.Mistakes != res.Mistakes || res.Mistakes < 4*MaxCurvePoints {
			t.Fatalf("%s: %d and %d updates, want the same and over %d", form, res2.Mistakes, res.Mistakes, 4*MaxCurvePoints)
		}
		x := Explainer{Trace: Trace{W0: []float64{0, 0}, Status: res.Status}, Set: set, Eta: 1}
		if form == "dual" {
			x.Alpha0 = make([]float64, set.Len())
		}
		a, b := fed.Curve(x, -1), tapped.Curve(x, -1)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: the sampled run's curve differs: %d ks, want %d", form, len(b.K), len(a.K))
		}
	}
}

// On a run short enough to keep every update, the sampled curve is the
// unsampled one: x.Curve over the whole trace.
func TestCurveSamplerSmallRunIsWholeCurve(t *testing.T) {
	set := noisySet(6, 40)
	p, _ := perceptron.NewPrimal(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, MaxEpochs: 20})
	full, _ := perceptron.Run(context.Background(), p, true)
	if n := len(full.Trace); n < 100 || n >= MaxCurvePoints {
		t.Fatalf("%d updates, want 100 to %d", n, MaxCurvePoints)
	}
	whole := Explainer{Trace: Trace{W0: []float64{0, 0}, Events: full.Trace, Status: full.Status}, Set: set, Eta: 1}
	p.Reset()
	var s CurveSampler
	if _, err := perceptron.RunSample(context.Background(), p, &s); err != nil {
		t.Fatal(err)
	}
	x := Explainer{Trace: Trace{W0: []float64{0, 0}, Status: full.Status}, Set: set, Eta: 1}
	got, want := s.Curve(x, -1), whole.Curve(-1)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the sampled curve differs from the whole one: %d ks, %d epochs; want %d, %d",
			len(got.K), len(got.Epochs), len(want.K), len(want.Epochs))
	}
	if s.Updates() != len(full.Trace) {
		t.Fatalf("the sampler saw %d updates, want %d", s.Updates(), len(full.Trace))
	}
}
