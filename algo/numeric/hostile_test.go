package numeric_test

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Tests for data far from the origin and of extreme size (issue 13, items
// 3 and 4). Names start with "hostile" so other test files can define
// their own.

// hostileMove is an affine image k·x + s(1, …, 1) of a set.
type hostileMove struct{ shift, scale float64 }

func (m hostileMove) String() string { return fmt.Sprintf("%g·x%+g", m.scale, m.shift) }

// hostileMoves are the moves of issue 13's reports and a few beyond them:
// the Li Hang example fails at a shift of 10⁶ (Novikoff) and 10¹²
// (Separable), and at scales 1e10 and 1e-11 (Novikoff).
var hostileMoves = []hostileMove{
	{1e6, 1}, {1e12, 1}, {1e15, 1},
	{0, 1e10}, {0, 1e-11}, {0, 1e150}, {0, 1e300}, {0, 1e-300},
	{-0x1p997, 0x1p950}, // about −1.3e300 + 1e286·x
}

// hostileLiHang returns Li Hang's Example 2.1 moved by m. The moves are
// chosen so that every coordinate, s + k·{1, 3, 4}, is the exact image of
// the example's, and the answers below are its answers moved.
func hostileLiHang(m hostileMove) (*mat.Dense, []float64) {
	x, y := algotest.LiHang21()
	raw := x.RawMatrix().Data
	for k, v := range raw {
		raw[k] = v*m.scale + m.shift
	}
	return x, y
}

// hostileSign returns the sign of w·x + b in exact rational arithmetic, an
// independent check of the answers' side of every point.
func hostileSign(w []float64, b float64, x []float64) int {
	sum := new(big.Rat).SetFloat64(b)
	for k, wk := range w {
		p := new(big.Rat).SetFloat64(wk)
		sum.Add(sum, p.Mul(p, new(big.Rat).SetFloat64(x[k])))
	}
	return sum.Sign()
}

// hostileSeparates reports whether yᵢ(w·xᵢ+b) > 0 for every point, exactly.
func hostileSeparates(x *mat.Dense, y, w []float64, b float64) bool {
	for i, yi := range y {
		if float64(hostileSign(w, b, x.RawRowView(i)))*yi <= 0 {
			return false
		}
	}
	return true
}

// Separable on the moved Li Hang example: separable, with a witness that
// separates every point in exact arithmetic. XOR, moved the same way, is
// not separable. Before the fix, the shift of 10¹² read as inseparable.
func TestSeparableFarFromOrigin(t *testing.T) {
	xor := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	for _, m := range hostileMoves {
		x, y := hostileLiHang(m)
		s, err := numeric.Separable(x, y, false)
		if err != nil || !s.Separable {
			t.Errorf("%v: separable = %v, %v; want true", m, s.Separable, err)
			continue
		}
		if !hostileSeparates(x, y, s.W, s.B) {
			t.Errorf("%v: witness %v, %v does not separate the points", m, s.W, s.B)
		}
		xm := mat.DenseCopyOf(xor)
		raw := xm.RawMatrix().Data
		for k, v := range raw {
			raw[k] = v*m.scale + m.shift
		}
		if s, err := numeric.Separable(xm, []float64{-1, -1, 1, 1}, false); err != nil || s.Separable {
			t.Errorf("%v: XOR separable = %v, %v; want false", m, s.Separable, err)
		}
	}
}

// The optimal hyperplane of k·x + s(1, 1) is that of x moved along:
// w = (1/2, 1/2)/k, b = −2 − s/k, margin √2·k, support {x1, x3} and
// α = 1/(4k²) for them (TestOptimalHyperplaneLiHang for k = 1, s = 0).
// Before the fix, the scale 1e300 failed to converge.
func TestOptimalHyperplaneFarFromOrigin(t *testing.T) {
	// Mapping back rounds w and b once and α twice, and the polish is a
	// few ulps; 1e-12 is ample and far below any change of the answer.
	const tol = 1e-12
	for _, m := range hostileMoves {
		x, y := hostileLiHang(m)
		r, err := numeric.OptimalHyperplane(x, y, false)
		if err != nil {
			t.Errorf("%v: %v", m, err)
			continue
		}
		w, b := 0.5/m.scale, -2-m.shift/m.scale
		if !hostileClose(r.W[0], w, tol) || !hostileClose(r.W[1], w, tol) || !hostileClose(r.B, b, tol) {
			t.Errorf("%v: w, b = %v, %v; want (%g, %g), %g", m, r.W, r.B, w, w, b)
		}
		if !hostileClose(r.Margin, math.Sqrt2*m.scale, tol) || !slices.Equal(r.Support, []int{0, 2}) {
			t.Errorf("%v: margin %v, support %v; want %g, [0 2]", m, r.Margin, r.Support, math.Sqrt2*m.scale)
		}
		// α = 1/(4k²) overflows below k ≈ 1e-154: +Inf, while w, b and
		// the margin are returned (issue 21, item 10: an error before,
		// though w = (5e299, 5e299), b = −2 is representable at 1e-300).
		if a := 0.25 / m.scale / m.scale; math.IsInf(a, 1) && !(math.IsInf(r.Alpha[0], 1) && r.Alpha[1] == 0 && math.IsInf(r.Alpha[2], 1)) {
			t.Errorf("%v: α = %v, want (+Inf, 0, +Inf)", m, r.Alpha)
		}
		if a := 0.25 / m.scale / m.scale; a > 0x1p-1022 && !math.IsInf(a, 1) && !(hostileClose(r.Alpha[0], a, tol) &&
			r.Alpha[1] == 0 && hostileClose(r.Alpha[2], a, tol)) {
			t.Errorf("%v: α = %v, want (%g, 0, %g)", m, r.Alpha, a, a)
		}
		if !hostileSeparates(x, y, r.W, r.B) {
			t.Errorf("%v: %v, %v does not separate the points", m, r.W, r.B)
		}
	}
}

// Novikoff's γ for k·x + s(1, 1) by hand, as in TestNovikoffLiHang: the
// support points are x̂1 and x̂3 again, so w1 + w2 = 1/k with b = −2 − s/k,
// and the norm is least at w1 = w2 = 1/(2k): γ = 1/√(1/(2k²) + (2 + s/k)²).
// (x̂2 has margin 3/2, and both multipliers are positive.) Before the fix
// the shift 10⁶ and the scales 1e10 and 1e-11 failed as ill-conditioned.
func TestNovikoffFarFromOrigin(t *testing.T) {
	// Far from the origin the objective ‖(w, b)‖² is flat along
	// directions float64 cannot resolve, so γ is as accurate as ‖(w, b)‖
	// is, about 1e-15 relative; 1e-9 leaves a wide margin.
	const tol = 1e-9
	for _, m := range []hostileMove{{1e3, 1}, {1e6, 1}, {1e9, 1}, {1e12, 1}, {0, 1e10}, {0, 1e-11}, {0, 1e150}, {0, 1e300}, {0, 1e-300}} {
		x, y := hostileLiHang(m)
		r, err := numeric.Novikoff(x, y, false)
		if err != nil || !r.Separable {
			t.Errorf("%v: separable = %v, %v; want true", m, r.Separable, err)
			continue
		}
		k, c := m.scale, 2+m.shift/m.scale
		gamma := 1 / math.Hypot(math.Sqrt(0.5)/k, c)
		if !hostileClose(r.Gamma, gamma, tol) {
			t.Errorf("%v: γ = %v, want %v", m, r.Gamma, gamma)
		}
		rg := r.R / r.Gamma
		if bound := rg * rg; !(math.IsInf(bound, 1) && math.IsInf(r.Bound, 1)) && !hostileClose(r.Bound, bound, tol) {
			t.Errorf("%v: bound %v, want (R/γ)² = %v", m, r.Bound, bound)
		}
		if r.Bound >= 0x1p63 && r.MaxMistakes() != math.MaxInt {
			t.Errorf("%v: bound %v, MaxMistakes %d; want math.MaxInt", m, r.Bound, r.MaxMistakes())
		}
	}
}

// Issue 13's report: (3e9, 3e9) and (4e9, 3e9) positive, (1e9, 1e9)
// negative gives (R/γ)² ≈ 1e20, past int64: MaxMistakes returned
// −9223372036854775808. A bound of 2⁶³ or more saturates at math.MaxInt.
func TestNovikoffMaxMistakesSaturates(t *testing.T) {
	x, y := hostileLiHang(hostileMove{0, 1e9})
	r, err := numeric.Novikoff(x, y, false)
	if err != nil || !r.Separable {
		t.Fatalf("separable = %v, %v", r.Separable, err)
	}
	if got := r.MaxMistakes(); got != math.MaxInt {
		t.Errorf("bound %v: MaxMistakes = %d, want math.MaxInt", r.Bound, got)
	}
	for _, tc := range []struct {
		bound    float64
		min, max int
	}{
		{117, 117, 117},
		{0x1p62, 1 << 62, math.MaxInt - 1}, // loosened by 1e-9 of itself
		{0x1p63, math.MaxInt, math.MaxInt},
		{1e300, math.MaxInt, math.MaxInt},
		{math.Inf(1), math.MaxInt, math.MaxInt},
	} {
		if got := (numeric.NovikoffResult{Separable: true, Bound: tc.bound}).MaxMistakes(); got < tc.min || got > tc.max {
			t.Errorf("bound %v: MaxMistakes = %d, want %d to %d", tc.bound, got, tc.min, tc.max)
		}
	}
}

// hostileNoPanic runs f and turns a panic into a test error.
func hostileNoPanic(t *testing.T, name string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic: %v", name, r)
		}
	}()
	f()
}

