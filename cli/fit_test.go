package cli

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// bishop11 is the shipped copy of PRML §1.1's ten points.
const bishop11 = "../assets/examples/bishop11.csv"

// fitOut runs fit --json and decodes the one object it prints, refusing
// unknown keys.
func fitOut(t *testing.T, args ...string) fitJSON {
	t.Helper()
	out, errOut, code := runCLI(append([]string{"fit", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("fit %v: exit %d, stderr %q", args, code, errOut)
	}
	var r fitJSON
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("decode %q: %v", out, err)
	}
	return r
}

// TestFitBishop checks the training E_RMS of PRML Fig. 1.5 for Bishop's
// ten points (0.6143, 0.4622, 0.1870 at M = 0, 1, 3, from numpy.polyfit)
// and the interpolation at M = 9, through the command line.
func TestFitBishop(t *testing.T) {
	for m, want := range map[string]float64{"0": 0.6143, "1": 0.4622, "3": 0.1870} {
		r := fitOut(t, "--degree", m, bishop11)
		if math.Abs(r.TrainRMSE-want) > 5e-5 || r.TestRMSE != nil || r.N != 10 || r.Method != "polyfit" {
			t.Errorf("M = %s: %+v, want train_rmse %.4f", m, r, want)
		}
	}
	if r := fitOut(t, "--degree", "9", bishop11); r.TrainRMSE >= 1e-8 || r.MinNorm || len(r.W) != 10 {
		t.Errorf("M = 9: %+v, want interpolation", r)
	}
}

// TestFitTable11 checks the Markdown form of PRML Table 1.1's layout: a
// row per wₖ*, a column per M, two decimals.
func TestFitTable11(t *testing.T) {
	out, errOut, code := runCLI("fit", "--degrees", "0,1,3,9", "--format", "markdown", bishop11)
	if code != 0 {
		t.Fatal(errOut)
	}
	for _, row := range []string{
		"|  | M = 0 | M = 1 | M = 3 | M = 9 |",
		"| w0* | 0.19 | 0.82 | 0.31 | 0.35 |",
		"| w1* |  | -1.27 | 7.99 | 232.37 |",
		"| w3* |  |  | 17.37 | 48568.31 |",
	} {
		if !strings.Contains(out, row+"\n") {
			t.Errorf("table lacks %q:\n%s", row, out)
		}
	}
}

// TestFitLatex checks the LaTeX form of the same table.
func TestFitLatex(t *testing.T) {
	out, errOut, code := runCLI("fit", "--degrees", "0-1", "--format", "latex", bishop11)
	want := "\\begin{tabular}{lrr}\n\\hline\n & $M = 0$ & $M = 1$ \\\\\n\\hline\n" +
		"$w_{0}^{\\star}$ & 0.19 & 0.82 \\\\\n$w_{1}^{\\star}$ &  & -1.27 \\\\\n\\hline\n\\end{tabular}\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stderr %q, got\n%s\nwant\n%s", code, errOut, out, want)
	}
}

func Example_bound() {
	Run([]string{"bound", "--d", "1000", "--delta", "0.05", "--epsilon", "0.05"}, os.Stdout, os.Stderr)
	Run([]string{"bound", "--d", "10", "--n", "100", "--delta", "0.05"}, os.Stdout, os.Stderr)
	// Output:
	// N = 1981: the least N with ε(d = 1000, N, δ = 0.05) ≤ 0.05 (ε = 0.049996)
	// ε(d = 10, N = 100, δ = 0.05) = 0.162762
}

func Example_fit() {
	Run([]string{"fit", "--degree", "1", "../assets/examples/bishop11.csv"}, os.Stdout, os.Stderr)
	// Output:
	// polynomial of degree M = 1, λ = 0, fitted to N = 10 points of ../assets/examples/bishop11.csv
	//   w0  = 0.8202124
	//   w1  = -1.2678258
	// training E_RMS = 0.462227
	// condition number: 1.57 (the design solved), 3.98 (the monomial design [x^k])
}

// sklearnRidge fits PolynomialFeatures(M) + Ridge(alpha = Nλ/2), or
// LinearRegression when λ = 0, both without an intercept, and prints coef_.
const sklearnRidge = `
import json, sys
import numpy as np
from sklearn.preprocessing import PolynomialFeatures
from sklearn.linear_model import LinearRegression, Ridge
path, m, lam = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
d = np.loadtxt([l for l in open(path) if l[:1] not in "#x"], delimiter=",", ndmin=2)  # no comments, no header
X = PolynomialFeatures(m).fit_transform(d[:, :1])
model = Ridge(alpha=len(d) * lam / 2, fit_intercept=False, solver="svd") if lam > 0 else LinearRegression(fit_intercept=False)
print(json.dumps(model.fit(X, d[:, 1]).coef_.tolist()))
`

