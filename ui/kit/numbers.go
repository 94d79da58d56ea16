package kit

import (
	"math"

	"perceptronlab/param"
)

// The numbers typed into the window's dialogs that are no method's
// parameter (a figure's size, an animation's step, the generator's N, a
// bound's δ) are read with package param's one parse too, so that a bad
// entry is refused in the same words as a parameter's: "x" is not a
// number: N must be a whole number from 1 to 5000.

// WholeIn reads a whole number from lo to hi, named name in messages.
func WholeIn(name, s string, lo, hi int64) (int64, error) {
	return (&param.Int{Symbol: name, Min: lo, Max: hi}).Parse(s)
}

// IntIn is WholeIn for an int.
func IntIn(name, s string, lo, hi int) (int, error) {
	v, err := WholeIn(name, s, int64(lo), int64(hi))
	return int(v), err
}

// AnyWhole reads any whole number that an int64 holds.
func AnyWhole(name, s string) (int64, error) { return WholeIn(name, s, math.MinInt64, math.MaxInt64) }
