package numeric_test

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// exactKKTTol is the relative tolerance of the KKT checks. The polish
// solves the active constraints by SVD, backward stable, so the residuals
// are a few ulps times the condition number of the support set; 1e-9 leaves
// room for the ill-conditioned nearly-touching sets.
const exactKKTTol = 1e-9

// Li Hang Example 2.1. By hand: the support points are x1 and x3, whose
// midpoint (2, 2) lies on the hyperplane and whose difference (2, 2) is
// its normal, so w ∝ (1, 1) with w·x1 + b = 1 and w·x3 + b = −1 giving
// w = (0.5, 0.5), b = −2, margin 1/‖w‖ = √2. Σαᵢyᵢ = 0 forces α1 = α3 = α
// and w = α(x1 − x3) = (2α, 2α), so α = 1/4.
func TestOptimalHyperplaneLiHang(t *testing.T) {
	x, y := algotest.LiHang21()
	r, err := numeric.OptimalHyperplane(x, y, false)
	if err != nil {
		t.Fatal(err)
	}
	const tol = 1e-14 // a few ulps: the polish is one small SVD solve
	if !floats.EqualApprox(r.W, []float64{0.5, 0.5}, tol) || !scalar.EqualWithinAbsOrRel(r.B, -2, tol, tol) {
		t.Errorf("w, b = %v, %v, want (0.5, 0.5), -2", r.W, r.B)
	}
	if !scalar.EqualWithinAbsOrRel(r.Margin, math.Sqrt2, tol, tol) {
		t.Errorf("margin %v, want √2", r.Margin)
	}
	if !slices.Equal(r.Support, []int{0, 2}) {
		t.Errorf("support %v, want [0 2]", r.Support)
	}
	if !floats.EqualApprox(r.Alpha, []float64{0.25, 0, 0.25}, tol) {
		t.Errorf("α = %v, want (1/4, 0, 1/4)", r.Alpha)
	}
	exactKKT(t, "Li Hang 2.1", x, y, r, false, exactKKTTol)
}

// On small random sets, the answer satisfies KKT and matches the brute
// force over candidate support sets; on larger ones, KKT alone.
func TestOptimalHyperplaneRandom(t *testing.T) {
	t.Parallel()
	for _, d := range []int{1, 2, 3, 5} {
		for _, noBias := range []bool{false, true} {
			for _, offset := range []float64{0, 10} {
				for _, n := range []int{3, 9, 300} {
					for seed := range uint64(4) {
						name := fmt.Sprintf("d=%d/noBias=%v/offset=%v/n=%d/seed=%d", d, noBias, offset, n, seed)
						exactCheckRandom(t, name, seed, n, d, offset, noBias)
					}
				}
			}
		}
	}
}

func exactCheckRandom(t *testing.T, name string, seed uint64, n, d int, offset float64, noBias bool) {
	t.Helper()
	x, y := algotest.Separable(seed, n, d, 0.05, offset)
	if noBias {
		// Through the origin, data separable with a bias stay separable
		// after the bias-absorbing trick x̂ = (x, 1).
		x = algotest.Augment(x)
	}
	r, err := numeric.OptimalHyperplane(x, y, noBias)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	exactKKT(t, name, x, y, r, noBias, exactKKTTol)
	if n > 10 || floats.Min(y) == floats.Max(y) {
		return // too many subsets, or one class (w = 0)
	}
	w, b, ok := exactBrute(x, y, noBias)
	if !ok {
		t.Fatalf("%s: brute force found no support set", name)
	}
	const tol = 1e-9 // the brute force's LU solve is less accurate than the SVD polish
	if !floats.EqualApprox(r.W, w, tol*floats.Norm(w, 2)) || !scalar.EqualWithinAbsOrRel(r.B, b, tol*(1+math.Abs(b)), tol) {
		t.Errorf("%s: w, b = %v, %v; brute force %v, %v", name, r.W, r.B, w, b)
	}
}

