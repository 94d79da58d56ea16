package selection

import "math/big"

// chebVandermonde fills row i of dst (length len(x)·(m+1), row-major) with
// T₀(uᵢ), …, T_m(uᵢ), uᵢ = (xᵢ − center)/half: the design in the basis
// the fit solves in when λ = 0. On [−1, 1] the Chebyshev polynomials are
// bounded by 1 and far from collinear, where the monomials 1, x, …, x⁹ on
// [0, 1] are nearly parallel (condition ≈ 1.5·10⁷ against tens here).
func chebVandermonde(dst, x []float64, m int, center, half float64) {
	for i, xi := range x {
		row := dst[i*(m+1) : (i+1)*(m+1)]
		u := (xi - center) / half
		row[0] = 1
		if m > 0 {
			row[1] = u
		}
		for k := 2; k <= m; k++ {
			row[k] = 2*u*row[k-1] - row[k-2]
		}
	}
}

// monoVandermonde fills row i of dst with 1, xᵢ, …, xᵢᵐ: the design of
// (1.19) itself, whose coefficients the penalty λ‖w‖² is on.
func monoVandermonde(dst, x []float64, m int) {
	for i, xi := range x {
		row := dst[i*(m+1) : (i+1)*(m+1)]
		p := 1.0
		for k := range row {
			row[k] = p
			p *= xi
		}
	}
}

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
// Σ c_k T_k((x − center)/half) in x, computed in big.Float and rounded
// once at the end.
func chebToMonomial(c []float64, center, half float64) []float64 {
	m := len(c) - 1
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
	out := make([]float64, m+1)
	for j := range out {
		out[j], _ = w[j].Float64()
	}
	return out
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
