package scene

import (
	"math"
	"strconv"
	"strings"

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

// maxTicks bounds the ticks of one axis, whatever the view and the step.
const maxTicks = 1000

// appendTicks appends the multiples of step in [lo, hi] to dst. It counts
// the ticks in integers: past 2⁵³ a float counter stops moving (k++ leaves
// k as it was), so the loop runs over i, and a tick that rounds onto the
// one before it (or onto its label) is left out.
func appendTicks(dst []Tick, lo, hi, step float64) []Tick {
	if !(step > 0) || math.IsInf(step, 0) || !finite(lo) || !finite(hi) || !(lo <= hi) {
		return dst
	}
	first := math.Ceil(lo/step - 1e-9)
	n := math.Floor(hi/step+1e-9) - first // one less than the ticks
	if !(n >= 0 && n <= maxTicks) {
		return dst
	}
	label := tickFormat(lo, hi, step)
	prev, prevLabel := math.Inf(-1), ""
	for i := range int(n) + 1 {
		v := (first + float64(i)) * step
		if !(v > prev) || v < lo || v > hi {
			continue
		}
		if l := label(v); l != prevLabel {
			dst = append(dst, Tick{Value: v, Label: l})
			prev, prevLabel = v, l
		}
	}
	return dst
}

// tickFormat returns how the ticks of [lo, hi] a step apart are written:
// fixed-point while that stays short, else in scientific notation with
// the digits that tell two ticks apart (1.0000000000000002e16, 5e−300).
func tickFormat(lo, hi, step float64) func(float64) string {
	decimals := max(0, int(-math.Floor(math.Log10(step)+1e-9)))
	top := math.Max(math.Abs(lo), math.Abs(hi))
	if top < 1e17 && decimals <= 6 {
		return func(v float64) string { return typeset.Fixed(v, decimals) }
	}
	digits := min(max(int(math.Floor(math.Log10(top))-math.Floor(math.Log10(step)))+1, 1), 17)
	return func(v float64) string { return formatSci(v, digits) }
}

// formatSci writes v with the given significant digits in scientific
// notation, trailing zeros dropped, with "−" for minus: 1.5e16, −2e−300.
func formatSci(v float64, digits int) string {
	if v == 0 {
		return "0"
	}
	m, e, _ := strings.Cut(strconv.FormatFloat(v, 'e', digits-1, 64), "e")
	if strings.Contains(m, ".") {
		m = strings.TrimRight(strings.TrimRight(m, "0"), ".")
	}
	e = strings.TrimLeft(strings.TrimPrefix(e, "+"), "0")
	if strings.HasPrefix(e, "-") {
		e = "−" + strings.TrimLeft(e[1:], "0")
	}
	return strings.Replace(m, "-", "−", 1) + "e" + e
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
