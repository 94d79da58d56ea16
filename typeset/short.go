package typeset

import (
	"math"
	"strconv"
	"strings"
)

// Fixed writes v with at most the given decimals, as a person writes
// it: trailing zeros dropped, "−" (U+2212) for minus, and no "−0".
func Fixed(v float64, decimals int) string {
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

// Short writes v with three significant digits (at most three decimals),
// as the labels drawn on the plane show it: 2.12, 0.707, 12.3, 1234, with
// "−" for minus. FormatNumber is the full form.
func Short(v float64) string {
	if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return Fixed(v, 0)
	}
	d := 2 - int(math.Floor(math.Log10(math.Abs(v))))
	return Fixed(v, min(max(d, 0), 3))
}
