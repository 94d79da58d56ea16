package selection

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// sol is the fit of one degree and λ solved from a factor, in the
// factor's working units.
type sol struct {
	cheb    []float64 // Chebyshev coefficients of the fit, t in units of ts
	w       []float64 // coefficients in powers of x, units of ts (nil unless computed)
	minNorm bool
	cond    float64
	k       *mat.Dense // R_m·C_m, the plain-power design's small factor (λ > 0 only)
	rt      *mat.Dense // λ > 0: the triangular factor of [R_m·C_m; αI]
}

// leading returns the leading (m+1)×(m+1) block of f's R and the first
// m+1 entries of its t column.
func (f *factor) leading(m int) (*mat.Dense, []float64) {
	r := mat.NewDense(m+1, m+1, nil)
	z := make([]float64, m+1)
	for i := range m + 1 {
		copy(r.RawRowView(i)[i:], f.r[i*f.c+i:i*f.c+m+1])
		z[i] = f.r[i*f.c+f.c-1]
	}
	return r, z
}

// errOverflow reports a fit whose working overflows float64.
var errOverflow = errors.New("overflow")

// solveDegree solves (1.19) of degree m from the factor f of n rows with
// nDistinct distinct x (counted up to m + 1). The penalty is α² = nα·λ/2
// (nα is n, or n − 1 for the leave-one-out closed form).
func solveDegree(f *factor, s scale, m, n, nDistinct, nAlpha int, lambda float64) (*sol, error) {
	r, z := f.leading(m)
	if lambda > 0 {
		return solveRidge(r, z, s, m, nAlpha, lambda)
	}
	var svd mat.SVD
	if !svd.Factorize(r, mat.SVDFull) {
		return nil, errors.New("the singular value decomposition did not converge")
	}
	sv := svd.Values(nil)
	cond := sv[0] / sv[m]
	if nDistinct >= m+1 && cond <= 1/(float64(n)*epsilon) {
		c := make([]float64, m+1)
		for i := m; i >= 0; i-- { // back substitution, R_m c = z
			v := z[i]
			for j := i + 1; j <= m; j++ {
				v -= r.At(i, j) * c[j]
			}
			c[i] = v / r.At(i, i)
		}
		return &sol{cheb: c, cond: cond}, nil
	}
	return minNormCheb(f, &svd, sv, z, s, m, n, nDistinct), nil
}

// minNormCheb returns the least-squares fit whose w, in powers of x, has
// the least norm: the rank is judged in the Chebyshev basis (singular
// values of R_m above numpy.linalg.lstsq's cut-off max(N, M+1)·ε·σ_max,
// and at most the number of distinct x), so that a fit of higher degree
// never fits worse; then, among the fits of least error, c₀ + N·y with N
// the null space of R_m, the one of least ‖w‖ = ‖C⁻¹(c₀ + Ny)‖.
func minNormCheb(f *factor, svd *mat.SVD, sv, z []float64, s scale, m, n, nDistinct int) *sol {
	var u, v mat.Dense
	svd.UTo(&u)
	svd.VTo(&v)
	cut := float64(max(n, m+1)) * 2 * epsilon * sv[0]
	rank := 0
	for rank < len(sv) && sv[rank] > cut && rank < nDistinct {
		rank++
	}
	c := make([]float64, m+1)
	for k := range rank {
		var uz float64
		for i := range m + 1 {
			uz += u.At(i, k) * z[i]
		}
		uz /= sv[k]
		for j := range c {
			c[j] += uz * v.At(j, k)
		}
	}
	out := &sol{cheb: c, minNorm: true, cond: sv[0] / sv[m]}
	if rank <= m {
		leastW(out, f, &v, rank, s, m, n)
	}
	return out
}

