package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lihang41 is the shipped copy of Li Hang's Table 4.1.
const lihang41 = "../assets/examples/lihang41.csv"

// TestNBExamples41And42 checks nb against Li Hang's Examples 4.1 (λ = 0)
// and 4.2 (λ = 1) for x = (2, S): the book's priors, conditionals and
// products, as reduced fractions, and y = −1.
func TestNBExamples41And42(t *testing.T) {
	for _, c := range []struct {
		lambda           string
		prior1, priorM   string // P(Y=1), P(Y=−1)
		cond2S1, cond2SM string // P(X⁽²⁾=S|Y=1), P(X⁽²⁾=S|Y=−1)
		prod1, prodM     string
	}{
		// Example 4.1: 9/15, 6/15; 1/9, 3/6; 1/45, 1/15.
		{"0", "3/5", "2/5", "1/9", "1/2", "1/45", "1/15"},
		// Example 4.2: 10/17, 7/17; 2/12, 4/9; 5/153, 28/459.
		{"1", "10/17", "7/17", "1/6", "4/9", "5/153", "28/459"},
	} {
		out, errb, code := runCLI("nb", "--json", "--lambda", c.lambda, "--query", "2,S", lihang41)
		if code != 0 {
			t.Fatalf("λ = %s: exit %d: %s", c.lambda, code, errb)
		}
		var got categoricalJSON
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		want := []string{c.prior1, c.priorM, c.cond2S1, c.cond2SM, c.prod1, c.prodM, "-1", "categorical"}
		have := []string{got.Prior["1"], got.Prior["-1"], got.Conditional["1"][1]["S"], got.Conditional["-1"][1]["S"],
			got.Products["1"], got.Products["-1"], got.Prediction, got.Model}
		for i := range want {
			if have[i] != want[i] {
				t.Errorf("λ = %s: field %d = %q, want %q (the book)\n%s", c.lambda, i, have[i], want[i], out)
			}
		}
		// The floats are the fractions: 1/45 = 0.0222…, 5/153 ≈ 0.0327.
		if p := got.ProductsFloat["1"]; c.lambda == "1" && math.Abs(p-5.0/153) > 1e-15 {
			t.Errorf("λ = 1: products_float = %v, want 5/153", p)
		}
	}
}

// TestNBText checks the book's product line in the text output.
func TestNBText(t *testing.T) {
	out := runOK(t, "nb", "--query", "2,S", lihang41)
	for _, want := range []string{"P(Y=1)·P(X⁽¹⁾=2|Y=1)·P(X⁽²⁾=S|Y=1) = 3/5·1/3·1/9 = 1/45", "= 1/15", "y = -1", "maximum likelihood"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
}

// TestNBGaussian fits two classes whose moments are easy by hand: +1 at
// (0,0), (2,0), (0,2), (2,2) has μ = (1,1), σ² = (1,1); −1 at (4,4), (6,4),
// (4,6), (6,6) has μ = (5,5), σ² = (1,1). Equal variances and priors make
// the log-odds linear: at (3,3) it is 0 by symmetry; at (1,1) it is
// −½·0 + ½·(16+16) = 16 per the Gaussian densities' exponents.
func TestNBGaussian(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.csv")
	body := "x1,x2,y\n0,0,1\n2,0,1\n0,2,1\n2,2,1\n4,4,-1\n6,4,-1\n4,6,-1\n6,6,-1\n"
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	out := runOK(t, "nb", "--json", "--query", "1,1", path)
	var got gaussianJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Model != "gaussian" || got.Mean["1"][0] != 1 || got.Var["-1"][1] != 1 || got.Prior["1"] != 0.5 {
		t.Errorf("model %+v, want μ₊ = (1,1), σ² = 1, priors ½", got)
	}
	if len(got.Predictions) != 1 || got.Predictions[0].Y != 1 || math.Abs(got.Predictions[0].LogOdds-16) > 1e-12 {
		t.Errorf("predictions %+v, want y = 1 with log-odds 16", got.Predictions)
	}
	all := runOK(t, "nb", "--json", path)
	if !strings.Contains(all, `"errors":0`) || strings.Count(all, `"log_odds"`) != 8 {
		t.Errorf("without --query: %s, want the 8 training points and 0 errors", all)
	}
}

// TestNBBadInput wants exit 1 and one clear line.
func TestNBBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"nb", "--query", "2,Q", lihang41}, `feature 2: value "Q" never seen in training`},
		{[]string{"nb", "--query", "2,S,L", lihang41}, "--query: 3 values, but the table has 2 features"},
		{[]string{"nb", lihang21}, "class -1 has only one sample"},
		{[]string{"nb", "--model", "bayes", lihang41}, `unknown model "bayes"`},
		{[]string{"nb", "--lambda", "-1", lihang41}, "--lambda"},
		{[]string{"nb", "--model", "gaussian", lihang41}, "lihang41.csv:"},
	} {
		out, errb, code := runCLI(c.args...)
		if code != 1 || out != "" || strings.Count(errb, "\n") != 1 || !strings.Contains(errb, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", c.args, code, out, errb, c.want)
		}
	}
}
