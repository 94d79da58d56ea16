package bayes

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// ParseLambda reads a smoothing parameter λ ≥ 0 written as an integer
// ("1"), a decimal ("0.5", "2e-3") or a fraction ("1/2"). The value is
// exact: "0.1" is 1/10, not the float64 nearest to it.
func ParseLambda(s string) (*big.Rat, error) {
	t := strings.TrimSpace(s)
	lam, ok := new(big.Rat).SetString(t)
	if !ok {
		return nil, fmt.Errorf("λ must be a number such as 1, 0.5 or 1/2, got %q", s)
	}
	if lam.Sign() < 0 {
		return nil, fmt.Errorf("λ must be ≥ 0, got %s", s)
	}
	return lam, nil
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
