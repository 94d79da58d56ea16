package perceptron_test

import (
	"context"
	"fmt"
	"testing"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

// Li Hang's run on Example 2.1 makes 7 mistakes (Table 2.1), far below
// Novikoff's bound (R/γ)² = 117 (numeric's TestNovikoffLiHang derives it).
func TestNovikoffLiHangRun(t *testing.T) {
	x, y := algotest.LiHang21()
	r, err := numeric.Novikoff(x, y, false)
	if err != nil || r.MaxMistakes() != 117 {
		t.Fatalf("bound %d, %v; want 117", r.MaxMistakes(), err)
	}
	p, err := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, _ := perceptron.Run(context.Background(), p, false)
	if res.Mistakes != 7 {
		t.Errorf("the perceptron made %d mistakes, want 7", res.Mistakes)
	}
}

// Novikoff's theorem as a property: on seeded random separable sets, near
// and far from the origin, every perceptron run from zero converges after
// k ≤ (R/γ)² mistakes, whatever the order and η.
func TestNovikoffBoundHolds(t *testing.T) {
	t.Parallel()
	for _, d := range []int{1, 2, 3, 5} {
		for _, offset := range []float64{0, 3, 10} {
			for _, noBias := range []bool{false, true} {
				for seed := range uint64(3) {
					name := fmt.Sprintf("d=%d/offset=%v/noBias=%v/seed=%d", d, offset, noBias, seed)
					checkNovikoff(t, name, seed, d, offset, noBias)
				}
			}
		}
	}
}

func checkNovikoff(t *testing.T, name string, seed uint64, d int, offset float64, noBias bool) {
	t.Helper()
	// Far from the origin the bound grows like offset⁴/gap², so the gap
	// grows with the offset to keep each run short.
	x, y := algotest.Separable(seed, 30, d, 0.05*(1+offset), offset)
	if noBias {
		x = algotest.Augment(x)
	}
	nv, err := numeric.Novikoff(x, y, noBias)
	if err != nil || !nv.Separable {
		t.Fatalf("%s: %v, %v", name, nv.Separable, err)
	}
	for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First, perceptron.Random} {
		for _, eta := range []float64{0.1, 1, 7} {
			s := perceptron.Settings{Eta: eta, Order: order, Seed: int64(seed), NoBias: noBias, MaxEpochs: nv.MaxMistakes() + 2}
			p, err := perceptron.NewPrimal(x, y, s)
			if err != nil {
				t.Fatal(err)
			}
			res, _ := perceptron.Run(context.Background(), p, false)
			if res.Status != perceptron.Converged || float64(res.Mistakes) > nv.Bound {
				t.Errorf("%s/%v/η=%v: %v after %d mistakes, bound (R/γ)² = %.4g", name, order, eta, res.Status, res.Mistakes, nv.Bound)
			}
		}
	}
}
