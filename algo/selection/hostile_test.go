package selection

import (
	"math"
	"math/rand/v2"
	"testing"
)

// spread returns n points x = base + step·i, t = sin(i/5).
func spread(n int, base, step float64) (x, t []float64) {
	x, t = make([]float64, n), make([]float64, n)
	for i := range x {
		x[i] = base + step*float64(i)
		t[i] = math.Sin(float64(i) / 5)
	}
	return x, t
}

// TestFitFarFromZero fits where the plain powers x^k overflow float64:
// degree 30 at x ≈ 5·10¹⁰ and degree 12 at x ≈ 10²⁶ (the monomial design's
// condition number used to panic, "lapack: cfrom is NaN"). The fit lives
// in the Chebyshev basis, which does not care where x lies: it must equal
// the fit of the same points shifted to start at 0 (an exact shift here),
// to 1e-9 relative, and the monomial condition number must be reported as
// +Inf with a reason.
func TestFitFarFromZero(t *testing.T) {
	for _, tc := range []struct {
		n, m       int
		base, step float64
	}{{60, 30, 5e10, 1024}, {40, 12, 1e26, 1e24}} {
		x, tt := spread(tc.n, tc.base, tc.step)
		p, err := FitPoly(x, tt, tc.m, 0)
		if err != nil {
			t.Fatalf("M = %d at x ≈ %g: %v", tc.m, tc.base, err)
		}
		xs, _ := spread(tc.n, 0, tc.step)
		q, err := FitPoly(xs, tt, tc.m, 0)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := trainRMSE(p, x, tt), trainRMSE(q, xs, tt); math.Abs(a-b) > 1e-9*b+1e-15 {
			t.Errorf("M = %d at x ≈ %g: training E_RMS %g, shifted to 0: %g", tc.m, tc.base, a, b)
		}
		if !math.IsInf(p.MonomialCond, 1) || condNote(p) == "" || math.IsInf(p.Cond, 0) {
			t.Errorf("M = %d at x ≈ %g: condition %g, monomial %g (%q); want finite and +Inf with a reason", tc.m, tc.base, p.Cond, p.MonomialCond, condNote(p))
		}
	}
}

// TestFitHugeLambdaAndT: λ = 10³⁰⁸ (Nλ/2 overflows) must shrink w to 0,
// so that E_RMS is √(mean t²); t = ±10³⁰⁸ must give 10³⁰⁸ times the fit of
// ±1 (least squares is linear in t), to 1e-12 relative. Both used to
// panic.
func TestFitHugeLambdaAndT(t *testing.T) {
	x, tt := sinSet(30, 0, 1, 7)
	var ms float64
	for _, v := range tt {
		ms += v * v
	}
	want := math.Sqrt(ms / float64(len(tt)))
	for _, m := range []int{0, 3, 9} {
		p, err := FitPoly(x, tt, m, 1e308)
		if err != nil {
			t.Fatalf("λ = 1e308, M = %d: %v", m, err)
		}
		if math.Abs(trainRMSE(p, x, tt)-want) > 1e-12*want || math.Abs(p.RMSE(x, tt)-want) > 1e-12*want {
			t.Errorf("λ = 1e308, M = %d: E_RMS %g (direct %g), want √(mean t²) = %g", m, trainRMSE(p, x, tt), p.RMSE(x, tt), want)
		}
	}
	sign := make([]float64, len(x))
	big := make([]float64, len(x))
	for i := range x {
		sign[i] = float64(1 - 2*(i%2))
		big[i] = 1e308 * sign[i]
	}
	for _, m := range []int{0, 1, 3} {
		p, err := FitPoly(x, big, m, 0)
		if err != nil {
			t.Fatalf("t = ±1e308, M = %d: %v", m, err)
		}
		q, _ := FitPoly(x, sign, m, 0)
		if got, want := trainRMSE(p, x, big), 1e308*trainRMSE(q, x, sign); math.Abs(got-want) > 1e-12*want {
			t.Errorf("t = ±1e308, M = %d: E_RMS %g, want %g", m, got, want)
		}
		if got, want := p.RMSE(x, big), 1e308*q.RMSE(x, sign); math.Abs(got-want) > 1e-12*want {
			t.Errorf("t = ±1e308, M = %d: direct E_RMS %g, want %g", m, got, want)
		}
	}
}

