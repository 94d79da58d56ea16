package bayes

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"

	"perceptronlab/param"
)

// MaxLambdaDigits is the most digits λ may have above and below its
// fraction bar (param.NBLambda's limit). Every probability and product is
// a fraction built from λ's, so its size bounds their size and the time
// to compute them: "1e-999999" would be a fraction of a million digits,
// each query's product several million, and printing them took 14 s and
// 39 MB. Sixty digits are more than any smoothing asks for.
const MaxLambdaDigits = 60

// ParseLambda reads a smoothing parameter λ ≥ 0 written as an integer
// ("1"), a decimal ("0.5", "2e-3") or a fraction ("1/2"), exactly, with
// its one parse: param.NBLambda's.
func ParseLambda(s string) (*big.Rat, error) { return param.NBLambda.Parse(s) }

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