// exactGap is the float gap between 1 and the float nearest 1+2e-6 (a
// constant expression would be exact, so it is computed at run time).
var exactGap = exactNear - 1

var exactNear = 1 + 2e-6

// Degenerate sets: the answers come from the geometry by hand.
func TestOptimalHyperplaneDegenerate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		x      []float64
		d      int
		y      []float64
		noBias bool
		w      []float64
		b      float64
	}{
		// One point per class, p = (1, 2) and q = (3, 4): the bisector of
		// the segment, w = 2(p−q)/‖p−q‖² = (−0.5, −0.5), through (2, 3).
		{"one per class", []float64{1, 2, 3, 4}, 2, []float64{1, -1}, false, []float64{-0.5, -0.5}, 2.5},
		// Collinear: on the x-axis, -1 at 0 and 1, +1 at 3 and 4: the
		// hyperplane x = 2 with w = 1 (half-gap 1).
		{"collinear", []float64{0, 0, 1, 0, 3, 0, 4, 0}, 2, []float64{-1, -1, 1, 1}, false, []float64{1, 0}, -2},
		// Collinear along the diagonal (rank 1 with the bias).
		{"diagonal", []float64{0, 0, 1, 1, 3, 3}, 2, []float64{-1, -1, 1}, false, []float64{0.5, 0.5}, -2},
		// Duplicates of the support points change nothing.
		{"duplicates", []float64{3, 3, 3, 3, 4, 3, 1, 1, 1, 1, 1, 1}, 2, []float64{1, 1, 1, -1, -1, -1}, false, []float64{0.5, 0.5}, -2},
		// Six points on the two margin lines y = ±1: α is not unique,
		// w = (0, 1) and b = 0 are.
		{"many on margin", []float64{0, 1, 1, 1, 2, 1, 0, -1, 1, -1, 2, -1}, 2, []float64{1, 1, 1, -1, -1, -1}, false, []float64{0, 1}, 0},
		// Nearly touching: a gap g ≈ 2e-6 gives w = 2/g ≈ 1e6 and
		// b = −(1 + g/2)w. (g is the float difference, exact by Sterbenz.)
		{"nearly touching", []float64{0, 1, exactNear, 2}, 1, []float64{-1, -1, 1, 1}, false, []float64{2 / exactGap}, -(1 + exactGap/2) * 2 / exactGap},
		// One dimension, through the origin: the nearest point decides.
		{"1-D no bias", []float64{2, 5, -4}, 1, []float64{1, 1, -1}, true, []float64{0.5}, 0},
		// One class with a bias: w = 0, b = y.
		{"one class", []float64{1, 2, 3, 4}, 2, []float64{-1, -1}, false, []float64{0, 0}, -1},
	} {
		x := mat.NewDense(len(tc.y), tc.d, tc.x)
		r, err := numeric.OptimalHyperplane(x, tc.y, tc.noBias)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		tol := 1e-12 * (1 + floats.Norm(tc.w, 2))
		if !floats.EqualApprox(r.W, tc.w, tol) || !scalar.EqualWithinAbsOrRel(r.B, tc.b, tol, 1e-12) {
			t.Errorf("%s: w, b = %v, %v, want %v, %v", tc.name, r.W, r.B, tc.w, tc.b)
		}
		if tc.name != "one class" {
			exactKKT(t, tc.name, x, tc.y, r, tc.noBias, exactKKTTol)
		} else if !math.IsInf(r.Margin, 1) || len(r.Support) != 0 {
			t.Errorf("%s: margin %v support %v, want +Inf and none", tc.name, r.Margin, r.Support)
		}
	}
}

