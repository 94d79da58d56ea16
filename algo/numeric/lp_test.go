package numeric_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// exactWitness checks that a witness puts every point on its side with
// functional margin ≥ 1 (to rounding: the LP's constraints are ≥ 1, and
// lp.Simplex works to about 1e-10).
func exactWitness(t *testing.T, name string, x *mat.Dense, y []float64, s numeric.Separability) {
	t.Helper()
	for i, yi := range y {
		if f := yi * (floats.Dot(s.W, x.RawRowView(i)) + s.B); f < 1-1e-9 {
			t.Errorf("%s: witness gives point %d y(w·x+b) = %v < 1", name, i, f)
		}
	}
}

func TestSeparableTable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		x      []float64
		d      int
		y      []float64
		noBias bool
		want   bool
	}{
		{"Li Hang 2.1", []float64{3, 3, 4, 3, 1, 1}, 2, []float64{1, 1, -1}, false, true},
		{"XOR", []float64{0, 0, 1, 1, 0, 1, 1, 0}, 2, []float64{-1, -1, 1, 1}, false, false},
		{"same x, both labels", []float64{1, 2, 1, 2}, 2, []float64{1, -1}, false, false},
		{"one class", []float64{1, 2, 3, 4}, 2, []float64{1, 1}, false, true},
		{"zero coordinate", []float64{0, 1, 0, 2}, 2, []float64{1, -1}, false, true},
		{"1-D interleaved", []float64{0, 1, 2}, 1, []float64{1, -1, 1}, false, false},
		{"through origin", []float64{1, 1, -1, -1}, 2, []float64{1, -1}, true, true},
		{"origin point without bias", []float64{0, 0, 1, 1}, 2, []float64{1, -1}, true, false},
		{"one side without bias", []float64{1, 2}, 1, []float64{1, -1}, true, false},
		{"one side with bias", []float64{1, 2}, 1, []float64{1, -1}, false, true},
	} {
		x := mat.NewDense(len(tc.y), tc.d, tc.x)
		s, err := numeric.Separable(x, tc.y, tc.noBias)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if s.Separable != tc.want {
			t.Errorf("%s: separable = %v, want %v", tc.name, s.Separable, tc.want)
		}
		if s.Separable {
			exactWitness(t, tc.name, x, tc.y, s)
		} else if s.W != nil || s.B != 0 {
			t.Errorf("%s: a witness %v, %v for inseparable data", tc.name, s.W, s.B)
		}
	}
}

// Random labels make some small sets separable and others not. The LP's
// verdict must match the brute force over support sets, an independent
// route (exactBrute finds the optimal hyperplane exactly when there is one,
// for data in general position, which random floats are).
func TestSeparableAgreesWithBruteForce(t *testing.T) {
	var seen [2]int
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 7))
		n := 4 + rng.IntN(6)
		x := mat.NewDense(n, 2, nil)
		y := make([]float64, n)
		for i := range y {
			x.Set(i, 0, rng.NormFloat64())
			x.Set(i, 1, rng.NormFloat64())
			y[i] = float64(2*rng.IntN(2) - 1)
		}
		if floats.Min(y) == floats.Max(y) {
			continue // one class: exactBrute needs both
		}
		s, err := numeric.Separable(x, y, false)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		_, _, brute := exactBrute(x, y, false)
		if s.Separable != brute {
			t.Errorf("seed %d: LP says separable = %v, brute force %v", seed, s.Separable, brute)
		}
		if s.Separable {
			exactWitness(t, fmt.Sprint("seed ", seed), x, y, s)
			seen[1]++
		} else {
			seen[0]++
		}
	}
	if seen[0] < 20 || seen[1] < 20 {
		t.Errorf("only %d inseparable and %d separable sets: the test needs both", seen[0], seen[1])
	}
}

