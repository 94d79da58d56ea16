package numeric

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// ErrNotSeparable is returned when no hyperplane separates the data, so the
// optimal separating hyperplane does not exist.
var ErrNotSeparable = errors.New("data are not linearly separable")

// SVMResult is the optimal separating hyperplane (ESL 4.48),
//
//	minimise ½‖w‖² subject to yᵢ(w·xᵢ+b) ≥ 1,
//
// with its dual solution.
type SVMResult struct {
	// W and B are the hyperplane w·x + b = 0. B is 0 with noBias.
	W []float64
	B float64
	// Margin is 1/‖w‖, the distance from the hyperplane to the nearest
	// point. It is +Inf when all points carry one label and the bias is
	// free (then w = 0 and b = ±1).
	Margin float64
	// Alpha holds the dual variables, one per point (ESL 4.49–4.52):
	// αᵢ ≥ 0, Σαᵢyᵢ = 0 and w = Σαᵢyᵢxᵢ. For data beyond about 1e150 in
	// size they can underflow to 0 (see OptimalHyperplane).
	Alpha []float64
	// Support lists, in increasing order, the points with αᵢ > 0. They lie
	// on the margin: yᵢ(w·xᵢ+b) = 1.
	Support []int
}

// svmFeasTol is the relative slack allowed in yᵢ(w·xᵢ+b) ≥ 1 before a
// point counts as violating the margin: a few hundred ulps of the terms,
// far below any margin a dataset can mean.
const svmFeasTol = 1e-10

// OptimalHyperplane returns the maximum-margin separating hyperplane of the
// points x (one row per point) labelled y (±1), or ErrNotSeparable. With
// noBias the hyperplane passes through the origin (b = 0) and the dual has
// no equality constraint.
//
// The quadratic programme is solved by an exact dual active-set method
// (Goldfarb–Idnani), which touches each point only to find the most violated
// constraint, O(Nd) per step, and needs a handful of steps. Then w and b
// are polished: solved from the equations of the support points alone, so
// that they are exact to rounding. When the method finds the constraints
// contradictory, Separable's LP decides: ErrNotSeparable is returned only
// on the LP's verdict.
//
// Data far from the origin or of extreme size are solved in an exact frame
// (see newFrame) with one scale for every axis, which maps the optimal
// hyperplane to itself: w, b, α and the margin are mapped back, and the
// hyperplane is checked to separate every point in exact arithmetic. For
// data beyond about 1e150 in size the αᵢ, which scale as 1/size², can
// underflow to 0, and for data below about 1e-150 overflow to +Inf;
// Support still lists the support points, and the hyperplane, which is
// representable (Example 2.1 scaled by 1e-300 has w = (5e299, 5e299),
// b = −2), is returned. An error is returned only when w, b or the margin
// leave float64's range.
func OptimalHyperplane(x *mat.Dense, y []float64, noBias bool) (SVMResult, error) {
	if err := lpCheckData(x, y); err != nil {
		return SVMResult{}, err
	}
	n, d := x.Dims()
	if !noBias && svmOneClass(y) {
		return SVMResult{W: make([]float64, d), B: y[0], Margin: math.Inf(1), Alpha: make([]float64, n)}, nil
	}
	f := newFrame(x, !noBias, true)
	u := f.apply(x)
	qp := qpSolver{x: u, y: y, noBias: noBias}
	if err := qp.solve(10*(n+d) + 1000); err != nil {
		sep, lpErr := Separable(x, y, noBias)
		switch {
		case lpErr != nil:
			return SVMResult{}, lpErr
		case !sep.Separable:
			return SVMResult{}, ErrNotSeparable
		}
		return SVMResult{}, fmt.Errorf("the margin QP failed on separable data (%v): the data are too ill-conditioned", err)
	}
	r := SVMResult{W: qp.w, Alpha: qp.alpha()}
	if !noBias {
		r.B = qp.bias()
	}
	for i, a := range r.Alpha {
		if a > 0 {
			r.Support = append(r.Support, i)
		}
	}
	if w, b, ok := svmPolish(u, y, r.Support, noBias); ok {
		r.W, r.B = w, b
	}
	r.Margin = 1 / floats.Norm(r.W, 2)
	return f.svm(x, y, r)
}

// svm maps an optimal hyperplane found in the frame back to the data and
// checks it there.
func (f frame) svm(x *mat.Dense, y []float64, r SVMResult) (SVMResult, error) {
	if !f.id {
		s := f.s[0] // one scale for every axis
		r.W, r.B = f.unmap(r.W, r.B)
		r.Margin *= s
		for i := range r.Alpha {
			r.Alpha[i] = r.Alpha[i] / s / s
		}
	}
	if !AllFinite(r.W) || !IsFinite(r.B) || !IsFinite(r.Margin) {
		return SVMResult{}, errors.New("the optimal hyperplane's w, b or its margin leave float64's range at this size of data: rescale the coordinates")
	}
	if !separatesExactly(x, y, r.W, r.B) {
		return SVMResult{}, errors.New("the optimal hyperplane does not separate the data once written in float64: the data are too far from the origin for their spread")
	}
	return r, nil
}

// svmOneClass reports whether every label is the same.
func svmOneClass(y []float64) bool {
	for _, v := range y {
		if v != y[0] {
			return false
		}
	}
	return true
}
