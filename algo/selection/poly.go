package selection

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/param"
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
	// W holds w₀…w_M, the coefficients in powers of the original x (±Inf
	// where float64 cannot hold one).
	W []float64
	// MinNorm reports that λ = 0 and the points do not determine w (fewer
	// distinct x than M + 1, or a design singular in float64): W is then
	// the w of least ‖w‖ among those of least error, the limit of (1.19)
	// as λ → 0 (the rank judged in the Chebyshev basis). Where float64
	// cannot reach that w without spoiling the fit (x far from 0), it is
	// the fit whose Chebyshev coefficients have least norm.
	MinNorm bool
	// Distinct is the number of distinct x, counted no further than
	// M + 1: below M + 1 it is exact, and then MinNorm holds.
	Distinct int
	// Cond is the 2-norm condition number of the design the fit solved:
	// the Chebyshev design on x scaled to [−1, 1] when λ = 0, [V; √(Nλ/2)·I]
	// when λ > 0 (+Inf when singular).
	Cond float64
	// MonomialCond is the condition number of the monomial design
	// V = [xᵢᵏ] itself, the one the normal equations would square, or
	// +Inf when float64 cannot hold it (MonomialCondNote says why).
	MonomialCond float64
	// MonomialCondNote says why MonomialCond is +Inf; empty otherwise.
	MonomialCondNote string
	// TrainRMSE is E_RMS on the points fitted, from the fit's factor in
	// the Chebyshev basis (+Inf when it exceeds float64's range).
	TrainRMSE float64

	cheb         []float64 // Chebyshev coefficients, t in units of ts
	center, half float64   // u = (x − center)/half maps the data to [−1, 1]
	ts           float64   // the unit of t in cheb
}