// Separable data of every shape the package meets, far from the origin too.
func TestSeparableRandom(t *testing.T) {
	for _, d := range []int{1, 2, 3, 5} {
		for _, offset := range []float64{0, 10, 1000} {
			for seed := range uint64(3) {
				name := fmt.Sprintf("d=%d/offset=%v/seed=%d", d, offset, seed)
				x, y := algotest.Separable(seed, 500, d, 0.01, offset)
				s, err := numeric.Separable(x, y, false)
				if err != nil || !s.Separable {
					t.Errorf("%s: %v, %v; want separable", name, s.Separable, err)
					continue
				}
				exactWitness(t, name, x, y, s)
				xh := algotest.Augment(x)
				if s, err = numeric.Separable(xh, y, true); err != nil || !s.Separable {
					t.Errorf("%s: through the origin on (x, 1): %v, %v", name, s.Separable, err)
				}
				y[0] = -y[0]
				exactFlipNearest(x, y)
				if s, err = numeric.Separable(x, y, false); err != nil || s.Separable {
					t.Errorf("%s: with a point inside the other class: %v, %v", name, s.Separable, err)
				}
			}
		}
	}
}

// exactFlipNearest copies point 0 (with its now wrong label) onto the
// nearest point of the other label, making the set inseparable for sure.
func exactFlipNearest(x *mat.Dense, y []float64) {
	n, _ := x.Dims()
	best, bd := -1, math.Inf(1)
	for i := 1; i < n; i++ {
		if y[i] == y[0] {
			continue
		}
		if dd := floats.Distance(x.RawRowView(i), x.RawRowView(0), 2); dd < bd {
			best, bd = i, dd
		}
	}
	x.SetRow(0, x.RawRowView(best))
}

func ExampleSeparable() {
	xor := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	s, _ := numeric.Separable(xor, []float64{-1, -1, 1, 1}, false)
	fmt.Println("XOR separable:", s.Separable)

	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	s, _ = numeric.Separable(x, []float64{1, 1, -1}, false)
	fmt.Println("Li Hang 2.1 separable:", s.Separable)
	// Output:
	// XOR separable: false
	// Li Hang 2.1 separable: true
}

// BenchmarkSeparable decides 10⁴ points in 2-D and 5-D, separable with
// margin ≥ 0.01.
func BenchmarkSeparable(b *testing.B) {
	for _, d := range []int{2, 5} {
		x, y := algotest.Separable(1, 10000, d, 0.01, 0)
		b.Run(fmt.Sprintf("N=10000/d=%d", d), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if s, err := numeric.Separable(x, y, false); err != nil || !s.Separable {
					b.Fatal(s, err)
				}
			}
		})
	}
}

// The LP and the margin QP decide separability by different routes; on
// small integer grids, where many points share lines and vertices (the
// degenerate case for both), and on floats they must agree, and neither may
// fail or hang. OptimalHyperplane returns ErrNotSeparable only when its QP
// finds the constraints contradictory and the LP confirms it, and an
// error of its own when the two disagree.
func TestSeparableAgreesWithQP(t *testing.T) {
	for seed := range uint64(300) {
		x, y := exactGrid(seed)
		for _, noBias := range []bool{false, true} {
			s, err := numeric.Separable(x, y, noBias)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			_, err = numeric.OptimalHyperplane(x, y, noBias)
			if err != nil && !errors.Is(err, numeric.ErrNotSeparable) {
				t.Errorf("seed %d, noBias %v: %v", seed, noBias, err)
			}
			if s.Separable != (err == nil) {
				t.Errorf("seed %d, noBias %v: LP says %v, QP %v", seed, noBias, s.Separable, err)
			}
		}
	}
}

// exactGrid returns up to 200 points in 1–4 dimensions labelled by a
// random small-integer hyperplane, with a tenth of the labels flipped in a
// third of the sets; coordinates are integers in [−m, m] for even seeds and
// floats in [−100m, 100m] for odd ones.
func exactGrid(seed uint64) (*mat.Dense, []float64) {
	rng := rand.New(rand.NewPCG(seed, 99))
	n, d, m := 3+rng.IntN(200), 1+rng.IntN(4), 1+rng.IntN(6)
	x := mat.NewDense(n, d, nil)
	y := make([]float64, n)
	w := make([]float64, d)
	for k := range w {
		w[k] = float64(rng.IntN(5) - 2)
	}
	noisy := rng.IntN(3) == 0
	for i := range n {
		row := x.RawRowView(i)
		for k := range row {
			row[k] = float64(rng.IntN(2*m+1) - m)
			if seed%2 == 1 {
				row[k] = (2*rng.Float64() - 1) * float64(100*m)
			}
		}
		y[i] = math.Copysign(1, floats.Dot(w, row)+0.5)
		if noisy && rng.IntN(10) == 0 {
			y[i] = -y[i]
		}
	}
	return x, y
}