// TestFitAgainstScikitLearn wants fit's w within 1e-8 relative (of the
// largest |w|) of scikit-learn's on [0, 1] where PolynomialFeatures is well
// conditioned: least squares, ridge with α = Nλ/2, and the minimum-norm w
// of LinearRegression (scipy's lstsq) when M + 1 > N.
func TestFitAgainstScikitLearn(t *testing.T) {
	needSklearn(t)
	wide := regressionFile(t, 20, 0, 1, 4)
	few := regressionFile(t, 6, 0, 1, 5)
	for _, tc := range []struct{ file, m, lambda string }{
		{wide, "3", "0"}, {wide, "5", "0"}, {wide, "3", "0.01"}, {wide, "7", "1e-5"}, {few, "7", "0"}, {bishop11, "9", "1e-6"},
	} {
		ours := fitOut(t, "--degree", tc.m, "--lambda", tc.lambda, tc.file)
		out, err := exec.Command(debianPython, "-c", sklearnRidge, tc.file, tc.m, tc.lambda).Output()
		if err != nil {
			t.Fatalf("scikit-learn: %v", err)
		}
		var w []float64
		if err := json.Unmarshal(out, &w); err != nil {
			t.Fatal(err)
		}
		scale := 0.0
		for _, v := range w {
			scale = math.Max(scale, math.Abs(v))
		}
		for k := range w {
			if math.Abs(ours.W[k]-w[k]) > 1e-8*scale {
				t.Errorf("M = %s, λ = %s, N = %d: w%d = %.12g, scikit-learn %.12g", tc.m, tc.lambda, ours.N, k, ours.W[k], w[k])
			}
		}
		if tc.file == few && !ours.MinNorm {
			t.Error("M = 7 on 6 points: min_norm is false")
		}
	}
}

// TestFitErrors wants one line on stderr for each mistake, and a note, not
// a refusal, when M exceeds what the data determine.
func TestFitErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"../assets/examples/bias1d.csv"}, "bias1d.csv: every target is +1 or -1: a classification file"},
		{[]string{lihang21}, "lihang21.csv: 3 columns, want two"},
		{[]string{"--lambda", "-0.5", bishop11}, "--lambda must be a finite number ≥ 0, got -0.5"},
		{[]string{"--degree", "3", "--degrees", "1-4", bishop11}, "not both"},
		{[]string{"--degrees", "4-1", bishop11}, "not a range A-B with A ≤ B"},
		{[]string{"--json", "--format", "latex", bishop11}, "choose one"},
		{[]string{"--test", "sin:0", bishop11}, "--test: sin:0: N must be"},
	} {
		out, errOut, code := runCLI(append([]string{"fit"}, tc.args...)...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("fit %v: exit %d, stdout %q, stderr %q; want one line with %q", tc.args, code, out, errOut, tc.want)
		}
	}
	out, _, code := runCLI("fit", "--degree", "12", bishop11)
	if code != 0 || !strings.Contains(out, "note: M + 1 = 13 coefficients but only 10 distinct x") || !strings.Contains(out, "minimum-norm w is shown") {
		t.Errorf("M = 12 on ten points: exit %d,\n%s", code, out)
	}
}

// TestBound checks Li Hang's bound: ε(10, 100, 0.05) = 0.162762
// (√((ln 10 + ln 20)/200), by hand) and issue 18's N = 1981 for d = 1000,
// δ = ε = 0.05, and the refusals.
func TestBound(t *testing.T) {
	out, errOut, code := runCLI("bound", "--d", "1000", "--delta", "0.05", "--epsilon", "0.05")
	if code != 0 || !strings.HasPrefix(out, "N = 1981:") {
		t.Errorf("bound --epsilon: %q %q", out, errOut)
	}
	out, _, _ = runCLI("bound", "--d", "10", "--n", "100", "--delta", "0.05", "--json")
	var r boundJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil || math.Abs(r.Epsilon-0.162762) > 5e-7 || r.N != 100 {
		t.Errorf("bound --json: %q (%v)", out, err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--d", "0", "--n", "10"}, "d must be at least 1, got 0"},
		{[]string{"--d", "5", "--n", "10", "--delta", "0"}, "δ must be strictly between 0 and 1, got 0"},
		{[]string{"--d", "5", "--n", "10", "--delta", "1.5"}, "δ must be strictly between 0 and 1, got 1.5"},
		{[]string{"--d", "5"}, "give --n N"},
		{[]string{"--d", "5", "--n", "3", "--epsilon", "0.1"}, "one of them"},
		{[]string{"--n", "3"}, "--d D is required"},
	} {
		out, errOut, code := runCLI(append([]string{"bound"}, tc.args...)...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("bound %v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, errOut, tc.want)
		}
	}
}
