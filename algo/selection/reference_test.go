package selection

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// exactFit solves (1.19) exactly in rational arithmetic: the normal
// equations (VᵀV + (Nλ/2)I)w = Vᵀt, which are exact here, whatever their
// condition, since nothing is rounded. It returns w as big.Rats. The
// float64 inputs are exact rationals, so this is the true answer to the
// problem FitPoly is given.
func exactFit(x, t []float64, m int, lambda float64) []*big.Rat {
	n, c := len(x), m+1
	a := make([][]*big.Rat, c) // augmented [VᵀV + αI | Vᵀt]
	pow := make([][]*big.Rat, n)
	for i := range x {
		pow[i] = make([]*big.Rat, 2*c)
		pow[i][0] = big.NewRat(1, 1)
		xi := new(big.Rat).SetFloat64(x[i])
		for k := 1; k < 2*c; k++ {
			pow[i][k] = new(big.Rat).Mul(pow[i][k-1], xi)
		}
	}
	alpha := new(big.Rat).SetFloat64(lambda)
	alpha.Mul(alpha, big.NewRat(int64(n), 2))
	for j := range c {
		a[j] = make([]*big.Rat, c+1)
		for k := range c + 1 {
			s := new(big.Rat)
			for i := range x {
				if k < c {
					s.Add(s, pow[i][j+k])
				} else {
					s.Add(s, new(big.Rat).Mul(pow[i][j], new(big.Rat).SetFloat64(t[i])))
				}
			}
			a[j][k] = s
		}
		a[j][j].Add(a[j][j], alpha)
	}
	return solveRat(a)
}

// solveRat solves the augmented system a by Gauss–Jordan elimination.
func solveRat(a [][]*big.Rat) []*big.Rat {
	c := len(a)
	for col := range c {
		p := col
		for a[p][col].Sign() == 0 {
			p++
		}
		a[col], a[p] = a[p], a[col]
		for r := range c {
			if r == col || a[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(a[r][col], a[col][col])
			for k := col; k <= c; k++ {
				a[r][k].Sub(a[r][k], new(big.Rat).Mul(f, a[col][k]))
			}
		}
	}
	w := make([]*big.Rat, c)
	for j := range w {
		w[j] = new(big.Rat).Quo(a[j][c], a[j][j])
	}
	return w
}

// exactRMSE returns E_RMS of the exact coefficients w on (x, t), the mean
// square computed exactly and only its square root in float64.
func exactRMSE(w []*big.Rat, x, t []float64) float64 {
	s := new(big.Rat)
	for i := range x {
		xi := new(big.Rat).SetFloat64(x[i])
		f := new(big.Rat)
		for k := len(w) - 1; k >= 0; k-- {
			f.Mul(f, xi)
			f.Add(f, w[k])
		}
		f.Sub(f, new(big.Rat).SetFloat64(t[i]))
		s.Add(s, f.Mul(f, f))
	}
	s.Quo(s, big.NewRat(int64(len(x)), 1))
	v, _ := s.Float64()
	return math.Sqrt(v)
}

// sinSet returns n points with x uniform in [lo, hi] and t = sin(2πx) plus
// Gaussian noise of σ = 0.3, from a fixed seed.
func sinSet(n int, lo, hi float64, seed uint64) (x, t []float64) {
	r := rand.New(rand.NewPCG(seed, 1))
	x, t = make([]float64, n), make([]float64, n)
	for i := range x {
		x[i] = lo + (hi-lo)*r.Float64()
		t[i] = math.Sin(2*math.Pi*x[i]) + 0.3*r.NormFloat64()
	}
	return x, t
}

// TestAgainstExact fits random sets, on [0, 1] and far from 0 on [2, 3],
// and wants the training and test E_RMS within 1e-5 relative of the exact
// rational answer (the acceptance criterion of issue 18). On [2, 3] the
// monomial design of degree 9 has condition ≈ 10¹⁴: normal equations in
// float64 would lose every digit there.
func TestAgainstExact(t *testing.T) {
	const tol = 1e-5
	for _, tc := range []struct {
		lo, hi float64
		n, m   int
		lambda float64
	}{
		{0, 1, 15, 3, 0}, {0, 1, 15, 9, 0}, {0, 1, 30, 9, 1e-4}, {0, 1, 30, 9, 1e-8},
		{2, 3, 15, 3, 0}, {2, 3, 20, 9, 0}, {2, 3, 30, 9, 1e-3}, {2, 3, 30, 6, 1e-6}, {2, 3, 30, 9, 1e-9},
		{-5, 5, 25, 7, 0}, {-5, 5, 25, 7, 1e-2},
	} {
		x, tt := sinSet(tc.n, tc.lo, tc.hi, uint64(tc.n*10+tc.m))
		xs, ts := sinSet(50, tc.lo, tc.hi, 99)
		p, err := FitPoly(x, tt, tc.m, tc.lambda)
		if err != nil {
			t.Fatal(err)
		}
		w := exactFit(x, tt, tc.m, tc.lambda)
		for _, set := range []struct {
			name string
			x, t []float64
		}{{"train", x, tt}, {"test", xs, ts}} {
			got, want := p.RMSE(set.x, set.t), exactRMSE(w, set.x, set.t)
			if rel := math.Abs(got-want) / want; rel > tol {
				t.Errorf("x in [%g,%g], N = %d, M = %d, λ = %g: %s E_RMS %.12g, exact %.12g (rel %.2g, cond %.3g)",
					tc.lo, tc.hi, tc.n, tc.m, tc.lambda, set.name, got, want, rel, p.Cond)
			} else {
				t.Logf("x in [%g,%g], M = %d, λ = %g: %s rel %.2g (cond %.3g, monomial %.3g)", tc.lo, tc.hi, tc.m, tc.lambda, set.name, rel, p.Cond, p.MonomialCond)
			}
		}
	}
}
