package typeset_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"perceptronlab/typeset"
)

func TestFormatNumber(t *testing.T) {
	tests := []struct {
		v    float64
		want string
	}{
		{1, "1"}, {-3, "-3"}, {0, "0"}, {math.Copysign(0, -1), "0"},
		{2.5, "2.5"}, {-0.25, "-0.25"}, {1.0 / 3, "0.333333"}, {2.0 / 3, "0.666667"},
		{0.1 + 0.2, "0.3"}, {123456789, "123456789"}, {1234567.891, "1234570"},
		{0.000123456789, "0.000123457"}, {1.5e-7, "1.5e-7"}, {-2.5e20, "-2.5e20"},
		{1e15, "1e15"}, {0.99999999, "1"}, {math.Inf(1), "Inf"}, {math.Inf(-1), "-Inf"},
		{math.NaN(), "NaN"}, {math.SmallestNonzeroFloat64, "5e-324"},
	}
	for _, tc := range tests {
		if got := typeset.FormatNumber(tc.v); got != tc.want {
			t.Errorf("FormatNumber(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestFormatNumberClose checks over many values that the text reads back
// within the promised 6 significant digits: relative error ≤ 5e-6.
func TestFormatNumberClose(t *testing.T) {
	for k := -300; k <= 300; k++ {
		v := -math.Pi * math.Pow(10, float64(k)/7)
		got, err := strconv.ParseFloat(typeset.FormatNumber(v), 64)
		if err != nil || math.Abs(got-v) > 5e-6*math.Abs(v) {
			t.Errorf("FormatNumber(%v) = %q reads back as %v (err %v)", v, typeset.FormatNumber(v), got, err)
		}
	}
}

func TestFormula(t *testing.T) {
	tests := []struct {
		w           []float64
		b           float64
		ascii, book string
	}{
		{[]float64{1, 1}, -3, "x(1) + x(2) - 3", "x⁽¹⁾ + x⁽²⁾ − 3"},
		{[]float64{3, 3}, 1, "3x(1) + 3x(2) + 1", "3x⁽¹⁾ + 3x⁽²⁾ + 1"},
		{[]float64{0, 0}, 0, "0", "0"},
		{[]float64{0, 0}, -1, "-1", "−1"},
		{[]float64{-0.5}, 2, "-0.5x + 2", "−0.5x + 2"},
		{[]float64{-1, 0, 2}, 0, "-x(1) + 2x(3)", "−x⁽¹⁾ + 2x⁽³⁾"},
		{[]float64{1.5e-7, 1}, 0, "1.5e-7*x(1) + x(2)", "1.5e-7·x⁽¹⁾ + x⁽²⁾"},
		{make([]float64, 11), 0, "0", "0"},
	}
	tests[len(tests)-1].w[10] = 1
	tests[len(tests)-1].ascii, tests[len(tests)-1].book = "x(11)", "x⁽¹¹⁾"
	for _, tc := range tests {
		if got := typeset.Formula(tc.w, tc.b); got != tc.ascii {
			t.Errorf("Formula(%v, %v) = %q, want %q", tc.w, tc.b, got, tc.ascii)
		}
		if got := typeset.FormulaUnicode(tc.w, tc.b); got != tc.book {
			t.Errorf("FormulaUnicode(%v, %v) = %q, want %q", tc.w, tc.b, got, tc.book)
		}
	}
}

func ExampleFormulaUnicode() {
	// Li Hang's Example 2.1 ends at w = (1, 1), b = −3.
	fmt.Printf("f(x) = sign(%s)\n", typeset.FormulaUnicode([]float64{1, 1}, -3))
	fmt.Println(typeset.FormatVector([]float64{0.5, -2}))
	// Output:
	// f(x) = sign(x⁽¹⁾ + x⁽²⁾ − 3)
	// (0.5, -2)
}

func BenchmarkFormula(b *testing.B) {
	w := []float64{1, -0.5, 3.25}
	b.ReportAllocs()
	for b.Loop() {
		_ = typeset.FormulaUnicode(w, -3)
	}
}

// TestFormatUnicode checks the book's typography: U+2212 for a leading
// minus only (an exponent's sign stays ASCII, so "1.5e-7" never reads as
// "1.5e−7"), vectors joined by the given separator, subscript digits.
func TestFormatUnicode(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want string
	}{{-3, "−3"}, {3, "3"}, {0, "0"}, {-0.25, "−0.25"}, {1.5e-7, "1.5e-7"}, {-2.5e-20, "−2.5e-20"}, {math.Inf(-1), "−Inf"}} {
		if got := typeset.FormatNumberUnicode(tc.v); got != tc.want {
			t.Errorf("FormatNumberUnicode(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
	if got := typeset.FormatVectorUnicode([]float64{1, -2}, ", "); got != "(1, −2)" {
		t.Errorf(`FormatVectorUnicode((1, -2), ", ") = %q`, got)
	}
	if got := typeset.FormatVectorUnicode([]float64{3, -1, 0}, ","); got != "(3,−1,0)" {
		t.Errorf(`FormatVectorUnicode((3, -1, 0), ",") = %q`, got)
	}
	for n, want := range map[int]string{0: "₀", 3: "₃", 12: "₁₂", 1090: "₁₀₉₀"} {
		if got := typeset.Subscript(n); got != want {
			t.Errorf("Subscript(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestHyperplaneDigits: Li Hang's Example 2.1 moved by 10⁶ has the optimal
// hyperplane x⁽¹⁾/2 + x⁽²⁾/2 − 1000002 = 0 (the book's −2, moved); at 6
// digits b prints as −1000000, which puts x3 = (1000001, 1000001) on the
// plane instead of below it, so 7 digits are needed. On random hyperplanes
// far from the origin the digits found always keep every side.
func TestHyperplaneDigits(t *testing.T) {
	x := []float64{1000003, 1000003, 1000004, 1000003, 1000001, 1000001}
	if got := typeset.HyperplaneDigits(x, []float64{0.5, 0.5}, -1000002); got != 7 {
		t.Errorf("digits = %d, want 7", got)
	}
	if got := typeset.HyperplaneDigits(x[:2], []float64{1, 1}, -3); got != 6 {
		t.Errorf("digits for a plain line = %d, want 6", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		off := math.Pow(10, float64(r.IntN(12)))
		pts := make([]float64, 20)
		for i := range pts {
			pts[i] = off + r.NormFloat64()
		}
		w := []float64{r.NormFloat64(), r.NormFloat64()}
		b := -(w[0] + w[1]) * off
		d := typeset.HyperplaneDigits(pts, w, b)
		wr := []float64{parse(t, typeset.FormatNumberDigits(w[0], d)), parse(t, typeset.FormatNumberDigits(w[1], d))}
		br := parse(t, typeset.FormatNumberDigits(b, d))
		for i := 0; i < len(pts); i += 2 {
			f, fr := w[0]*pts[i]+w[1]*pts[i+1]+b, wr[0]*pts[i]+wr[1]*pts[i+1]+br
			if d < 17 && math.Signbit(f) != math.Signbit(fr) && f != 0 && fr != 0 {
				t.Fatalf("offset %g, %d digits: point %d changes side (%g → %g)", off, d, i/2, f, fr)
			}
		}
	}
}

func parse(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
