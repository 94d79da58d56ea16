package selection

import (
	"math"
	"math/big"

	"gonum.org/v1/gonum/mat"
)

// clenshaw returns Σ c_k T_k(u) by Clenshaw's recurrence, which is stable
// for |u| ≤ 1 and, being a three-term recurrence, well behaved a little
// beyond.
func clenshaw(c []float64, u float64) float64 {
	var b1, b2 float64
	for k := len(c) - 1; k >= 1; k-- {
		b1, b2 = 2*u*b1-b2+c[k], b1
	}
	return u*b1 - b2 + c[0]
}

// horner returns Σ w_k x^k.
func horner(w []float64, x float64) float64 {
	var s float64
	for k := len(w) - 1; k >= 0; k-- {
		s = s*x + w[k]
	}
	return s
}

// convPrec is the precision of the basis change: the monomial coefficients
// of a degree-9 fit on [0, 1] reach 10⁶ out of terms of ±10⁸, so float64
// would lose digits that big.Float at 256 bits keeps.
const convPrec = 256

// chebToMonomial returns the monomial coefficients w of the polynomial
// ts·Σ c_k T_k((x − center)/half) in x, computed in big.Float and rounded
// once at the end (to ±Inf where float64 cannot hold a coefficient; all
// NaN when c is not finite).
func chebToMonomial(c []float64, center, half, ts float64) []float64 {
	m := len(c) - 1
	out := make([]float64, m+1)
	if !allFinite(c) {
		for j := range out {
			out[j] = math.NaN()
		}
		return out
	}
	a := chebToPower(c)
	// Substitute u = (x − center)/half: u^k = Σ_j C(k,j) x^j (−center)^(k−j) / half^k.
	w := newBigs(m + 1)
	neg := newBig(-center)
	inv := new(big.Float).SetPrec(convPrec).Quo(newBig(1), newBig(half))
	binom := newBigs(m + 1) // row k of Pascal's triangle times (−center)^(k−j)/half^k
	binom[0].SetFloat64(1)
	for k := 0; k <= m; k++ {
		if k > 0 { // (x − center)^k/half^k = (x − center)/half · previous
			for j := k; j >= 0; j-- {
				t := new(big.Float).SetPrec(convPrec).Mul(binom[j], neg)
				if j > 0 {
					t.Add(t, binom[j-1])
				}
				binom[j].Mul(t, inv)
			}
		}
		for j := 0; j <= k; j++ {
			w[j].Add(w[j], new(big.Float).SetPrec(convPrec).Mul(a[k], binom[j]))
		}
	}
	scale := newBig(ts)
	for j := range out {
		out[j], _ = w[j].Mul(w[j], scale).Float64()
	}
	return out
}

// monomialToCheb returns the Chebyshev coefficients c, in u = (x −
// center)/half, of Σ w_k x^k: x^k = Σ_j C(k,j) center^(k−j) half^j u^j,
// then each u^j in Chebyshev polynomials; in big.Float, rounded once.
func monomialToCheb(w []float64, center, half float64) []float64 {
	m := len(w) - 1
	out := make([]float64, m+1)
	if !allFinite(w) {
		for j := range out {
			out[j] = math.NaN()
		}
		return out
	}
	a := newBigs(m + 1) // coefficients in powers of u
	ce, h := newBig(center), newBig(half)
	row := newBigs(m + 1) // (center + half·u)^k in powers of u
	row[0].SetFloat64(1)
	for k := 0; k <= m; k++ {
		if k > 0 {
			for j := k; j >= 0; j-- {
				t := new(big.Float).SetPrec(convPrec).Mul(row[j], ce)
				if j > 0 {
					t.Add(t, new(big.Float).SetPrec(convPrec).Mul(row[j-1], h))
				}
				row[j] = t
			}
		}
		wk := newBig(w[k])
		for j := 0; j <= k; j++ {
			a[j].Add(a[j], new(big.Float).SetPrec(convPrec).Mul(wk, row[j]))
		}
	}
	for j, v := range powerToChebBig(a) {
		out[j], _ = v.Float64()
	}
	return out
}

// powerToChebBig returns the Chebyshev coefficients of Σ a_n u^n, from
// u^n = 2^(1−n) Σ_{k ≤ n/2} C(n,k) T_{n−2k}, the T₀ term halved.
func powerToChebBig(a []*big.Float) []*big.Float {
	out := newBigs(len(a))
	for n, an := range a {
		if an.Sign() == 0 {
			continue
		}
		for k := 0; 2*k <= n; k++ {
			coef := new(big.Float).SetPrec(convPrec).SetInt(new(big.Int).Binomial(int64(n), int64(k)))
			exp := 1 - n
			if n == 2*k {
				exp--
			}
			coef.SetMantExp(coef, exp)
			out[n-2*k].Add(out[n-2*k], coef.Mul(coef, an))
		}
	}
	return out
}

// powerToCheb returns the (m+1)×(m+1) upper-triangular change of basis C
// whose column k holds the Chebyshev coefficients of x^k in u: the
// plain-power design is V = Φ·C. Entries float64 cannot hold are ±Inf.
func powerToCheb(m int, center, half float64) *mat.Dense {
	c := mat.NewDense(m+1, m+1, nil)
	e := make([]float64, m+1)
	for k := range m + 1 {
		clear(e)
		e[k] = 1
		c.SetCol(k, monomialToCheb(e, center, half))
	}
	return c
}

// chebToPower returns the coefficients in powers of u of Σ c_k T_k(u),
// exactly (the recurrence's integers times each c_k are exact in
// big.Float at convPrec).
func chebToPower(c []float64) []*big.Float {
	m := len(c) - 1
	a := newBigs(m + 1)
	prev, cur := newBigs(m+1), newBigs(m+1) // T_{k−1}, T_k in powers of u
	prev[0].SetFloat64(1)
	if m >= 1 {
		cur[1].SetFloat64(1)
	}
	for k := 0; k <= m; k++ {
		tk := prev
		if k >= 1 {
			tk = cur
		}
		if k >= 2 { // T_k = 2u·T_{k−1} − T_{k−2}
			next := newBigs(m + 1)
			for j := 1; j <= k; j++ {
				next[j].Mul(cur[j-1], newBig(2))
			}
			for j := 0; j <= k; j++ {
				next[j].Sub(next[j], prev[j])
			}
			prev, cur = cur, next
			tk = cur
		}
		ck := newBig(c[k])
		for j := 0; j <= k; j++ {
			a[j].Add(a[j], new(big.Float).SetPrec(convPrec).Mul(ck, tk[j]))
		}
	}
	return a
}

func newBig(v float64) *big.Float { return new(big.Float).SetPrec(convPrec).SetFloat64(v) }

func newBigs(n int) []*big.Float {
	s := make([]*big.Float, n)
	for i := range s {
		s[i] = newBig(0)
	}
	return s
}
