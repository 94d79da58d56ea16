// Package typeset writes numbers, vectors, subscripts, formulas and
// fractions as the book prints them and a person reads them. It is the one
// place for it: the command line, the reports, the figures and the window
// all write through it, so 0.333333 and (3, 3) look the same everywhere.
// FormatNumber is the one number format (six significant digits); Short is
// the three-digit form of the labels drawn on the plane.
package typeset

import (
	"math"
	"strconv"
	"strings"
)

// FormatNumber writes v as a person would: integers without a decimal point
// (1, -3), other values rounded to 6 significant digits with trailing zeros
// dropped (0.333333, 2.5), and an exponent only for very large or small
// magnitudes (1.5e-7). The minus sign is ASCII so the text can be pasted
// back into a program.
func FormatNumber(v float64) string { return FormatNumberDigits(v, 6) }

// FormatNumberDigits is FormatNumber rounding to the given number of
// significant digits (1 to 17) instead of 6.
func FormatNumberDigits(v float64, digits int) string {
	switch {
	case v == 0:
		return "0" // also for −0
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 0):
		if v < 0 {
			return "-Inf"
		}
		return "Inf"
	case v == math.Trunc(v) && math.Abs(v) < 1e15:
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	// Round to the significant digits, then print that value in full.
	r := roundDigits(v, digits)
	if a := math.Abs(r); a >= 1e-4 && a < 1e15 {
		return strconv.FormatFloat(r, 'f', -1, 64)
	}
	return tidyExponent(strconv.FormatFloat(r, 'g', -1, 64))
}

// roundDigits rounds v to the given number of significant digits.
func roundDigits(v float64, digits int) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', min(max(digits, 1), 17), 64), 64)
	return r
}

// HyperplaneDigits returns the fewest significant digits, from 6 to 17, at
// which w and b, rounded, put every point of x (row-major, len(w)
// coordinates each) on the side of w·x+b = 0 that w and b put it (or on
// the plane with it). Printing a hyperplane with them keeps the printed
// f(x) classifying as the real one does, also far from the origin, where
// b = −1000002 would print as −1000000 at 6 digits.
func HyperplaneDigits(x, w []float64, b float64) int {
	d := len(w)
	if d == 0 || len(x)%d != 0 {
		return 6
	}
	wr := make([]float64, d)
	for digits := 6; digits < 17; digits++ {
		for j := range w {
			wr[j] = roundDigits(w[j], digits)
		}
		if sameSides(x, w, b, wr, roundDigits(b, digits)) {
			return digits
		}
	}
	return 17
}

// sameSides reports whether (w, b) and (wr, br) give every point of x the
// same sign.
func sameSides(x, w []float64, b float64, wr []float64, br float64) bool {
	d := len(w)
	for i := 0; i+d <= len(x); i += d {
		f, fr := b, br
		for j := range w {
			f += w[j] * x[i+j]
			fr += wr[j] * x[i+j]
		}
		if (f > 0) != (fr > 0) || (f < 0) != (fr < 0) {
			return false
		}
	}
	return true
}

// tidyExponent turns Go's "1.5e-07" and "2e+20" into "1.5e-7" and "2e20".
func tidyExponent(s string) string {
	i := strings.IndexByte(s, 'e')
	if i < 0 {
		return s
	}
	mant, exp := s[:i], s[i+1:]
	sign := ""
	if exp[0] == '-' {
		sign = "-"
	}
	exp = strings.TrimLeft(exp[1:], "0")
	return mant + "e" + sign + exp
}

// FormatVector writes v as "(1, 1)", each entry by FormatNumber.
func FormatVector(v []float64) string { return FormatVectorDigits(v, 6) }

// FormatVectorDigits is FormatVector with FormatNumberDigits.
func FormatVectorDigits(v []float64, digits int) string {
	var sb strings.Builder
	sb.WriteByte('(')
	for i, x := range v {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(FormatNumberDigits(x, digits))
	}
	sb.WriteByte(')')
	return sb.String()
}

// FormatNumberUnicode is FormatNumber with the typographic minus sign
// U+2212 in front of a negative number, as the book prints it: "−3". An
// exponent keeps its ASCII sign ("1.5e-7").
func FormatNumberUnicode(v float64) string { return FormatNumberUnicodeDigits(v, 6) }

