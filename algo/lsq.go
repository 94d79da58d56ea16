package algo

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
	// perceptron uses, so a point on the line counts as an error.
	Errors int
}

// LeastSquares regresses the labels y (±1) on (1, x) and returns the
// zero crossing of the fit. With noBias it regresses on x alone (b = 0).
// When the design matrix is rank-deficient (collinear points, fewer points
// than unknowns) it returns the minimum-norm solution over (b, w), as
// LAPACK's gelsd does.
//
// Least squares is not a separating method: it can misclassify separable
// data (the orange line of ESL Fig. 4.14).
func LeastSquares(x *mat.Dense, y []float64, noBias bool) (LSQResult, error) {
	if err := lpCheckData(x, y); err != nil {
		return LSQResult{}, err
	}
	n, d := x.Dims()
	off := 1
	if noBias {
		off = 0
	}
	a := mat.NewDense(n, d+off, nil)
	for i := 0; i < n; i++ {
		row := a.RawRowView(i)
		if !noBias {
			row[0] = 1
		}
		copy(row[off:], x.RawRowView(i))
	}
	beta, ok := lsqMinNorm(a, y)
	if !ok {
		return LSQResult{}, errors.New("least squares failed: the SVD did not converge")
	}
	for _, v := range beta {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return LSQResult{}, errors.New("the least-squares solution is not finite")
		}
	}
	lsqZeroNoise(a, y, beta)
	res := LSQResult{W: beta[off:]}
	if !noBias {
		res.B = beta[0]
	}
	for i, yi := range y {
		if yi*(floats.Dot(res.W, x.RawRowView(i))+res.B) <= 0 {
			res.Errors++
		}
	}
	return res, nil
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
// ok is false when the SVD fails to converge.
func lsqMinNorm(a *mat.Dense, b []float64) (z []float64, ok bool) {
	m, n := a.Dims()
	z = make([]float64, n)
	var svd mat.SVD
	if !svd.Factorize(a, mat.SVDThin) {
		return nil, false
	}
	if s := svd.Values(nil); len(s) == 0 || s[0] == 0 {
		return z, true
	}
	rank := svd.Rank(float64(max(m, n)) * 0x1p-52)
	dst := mat.NewVecDense(n, z)
	svd.SolveVecTo(dst, mat.NewVecDense(m, b), rank)
	return z, true
}
