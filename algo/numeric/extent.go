package numeric

import (
	"errors"
	"math"
)

// MinExtentSteps is the fewest float64 values an extent of a view must
// span, so that a figure can divide it into ticks, grid cells and pixels.
// Near 10¹⁶ float64 values are 2 apart, so a view there is at least 32
// wide; near 0 the rule asks almost nothing.
const MinExtentSteps = 16

// Errors of CheckExtent, in the words a link or a session file reader can
// act on.
var (
	ErrExtentNotFinite  = errors.New("an end of the range is not a finite number")
	ErrExtentNotOrdered = errors.New("the range's low end is not below its high end")
	ErrExtentTooWide    = errors.New("the range is wider than float64 can hold")
	ErrExtentTooNarrow  = errors.New("the range is narrower than float64 can divide at its magnitude")
)

// ExtentULP returns the spacing of float64 values at the larger magnitude
// of lo and hi: the finest step any division of [lo, hi] can take.
func ExtentULP(lo, hi float64) float64 {
	a := math.Max(math.Abs(lo), math.Abs(hi))
	return math.Nextafter(a, math.Inf(1)) - a
}

// CheckExtent checks the range [lo, hi] of one axis of a view: its ends
// finite and ordered, its width finite, and at least MinExtentSteps float64
// values wide, so that every loop over it can count in integers.
func CheckExtent(lo, hi float64) error {
	switch {
	case math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(lo, 0) || math.IsInf(hi, 0):
		return ErrExtentNotFinite
	case !(lo < hi):
		return ErrExtentNotOrdered
	case math.IsInf(hi-lo, 0):
		return ErrExtentTooWide
	case hi-lo < MinExtentSteps*ExtentULP(lo, hi):
		return ErrExtentTooNarrow
	}
	return nil
}

// WidenExtent returns [lo, hi] widened about its centre to MinExtentSteps
// float64 values when it is narrower; ok is false when no finite, ordered
// range can come of it (an end not finite, or the ends out of order).
func WidenExtent(lo, hi float64) (wlo, whi float64, ok bool) {
	switch err := CheckExtent(lo, hi); err {
	case nil:
		return lo, hi, true
	case ErrExtentTooNarrow:
	default:
		return lo, hi, false
	}
	c := lo/2 + hi/2
	half := MinExtentSteps / 2 * ExtentULP(lo, hi)
	for range 4 { // the ulp at the widened ends may be the next binade's
		wlo, whi = c-half, c+half
		if CheckExtent(wlo, whi) == nil {
			return wlo, whi, true
		}
		half *= 2
	}
	return lo, hi, false
}