// leastW moves out.cheb along the null space (columns rank… of v) to the
// point of least ‖w‖ in powers of x. Where the powers overflow, or the
// move would change the fit's errors by more than rounding, it leaves the
// minimum-norm fit in the Chebyshev basis, which fits the data as well.
func leastW(out *sol, f *factor, v *mat.Dense, rank int, s scale, m, n int) {
	b := chebToMonomial(out.cheb, s.center, s.half, 1)
	k := m + 1 - rank
	a := mat.NewDense(m+1, k, nil)
	for j := range k {
		col := make([]float64, m+1)
		for i := range col {
			col[i] = v.At(i, rank+j)
		}
		a.SetCol(j, chebToMonomial(col, s.center, s.half, 1))
	}
	if !allFinite(b) || !allFinite(a.RawMatrix().Data) {
		return
	}
	var y mat.Dense
	var qr mat.QR
	qr.Factorize(a)
	if err := qr.SolveTo(&y, false, mat.NewDense(m+1, 1, b)); err != nil && !isCondition(err) {
		return
	}
	c := append([]float64(nil), out.cheb...)
	for j := range k {
		yj := -y.At(j, 0)
		for i := range c {
			c[i] += yj * v.At(i, rank+j)
		}
	}
	// Far from 0 the least-‖w‖ point lies far along the null space, where
	// R_m's rounding (its null space is exact only to ε·σ_max) and the
	// evaluation of large coefficients (errors up to about ε·Σ|c_k| a
	// point) would spoil the fit itself: keep the move only if, with that
	// evaluation error added, it leaves the sum of squared errors as it was
	// to 1e-12 of itself or 1e-24 of ‖t‖².
	var l1 float64
	for _, v := range c {
		l1 += math.Abs(v)
	}
	evalErr := float64(n) * (4 * epsilon * l1) * (4 * epsilon * l1)
	if allFinite(c) && f.residual(c)+evalErr <= f.residual(out.cheb)*(1+1e-12)+1e-24*f.residual(nil) {
		out.cheb = c
	}
}

// solveRidge solves (1.19) with λ > 0 from the small factors: with the
// plain-power design V = Φ·C (C the change of basis from powers of x to
// Chebyshev series in u) and Φ = QR, ‖Vw − t‖² + α²‖w‖² equals
// ‖R_m C w − z‖² + α²‖w‖² plus a constant, so the stacked
// [R_m C; αI]w ≈ [z; 0] of 2(M+1) rows replaces the N + M + 1 of
// [V; αI]. α = √(λ·nα/2), taken as √λ·√(nα/2) so that it cannot overflow.
func solveRidge(r *mat.Dense, z []float64, s scale, m, nAlpha int, lambda float64) (*sol, error) {
	cm := s.cBlock(m)
	if cm == nil {
		return nil, fmt.Errorf("λ > 0 penalises w in powers of x, and x^%d overflows float64 here: %w", m, errOverflow)
	}
	var k mat.Dense
	k.Mul(r, cm)
	alpha := math.Sqrt(lambda) * math.Sqrt(float64(nAlpha)/2)
	// In the working units t/ts the penalty is the same: w scales with t.
	a := mat.NewDense(2*(m+1), m+1, nil)
	a.Slice(0, m+1, 0, m+1).(*mat.Dense).Copy(&k)
	for j := range m + 1 {
		a.Set(m+1+j, j, alpha)
	}
	b := mat.NewDense(2*(m+1), 1, nil)
	copy(b.RawMatrix().Data, z)
	if !allFinite(a.RawMatrix().Data) {
		return nil, fmt.Errorf("λ = %g: the penalised design overflows float64: %w", lambda, errOverflow)
	}
	var qr mat.QR
	qr.Factorize(a)
	var w mat.Dense
	if err := qr.SolveTo(&w, false, b); err != nil && !isCondition(err) {
		return nil, fmt.Errorf("λ = %g: the penalised design is singular in float64: %w", lambda, errOverflow)
	}
	ws := append([]float64(nil), w.RawMatrix().Data...)
	c := monomialToCheb(ws, s.center, s.half)
	if !allFinite(ws) || !allFinite(c) {
		return nil, fmt.Errorf("λ = %g: the coefficients overflow float64: %w", lambda, errOverflow)
	}
	rt := upperR(&qr, m+1)
	return &sol{cheb: c, w: ws, cond: mat.Cond(rt, 2), k: &k, rt: rt}, nil
}

// monomialCond returns the 2-norm condition number of the plain-power
// design [xᵢᵏ] from the small factor R_m·C (its singular values are V's),
// or +Inf and the reason when float64 cannot hold it.
func monomialCond(f *factor, s scale, m int, k *mat.Dense) (float64, string) {
	if k == nil {
		cm := s.cBlock(m)
		if cm == nil {
			return math.Inf(1), fmt.Sprintf("x^%d overflows float64 at these x", m)
		}
		r, _ := f.leading(m)
		k = new(mat.Dense)
		k.Mul(r, cm)
	}
	if !allFinite(k.RawMatrix().Data) {
		return math.Inf(1), fmt.Sprintf("the plain powers x^k up to k = %d overflow float64 at these x", m)
	}
	var svd mat.SVD
	if !svd.Factorize(k, mat.SVDNone) {
		return math.Inf(1), "the singular value decomposition did not converge"
	}
	sv := svd.Values(nil)
	if !(sv[m] > 0) {
		return math.Inf(1), "the plain-power design is singular in float64"
	}
	c := sv[0] / sv[m]
	if math.IsInf(c, 0) || math.IsNaN(c) {
		return math.Inf(1), "the condition number exceeds float64's range"
	}
	return c, ""
}

func allFinite(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