// FitPoly fits a polynomial of degree m to the points (x[i], t[i]) with
// penalty λ = lambda ≥ 0 by (1.19), and reports w in powers of x. It is
// FitPolys of one degree.
func FitPoly(x, t []float64, m int, lambda float64) (*Poly, error) {
	ps, err := FitPolys(context.Background(), x, t, []int{m}, lambda)
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// FitPolys fits each degree of ms to the points (x[i], t[i]) with penalty
// λ ≥ 0 by (1.19). It stops with ctx's error when ctx is cancelled.
//
// It never forms the normal equations, nor any N×(M+1) matrix. It maps x
// to [−1, 1] and folds the rows of the Chebyshev design [T₀(u) … T_M(u) | t]
// into one small triangular factor R by Householder QR, 512 rows at a time
// (M the largest degree asked). Each degree's fit is read from R's leading
// block: with λ = 0 and M + 1 distinct x or more by back substitution, the
// coefficients converted to powers of x in 256-bit arithmetic, the fit
// evaluated (Eval, RMSE) in the Chebyshev basis so that large monomial
// coefficients never cancel in float64. With λ > 0 it solves
// ‖[R_m·C; αI]w − [z; 0]‖, α² = Nλ/2, C the change of basis from powers of x,
// which is (1.19) times N up to a constant. With λ = 0 and too few distinct
// x it takes the minimum-norm w (see Poly.MinNorm).
func FitPolys(ctx context.Context, x, t []float64, ms []int, lambda float64) ([]*Poly, error) {
	top := 0
	for _, m := range ms {
		if err := checkFit(x, t, m, lambda); err != nil {
			return nil, err
		}
		top = max(top, m)
	}
	if len(ms) == 0 {
		return nil, checkFit(x, t, 0, lambda)
	}
	s := newScale(x, t)
	if lambda > 0 {
		s = s.withC(top)
	}
	f := newFactor(top + 2)
	if err := newQRWork(top+2, s).addRows(ctx, f, x, t, rowSet{hi: len(x)}); err != nil {
		return nil, err
	}
	nd := distinctUpTo(x, top+1, nil)
	out := make([]*Poly, len(ms))
	for i, m := range ms {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p, err := polyFromFactor(f, s, m, len(x), nd, lambda)
		if err != nil {
			return nil, err
		}
		out[i] = p
	}
	return out, nil
}

// polyFromFactor solves degree m from the factor f of all n points.
func polyFromFactor(f *factor, s scale, m, n, nd int, lambda float64) (*Poly, error) {
	so, err := solveDegree(f, s, m, n, min(nd, m+1), n, lambda)
	if err != nil {
		return nil, overflowError(err, s)
	}
	p := &Poly{Degree: m, Lambda: lambda, N: n, MinNorm: so.minNorm, Distinct: min(nd, m+1), Cond: so.cond,
		cheb: so.cheb, center: s.center, half: s.half, ts: s.ts}
	if so.w != nil {
		p.W = make([]float64, len(so.w))
		for k, v := range so.w {
			p.W[k] = v * s.ts
		}
	} else {
		p.W = chebToMonomial(so.cheb, s.center, s.half, s.ts)
	}
	p.MonomialCond, p.MonomialCondNote = monomialCond(f, s, m, so.k)
	p.TrainRMSE = math.Sqrt(f.residual(so.cheb)/float64(n)) * s.ts
	if math.IsNaN(p.TrainRMSE) {
		return nil, fmt.Errorf("the fit of degree %d is not a number in float64", m)
	}
	return p, nil
}

// overflowError words an overflow in the working for the user.
func overflowError(err error, s scale) error {
	if errors.Is(err, errOverflow) {
		return fmt.Errorf("%v (x around %g, t up to %g)", strings.TrimSuffix(err.Error(), ": "+errOverflow.Error()), s.center, s.ts)
	}
	return err
}

// checkFit checks FitPoly's arguments.
func checkFit(x, t []float64, m int, lambda float64) error {
	switch {
	case len(x) != len(t):
		return fmt.Errorf("%d values of x for %d of t", len(x), len(t))
	case len(x) == 0:
		return errors.New("no points to fit")
	case param.M.CheckInt(m) != nil:
		return param.M.CheckInt(m)
	case param.FitLambda.Check(lambda) != nil:
		return param.FitLambda.Check(lambda)
	}
	for i := range x {
		if math.IsNaN(x[i]) || math.IsInf(x[i], 0) || math.IsNaN(t[i]) || math.IsInf(t[i], 0) {
			return fmt.Errorf("point %d is not finite: (%v, %v)", i+1, x[i], t[i])
		}
	}
	return nil
}

// epsilon is float64's unit roundoff, 2⁻⁵³.
const epsilon = 0x1p-53

// upperR returns the leading k×k block of qr's R.
func upperR(qr *mat.QR, k int) *mat.Dense {
	var r mat.Dense
	qr.RTo(&r)
	return mat.DenseCopyOf(r.Slice(0, k, 0, k))
}

// Eval returns f(x; w), computed in the Chebyshev basis the fit solved in
// (Clenshaw's recurrence), never from the monomial coefficients.
func (p *Poly) Eval(x float64) float64 { return p.ts * p.evalScaled(x) }

// evalScaled returns f(x; w)/ts.
func (p *Poly) evalScaled(x float64) float64 { return clenshaw(p.cheb, (x-p.center)/p.half) }

// RMSE returns E_RMS = √((1/N)Σ(f(xᵢ) − tᵢ)²) over the points (x[i], t[i]),
// or NaN when there are none. It works in units of the fit's t, so that
// it overflows only when E_RMS itself exceeds float64's range.
func (p *Poly) RMSE(x, t []float64) float64 { return math.Sqrt(p.mseScaled(x, t)) * p.ts }

// MSE returns (1/N)Σ(f(xᵢ) − tᵢ)², the score of a test fold.
func (p *Poly) MSE(x, t []float64) float64 { return p.mseScaled(x, t) * p.ts * p.ts }

func (p *Poly) mseScaled(x, t []float64) float64 {
	if len(x) == 0 {
		return math.NaN()
	}
	var s float64
	inv := 1 / p.ts
	for i, xi := range x {
		d := p.evalScaled(xi) - t[i]*inv
		s += d * d
	}
	return s / float64(len(x))
}
