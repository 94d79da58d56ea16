package selection

import (
	"context"
	"errors"
	"math"
	"slices"

	"gonum.org/v1/gonum/mat"
)

// looDirect is the leverage above which PolyLOO refits a fold rather than
// trust the closed form: e/(1 − h) loses about ε/(1 − h) of its relative
// accuracy, so 1 − h ≥ 10⁻⁴ keeps twelve digits.
const looDirect = 1 - 1e-4

// PolyLOO returns the leave-one-out fold scores of FitPoly of degree m
// with penalty λ: for each i, the squared error at xᵢ of the fit to the
// other N − 1 points. It uses the closed form of least squares: with the
// hat matrix H of the fit to all N points (for λ > 0, of the ridge fit
// with the penalty N − 1 points get, α² = (N−1)λ/2), the residual of the
// fit without point i is eᵢ/(1 − Hᵢᵢ), eᵢ = tᵢ − f(xᵢ). So one QR of the
// N×(M+1) design replaces N fits. Hᵢᵢ = ‖R⁻ᵀaᵢ‖² for row aᵢ of the design
// and R its QR factor, so H itself is never formed. A point of leverage
// near 1, or data that leave a fold underdetermined, are refitted
// directly.
func PolyLOO(x, t []float64, m int, lambda float64) ([]float64, error) {
	if err := checkFit(x, t, m, lambda); err != nil {
		return nil, err
	}
	n := len(x)
	if n < 2 {
		return LOOScores(x, t, m, lambda) // reports the error
	}
	if lambda == 0 && distinct(x) < m+2 {
		return LOOScores(x, t, m, lambda)
	}
	r, d, resid := looDesign(x, t, m, lambda)
	if r == nil {
		return LOOScores(x, t, m, lambda)
	}
	h := leverages(r, d)
	scores := make([]float64, n)
	for i := range n {
		if h[i] > looDirect || math.IsNaN(h[i]) {
			s, err := looFold(x, t, m, lambda, i)
			if err != nil {
				return nil, err
			}
			scores[i] = s
			continue
		}
		e := resid[i] / (1 - h[i])
		scores[i] = e * e
	}
	return scores, nil
}

// looDesign factorises the design of the fit to all n points. It returns
// the c×c factor R, the n design rows, and the residuals eᵢ = tᵢ − f(xᵢ),
// or a nil R when the design is singular.
func looDesign(x, t []float64, m int, lambda float64) (r, d *mat.Dense, resid []float64) {
	n := len(x)
	lo, hi := slices.Min(x), slices.Max(x)
	center, half := (lo+hi)/2, (hi-lo)/2
	if half == 0 {
		half = 1
	}
	d = mat.NewDense(n, m+1, nil)
	var a, b *mat.Dense
	if lambda == 0 {
		chebVandermonde(d.RawMatrix().Data, x, m, center, half)
		a, b = d, mat.NewDense(n, 1, slices.Clone(t))
	} else {
		monoVandermonde(d.RawMatrix().Data, x, m)
		a, b = stackRidge(d, t, math.Sqrt(float64(n-1)*lambda/2))
	}
	var qr mat.QR
	qr.Factorize(a)
	var c mat.Dense
	if err := qr.SolveTo(&c, false, b); err != nil && !isCondition(err) {
		return nil, nil, nil
	}
	resid = slices.Clone(t)
	var fit mat.VecDense
	fit.MulVec(d, c.ColView(0))
	for i := range resid {
		resid[i] -= fit.AtVec(i)
	}
	return upperR(&qr, m+1), d, resid
}

// isCondition reports whether err is only gonum's warning that a matrix
// is ill-conditioned, the solution having been computed all the same.
func isCondition(err error) bool {
	var c mat.Condition
	return errors.As(err, &c)
}

// leverages returns Hᵢᵢ = ‖zᵢ‖² for each row aᵢ of the design d, where
// Rᵀzᵢ = aᵢ: row i of Z = D·R⁻¹, which is the first c columns of Q, so H
// itself, n×n, is never formed.
func leverages(r, d *mat.Dense) []float64 {
	n, c := d.Dims()
	h := make([]float64, n)
	z := make([]float64, c)
	rt := make([]float64, c*c) // Rᵀ row-major: rt[k*c+j] = R[j][k]
	for j := range c {
		for k := range c {
			rt[k*c+j] = r.At(j, k)
		}
	}
	for i := range n {
		a := d.RawRowView(i)
		var s float64
		for k := range c { // forward substitution with the lower Rᵀ
			v := a[k]
			row := rt[k*c : k*c+k]
			for j, rkj := range row {
				v -= rkj * z[j]
			}
			z[k] = v / rt[k*c+k]
			s += z[k] * z[k]
		}
		h[i] = s
	}
	return h
}

// looFold returns the squared error at xᵢ of the fit to the other points.
func looFold(x, t []float64, m int, lambda float64, i int) (float64, error) {
	xs := append(slices.Clone(x[:i]), x[i+1:]...)
	ts := append(slices.Clone(t[:i]), t[i+1:]...)
	p, err := FitPoly(xs, ts, m, lambda)
	if err != nil {
		return 0, err
	}
	d := p.Eval(x[i]) - t[i]
	return d * d, nil
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
