package ui

import (
	"math"

	"perceptronlab/param"
)

// The numbers typed into the window's dialogs that are no method's
// parameter (a figure's size, an animation's step, the generator's N, a
// bound's δ) are read with package param's one parse too, so that a bad
// entry is refused in the same words as a parameter's: "x" is not a
// number: N must be a whole number from 1 to 5000.

// wholeIn reads a whole number from lo to hi, named name in messages.
func wholeIn(name, s string, lo, hi int64) (int64, error) {
	return (&param.Int{Symbol: name, Min: lo, Max: hi}).Parse(s)
}

// intIn is wholeIn for an int.
func intIn(name, s string, lo, hi int) (int, error) {
	v, err := wholeIn(name, s, int64(lo), int64(hi))
	return int(v), err
}

// anyWhole reads any whole number that an int64 holds.
func anyWhole(name, s string) (int64, error) { return wholeIn(name, s, math.MinInt64, math.MaxInt64) }
