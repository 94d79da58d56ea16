package selection

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// MaxDegree is the largest degree FitPoly accepts. Beyond it the monomial
// coefficients of a fit on [0, 1] overflow any sensible table and the
// Chebyshev design gains nothing.
const MaxDegree = 30

// Poly is a polynomial fitted to points (xᵢ, tᵢ) by objective (1.19) of Li
// Hang: (1/N)Σ(f(xᵢ; w) − tᵢ)² + (λ/2)‖w‖², f(x; w) = w₀ + w₁x + … + w_M x^M.
type Poly struct {
	// Degree is M.
	Degree int
	// Lambda is λ of (1.19); all of w₀…w_M are penalised.
	Lambda float64
	// N is the number of points fitted.
	N int
	// W holds w₀…w_M, the coefficients in powers of the original x.
	W []float64
	// MinNorm reports that λ = 0 and the points do not determine w (fewer
	// distinct x than M + 1): W is then the w of least ‖w‖ among those of
	// least error, the limit of (1.19) as λ → 0.
	MinNorm bool
	// Cond is the 2-norm condition number of the design matrix the fit
	// factorised: the Chebyshev design on x scaled to [−1, 1] when λ = 0,
	// [V; √(Nλ/2)·I] when λ > 0, the monomial V for a minimum-norm w.
	Cond float64
	// MonomialCond is the condition number of the monomial design
	// V = [xᵢᵏ] itself, the one the normal equations would square.
	MonomialCond float64

	cheb         []float64 // Chebyshev coefficients when solved in that basis
	center, half float64   // u = (x − center)/half maps the data to [−1, 1]
}

// FitPoly fits a polynomial of degree m to the points (x[i], t[i]) with
// penalty λ = lambda ≥ 0 by (1.19), and reports w in powers of x.
//
// It never forms the normal equations. With λ = 0 and M + 1 distinct x or
// more it solves in the Chebyshev basis on x mapped to [−1, 1] by
// Householder QR and converts the coefficients to powers of x in 256-bit
// arithmetic; the fit is evaluated (Eval, RMSE) in the Chebyshev basis, so
// that large monomial coefficients never cancel in float64. With λ > 0 it
// solves the least-squares problem ‖[V; αI]w − [t; 0]‖ with α² = Nλ/2,
// equivalent to (1.19), by QR. With λ = 0 and too few distinct x it takes
// the minimum-norm w from the SVD of V.
func FitPoly(x, t []float64, m int, lambda float64) (*Poly, error) {
	if err := checkFit(x, t, m, lambda); err != nil {
		return nil, err
	}
	lo, hi := floats.Min(x), floats.Max(x)
	p := &Poly{Degree: m, Lambda: lambda, N: len(x), center: (lo + hi) / 2, half: (hi - lo) / 2}
	if p.half == 0 {
		p.half = 1
	}
	v := mat.NewDense(len(x), m+1, nil)
	monoVandermonde(v.RawMatrix().Data, x, m)
	p.MonomialCond = mat.Cond(v, 2)
	switch {
	case lambda > 0:
		p.fitRidge(v, t)
	case distinct(x) >= m+1 && p.fitCheb(x, t):
	default:
		p.fitMinNorm(v, t)
	}
	return p, nil
}

// checkFit checks FitPoly's arguments.
func checkFit(x, t []float64, m int, lambda float64) error {
	switch {
	case len(x) != len(t):
		return fmt.Errorf("%d values of x for %d of t", len(x), len(t))
	case len(x) == 0:
		return errors.New("no points to fit")
	case m < 0 || m > MaxDegree:
		return fmt.Errorf("the degree M must be in 0…%d, got %d", MaxDegree, m)
	case math.IsNaN(lambda) || math.IsInf(lambda, 0) || lambda < 0:
		return fmt.Errorf("λ must be a finite number ≥ 0, got %v", lambda)
	}
	for i := range x {
		if math.IsNaN(x[i]) || math.IsInf(x[i], 0) || math.IsNaN(t[i]) || math.IsInf(t[i], 0) {
			return fmt.Errorf("point %d is not finite: (%v, %v)", i+1, x[i], t[i])
		}
	}
	return nil
}

// distinct returns the number of distinct values in x.
func distinct(x []float64) int {
	s := slices.Clone(x)
	slices.Sort(s)
	return len(slices.Compact(s))
}

