package bayes_test

import (
	"strings"
	"testing"

	"perceptronlab/algo/bayes"
	"perceptronlab/param"
)

// TestParseLambdaDigits: λ is kept exact in at most MaxLambdaDigits (60)
// digits above and below the bar: 1e-59 (a denominator of 60 digits) and
// 1e59 are read, 1e-60 and 1e60 refused, and so is what would be far
// larger, before it is read.
func TestParseLambdaDigits(t *testing.T) {
	nines := strings.Repeat("9", 60)
	for _, in := range []string{"1e-59", "1e59", nines, "1/" + nines, "0." + strings.Repeat("0", 58) + "1", "1E+3", "2.5e-3"} {
		if _, err := bayes.ParseLambda(in); err != nil {
			t.Errorf("ParseLambda(%.30s): %v", in, err)
		}
	}
	for _, in := range []string{"1e-60", "1e60", "1" + nines, "1/1" + nines, "1e-999999", "1e-99999999999999999999999",
		"0." + strings.Repeat("0", 59) + "1", strings.Repeat("1", 1000) + "/3"} {
		_, err := bayes.ParseLambda(in)
		if err == nil || !strings.Contains(err.Error(), "at most 60") {
			t.Errorf("ParseLambda(%.30s): %v, want the limit named", in, err)
		}
	}
}

// BenchmarkParseLambdaHuge: a λ of a million digits is refused without
// being read.
func BenchmarkParseLambdaHuge(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bayes.ParseLambda("1e-999999"); err == nil {
			b.Fatal("read")
		}
	}
}

// TestLambdaOneLimit checks that λ's digit limit is param.NBLambda's, the
// spec that the command line and the window read λ with.
func TestLambdaOneLimit(t *testing.T) {
	if param.NBLambda.Digits != bayes.MaxLambdaDigits {
		t.Errorf("param.NBLambda.Digits = %d, MaxLambdaDigits = %d", param.NBLambda.Digits, bayes.MaxLambdaDigits)
	}
}