// Inseparable data give ErrNotSeparable at once, never a hang or a panic.
func TestOptimalHyperplaneNotSeparable(t *testing.T) {
	noisy, ny := algotest.Separable(1, 2000, 2, 0, 0)
	ny[0], ny[1] = -ny[0], -ny[1] // flipped labels make the set inseparable, almost surely
	for _, tc := range []struct {
		name   string
		x      *mat.Dense
		y      []float64
		noBias bool
	}{
		{"XOR", mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0}), []float64{-1, -1, 1, 1}, false},
		{"same x, both labels", mat.NewDense(2, 2, []float64{1, 2, 1, 2}), []float64{1, -1}, false},
		{"origin without bias", mat.NewDense(2, 1, []float64{0, 1}), []float64{1, 1}, true},
		{"both sides without bias", mat.NewDense(2, 1, []float64{-1, 1}), []float64{1, 1}, true},
		{"noisy 2000", noisy, ny, false},
	} {
		start := time.Now()
		_, err := numeric.OptimalHyperplane(tc.x, tc.y, tc.noBias)
		if !errors.Is(err, numeric.ErrNotSeparable) {
			t.Errorf("%s: err = %v, want ErrNotSeparable", tc.name, err)
		}
		if el := time.Since(start); el > 10*time.Second {
			t.Errorf("%s: took %v", tc.name, el)
		}
	}
}

// Bad data are errors, not ErrNotSeparable and not panics.
func TestOptimalHyperplaneBadData(t *testing.T) {
	for _, tc := range []struct {
		name string
		x    *mat.Dense
		y    []float64
	}{
		{"NaN", mat.NewDense(2, 1, []float64{math.NaN(), 1}), []float64{1, -1}},
		{"label 2", mat.NewDense(2, 1, []float64{0, 1}), []float64{2, -1}},
		{"count", mat.NewDense(2, 1, []float64{0, 1}), []float64{1}},
	} {
		_, err := numeric.OptimalHyperplane(tc.x, tc.y, false)
		if err == nil || errors.Is(err, numeric.ErrNotSeparable) {
			t.Errorf("%s: err = %v, want a data error", tc.name, err)
		}
	}
}

func ExampleOptimalHyperplane() {
	// Li Hang, Example 2.1.
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	y := []float64{1, 1, -1}
	r, err := numeric.OptimalHyperplane(x, y, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("w = (%.4g, %.4g), b = %.4g\n", r.W[0], r.W[1], r.B)
	fmt.Printf("margin = %.4f, support = %v\n", r.Margin, r.Support)
	// Output:
	// w = (0.5, 0.5), b = -2
	// margin = 1.4142, support = [0 2]
}

// FuzzOptimalHyperplane feeds small 2-D sets with int8 coordinates: no
// panic, no hang, and either ErrNotSeparable (confirmed by Separable) or a
// hyperplane that passes the KKT checks.
func FuzzOptimalHyperplane(f *testing.F) {
	f.Add([]byte{3, 3, 1, 4, 3, 1, 1, 1, 0})          // Li Hang 2.1 (label byte odd = +1)
	f.Add([]byte{0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1}) // XOR
	f.Add([]byte{1, 2, 1, 1, 2, 0})                   // same x, both labels
	f.Fuzz(func(t *testing.T, data []byte) {
		n := min(len(data)/3, 12)
		if n == 0 {
			return
		}
		x := mat.NewDense(n, 2, nil)
		y := make([]float64, n)
		for i := range n {
			x.Set(i, 0, float64(int8(data[3*i])))
			x.Set(i, 1, float64(int8(data[3*i+1])))
			y[i] = float64(2*int(data[3*i+2]&1) - 1)
		}
		r, err := numeric.OptimalHyperplane(x, y, false)
		s, lpErr := numeric.Separable(x, y, false)
		if lpErr != nil {
			t.Fatal(lpErr)
		}
		switch {
		case errors.Is(err, numeric.ErrNotSeparable):
			if s.Separable {
				t.Fatal("ErrNotSeparable, but the LP separates")
			}
		case err != nil:
			t.Fatal(err)
		case !s.Separable:
			t.Fatal("a hyperplane, but the LP says inseparable")
		case !math.IsInf(r.Margin, 1):
			exactKKT(t, "fuzz", x, y, r, false, exactKKTTol)
		}
	})
}
