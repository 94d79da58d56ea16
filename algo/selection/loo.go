package selection

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"

	"gonum.org/v1/gonum/mat"
)

// looDirect is the leverage above which PolyLOO refits a fold rather than
// trust the closed form: e/(1 − h) loses about ε/(1 − h) of its relative
// accuracy, so 1 − h ≥ 10⁻⁴ keeps twelve digits.
const looDirect = 1 - 1e-4

// LOOFoldsMax is the most points whose leave-one-out is computed fold by
// fold where the hat matrix gives no closed form (λ = 0 and fewer than
// M + 2 distinct x: each fold then refits, N folds of N rows): beyond it
// the time would grow as N², so such a run is refused up front.
const LOOFoldsMax = 20000

// PolyLOO is PolyLOOContext without a context.
func PolyLOO(x, t []float64, m int, lambda float64) ([]float64, error) {
	return PolyLOOContext(context.Background(), x, t, m, lambda)
}

// PolyLOOContext returns the leave-one-out fold scores of FitPoly of
// degree m with penalty λ: for each i, the squared error at xᵢ of the fit
// to the other N − 1 points. It uses the closed form of least squares:
// with the hat matrix H of the fit to all N points (for λ > 0, of the
// ridge fit with the penalty N − 1 points get, α² = (N−1)λ/2), the
// residual of the fit without point i is eᵢ/(1 − Hᵢᵢ), eᵢ = tᵢ − f(xᵢ).
// So one blocked factorisation replaces N fits, and nothing of size N×M
// is held. Hᵢᵢ = ‖R⁻ᵀaᵢ‖² for row aᵢ of the design and R its small
// factor. A point of leverage near 1 is refitted directly; data that
// leave a fold underdetermined go through the blocked folds of
// PolyCV. It stops with ctx's error when ctx is cancelled.
func PolyLOOContext(ctx context.Context, x, t []float64, m int, lambda float64) ([]float64, error) {
	var out []float64
	err := PolyLOOs(ctx, x, t, []int{m}, lambda, func(_ int, scores []float64) error {
		out = scores
		return nil
	})
	return out, err
}

// PolyLOOs is PolyLOOContext for each degree of ms, from one factor of
// the data at the largest: it calls each(i, scores) with degree ms[i]'s
// fold scores, which each may keep; the next degree gets a fresh slice.
func PolyLOOs(ctx context.Context, x, t []float64, ms []int, lambda float64, each func(i int, scores []float64) error) error {
	top := 0
	for _, m := range ms {
		if err := checkFit(x, t, m, lambda); err != nil {
			return err
		}
		top = max(top, m)
	}
	n := len(x)
	if n < 2 {
		_, err := LeaveOneOut(n)
		return err
	}
	s := newScale(x, t)
	if lambda > 0 {
		s = s.withC(top)
	}
	f := newFactor(top + 2)
	w := newQRWork(top+2, s)
	if err := w.addRows(ctx, f, x, t, rowSet{hi: n}); err != nil {
		return err
	}
	nd := distinctUpTo(x, top+2, nil)
	for i, m := range ms {
		scores, err := looDegree(ctx, f, s, x, t, m, lambda, nd)
		if err != nil {
			return err
		}
		if err := each(i, scores); err != nil {
			return err
		}
	}
	return nil
}

// looDegree returns the leave-one-out scores of degree m from the factor
// f of all the data (of degree ≥ m), nd its distinct x counted up to
// degree + 2.
func looDegree(ctx context.Context, f *factor, s scale, x, t []float64, m int, lambda float64, nd int) ([]float64, error) {
	n := len(x)
	if lambda == 0 && nd < m+2 {
		return looByFolds(ctx, x, t, m, lambda)
	}
	so, err := solveDegree(f, s, m, n, m+1, n-1, lambda)
	if err != nil {
		return nil, overflowError(err, s)
	}
	if so.minNorm {
		return looByFolds(ctx, x, t, m, lambda)
	}
	lev := newLeverage(f, s, so, m)
	w := newQRWork(m+2, s)
	scores := make([]float64, n)
	row := make([]float64, m+2)
	for i := range n {
		if i%blockRows == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		w.fillRow(row, x[i], t[i])
		h := lev.at(row[:m+1])
		if h > looDirect || math.IsNaN(h) {
			sc, err := looFold(x, t, m, lambda, i)
			if err != nil {
				return nil, err
			}
			scores[i] = sc
			continue
		}
		var fit float64
		for k, ck := range so.cheb {
			fit += ck * row[k]
		}
		e := (row[m+1] - fit) / (1 - h) * s.ts
		scores[i] = e * e
	}
	return scores, nil
}

