package selection

import (
	"errors"
	"fmt"
	"math"
)

// checkBound checks d ≥ 1 and 0 < δ < 1.
func checkBound(d, delta float64) error {
	switch {
	case !(d >= 1) || math.IsInf(d, 0):
		return fmt.Errorf("the number of functions d must be at least 1, got %v", d)
	case !(delta > 0 && delta < 1):
		return fmt.Errorf("the confidence δ must be strictly between 0 and 1, got %v", delta)
	}
	return nil
}

// Epsilon returns ε(d, N, δ) = √((ln d + ln(1/δ))/(2N)) of Li Hang's
// Theorem 1.1 (§1.6.2):
// with probability at least 1 − δ every function f of a set of d has
// R(f) ≤ R̂(f) + ε, over N samples (Hoeffding and the union bound).
func Epsilon(d float64, n int, delta float64) (float64, error) {
	if err := checkBound(d, delta); err != nil {
		return 0, err
	}
	if n < 1 {
		return 0, fmt.Errorf("the number of samples N must be at least 1, got %d", n)
	}
	return math.Sqrt(logTerm(d, delta) / (2 * float64(n))), nil
}

// logTerm returns ln d + ln(1/δ), taken as ln d − ln δ: 1/δ overflows to
// +Inf for δ below about 5.6·10⁻³⁰⁹, where −ln δ is at most 744.44.
func logTerm(d, delta float64) float64 { return math.Log(d) - logSub(delta) }

// minNormal is the least positive normal float64, 2⁻¹⁰²².
const minNormal = 0x1p-1022

// logSub returns ln v for v > 0, subnormal v included: Go's math.Log on
// amd64 answers about −709.09 for every subnormal (ln 2⁻¹⁰⁷⁴ is −744.44),
// so a subnormal is first scaled by 2⁶⁴, which is exact.
func logSub(v float64) float64 {
	if v < minNormal {
		return math.Log(v*0x1p64) - 64*math.Ln2
	}
	return math.Log(v)
}

// SampleSize returns the least N with ε(d, N, δ) ≤ eps: the first integer
// ≥ (ln d + ln(1/δ))/(2ε²). For d = 1000, δ = 0.05 and ε = 0.05 it is 1981.
func SampleSize(d, eps, delta float64) (int, error) {
	if err := checkBound(d, delta); err != nil {
		return 0, err
	}
	if !(eps > 0) || math.IsInf(eps, 0) {
		return 0, fmt.Errorf("the gap ε must be a positive number, got %v", eps)
	}
	l := logTerm(d, delta)
	need := l / (2 * eps) / eps // ε² alone would underflow for ε below 1e-162
	if need > 1<<53 {
		return 0, errors.New("the number of samples needed exceeds 2⁵³")
	}
	n := max(1, int(math.Ceil(need)))
	// Guard the rounding of the division: step to the least N that works.
	for n > 1 && math.Sqrt(l/(2*float64(n-1))) <= eps {
		n--
	}
	for math.Sqrt(l/(2*float64(n))) > eps {
		n++
	}
	return n, nil
}
