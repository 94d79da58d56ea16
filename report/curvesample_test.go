package report

import (
	"context"
	"math/rand/v2"
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
