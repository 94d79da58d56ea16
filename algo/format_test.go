package algo_test

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	"perceptronlab/algo"
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
		if got := algo.FormatNumber(tc.v); got != tc.want {
			t.Errorf("FormatNumber(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestFormatNumberClose checks over many values that the text reads back
// within the promised 6 significant digits: relative error ≤ 5e-6.
func TestFormatNumberClose(t *testing.T) {
	for k := -300; k <= 300; k++ {
		v := -math.Pi * math.Pow(10, float64(k)/7)
		got, err := strconv.ParseFloat(algo.FormatNumber(v), 64)
		if err != nil || math.Abs(got-v) > 5e-6*math.Abs(v) {
			t.Errorf("FormatNumber(%v) = %q reads back as %v (err %v)", v, algo.FormatNumber(v), got, err)
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
		if got := algo.Formula(tc.w, tc.b); got != tc.ascii {
			t.Errorf("Formula(%v, %v) = %q, want %q", tc.w, tc.b, got, tc.ascii)
		}
		if got := algo.FormulaUnicode(tc.w, tc.b); got != tc.book {
			t.Errorf("FormulaUnicode(%v, %v) = %q, want %q", tc.w, tc.b, got, tc.book)
		}
	}
}

func ExampleFormulaUnicode() {
	// Li Hang's Example 2.1 ends at w = (1, 1), b = −3.
	fmt.Printf("f(x) = sign(%s)\n", algo.FormulaUnicode([]float64{1, 1}, -3))
	fmt.Println(algo.FormatVector([]float64{0.5, -2}))
	// Output:
	// f(x) = sign(x⁽¹⁾ + x⁽²⁾ − 3)
	// (0.5, -2)
}

func BenchmarkFormula(b *testing.B) {
	w := []float64{1, -0.5, 3.25}
	b.ReportAllocs()
	for b.Loop() {
		_ = algo.FormulaUnicode(w, -3)
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
		if got := algo.FormatNumberUnicode(tc.v); got != tc.want {
			t.Errorf("FormatNumberUnicode(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
	if got := algo.FormatVectorUnicode([]float64{1, -2}, ", "); got != "(1, −2)" {
		t.Errorf(`FormatVectorUnicode((1, -2), ", ") = %q`, got)
	}
	if got := algo.FormatVectorUnicode([]float64{3, -1, 0}, ","); got != "(3,−1,0)" {
		t.Errorf(`FormatVectorUnicode((3, -1, 0), ",") = %q`, got)
	}
	for n, want := range map[int]string{0: "₀", 3: "₃", 12: "₁₂", 1090: "₁₀₉₀"} {
		if got := algo.Subscript(n); got != want {
			t.Errorf("Subscript(%d) = %q, want %q", n, got, want)
		}
	}
}
