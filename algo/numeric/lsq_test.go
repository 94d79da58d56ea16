package numeric_test

import (
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Li Hang 2.1 has three points and three unknowns (b, w1, w2), so least
// squares interpolates: b + 3w1 + 3w2 = 1, b + 4w1 + 3w2 = 1 give w1 = 0,
// and b + w1 + w2 = −1 with b + 3w2 = 1 gives w2 = 1, b = −2: the line
// x⁽²⁾ = 2.
func TestLeastSquaresLiHang(t *testing.T) {
	x, y := algotest.LiHang21()
	r, err := numeric.LeastSquares(x, y, false)
	if err != nil {
		t.Fatal(err)
	}
	const tol = 1e-14
	if r.W[0] != 0 || !scalar.EqualWithinAbsOrRel(r.W[1], 1, tol, tol) || !scalar.EqualWithinAbsOrRel(r.B, -2, tol, tol) || r.Errors != 0 {
		t.Errorf("w, b, errors = %v, %v, %d; want (0, 1), -2, 0", r.W, r.B, r.Errors)
	}
}

// On full-rank data the answer solves the normal equations AᵀAβ = Aᵀy,
// an independent route (Cholesky instead of the SVD).
func TestLeastSquaresNormalEquations(t *testing.T) {
	for _, d := range []int{1, 2, 5} {
		for _, noBias := range []bool{false, true} {
			x, y := algotest.Separable(uint64(d), 100, d, 0, 1)
			r, err := numeric.LeastSquares(x, y, noBias)
			if err != nil {
				t.Fatal(err)
			}
			a := x
			if !noBias {
				a = algotest.Augment(x)
			}
			var ata mat.SymDense
			ata.SymOuterK(1, a.T())
			var aty, beta mat.VecDense
			aty.MulVec(a.T(), mat.NewVecDense(len(y), y))
			var ch mat.Cholesky
			if !ch.Factorize(&ata) {
				t.Fatal("AᵀA not positive definite")
			}
			if err := ch.SolveVecTo(&beta, &aty); err != nil {
				t.Fatal(err)
			}
			got := append([]float64(nil), r.W...)
			if !noBias {
				got = append(got, r.B)
			}
			if !floats.EqualApprox(got, beta.RawVector().Data, 1e-10) {
				t.Errorf("d=%d noBias=%v: (w, b) = %v, normal equations %v", d, noBias, got, beta.RawVector().Data)
			}
			errs := 0
			for i, yi := range y {
				if yi*(floats.Dot(r.W, x.RawRowView(i))+r.B) <= 0 {
					errs++
				}
			}
			if errs != r.Errors {
				t.Errorf("d=%d noBias=%v: errors = %d, counted %d", d, noBias, r.Errors, errs)
			}
		}
	}
}

// XOR is symmetric under swapping the labels' roles, so the exact fit is
// y ≈ 0: every point lies on the "line" and counts as an error.
func TestLeastSquaresXOR(t *testing.T) {
	x := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	r, err := numeric.LeastSquares(x, []float64{-1, -1, 1, 1}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !floats.Equal(r.W, []float64{0, 0}) || r.B != 0 || r.Errors != 4 {
		t.Errorf("w, b, errors = %v, %v, %d; want 0, 0, 4", r.W, r.B, r.Errors)
	}
}

// Rank-deficient designs give the minimum-norm solution.
func TestLeastSquaresRankDeficient(t *testing.T) {
	// Both coordinates equal: x⁽¹⁾ and x⁽²⁾ are interchangeable, so the
	// minimum-norm solution splits the weight evenly.
	x := mat.NewDense(3, 2, []float64{1, 1, 2, 2, 4, 4})
	r, err := numeric.LeastSquares(x, []float64{-1, 1, 1}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !scalar.EqualWithinAbsOrRel(r.W[0], r.W[1], 1e-14, 1e-14) {
		t.Errorf("w = %v, want equal weights", r.W)
	}
	// One point: b + w·x = y has many solutions; the minimum-norm one is
	// (b, w) = y(1, x)/‖(1, x)‖² = (1, 2)/5.
	r, err = numeric.LeastSquares(mat.NewDense(1, 1, []float64{2}), []float64{1}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !scalar.EqualWithinAbsOrRel(r.B, 0.2, 1e-15, 1e-15) || !scalar.EqualWithinAbsOrRel(r.W[0], 0.4, 1e-15, 1e-15) {
		t.Errorf("one point: w, b = %v, %v; want 0.4, 0.2", r.W, r.B)
	}
}

// ESL Fig. 4.14's point: least squares can misclassify separable data.
// Here the negatives sit at 0 and 1, the positives at 2 and, far out, at
// 30, 31, 32. The fit y ≈ b + wx is pulled by the far points and crosses
// zero beyond 2. By hand: x̄ = 16, ȳ = 1/3, Sxy = Σxy − 6x̄ȳ = 94 − 32 = 62,
// Sxx = Σx² − 6x̄² = 2890 − 1536 = 1354, so w = 62/1354 and the crossing
// −b/w = x̄ − ȳ/w = 16 − 1354/186 ≈ 8.72.
func TestLeastSquaresMisclassifies(t *testing.T) {
	x := mat.NewDense(6, 1, []float64{0, 1, 2, 30, 31, 32})
	y := []float64{-1, -1, 1, 1, 1, 1}
	s, err := numeric.Separable(x, y, false)
	if err != nil || !s.Separable {
		t.Fatalf("separable = %v, %v", s.Separable, err)
	}
	r, err := numeric.LeastSquares(x, y, false)
	if err != nil {
		t.Fatal(err)
	}
	if r.Errors != 1 {
		t.Errorf("errors = %d, want 1 (the positive point at 2)", r.Errors)
	}
	if cross, want := -r.B/r.W[0], 16-1354.0/186; !scalar.EqualWithinAbsOrRel(cross, want, 1e-12, 1e-12) {
		t.Errorf("crossing at %v, want %v", cross, want)
	}
}

func ExampleLeastSquares() {
	// Li Hang, Example 2.1: the fit is exact.
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	r, _ := numeric.LeastSquares(x, []float64{1, 1, -1}, false)
	fmt.Printf("w = (%g, %g), b = %g, errors = %d\n", r.W[0], exactTidy(r.W[1]), exactTidy(r.B), r.Errors)
	// Output:
	// w = (0, 1), b = -2, errors = 0
}

// exactTidy rounds away the last bits of rounding error for printing
// (the SVD leaves w2 = 1 + 1e-15); adding 0 turns −0 into 0.
func exactTidy(v float64) float64 { return math.Round(v*1e9)/1e9 + 0 }
