package scene

import (
	"math"
	"strconv"
	"strings"
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
		dst = append(dst, Tick{Value: v, Label: formatFixed(v, decimals)})
	}
	return dst
}

// formatFixed writes v with at most the given decimals, as a person writes
// it: trailing zeros dropped, "−" (U+2212) for minus, and no "−0".
func formatFixed(v float64, decimals int) string {
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		return "0"
	}
	if strings.HasPrefix(s, "-") {
		return "−" + s[1:]
	}
	return s
}

// FormatNumber writes v with three significant digits (at most three
// decimals): 2.12, 0.707, 12.3, 1234.
func FormatNumber(v float64) string {
	if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return formatFixed(v, 0)
	}
	d := 2 - int(math.Floor(math.Log10(math.Abs(v))))
	return formatFixed(v, min(max(d, 0), 3))
}