// TestTrainRMSENeverRises is a property of nested least squares: with
// λ = 0 a fit of degree M + 1 can always reproduce the one of degree M, so
// training E_RMS never rises with M. Checked (to 1e-12 relative, rounding)
// on random sets at offsets up to 10¹², with few distinct x (minimum-norm
// fits), and on the hostile three values near 1.7·10⁹ where the
// minimum-norm fit in plain powers gave 0.5 at M = 2 but 1.34 at M = 3.
// Both E_RMS, from the factor and by evaluating the fit, are checked.
func TestTrainRMSENeverRises(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	type set struct {
		name string
		x, t []float64
	}
	var sets []set
	hx, ht := make([]float64, 30), make([]float64, 30)
	for i := range hx {
		hx[i] = 1.7e9 + float64(i%3)*0.5
		ht[i] = float64(i%3) + 2*r.NormFloat64()
	}
	sets = append(sets, set{"three values near 1.7e9", hx, ht})
	for _, off := range []float64{0, 1e3, 1e6, 1e9, 1e12} {
		for _, nd := range []int{4, 8, 40} {
			x, tt := make([]float64, 40), make([]float64, 40)
			for i := range x {
				x[i] = off + float64(r.IntN(nd))*(1+off*1e-6)
				tt[i] = math.Sin(float64(i)) + r.NormFloat64()
			}
			sets = append(sets, set{"offset", x, tt})
		}
	}
	for _, s := range sets {
		prevF, prevD := math.Inf(1), math.Inf(1)
		for m := range 16 {
			p, err := FitPoly(s.x, s.t, m, 0)
			if err != nil {
				t.Fatalf("%s, M = %d: %v", s.name, m, err)
			}
			f, d := trainRMSE(p, s.x, s.t), p.RMSE(s.x, s.t)
			if f > prevF*(1+1e-12) || d > prevD*(1+1e-12) {
				t.Errorf("%s (x from %g): M = %d: training E_RMS %.15g (direct %.15g), M − 1 gave %.15g (%.15g)", s.name, s.x[0], m, f, d, prevF, prevD)
			}
			if math.Abs(f-d) > 1e-9*d+1e-12 {
				t.Errorf("%s, M = %d: E_RMS from the factor %.15g, by evaluation %.15g", s.name, m, f, d)
			}
			prevF, prevD = math.Min(prevF, f), math.Min(prevD, d)
		}
	}
}

// TestBoundSubnormal checks the bound at a subnormal δ against mpmath at
// 50 digits: ε(10, 10, 1e-320) = 6.07918508512435387 (δ being the double
// nearest 1e-320, 9.99988671826830e-321), and N = 3733714 for d = 10,
// ε = 0.01, δ = 2⁻¹⁰⁷⁴ (need (ln 10 + 1074 ln 2)/(2·0.01²) = 3733713.285…).
// ln(1/δ) overflowed: ε came out +Inf, and N "exceeded 2⁵³".
func TestBoundSubnormal(t *testing.T) {
	eps, err := Epsilon(10, 10, 1e-320)
	if err != nil || math.Abs(eps-6.07918508512435387) > 1e-14*6.08 {
		t.Errorf("Epsilon(10, 10, 1e-320) = %v, %v; want 6.07918508512435387", eps, err)
	}
	n, err := SampleSize(10, 0.01, 4.9e-324)
	if err != nil || n != 3733714 {
		t.Errorf("SampleSize(10, 0.01, 4.9e-324) = %d, %v; want 3733714", n, err)
	}
}

// trainRMSE is p's training E_RMS as FitPoly reports it, from the factor.
func trainRMSE(p *Poly, _, _ []float64) float64 { return p.TrainRMSE }

// condNote is p's reason for an unrepresentable monomial condition number.
func condNote(p *Poly) string { return p.MonomialCondNote }
