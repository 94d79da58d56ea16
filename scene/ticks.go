package scene

import (
	"math"

	"perceptronlab/typeset"
)

// Tick is a grid line with its label, in plane coordinates.
type Tick struct {
	Value float64
	Label string
}

// TickTarget is about how many ticks the longer axis gets in Build.
const TickTarget = 8

// TicksFor returns how many ticks fit along length units of an axis
// labelled with text of the given size: one per five text heights, 3…12.
func TicksFor(length, textSize float32) int {
	return min(12, max(3, int(length/(textSize*5))))
}

// niceStep returns 1, 2 or 5 times a power of ten, near span/n.
func niceStep(span float64, n int) float64 {
	raw := span / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5} {
		if raw <= m*p*1.5 {
			return m * p
		}
	}
	return 10 * p
}

// appendTicks appends the multiples of step in [lo, hi] to dst.
func appendTicks(dst []Tick, lo, hi, step float64) []Tick {
	if !(step > 0) || math.IsInf(lo, 0) || math.IsInf(hi, 0) || (hi-lo)/step > 1000 {
		return dst
	}
	decimals := max(0, int(-math.Floor(math.Log10(step)+1e-9)))
	for k := math.Ceil(lo/step - 1e-9); k*step <= hi+1e-9*step; k++ {
		v := k * step
		dst = append(dst, Tick{Value: v, Label: typeset.Fixed(v, decimals)})
	}
	return dst
}
