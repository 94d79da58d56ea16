package typeset

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// FormatRat writes r as a reduced fraction "p/q", or "p" when q = 1: "3/9"
// is written "1/3", 0 is "0" and −2/4 is "-1/2". A nil r is written "<nil>".
func FormatRat(r *big.Rat) string {
	if r == nil {
		return "<nil>"
	}
	return r.RatString() // a big.Rat is always kept reduced
}

// MaxFractionDigits is the most digits FormatRatShort writes above or
// below a fraction's bar: a longer fraction is written as a decimal.
const MaxFractionDigits = 60

// FormatRatShort writes r as FormatRat does when its numerator and
// denominator have at most MaxFractionDigits digits each, with exact true.
// A longer fraction is written as the decimal nearest to it in e-notation
// with 17 significant digits ("6.6666666666666667e-61"), which no fraction
// is written as, with exact false. The decimal has no float64's range
// limit: a product of many small probabilities does not round to 0. No
// step costs time quadratic in the fraction's length, so one of a million
// digits is written in milliseconds.
func FormatRatShort(r *big.Rat) (s string, exact bool) {
	if r == nil || short(r.Num()) && short(r.Denom()) {
		return FormatRat(r), true
	}
	m, e := decimal(r, 17)
	return fmt.Sprintf("%se%+03d", m, e), false
}

// FormatRatText is FormatRatShort for a person: a long fraction is written
// "≈" and six significant digits ("≈6.66667e-61", "≈0.4").
func FormatRatText(r *big.Rat) string {
	if s, exact := FormatRatShort(r); exact {
		return s
	}
	m, e := decimal(r, 6)
	if e >= -4 && e < 6 {
		f, _ := r.Float64() // in range: a plain decimal, as FormatNumber writes it
		return "≈" + strconv.FormatFloat(f, 'g', 6, 64)
	}
	if strings.Contains(m, ".") {
		m = strings.TrimRight(strings.TrimRight(m, "0"), ".")
	}
	return fmt.Sprintf("≈%se%+03d", m, e)
}

// decimal returns r ≠ 0 as m·10^e with m written with the given
// significant digits and 1 ≤ |m| < 10. It works in 128-bit binary
// floating point: big.Float's own Text writes the exact decimal of
// 2^exponent first, which for 2^−3000000 takes minutes.
func decimal(r *big.Rat, digits int) (string, int) {
	v := ratFloat(r)
	sign := ""
	if v.Signbit() {
		sign = "-"
		v.Neg(v)
	}
	mant := new(big.Float)
	exp2 := v.MantExp(mant) // v = mant·2^exp2, mant in [0.5, 1)
	f, _ := mant.Float64()
	e := int(math.Floor(math.Log10(f) + float64(exp2)*math.Log10(2)))
	m := new(big.Float).SetPrec(floatBits).Quo(v, powTen(e))
	switch { // the estimate of e can be one off at a power of ten
	case m.Cmp(big.NewFloat(10)) >= 0:
		m.Quo(m, big.NewFloat(10))
		e++
	case m.Cmp(big.NewFloat(1)) < 0:
		m.Mul(m, big.NewFloat(10))
		e--
	}
	s := m.Text('f', digits-1)
	if strings.HasPrefix(s, "10") { // 9.999… rounded up
		s, e = "1."+strings.Repeat("0", digits-1), e+1
		s = strings.TrimSuffix(s, ".")
	}
	return sign + s, e
}

// floatBits is the precision of decimal's arithmetic.
const floatBits = 128

// powTen returns 10^e to floatBits bits, by squaring: each of its few
// dozen roundings is below 2⁻¹²⁸.
func powTen(e int) *big.Float {
	p := new(big.Float).SetPrec(floatBits).SetInt64(1)
	b := new(big.Float).SetPrec(floatBits).SetInt64(10)
	for n := max(e, -e); n > 0; n >>= 1 {
		if n&1 == 1 {
			p.Mul(p, b)
		}
		b.Mul(b, b)
	}
	if e < 0 {
		p.Quo(new(big.Float).SetPrec(floatBits).SetInt64(1), p)
	}
	return p
}

// ratFloat returns r to floatBits bits. Only the leading 2·floatBits
// bits of the numerator and denominator take part: dividing the whole of
// them would cost time quadratic in their length, and the bits cut off
// move the quotient by less than 2⁻²⁵⁴ of itself.
func ratFloat(r *big.Rat) *big.Float {
	num, numShift := leading(r.Num())
	den, denShift := leading(r.Denom())
	q := new(big.Float).SetPrec(floatBits).Quo(new(big.Float).SetInt(num), new(big.Float).SetInt(den))
	return q.SetMantExp(q, numShift-denShift)
}

// leading returns n's leading 2·floatBits bits and the shift that
// restores them.
func leading(n *big.Int) (*big.Int, int) {
	shift := max(n.BitLen()-2*floatBits, 0)
	return new(big.Int).Rsh(n, uint(shift)), shift
}

// tenToMax is 10^MaxFractionDigits, the least integer with one digit too
// many.
var tenToMax = new(big.Int).Exp(big.NewInt(10), big.NewInt(MaxFractionDigits), nil)

// short reports whether |n| has at most MaxFractionDigits digits.
func short(n *big.Int) bool { return n.CmpAbs(tenToMax) < 0 }