// FormatNumberUnicodeDigits is FormatNumberUnicode with the given
// significant digits.
func FormatNumberUnicodeDigits(v float64, digits int) string {
	s := FormatNumberDigits(v, digits)
	if strings.HasPrefix(s, "-") {
		return "−" + s[1:]
	}
	return s
}

// FormatVectorUnicode writes v as "(1, −2)" with FormatNumberUnicode, the
// entries joined by sep (", " or ",").
func FormatVectorUnicode(v []float64, sep string) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = FormatNumberUnicode(x)
	}
	return "(" + strings.Join(parts, sep) + ")"
}

// Subscript writes a non-negative integer in subscript digits: 12 is "₁₂",
// as in the point names x₁₂ and α₁₂.
func Subscript(n int) string {
	var sb strings.Builder
	for _, r := range strconv.Itoa(n) {
		sb.WriteRune('₀' + (r - '0'))
	}
	return sb.String()
}

// Formula writes w·x + b in ASCII as a person would: "x(1) + x(2) - 3",
// "3x(1) + 3x(2) + 1", "-0.5x + 2" when d = 1. Zero terms are left out; a
// zero function is "0".
func Formula(w []float64, b float64) string {
	return formula(w, b, asciiStyle)
}

// FormulaUnicode is Formula in the book's notation, with superscript
// coordinate indices and the Unicode minus sign: "x⁽¹⁾ + x⁽²⁾ − 3".
func FormulaUnicode(w []float64, b float64) string {
	return formula(w, b, unicodeStyle)
}

// FormulaUnicodeDigits is FormulaUnicode with the coefficients rounded to
// the given significant digits (see HyperplaneDigits).
func FormulaUnicodeDigits(w []float64, b float64, digits int) string {
	st := unicodeStyle
	st.digits = digits
	return formula(w, b, st)
}

// formulaStyle holds the pieces that differ between the two notations.
type formulaStyle struct {
	minus, plus, neg string // binary minus, binary plus, leading minus
	times            string // between a coefficient in e-notation and x
	coord            func(j int) string
	digits           int // significant digits; 0 means 6
}

var asciiStyle = formulaStyle{minus: " - ", plus: " + ", neg: "-", times: "*", coord: func(j int) string {
	return "x(" + strconv.Itoa(j) + ")"
}}

var unicodeStyle = formulaStyle{minus: " − ", plus: " + ", neg: "−", times: "·", coord: func(j int) string { return "x" + Superscript(j) }}

// Superscript writes the book's coordinate index j as "⁽ʲ⁾": 2 is "⁽²⁾",
// as in x⁽²⁾ and X⁽²⁾.
func Superscript(j int) string { return "⁽" + superscript(j) + "⁾" }

func formula(w []float64, b float64, st formulaStyle) string {
	var sb strings.Builder
	term := func(c float64, name string) {
		switch {
		case sb.Len() == 0 && c < 0:
			sb.WriteString(st.neg)
		case sb.Len() > 0 && c < 0:
			sb.WriteString(st.minus)
		case sb.Len() > 0:
			sb.WriteString(st.plus)
		}
		num := FormatNumberDigits(math.Abs(c), max(st.digits, 6))
		switch {
		case name == "":
			sb.WriteString(num)
		case num == "1":
		case strings.ContainsAny(num, "eIN"): // 1e-7·x, Inf·x
			sb.WriteString(num + st.times)
		default:
			sb.WriteString(num)
		}
		sb.WriteString(name)
	}
	for j, c := range w {
		if c == 0 {
			continue
		}
		name := "x"
		if len(w) > 1 {
			name = st.coord(j + 1)
		}
		term(c, name)
	}
	if b != 0 || sb.Len() == 0 {
		term(b, "")
	}
	return sb.String()
}

// superscript writes a non-negative integer in superscript digits.
func superscript(n int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	var sb strings.Builder
	for _, r := range strconv.Itoa(n) {
		sb.WriteString(string([]rune(digits)[r-'0']))
	}
	return sb.String()
}