// Issue 13's report: `train --method lsq` on 1.5e308 (+1) and −1e308 (−1)
// panicked with "svd: rank out of range". Two points and two unknowns:
// the fit interpolates, b + 1.5e308·w = 1 and b − 1e308·w = −1, so
// w = 2/2.5e308 = 8e-309 and b = 1 − 1.5e308·w = −0.2.
func TestLeastSquaresHuge(t *testing.T) {
	x := mat.NewDense(2, 1, []float64{1.5e308, -1e308})
	hostileNoPanic(t, "1.5e308", func() {
		r, err := numeric.LeastSquares(x, []float64{1, -1}, false)
		if err != nil {
			t.Fatal(err)
		}
		// w is subnormal, with 50 bits: 1e-14 is a few of its ulps.
		if !hostileClose(r.W[0], 8e-309, 1e-14) || !scalar.EqualWithinAbsOrRel(r.B, -0.2, 1e-14, 1e-14) || r.Errors != 0 {
			t.Errorf("w, b, errors = %v, %v, %d; want 8e-309, -0.2, 0", r.W, r.B, r.Errors)
		}
	})
}

// Li Hang's example interpolates (TestLeastSquaresLiHang): the line is
// x⁽²⁾ = 2, so after the move w = (0, 1/k), b = −2 − s/k, with no error.
// Before the fix, the shift 10⁸ gave w ≈ (1, −1) and an error, and the
// scale 1e150 lost the bias.
func TestLeastSquaresFarFromOrigin(t *testing.T) {
	const tol = 1e-12 // the interpolation is a 3×3 solve in the frame, mapped back once
	for _, m := range append(hostileMoves, hostileMove{1e8, 1}) {
		x, y := hostileLiHang(m)
		r, err := numeric.LeastSquares(x, y, false)
		if err != nil {
			t.Errorf("%v: %v", m, err)
			continue
		}
		w, b := 1/m.scale, -2-m.shift/m.scale
		if r.W[0] != 0 || !hostileClose(r.W[1], w, tol) || !hostileClose(r.B, b, tol) || r.Errors != 0 {
			t.Errorf("%v: w, b, errors = %v, %v, %d; want (0, %g), %g, 0", m, r.W, r.B, r.Errors, w, b)
		}
	}
}

