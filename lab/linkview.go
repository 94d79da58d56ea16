package lab

import (
	"math"
	"strconv"
	"strings"
)

// viewShare is the part of a view's width (height) a link's view may move
// its sides by: a ten-thousandth, under half a pixel of a 4K screen.
const viewShare = 1e-4

// viewNums writes the view for a link: each side with no more decimals
// than a ten-thousandth of the view's width or height needs, so that a
// view panned or zoomed with the mouse reads "view=-1.2,3.45,…" and not
// sixteen decimals of a pointer's float32 arithmetic. A side already
// short, or one the rounding would cross the other side with, is written
// exactly.
func viewNums(v *ViewRect) string {
	x0, x1 := viewPair(v.XMin, v.XMax)
	y0, y1 := viewPair(v.YMin, v.YMax)
	return strings.Join([]string{x0, x1, y0, y1}, ",")
}

// viewPair writes the sides lo < hi of one axis of a view.
func viewPair(lo, hi float64) (string, string) {
	span := hi - lo
	if !(span > 0) || math.IsInf(span, 0) {
		return num(lo), num(hi)
	}
	d := max(0, int(math.Ceil(-math.Log10(span*viewShare))))
	if d > 300 {
		return num(lo), num(hi)
	}
	p := math.Pow(10, float64(d))
	if rl, rh := math.Round(lo*p)/p, math.Round(hi*p)/p; !(rl < rh) {
		return num(lo), num(hi)
	}
	return shortDecimal(lo, d), shortDecimal(hi, d)
}

// shortDecimal writes v with at most d decimals, without trailing zeros,
// or exactly when that is no longer.
func shortDecimal(v float64, d int) string {
	exact := num(v)
	s := strconv.FormatFloat(v, 'f', d, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	if len(s) >= len(exact) {
		return exact
	}
	return s
}
