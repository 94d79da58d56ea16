package bayes

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// MaxLambdaDigits is the most digits λ may have above and below its
// fraction bar. Every probability and product is a fraction built from
// λ's, so its size bounds their size and the time to compute them:
// "1e-999999" would be a fraction of a million digits, each query's
// product several million, and printing them took 14 s and 39 MB.
// Sixty digits are more than any smoothing asks for.
const MaxLambdaDigits = 60

// ParseLambda reads a smoothing parameter λ ≥ 0 written as an integer
// ("1"), a decimal ("0.5", "2e-3") or a fraction ("1/2"). The value is
// exact: "0.1" is 1/10, not the float64 nearest to it. Its numerator and
// denominator may have at most MaxLambdaDigits digits each.
func ParseLambda(s string) (*big.Rat, error) {
	t := strings.TrimSpace(s)
	tooLong := fmt.Errorf("λ = %s needs more than %d digits above or below its fraction bar; λ is kept exact in at most %[2]d (powers of ten from 1e-%[3]d to 1e%[3]d)",
		short(t), MaxLambdaDigits, MaxLambdaDigits-1)
	// Refused before it is read: reading a long or far-scaled number is
	// what costs the time.
	if len(t) > 3*MaxLambdaDigits || exponentBeyond(t, 2*MaxLambdaDigits) {
		return nil, tooLong
	}
	lam, ok := new(big.Rat).SetString(t)
	if !ok {
		return nil, fmt.Errorf("λ must be a number such as 1, 0.5 or 1/2, got %q", s)
	}
	if lam.Sign() < 0 {
		return nil, fmt.Errorf("λ must be ≥ 0, got %s", s)
	}
	if tooManyDigits(lam.Num()) || tooManyDigits(lam.Denom()) {
		return nil, tooLong
	}
	return lam, nil
}

// exponentBeyond reports whether the decimal exponent of s ("1e-999")
// is beyond ±limit, or is not a number that small.
func exponentBeyond(s string, limit int) bool {
	i := strings.IndexAny(s, "eE")
	if i < 0 || strings.Contains(s, "/") {
		return false
	}
	e, err := strconv.Atoi(strings.TrimPrefix(s[i+1:], "+"))
	return err == nil && (e > limit || e < -limit) || err != nil && len(s)-i > 8
}

// tooManyDigits reports whether |n| has more than MaxLambdaDigits digits.
func tooManyDigits(n *big.Int) bool {
	return n.CmpAbs(new(big.Int).Exp(big.NewInt(10), big.NewInt(MaxLambdaDigits), nil)) >= 0
}

// short is s cut to a readable length for a message.
func short(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:20]) + "…"
	}
	return s
}

// LambdaFromFloat returns λ = v as an exact rational. v is read through its
// shortest decimal form, so 0.1 gives 1/10 as a person means it, not the
// binary fraction 3602879701896397/2⁵⁵ that float64 stores.
func LambdaFromFloat(v float64) (*big.Rat, error) {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil, fmt.Errorf("λ must be finite, got %v", v)
	}
	if v < 0 {
		return nil, fmt.Errorf("λ must be ≥ 0, got %v", v)
	}
	lam, ok := new(big.Rat).SetString(strconv.FormatFloat(v, 'g', -1, 64))
	if !ok {
		return nil, errors.New("algo: cannot read a formatted float64") // unreachable
	}
	return lam, nil
}

// ratFloat returns the float64 nearest to r.
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}