// Points exactly on the least-squares line count as errors (LSQResult).
// In each case two points share the x where the exact fit crosses zero,
// one of each label, so both are on the line, by hand: for {1, 1, 2, 0}
// with labels +, −, +, −, x̄ = 1, ȳ = 0 and w = Σ(x−x̄)y/Σ(x−x̄)² = 2/2,
// so the fit is x − 1, zero at x = 1. The others are that set scaled and
// moved. Before the fix rounding put one of the two on its right side.
func TestLeastSquaresPointOnLine(t *testing.T) {
	for _, xs := range [][]float64{{1, 1, 2, 0}, {0.1, 0.1, 0.2, 0}, {0.3, 0.3, 0.6, 0}, {3, 3, 5, 1}, {0.7, 0.7, 1.1, 0.3}} {
		r, err := numeric.LeastSquares(mat.NewDense(4, 1, xs), []float64{1, -1, 1, -1}, false)
		if err != nil || r.Errors != 2 {
			t.Errorf("%v: errors = %d, %v; want the 2 points on the line", xs, r.Errors, err)
		}
	}
}

// Issue 13's report: analyze panicked on 19 of 300 random sets of large
// coordinates, whose column norms overflow. Here 300 seeded sets with
// coordinates uniform in ±MaxFloat64 (all but 3 panicked before the fix):
// no panic, a finite answer, and the same fitted values as the same set
// divided by 2¹⁰⁰⁰, exactly representable and of ordinary size. Least
// squares commutes with scaling x, so the two fits must agree.
func TestLeastSquaresRandomLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 4))
	for k := range 300 {
		n, d := 2+rng.IntN(20), 1+rng.IntN(3)
		x := mat.NewDense(n, d, nil)
		y := make([]float64, n)
		raw := x.RawMatrix().Data
		for i := range raw {
			raw[i] = (2*rng.Float64() - 1) * math.MaxFloat64
		}
		for i := range y {
			y[i] = float64(2*rng.IntN(2) - 1)
		}
		small := algotest.Scaled(x, 0x1p-1000)
		hostileNoPanic(t, fmt.Sprint("set ", k), func() {
			r, err := numeric.LeastSquares(x, y, false)
			if err != nil || !algotest.Finite(append(slices.Clone(r.W), r.B)) {
				t.Errorf("set %d: w, b = %v, %v, %v", k, r.W, r.B, err)
				return
			}
			s, err := numeric.LeastSquares(small, y, false)
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				f := hostileFit(r, x.RawRowView(i))
				g := hostileFit(s, small.RawRowView(i))
				// A fitted value is a sum of terms |wₖxₖ| of at most about
				// √n; both fits are backward stable, so their difference is
				// a few hundred ulps of the terms.
				if math.Abs(f-g) > 1e-9*(1+math.Abs(f)+math.Abs(g)) {
					t.Errorf("set %d, point %d: fitted %v, scaled set %v", k, i, f, g)
				}
			}
		})
	}
}

// hostileFit returns w·x + b.
func hostileFit(r numeric.LSQResult, x []float64) float64 {
	f := r.B
	for k, w := range r.W {
		f += w * x[k]
	}
	return f
}

// hostileClose reports whether |a − b| ≤ tol·max(|a|, |b|). Unlike
// scalar.EqualWithinRel it stays relative below the smallest normal
// float64, where answers for data of size 1e300 live.
func hostileClose(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*math.Max(math.Abs(a), math.Abs(b))
}
