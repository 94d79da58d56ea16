package perceptron_test

import (
	"context"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// Li Hang, 统计学习方法, Example 2.1 / Table 2.1 (primal) and Example 2.2 /
// Table 2.2 (dual): η = 1 from zero. The misclassified points are x1, x3,
// x3, x3, x1, x3, x3, and the states after each update are these. The
// book scans again from x1 after each update (order First); the cyclic
// order makes the same updates on this data (checked by hand: each sweep's
// updates are those of the book's scans).
var (
	coreLiHangI = []int{0, 2, 2, 2, 0, 2, 2}
	coreLiHangW = [][]float64{{3, 3}, {2, 2}, {1, 1}, {0, 0}, {3, 3}, {2, 2}, {1, 1}}
	coreLiHangB = []float64{1, 0, -1, -2, -1, -2, -3}
	// αᵢ after each update, from Table 2.2's α columns.
	coreLiHangAlpha = []float64{1, 1, 2, 3, 2, 4, 5}
)

func TestLiHangExample(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	for _, form := range coreForms {
		// Epochs: First makes 7 scans that end at an update and 1 clean
		// scan; Cyclic needs 5 sweeps with updates (hand simulation:
		// {0,2},{2},{2},{0,2},{2}) and 1 clean sweep.
		for _, tc := range []struct {
			order  perceptron.Order
			epochs int
		}{{perceptron.First, 8}, {perceptron.Cyclic, 6}} {
			tr, err := form.make(x, y, perceptron.Settings{Eta: 1, Order: tc.order})
			if err != nil {
				t.Fatal(err)
			}
			r, err := perceptron.Run(context.Background(), tr, true)
			if err != nil {
				t.Fatal(err)
			}
			name := form.name + "/" + tc.order.String()
			if r.Status != perceptron.Converged || r.Mistakes != 7 || r.Epochs != tc.epochs {
				t.Errorf("%s: status %v, mistakes %d, epochs %d; want converged, 7, %d",
					name, r.Status, r.Mistakes, r.Epochs, tc.epochs)
			}
			if got := coreIndices(r.Trace); !slices.Equal(got, coreLiHangI) {
				t.Fatalf("%s: updates at %v, want %v", name, got, coreLiHangI)
			}
			for k, ev := range r.Trace {
				if ev.K != k+1 || !slices.Equal(ev.W, coreLiHangW[k]) || ev.B != coreLiHangB[k] || ev.Value > 0 {
					t.Errorf("%s: event %+v, want K=%d w=%v b=%v value ≤ 0",
						name, ev, k+1, coreLiHangW[k], coreLiHangB[k])
				}
				if form.name == "dual" && ev.Alpha != coreLiHangAlpha[k] {
					t.Errorf("%s: α%d = %v after update %d, want %v", name, ev.I+1, ev.Alpha, k+1, coreLiHangAlpha[k])
				}
			}
			if !slices.Equal(r.W, []float64{1, 1}) || r.B != -3 {
				t.Errorf("%s: w = %v, b = %v; want (1, 1), -3", name, r.W, r.B)
			}
			if form.name == "dual" && !slices.Equal(r.Alpha, []float64{2, 0, 5}) {
				t.Errorf("%s: α = %v, want (2, 0, 5)", name, r.Alpha)
			}
		}
	}
}

// The Gram matrix of Example 2.2, as printed by Li Hang.
func TestLiHangGram(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	dl, err := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := mat.NewSymDense(3, []float64{18, 21, 6, 21, 25, 7, 6, 7, 2})
	if !mat.Equal(dl.Gram(), want) {
		t.Errorf("Gram = %v, want %v", mat.Formatted(dl.Gram()), mat.Formatted(want))
	}
	// The same run from the Gram matrix alone: same α and b, no w.
	dg, err := perceptron.NewDualGram(want, y, perceptron.Settings{Eta: 1, Order: perceptron.First})
	if err != nil {
		t.Fatal(err)
	}
	r, _ := perceptron.Run(context.Background(), dg, false)
	if !slices.Equal(r.Alpha, []float64{2, 0, 5}) || r.B != -3 || r.W != nil {
		t.Errorf("NewDualGram: α = %v, b = %v, w = %v; want (2, 0, 5), -3, nil", r.Alpha, r.B, r.W)
	}
}

// Step, StepEpoch and Next on Example 2.1, one call at a time, against the
// hand simulation above.
func TestLiHangStepping(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	for _, form := range coreForms {
		tr, _ := form.make(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Cyclic})
		nexter := tr.(interface{ Next() int })
		if n := nexter.Next(); n != 0 {
			t.Errorf("%s: Next = %d at start, want 0", form.name, n)
		}
		ev, ok := tr.Step()
		if !ok || ev.I != 0 || ev.Epoch != 1 {
			t.Errorf("%s: first Step = %+v, %v; want an update at 0 in epoch 1", form.name, ev, ok)
		}
		if n := nexter.Next(); n != 1 {
			t.Errorf("%s: Next = %d after the update at 0, want 1", form.name, n)
		}
		// The rest of epoch 1 updates at x3; epoch 2 updates at x3 only.
		if got := coreIndices(tr.StepEpoch()); !slices.Equal(got, []int{2}) {
			t.Errorf("%s: rest of epoch 1 updates at %v, want [2]", form.name, got)
		}
		evs := tr.StepEpoch()
		if got := coreIndices(evs); !slices.Equal(got, []int{2}) || evs[0].Epoch != 2 {
			t.Errorf("%s: epoch 2 = %+v, want one update at 2", form.name, evs)
		}
		for tr.Status() == perceptron.Running {
			tr.StepEpoch()
		}
		if _, ok := tr.Step(); ok || nexter.Next() != -1 || tr.StepEpoch() != nil {
			t.Errorf("%s: the ended run still steps", form.name)
		}
	}
}

// Starting at the answer: no update, converged after one clean epoch.
func TestLiHangStartAtAnswer(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	for _, tc := range []struct {
		name string
		s    perceptron.Settings
		make func(*mat.Dense, []float64, perceptron.Settings) (perceptron.Trainer, error)
	}{
		{"primal", perceptron.Settings{Eta: 1, W0: []float64{1, 1}, B0: -3}, coreForms[0].make},
		{"dual", perceptron.Settings{Eta: 1, Alpha0: []float64{2, 0, 5}, B0: -3}, coreForms[1].make},
	} {
		tr, err := tc.make(x, y, tc.s)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := perceptron.Run(context.Background(), tr, false)
		if r.Status != perceptron.Converged || r.Mistakes != 0 || r.Epochs != 1 || !slices.Equal(r.W, []float64{1, 1}) {
			t.Errorf("%s: %+v, want converged in 1 epoch with no update at w = (1, 1)", tc.name, r)
		}
	}
}