// looByFolds is leave-one-out by N folds of the blocked factorisation,
// for at most LOOFoldsMax points.
func looByFolds(ctx context.Context, x, t []float64, m int, lambda float64) ([]float64, error) {
	if len(x) > LOOFoldsMax {
		return nil, fmt.Errorf("leave-one-out of degree M = %d with λ = 0 has no closed form on these points (the fit is not determined by them), and fold by fold it would refit %d times on %d rows; the limit is %d points: use --folds S, or λ > 0", m, len(x), len(x)-1, LOOFoldsMax)
	}
	cvs, err := PolyCV(ctx, x, t, looFolds(len(x)), []int{m}, []float64{lambda})
	if err != nil {
		return nil, err
	}
	return cvs[0][0].FoldScores, nil
}

// leverage computes Hᵢᵢ from a Chebyshev design row φᵢ: ‖R_m⁻ᵀφᵢ‖² for
// least squares; for ridge ‖R̃⁻ᵀvᵢ‖², vᵢ = Cᵀφᵢ the plain-power row and R̃
// the factor of [R_m·C; αI], so H itself, N×N, is never formed.
type leverage struct {
	rt []float64 // the triangular factor transposed, row-major lower
	ct *mat.Dense
	c  int
	v  []float64
	z  []float64
}

func newLeverage(f *factor, s scale, so *sol, m int) *leverage {
	c := m + 1
	l := &leverage{c: c, rt: make([]float64, c*c), v: make([]float64, c), z: make([]float64, c)}
	var r *mat.Dense
	if so.rt != nil {
		r = so.rt
		l.ct = mat.DenseCopyOf(s.cBlock(m).T())
	} else {
		r, _ = f.leading(m)
	}
	for j := range c {
		for k := range c {
			l.rt[k*c+j] = r.At(j, k)
		}
	}
	return l
}

// at returns the leverage of the design row phi.
func (l *leverage) at(phi []float64) float64 {
	a := phi
	c := l.c
	if l.ct != nil {
		for k := range c {
			l.v[k] = floatsDot(l.ct.RawRowView(k), phi)
		}
		a = l.v
	}
	var s float64
	for k := range c { // forward substitution with the lower Rᵀ
		v := a[k]
		row := l.rt[k*c : k*c+k]
		for j, rkj := range row {
			v -= rkj * l.z[j]
		}
		l.z[k] = v / l.rt[k*c+k]
		s += l.z[k] * l.z[k]
	}
	return s
}

func floatsDot(a, b []float64) float64 {
	var s float64
	for i, v := range a {
		s += v * b[i]
	}
	return s
}

// isCondition reports whether err is only gonum's warning that a matrix
// is ill-conditioned, the solution having been computed all the same.
func isCondition(err error) bool {
	var c mat.Condition
	return errors.As(err, &c)
}

// looFold returns the squared error at xᵢ of the fit to the other points.
func looFold(x, t []float64, m int, lambda float64, i int) (float64, error) {
	xs := append(slices.Clone(x[:i]), x[i+1:]...)
	ts := append(slices.Clone(t[:i]), t[i+1:]...)
	p, err := FitPoly(xs, ts, m, lambda)
	if err != nil {
		return 0, err
	}
	d := p.evalScaled(x[i]) - t[i]/p.ts
	return d * d * p.ts * p.ts, nil
}

// LOOScores returns the leave-one-out fold scores by N direct fits, the
// definition PolyLOO's closed form shortcuts.
func LOOScores(x, t []float64, m int, lambda float64) ([]float64, error) {
	splits, err := LeaveOneOut(len(x))
	if err != nil {
		return nil, err
	}
	cv, err := CrossValidate(context.Background(), splits, PolyScore(x, t, m, lambda))
	return cv.FoldScores, err
}
