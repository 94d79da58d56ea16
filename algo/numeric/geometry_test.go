package numeric_test

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Values worked by hand; 1e-15 allows one rounding in a square root.
const coreGeomTol = 1e-15

func TestSignedDistance(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		w    []float64
		b    float64
		x    []float64
		want float64
	}{
		// ‖(3,4)‖ = 5: (9+16−5)/5 = 4.
		{[]float64{3, 4}, -5, []float64{3, 4}, 4},
		{[]float64{3, 4}, -5, []float64{0, 0}, -1},
		// Li Hang's answer x⁽¹⁾+x⁽²⁾−3 = 0 and x3 = (1,1): −1/√2.
		{[]float64{1, 1}, -3, []float64{1, 1}, -1 / math.Sqrt2},
		{[]float64{-2}, 1, []float64{3}, -2.5},
	} {
		if got := numeric.SignedDistance(tc.w, tc.b, tc.x); !scalar.EqualWithinAbsOrRel(got, tc.want, coreGeomTol, coreGeomTol) {
			t.Errorf("SignedDistance(%v, %v, %v) = %v, want %v", tc.w, tc.b, tc.x, got, tc.want)
		}
	}
}

func TestFunctionalMargin(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		w    []float64
		b    float64
		x    []float64
		y    float64
		want float64
	}{
		{[]float64{3, 4}, -5, []float64{3, 4}, 1, 20},
		{[]float64{3, 4}, -5, []float64{3, 4}, -1, -20},
		// Li Hang's answer on x3 = (1,1), y = −1: −(1+1−3) = 1.
		{[]float64{1, 1}, -3, []float64{1, 1}, -1, 1},
		// The zero start: 0, so the first point checked is misclassified.
		{[]float64{0, 0}, 0, []float64{3, 3}, 1, 0},
		{[]float64{-2}, 1, []float64{3}, 1, -5},
	} {
		if got := numeric.FunctionalMargin(tc.w, tc.b, tc.x, tc.y); got != tc.want {
			t.Errorf("FunctionalMargin(%v, %v, %v, %v) = %v, want %v", tc.w, tc.b, tc.x, tc.y, got, tc.want)
		}
	}
}

func TestGeometricMargin(t *testing.T) {
	t.Parallel()
	x, y := algotest.LiHang21()
	for _, tc := range []struct {
		w      []float64
		b      float64
		want   float64
		wantOK bool
	}{
		// Li Hang's answer: functional margins 3, 4, 1, so 1/√2.
		{[]float64{1, 1}, -3, 1 / math.Sqrt2, true},
		// w = (1, 0), b = −2: margins 1, 2, 1 → 1.
		{[]float64{1, 0}, -2, 1, true},
		// The zero start misclassifies x3 at distance (1+1+1)/√2 on the wrong side.
		{[]float64{1, 1}, 1, -3 / math.Sqrt2, true},
		{[]float64{0, 0}, 1, 0, false},
	} {
		m, ok := numeric.GeometricMargin(x, y, tc.w, tc.b)
		if ok != tc.wantOK || !scalar.EqualWithinAbsOrRel(m, tc.want, coreGeomTol, coreGeomTol) {
			t.Errorf("GeometricMargin(%v, %v) = %v, %v; want %v, %v", tc.w, tc.b, m, ok, tc.want, tc.wantOK)
		}
	}
}

func TestRadius(t *testing.T) {
	t.Parallel()
	x, _ := algotest.LiHang21()
	// The longest point is (4,3): ‖(4,3)‖ = 5 and ‖(4,3,1)‖ = √26.
	for _, tc := range []struct {
		x      *mat.Dense
		noBias bool
		want   float64
	}{
		{x, false, math.Sqrt(26)},
		{x, true, 5},
		{mat.NewDense(2, 1, []float64{-2, 1}), false, math.Sqrt(5)},
		{mat.NewDense(1, 3, []float64{0, 0, 0}), false, 1},
		{mat.NewDense(1, 3, []float64{0, 0, 0}), true, 0},
	} {
		if got := numeric.Radius(tc.x, tc.noBias); !scalar.EqualWithinAbsOrRel(got, tc.want, coreGeomTol, coreGeomTol) {
			t.Errorf("Radius(%v, %v) = %v, want %v", mat.Formatted(tc.x), tc.noBias, got, tc.want)
		}
	}
}
