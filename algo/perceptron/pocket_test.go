package perceptron_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/perceptron"
)

// exactNoisy returns a seeded separable set with a tenth of its labels
// flipped, which no hyperplane separates.
func exactNoisy(seed uint64, n, d int) (*mat.Dense, []float64) {
	x, y := algotest.Separable(seed, n, d, 0, 0)
	for i := 0; i < n; i += 10 {
		y[i] = -y[i]
	}
	return x, y
}

// exactErrors counts the points with y(w·x+b) ≤ 0.
func exactErrors(x *mat.Dense, y, w []float64, b float64) int {
	var e int
	for i, yi := range y {
		if !(yi*(floats.Dot(w, x.RawRowView(i))+b) > 0) {
			e++
		}
	}
	return e
}

// On separable data the pocket ends with the perceptron: Li Hang 2.1 gives
// w = (1, 1), b = −3 after 7 mistakes (Li Hang, Table 2.1), with no error.
func TestPocketLiHang(t *testing.T) {
	x, y := algotest.LiHang21()
	r, err := perceptron.Pocket(context.Background(), x, y, perceptron.Settings{Eta: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != perceptron.Converged || r.Mistakes != 7 || r.Errors != 0 ||
		!floats.Equal(r.W, []float64{1, 1}) || r.B != -3 {
		t.Errorf("got %+v, want converged after 7 mistakes at (1, 1), -3", r)
	}
}

// TestPocketIsAStateOfTheRun checks, in every order, what Gallant's
// pocket promises whatever its run lengths: the pocket is the start or a
// state the run went through, its error count is exact, no worse than the
// start's, and the run itself is the primal run.
func TestPocketIsAStateOfTheRun(t *testing.T) {
	for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First, perceptron.Random} {
		for seed := range uint64(4) {
			name := fmt.Sprintf("%v/seed=%d", order, seed)
			x, y := exactNoisy(seed, 60, 2)
			s := perceptron.Settings{Eta: 0.5, Order: order, Seed: int64(seed), MaxEpochs: 40}
			r, err := perceptron.Pocket(context.Background(), x, y, s)
			if err != nil {
				t.Fatal(err)
			}
			p, _ := perceptron.NewPrimal(x, y, s)
			run, _ := perceptron.Run(context.Background(), p, true)
			start := exactErrors(x, y, make([]float64, 2), 0)
			found := floats.Equal(r.W, []float64{0, 0}) && r.B == 0
			for _, ev := range run.Trace {
				found = found || (floats.Equal(r.W, ev.W) && r.B == ev.B)
			}
			if !found {
				t.Errorf("%s: pocket %v, %v is no state of the run", name, r.W, r.B)
			}
			if e := exactErrors(x, y, r.W, r.B); e != r.Errors || e > start {
				t.Errorf("%s: Errors = %d, counted %d, start %d", name, r.Errors, e, start)
			}
			if r.Status != run.Status || r.Mistakes != run.Mistakes || r.Epochs != run.Epochs {
				t.Errorf("%s: run %v/%d/%d, primal %v/%d/%d", name, r.Status, r.Mistakes, r.Epochs, run.Status, run.Mistakes, run.Epochs)
			}
		}
	}
}

func TestPocketReproducible(t *testing.T) {
	x, y := exactNoisy(3, 200, 3)
	s := perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 42, MaxEpochs: 30}
	a, _ := perceptron.Pocket(context.Background(), x, y, s)
	b, _ := perceptron.Pocket(context.Background(), x, y, s)
	if !floats.Equal(a.W, b.W) || a.B != b.B || a.Errors != b.Errors || a.Mistakes != b.Mistakes {
		t.Errorf("two runs with seed 42 differ: %+v and %+v", a, b)
	}
}

func TestVariantsCancelAndBadSettings(t *testing.T) {
	x, y := exactNoisy(1, 100, 2)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, f := range map[string]func(context.Context, *mat.Dense, []float64, perceptron.Settings) (perceptron.VariantResult, error){
		"pocket": perceptron.Pocket, "averaged": perceptron.Averaged,
	} {
		if _, err := f(ctx, x, y, perceptron.Settings{Eta: 1}); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: cancelled context gave %v", name, err)
		}
		if _, err := f(context.Background(), x, y, perceptron.Settings{Eta: 0}); err == nil {
			t.Errorf("%s: η = 0 gave no error", name)
		}
	}
}

func ExamplePocket() {
	// Li Hang's three points with two more negatives, (2, 1) and (4, 4):
	// (4, 4) lies beyond the positives, so no line separates them. The
	// perceptron's last state gets two points wrong, its pocket one.
	x := mat.NewDense(5, 2, []float64{3, 3, 4, 3, 1, 1, 2, 1, 4, 4})
	y := []float64{1, 1, -1, -1, -1}
	r, _ := perceptron.Pocket(context.Background(), x, y, perceptron.Settings{Eta: 1})
	fmt.Printf("%v after %d mistakes; pocket w = %v, b = %v with %d error\n", r.Status, r.Mistakes, r.W, r.B, r.Errors)
	// Output:
	// cycle after 73 mistakes; pocket w = [1 2], b = -8 with 1 error
}

// BenchmarkPocket runs 100 epochs over 1000 noisy points in 2-D.
func BenchmarkPocket(b *testing.B) {
	x, y := exactNoisy(1, 1000, 2)
	s := perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 1, MaxEpochs: 100}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := perceptron.Pocket(context.Background(), x, y, s); err != nil {
			b.Fatal(err)
		}
	}
}
