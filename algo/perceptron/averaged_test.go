package perceptron_test

import (
	"context"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/perceptron"
)

// exactNaiveAverage runs the cyclic perceptron for the given number of full
// epochs and returns the mean of (w, b) over every visit, the textbook
// definition, summed step by step.
func exactNaiveAverage(x *mat.Dense, y []float64, eta float64, epochs int) ([]float64, float64) {
	n, d := x.Dims()
	w, sw := make([]float64, d), make([]float64, d)
	var b, sb float64
	for range epochs {
		for i := range n {
			xi := x.RawRowView(i)
			if !(y[i]*(floats.Dot(w, xi)+b) > 0) {
				floats.AddScaled(w, eta*y[i], xi)
				b += eta * y[i]
			}
			floats.Add(sw, w)
			sb += b
		}
	}
	floats.Scale(1/float64(n*epochs), sw)
	return sw, sb / float64(n*epochs)
}

// The averaged weights equal the visit-by-visit mean, on separable runs
// and on runs that end in a cycle or at the epoch limit. (In the cyclic
// order every epoch is a full pass, so Epochs fixes the visits.)
func TestAveragedMatchesNaive(t *testing.T) {
	for _, noisy := range []bool{false, true} {
		for seed := range uint64(4) {
			x, y := algotest.Separable(seed, 50, 3, 0.05, 0)
			if noisy {
				x, y = exactNoisy(seed, 50, 3)
			}
			name := fmt.Sprintf("noisy=%v/seed=%d", noisy, seed)
			r, err := perceptron.Averaged(context.Background(), x, y, perceptron.Settings{Eta: 0.5, MaxEpochs: 60})
			if err != nil {
				t.Fatal(err)
			}
			w, b := exactNaiveAverage(x, y, 0.5, r.Epochs)
			// The naive sum adds T terms one by one; 1e-12 covers its
			// rounding for T ≤ 3000.
			if !floats.EqualApprox(r.W, w, 1e-12) || !floats.EqualApprox([]float64{r.B}, []float64{b}, 1e-12) {
				t.Errorf("%s: averaged %v, %v; naive %v, %v", name, r.W, r.B, w, b)
			}
			if e := exactErrors(x, y, r.W, r.B); e != r.Errors {
				t.Errorf("%s: Errors = %d, counted %d", name, r.Errors, e)
			}
		}
	}
}

func ExampleAveraged() {
	// The inseparable set of ExamplePocket: the last state gets two points
	// wrong, the average one.
	x := mat.NewDense(5, 2, []float64{3, 3, 4, 3, 1, 1, 2, 1, 4, 4})
	y := []float64{1, 1, -1, -1, -1}
	r, _ := perceptron.Averaged(context.Background(), x, y, perceptron.Settings{Eta: 1})
	fmt.Printf("%v after %d mistakes; average has %d error\n", r.Status, r.Mistakes, r.Errors)
	// Output:
	// cycle after 73 mistakes; average has 1 error
}

// BenchmarkAveraged runs 100 epochs over 1000 noisy points in 2-D.
func BenchmarkAveraged(b *testing.B) {
	x, y := exactNoisy(1, 1000, 2)
	s := perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: 1, MaxEpochs: 100}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := perceptron.Averaged(context.Background(), x, y, s); err != nil {
			b.Fatal(err)
		}
	}
}
