package numeric

import (
	"errors"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// LSQResult is the least-squares classifier of ESL §4.2 (eq. 4.39 for two
// classes coded ±1): the hyperplane w·x + b = 0 where the regression of y
// on (1, x) crosses zero. Coefficients that only carry rounding noise (a
// contribution to the fit below 1e-12·‖y‖) are exactly 0.
type LSQResult struct {
	W []float64
	B float64
	// Errors counts the training points with yᵢ(w·xᵢ+b) ≤ 0, the rule the
	// perceptron uses, so a point on the line counts as an error. A point
	// whose fitted value is within rounding of 0 (below 1e-12 of the terms
	// w·x and b that make it) is on the line: the exact fit puts it there,
	// and only the solver's rounding would decide its side.
	Errors int
}

// LeastSquares regresses the labels y (±1) on (1, x) and returns the
// zero crossing of the fit. With noBias it regresses on x alone (b = 0).
// When the design matrix is rank-deficient (collinear points, fewer points
// than unknowns) it returns the minimum-norm solution over (b, w), as
// LAPACK's gelsd does.
//
// Data far from the origin or of extreme size are first moved by an exact
// change of coordinates (see newFrame), where the regression is well
// conditioned, and the fit is mapped back: Li Hang's example shifted by
// 10¹² or scaled by 1e300 still gives its line x⁽²⁾ = 2. A rank-deficient
// design is then solved with the minimum norm in those coordinates.
//
// Least squares is not a separating method: it can misclassify separable
// data (the orange line of ESL Fig. 4.14).
func LeastSquares(x *mat.Dense, y []float64, noBias bool) (LSQResult, error) {
	if err := lpCheckData(x, y); err != nil {
		return LSQResult{}, err
	}
	f := newFrame(x, !noBias, false)
	u := f.apply(x)
	a := lsqDesign(u, noBias)
	beta, ok := lsqMinNorm(a, y)
	if !ok {
		return LSQResult{}, errors.New("least squares failed: the SVD did not converge")
	}
	if !AllFinite(beta) {
		return LSQResult{}, errors.New("the least-squares solution is not finite")
	}
	lsqZeroNoise(a, y, beta)
	_, d := x.Dims()
	w, b := beta[len(beta)-d:], 0.0
	if !noBias {
		b = beta[0]
	}
	res := LSQResult{Errors: lsqErrors(u, y, w, b)}
	res.W, res.B = f.unmap(w, b)
	if !AllFinite(res.W) || !IsFinite(res.B) {
		return LSQResult{}, errors.New("the least-squares line leaves float64's range at this size of data")
	}
	return res, nil
}

// lsqDesign returns the design matrix [1 x], or x itself with noBias.
func lsqDesign(x *mat.Dense, noBias bool) *mat.Dense {
	if noBias {
		return x
	}
	n, d := x.Dims()
	a := mat.NewDense(n, d+1, nil)
	for i := 0; i < n; i++ {
		row := a.RawRowView(i)
		row[0] = 1
		copy(row[1:], x.RawRowView(i))
	}
	return a
}

// lsqErrors counts the points with yᵢ(w·xᵢ+b) ≤ lsqNoise·(|w|·|xᵢ| + |b|):
// on the wrong side, or within rounding of the line.
func lsqErrors(x *mat.Dense, y, w []float64, b float64) int {
	var e int
	for i, yi := range y {
		row := x.RawRowView(i)
		f, size := b, math.Abs(b)
		for k, wk := range w {
			f += wk * row[k]
			size += math.Abs(wk * row[k])
		}
		if yi*f <= lsqNoise*size {
			e++
		}
	}
	return e
}

// lsqNoise is the share of ‖y‖ below which a coefficient's whole
// contribution |βₖ|·‖aₖ‖ to the fit counts as rounding noise: the SVD
// solve is accurate to a few ulps times the condition number, so 1e-12
// leaves room for condition numbers up to about 10³.
const lsqNoise = 1e-12

// lsqZeroNoise sets to zero the coefficients whose contribution to the fit
// is rounding noise. Symmetric data then get their exact answer: XOR's fit
// is 0, not ±1e-16 (which would decide the sign of every point), and Li
// Hang's w₁ is 0, not −8e-16.
func lsqZeroNoise(a *mat.Dense, y, beta []float64) {
	ny := floats.Norm(y, 2)
	for k := range beta {
		if math.Abs(beta[k])*mat.Norm(a.ColView(k), 2) <= lsqNoise*ny {
			beta[k] = 0
		}
	}
}

// lsqMinNorm returns the minimum-norm least-squares solution of a·z = b,
// cutting singular values below ε·max(m, n)·σ₁ as numpy's lstsq does.
// ok is false when a or b is not finite, or when the SVD fails to converge
// or overflows.
func lsqMinNorm(a *mat.Dense, b []float64) (z []float64, ok bool) {
	m, n := a.Dims()
	if !AllFinite(a.RawMatrix().Data) || !AllFinite(b) {
		return nil, false // LAPACK's SVD can loop for ever on NaN
	}
	z = make([]float64, n)
	var svd mat.SVD
	if !svd.Factorize(a, mat.SVDThin) {
		return nil, false
	}
	s := svd.Values(nil)
	if !AllFinite(s) {
		return nil, false
	}
	if len(s) == 0 || s[0] == 0 {
		return z, true
	}
	rank := svd.Rank(float64(max(m, n)) * 0x1p-52)
	if rank == 0 { // only when rounding made σ₁ itself look like noise
		return z, true
	}
	dst := mat.NewVecDense(n, z)
	svd.SolveVecTo(dst, mat.NewVecDense(m, b), rank)
	return z, true
}