// fitCheb solves the plain least-squares fit in the Chebyshev basis. It
// reports false when the design is numerically rank deficient, which
// leaves the minimum-norm fit to decide w.
func (p *Poly) fitCheb(x, t []float64) bool {
	m := p.Degree
	phi := mat.NewDense(len(x), m+1, nil)
	chebVandermonde(phi.RawMatrix().Data, x, m, p.center, p.half)
	var qr mat.QR
	qr.Factorize(phi)
	r := upperR(&qr, m+1)
	p.Cond = mat.Cond(r, 2)
	if p.Cond > 1/(float64(len(x))*epsilon) {
		return false
	}
	var c mat.Dense
	if err := qr.SolveTo(&c, false, mat.NewDense(len(t), 1, slices.Clone(t))); err != nil {
		return false
	}
	p.cheb = slices.Clone(c.RawMatrix().Data)
	p.W = chebToMonomial(p.cheb, p.center, p.half)
	return true
}

// epsilon is float64's unit roundoff, 2⁻⁵³.
const epsilon = 0x1p-53

// fitRidge solves (1.19) with λ > 0 as the least-squares problem
// ‖[V; αI]w − [t; 0]‖², α² = Nλ/2: (1.19) times N is
// ‖Vw − t‖² + (Nλ/2)‖w‖². The stacked matrix has full rank for any data.
func (p *Poly) fitRidge(v *mat.Dense, t []float64) {
	a, b := stackRidge(v, t, math.Sqrt(float64(p.N)*p.Lambda/2))
	var qr mat.QR
	qr.Factorize(a)
	p.Cond = mat.Cond(upperR(&qr, p.Degree+1), 2)
	var w mat.Dense
	if err := qr.SolveTo(&w, false, b); err != nil && !isCondition(err) {
		// Cannot happen: α > 0 makes R invertible unless α underflows.
		p.fitMinNorm(v, t)
		return
	}
	p.W = slices.Clone(w.RawMatrix().Data)
}

// stackRidge returns [V; αI] and [t; 0].
func stackRidge(v *mat.Dense, t []float64, alpha float64) (*mat.Dense, *mat.Dense) {
	n, c := v.Dims()
	a := mat.NewDense(n+c, c, nil)
	a.Slice(0, n, 0, c).(*mat.Dense).Copy(v)
	for k := range c {
		a.Set(n+k, k, alpha)
	}
	b := mat.NewDense(n+c, 1, nil)
	copy(b.RawMatrix().Data, t)
	return a, b
}

// upperR returns the leading k×k block of qr's R.
func upperR(qr *mat.QR, k int) *mat.Dense {
	var r mat.Dense
	qr.RTo(&r)
	return mat.DenseCopyOf(r.Slice(0, k, 0, k))
}

// fitMinNorm takes w = V⁺t by the SVD of V, with numpy.linalg.lstsq's
// cut-off: singular values below max(N, M+1)·ε·σ_max count as zero.
func (p *Poly) fitMinNorm(v *mat.Dense, t []float64) {
	p.MinNorm = p.Lambda == 0
	var svd mat.SVD
	if !svd.Factorize(v, mat.SVDThin) {
		p.W = make([]float64, p.Degree+1) // gonum's SVD does not fail on finite data
		return
	}
	s := svd.Values(nil)
	var u, vt mat.Dense
	svd.UTo(&u)
	svd.VTo(&vt)
	n, c := v.Dims()
	cut := float64(max(n, c)) * 2 * epsilon * s[0]
	p.Cond = s[0] / s[len(s)-1]
	w := make([]float64, c)
	for k, sk := range s {
		if sk <= cut {
			break
		}
		coef := mat.Dot(u.ColView(k), mat.NewVecDense(n, slices.Clone(t))) / sk
		for j := range w {
			w[j] += coef * vt.At(j, k)
		}
	}
	p.W = w
}

// Eval returns f(x; w), computed in the basis the fit solved in: the
// Chebyshev series when λ = 0, Horner's rule in x otherwise.
func (p *Poly) Eval(x float64) float64 {
	if p.cheb != nil {
		return clenshaw(p.cheb, (x-p.center)/p.half)
	}
	return horner(p.W, x)
}

// RMSE returns E_RMS = √((1/N)Σ(f(xᵢ) − tᵢ)²) over the points (x[i], t[i]),
// or NaN when there are none.
func (p *Poly) RMSE(x, t []float64) float64 { return math.Sqrt(p.MSE(x, t)) }

// MSE returns (1/N)Σ(f(xᵢ) − tᵢ)², the score of a test fold.
func (p *Poly) MSE(x, t []float64) float64 {
	if len(x) == 0 {
		return math.NaN()
	}
	var s float64
	for i, xi := range x {
		d := p.Eval(xi) - t[i]
		s += d * d
	}
	return s / float64(len(x))
}
