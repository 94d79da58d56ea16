package numeric_test

import (
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// Test data and checks for the exact methods (svm, lp, novikoff, lsq,
// kernel). Names start with "exact" so other test files can define their own.

// exactKKT checks that r solves ESL 4.48 on (x, y) through the KKT
// conditions ESL 4.50–4.53: αᵢ ≥ 0, Σαᵢyᵢ = 0 (with a bias),
// w = Σαᵢyᵢxᵢ, yᵢ(w·xᵢ+b) ≥ 1, and αᵢ(yᵢ(w·xᵢ+b) − 1) = 0, all to the
// relative tolerance tol of the terms involved; and that Margin = 1/‖w‖ and
// Support = {i : αᵢ > 0}. These conditions are sufficient for optimality
// of the convex problem, so passing them proves r optimal to within tol.
func exactKKT(t *testing.T, name string, x *mat.Dense, y []float64, r numeric.SVMResult, noBias bool, tol float64) {
	t.Helper()
	n, d := x.Dims()
	if len(r.W) != d || len(r.Alpha) != n {
		t.Fatalf("%s: len(W)=%d len(Alpha)=%d, want %d and %d", name, len(r.W), len(r.Alpha), d, n)
	}
	if noBias && r.B != 0 {
		t.Errorf("%s: b = %v without a bias", name, r.B)
	}
	var sumAY, sumA float64
	sw := make([]float64, d)
	var sup []int
	for i, a := range r.Alpha {
		if a < 0 {
			t.Errorf("%s: α[%d] = %v < 0", name, i, a)
		}
		if a > 0 {
			sup = append(sup, i)
		}
		sumAY += a * y[i]
		sumA += a
		floats.AddScaled(sw, a*y[i], x.RawRowView(i))
	}
	if !noBias && math.Abs(sumAY) > tol*sumA {
		t.Errorf("%s: Σαᵢyᵢ = %v, want 0 (Σα = %v)", name, sumAY, sumA)
	}
	if !floats.EqualApprox(sw, r.W, tol*(floats.Norm(r.W, 2)+sumA*exactRadius(x))) {
		t.Errorf("%s: Σαᵢyᵢxᵢ = %v, want w = %v", name, sw, r.W)
	}
	for i := range y {
		dot := floats.Dot(r.W, x.RawRowView(i))
		f := y[i] * (dot + r.B)
		scale := tol * (1 + math.Abs(dot) + math.Abs(r.B))
		if f < 1-scale {
			t.Errorf("%s: point %d: y(w·x+b) = %v < 1", name, i, f)
		}
		if r.Alpha[i] > 0 && math.Abs(f-1) > scale {
			t.Errorf("%s: point %d: α = %v > 0 but y(w·x+b) = %v ≠ 1", name, i, r.Alpha[i], f)
		}
	}
	if want := 1 / floats.Norm(r.W, 2); !scalar.EqualWithinAbsOrRel(r.Margin, want, 0, 1e-14) {
		t.Errorf("%s: margin %v, want 1/‖w‖ = %v", name, r.Margin, want)
	}
	if !slices.Equal(r.Support, sup) {
		t.Errorf("%s: support %v, want the points with α > 0: %v", name, r.Support, sup)
	}
}

// exactRadius returns maxᵢ‖xᵢ‖.
func exactRadius(x *mat.Dense) float64 {
	return numeric.Radius(x, true)
}

// exactBrute finds the optimal hyperplane of a small set by brute force, a
// route independent of SMO and of the polish: for every candidate support
// set S of 2…d+1 points with both labels (1…d with noBias) it solves the
// square KKT system
//
//	Σⱼ αⱼyⱼ xᵢ·xⱼ + b = yᵢ (i ∈ S),  Σⱼ αⱼyⱼ = 0
//
// by LU, and keeps the solution with α > 0 that satisfies every
// constraint. The KKT conditions are sufficient, so that solution is the
// optimum. Generic data have at most d+1 support points (Carathéodory),
// so some S is found; ok is false otherwise.
func exactBrute(x *mat.Dense, y []float64, noBias bool) (w []float64, b float64, ok bool) {
	n, d := x.Dims()
	lo, hi := 2, d+1
	if noBias {
		lo, hi = 1, d
	}
	var found bool
	for size := lo; size <= hi && !found; size++ {
		exactSubsets(n, size, func(s []int) bool {
			w, b, found = exactBruteSet(x, y, s, noBias)
			return found
		})
	}
	return w, b, found
}

// exactBruteSet solves the KKT system on S and checks it.
func exactBruteSet(x *mat.Dense, y []float64, s []int, noBias bool) ([]float64, float64, bool) {
	m := len(s)
	if !noBias {
		m++
	}
	a := mat.NewDense(m, m, nil)
	rhs := mat.NewVecDense(m, nil)
	for r, i := range s {
		for c, j := range s {
			a.Set(r, c, y[j]*floats.Dot(x.RawRowView(i), x.RawRowView(j)))
		}
		rhs.SetVec(r, y[i])
		if !noBias {
			a.Set(r, len(s), 1)
			a.Set(len(s), r, y[i])
		}
	}
	var sol mat.VecDense
	if err := sol.SolveVec(a, rhs); err != nil {
		return nil, 0, false
	}
	_, d := x.Dims()
	w := make([]float64, d)
	for c, j := range s {
		if sol.AtVec(c) <= 0 {
			return nil, 0, false
		}
		floats.AddScaled(w, sol.AtVec(c)*y[j], x.RawRowView(j))
	}
	var b float64
	if !noBias {
		b = sol.AtVec(len(s))
	}
	for i := range y {
		if y[i]*(floats.Dot(w, x.RawRowView(i))+b) < 1-1e-9 {
			return nil, 0, false
		}
	}
	return w, b, true
}

// exactSubsets calls f on every size-k subset of 0…n−1 until f returns true.
func exactSubsets(n, k int, f func([]int) bool) {
	s := make([]int, k)
	var rec func(pos, from int) bool
	rec = func(pos, from int) bool {
		if pos == k {
			return f(s)
		}
		for i := from; i < n; i++ {
			s[pos] = i
			if rec(pos+1, i+1) {
				return true
			}
		}
		return false
	}
	rec(0, 0)
}
