package typeset

import (
	"math/big"
	"strings"
	"testing"
)

// TestFormatRatShort: fractions up to 60 digits above and below the bar
// are exact; longer ones are decimals, checked against the value computed
// by hand (10^k/3 and 2/(3·10^k)).
func TestFormatRatShort(t *testing.T) {
	ten := func(k int64) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(k), nil) }
	nines := new(big.Int).Sub(ten(60), big.NewInt(1)) // 60 digits: the most kept
	tests := []struct {
		r     *big.Rat
		want  string
		exact bool
		text  string
	}{
		{big.NewRat(3, 9), "1/3", true, "1/3"},
		{big.NewRat(0, 1), "0", true, "0"},
		{new(big.Rat).SetFrac(big.NewInt(1), nines), "1/" + nines.String(), true, "1/" + nines.String()},
		{new(big.Rat).SetFrac(big.NewInt(1), ten(60)), "1.0000000000000000e-60", false, "≈1e-60"},
		{new(big.Rat).SetFrac(ten(60), big.NewInt(3)), "3.3333333333333333e+59", false, "≈3.33333e+59"},
		{new(big.Rat).SetFrac(big.NewInt(-2), new(big.Int).Mul(big.NewInt(3), ten(400))), "-6.6666666666666667e-401", false, "≈-6.66667e-401"},
		// From mpmath at 40 digits (nstr to 17): 7⁵⁰⁰/13⁴⁰⁰, −3¹⁰⁰⁰⁰⁰/2¹⁷⁰⁰⁰⁰
		// (beyond float64's range) and 10⁷⁰ − 1, which rounds up to 1e70.
		{frac(pow(7, 500), pow(13, 400)), "9.3686946498722246e-24", false, "≈9.36869e-24"},
		{frac(new(big.Int).Neg(pow(3, 100000)), pow(2, 170000)), "-1.0622068295861806e-3463", false, "≈-1.06221e-3463"},
		{frac(new(big.Int).Sub(ten(70), big.NewInt(1)), big.NewInt(1)), "1.0000000000000000e+70", false, "≈1e+70"},
	}
	for _, tc := range tests {
		s, exact := FormatRatShort(tc.r)
		if s != tc.want || exact != tc.exact {
			t.Errorf("FormatRatShort(%.30s…) = %q, %v; want %q, %v", tc.r.String(), s, exact, tc.want, tc.exact)
		}
		if !exact && (strings.Contains(s, "/") || !strings.Contains(s, "e")) {
			t.Errorf("%q: a decimal must be told from a fraction", s)
		}
		if got := FormatRatText(tc.r); got != tc.text {
			t.Errorf("FormatRatText(%.30s…) = %q, want %q", tc.r.String(), got, tc.text)
		}
	}
}

func pow(b, e int64) *big.Int { return new(big.Int).Exp(big.NewInt(b), big.NewInt(e), nil) }

func frac(n, d *big.Int) *big.Rat { return new(big.Rat).SetFrac(n, d) }

// BenchmarkFormatRatShortHuge: a fraction of a million digits is written
// without its digits.
func BenchmarkFormatRatShortHuge(b *testing.B) {
	r := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(1_000_000), nil))
	b.ReportAllocs()
	for b.Loop() {
		FormatRatShort(r)
	}
}
