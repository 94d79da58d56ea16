package perceptron_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// coreNaive is a plain reference perceptron for the deterministic orders:
// it keeps every start-of-epoch state in a map keyed by its printed form,
// and stops at a repeat (Cycle), a clean epoch (Converged) or the limit.
func coreNaive(x *mat.Dense, y []float64, first bool, limit int) (idx []int, st perceptron.Status, epochs int) {
	n, d := x.Dims()
	w, b := make([]float64, d), 0.0
	seen := map[string]bool{fmt.Sprint(w, b): true}
	for epochs < limit {
		epochs++
		updated := false
		for i := 0; i < n; i++ {
			if y[i]*(floats.Dot(w, x.RawRowView(i))+b) <= 0 {
				floats.AddScaled(w, y[i], x.RawRowView(i))
				b += y[i]
				idx, updated = append(idx, i), true
				if first {
					break
				}
			}
		}
		key := fmt.Sprint(w, b)
		switch {
		case !updated:
			return idx, perceptron.Converged, epochs
		case seen[key]:
			return idx, perceptron.Cycle, epochs
		}
		seen[key] = true
	}
	return idx, perceptron.EpochLimit, epochs
}

// XOR never converges. The deterministic orders must report Cycle at the
// epoch where the reference first meets a repeated state, with the same
// updates; the Random order never claims a cycle and stops at the limit.
func TestXORNeverHangs(t *testing.T) {
	t.Parallel()
	x, y := coreXOR()
	for _, form := range coreForms {
		for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First} {
			tr, _ := form.make(x, y, perceptron.Settings{Eta: 1, Order: order})
			r, _ := perceptron.Run(context.Background(), tr, true)
			idx, st, epochs := coreNaive(x, y, order == perceptron.First, perceptron.DefaultMaxEpochs)
			if st != perceptron.Cycle {
				t.Fatalf("reference ended with %v", st)
			}
			if r.Status != st || r.Epochs != epochs || !slices.Equal(coreIndices(r.Trace), idx) {
				t.Errorf("%s/%v: %v after %d epochs, updates %v; reference %v after %d, %v",
					form.name, order, r.Status, r.Epochs, coreIndices(r.Trace), st, epochs, idx)
			}
		}
		// 50 epochs: a small limit that the run must reach exactly.
		tr, _ := form.make(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 1, MaxEpochs: 50})
		if r, _ := perceptron.Run(context.Background(), tr, false); r.Status != perceptron.EpochLimit || r.Epochs != 50 {
			t.Errorf("%s/random: %v after %d epochs, want epoch-limit after 50", form.name, r.Status, r.Epochs)
		}
	}
}

// A limit below the cycle's length ends the run at the limit instead.
func TestEpochLimitBeforeCycle(t *testing.T) {
	t.Parallel()
	x, y := coreXOR()
	_, _, cycleAt := coreNaive(x, y, false, perceptron.DefaultMaxEpochs)
	for _, form := range coreForms {
		tr, _ := form.make(x, y, perceptron.Settings{Eta: 1, MaxEpochs: cycleAt - 1})
		if r, _ := perceptron.Run(context.Background(), tr, false); r.Status != perceptron.EpochLimit || r.Epochs != cycleAt-1 {
			t.Errorf("%s: %v after %d epochs, want epoch-limit after %d", form.name, r.Status, r.Epochs, cycleAt-1)
		}
	}
}
