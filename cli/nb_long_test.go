package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"perceptronlab/typeset"
)

// TestNBLambdaBounded: a λ whose exact fraction would run past 60 digits
// is refused in one line naming --lambda and the limit (it printed 39 MB
// of digits after 14 s); 1e-59, the finest power of ten kept, works.
func TestNBLambdaBounded(t *testing.T) {
	for _, l := range []string{"1e-999999", "1e-60", "1e60", "1/" + strings.Repeat("7", 61), "0." + strings.Repeat("0", 200) + "1", "1e99999999999999999999"} {
		out, errOut, code := runCLI("nb", "--lambda", l, "--query", "2,S", lihang41)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "--lambda: λ = ") || !strings.Contains(errOut, "at most 60") {
			t.Errorf("--lambda %.30s: exit %d, stdout %d bytes, stderr %q", l, code, len(out), errOut)
		}
	}
	if _, errOut, code := runCLI("nb", "--lambda", "1e-59", "--query", "2,S", lihang41); code != 0 {
		t.Errorf("--lambda 1e-59: exit %d: %s", code, errOut)
	}
}

// TestNBLongFractionsAsDecimals: with λ = 1e-59 the priors are fractions
// of 61 digits, (6 + λ)/(15 + 2λ) and (9 + λ)/(15 + 2λ), written as
// decimals: 0.4 and 0.6 to 17 digits (λ moves them by ~1e-60). The JSON
// says so in "approximate", its keys otherwise unchanged.
func TestNBLongFractionsAsDecimals(t *testing.T) {
	out, errOut, code := runCLI("nb", "--json", "--lambda", "1e-59", "--query", "2,S", lihang41)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got categoricalJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Prior["-1"] != "4.0000000000000000e-01" || got.Prior["1"] != "6.0000000000000000e-01" || got.Approximate == "" {
		t.Errorf("prior %v, approximate %q", got.Prior, got.Approximate)
	}
	if got.Lambda != "1/1"+strings.Repeat("0", 59) {
		t.Errorf("λ = %q, want it exact", got.Lambda)
	}
	text, _, _ := runCLI("nb", "--lambda", "1e-59", "--query", "2,S", lihang41)
	if !strings.Contains(text, "P(Y=-1) = ≈0.4\n") || !strings.Contains(text, "(≈: a fraction with more than 60 digits") {
		t.Errorf("text:\n%s", text)
	}
	for _, line := range strings.Split(text, "\n") {
		for _, word := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(" /·=(),", r) }) {
			if len(word) > typeset.MaxFractionDigits {
				t.Errorf("a number of %d digits: %.80s", len(word), line)
			}
		}
	}
}

// TestNBManyFeaturesProducts: with λ = 1 and 200 features each factor is a
// short fraction but the product is not; it is written as a decimal that
// agrees with products_float (computed by math/big's Rat.Float64, another
// path) to float64 precision.
func TestNBManyFeaturesProducts(t *testing.T) {
	const features = 200
	var b strings.Builder
	for i := range 9 {
		for j := range features {
			fmt.Fprintf(&b, "v%d,", (i*7+j*3)%5)
		}
		fmt.Fprintf(&b, "%d\n", i%2)
	}
	file := writeFile(t, "wide.csv", b.String())
	q := strings.Repeat("v1,", features-1) + "v1"
	out, errOut, code := runCLI("nb", "--json", "--lambda", "1", "--query", q, file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got categoricalJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	for c, s := range got.Products {
		v, err := strconv.ParseFloat(s, 64)
		want := got.ProductsFloat[c]
		if err != nil || strings.Contains(s, "/") || math.Abs(v-want) > 1e-15*want {
			t.Errorf("class %s: product %q, products_float %g", c, s, want)
		}
	}
	text, _, _ := runCLI("nb", "--lambda", "1", "--query", q, file)
	if !strings.Contains(text, "·"+"1/") || !strings.Contains(text, "= ≈") {
		t.Errorf("text: the factors should stay fractions and the product a decimal:\n%.600s", text)
	}
}

// BenchmarkNBFinestLambda: nb with λ = 1e-59 on Table 4.1, the longest
// fractions --lambda allows.
func BenchmarkNBFinestLambda(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, errOut, code := runCLI("nb", "--lambda", "1e-59", "--query", "2,S", lihang41); code != 0 {
			b.Fatal(errOut)
		}
	}
}
