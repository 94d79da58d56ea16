package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
)

// xorCSV is the shipped XOR example.
const xorCSV = "../assets/examples/xor.csv"

// analyzeJSON runs analyze --json and decodes its one object, rejecting
// unknown keys; keys holds the raw values to check for null.
func analyzeJSON(t *testing.T, args ...string) (*analysis, map[string]json.RawMessage) {
	t.Helper()
	out, errOut, code := runCLI(append([]string{"analyze", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("analyze %v: exit %d, stderr %q", args, code, errOut)
	}
	var a analysis
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		t.Fatalf("decode %q: %v", out, err)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &keys); err != nil {
		t.Fatal(err)
	}
	return &a, keys
}

// Li Hang 2.1: R = √26, γ = √2/3, bound 117 (algo's Novikoff test derives
// them by hand), the optimal hyperplane w = (0.5, 0.5), b = −2 with margin
// √2 on x1 and x3, and least squares through all three points, x⁽²⁾ = 2.
func TestAnalyzeLiHangJSON(t *testing.T) {
	a, keys := analyzeJSON(t, lihang21)
	const tol = 1e-12
	if a.N != 3 || a.D != 2 || !a.Separable {
		t.Fatalf("n, d, separable = %d, %d, %v", a.N, a.D, a.Separable)
	}
	for _, k := range []string{"n", "d", "separable", "R", "gamma", "bound", "svm", "lsq"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("key %q missing", k)
		}
	}
	if !scalar.EqualWithinAbsOrRel(*a.R, math.Sqrt(26), tol, tol) ||
		!scalar.EqualWithinAbsOrRel(*a.Gamma, math.Sqrt2/3, tol, tol) ||
		!scalar.EqualWithinAbsOrRel(*a.Bound, 117, tol, tol) {
		t.Errorf("R, γ, bound = %v, %v, %v; want √26, √2/3, 117", *a.R, *a.Gamma, *a.Bound)
	}
	s := a.SVM
	if !floats.EqualApprox(s.W, []float64{0.5, 0.5}, tol) || !scalar.EqualWithinAbsOrRel(s.B, -2, tol, tol) ||
		!scalar.EqualWithinAbsOrRel(*s.Margin, math.Sqrt2, tol, tol) || !slices.Equal(s.Support, []int{0, 2}) {
		t.Errorf("svm = %+v, want w (0.5, 0.5), b −2, margin √2, support [0 2]", s)
	}
	if !floats.EqualApprox(a.LSQ.W, []float64{0, 1}, tol) || !scalar.EqualWithinAbsOrRel(a.LSQ.B, -2, tol, tol) || a.LSQ.Errors != 0 {
		t.Errorf("lsq = %+v, want w (0, 1), b −2, no error", a.LSQ)
	}
}

func TestAnalyzeLiHangText(t *testing.T) {
	out, errOut, code := runCLI("analyze", lihang21)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"linearly separable; a perceptron run from w₀ = 0, b₀ = 0 with η > 0 makes at most 117 mistakes (Novikoff: R = 5.10, γ = 0.471)",
		"w = (0.5, 0.5), b = -2, margin 1/‖w‖ = 1.41421, support points x1, x3",
		"least squares: w = (0, 1), b = -2, 0 training errors",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// Novikoff's bound is stated with its conditions (w₀ = 0, b₀ = 0, η > 0)
// in Chinese too; 117 = ⌊(5.0990/0.4714)²⌋ as in the English text.
func TestAnalyzeLiHangTextZh(t *testing.T) {
	out, errOut, code := runCLI("analyze", "--lang", "zh", lihang21)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "线性可分；感知机从 w₀ = 0, b₀ = 0 出发、η > 0 时，误分类次数至多为 117 次（Novikoff 定理：R = 5.10，γ = 0.471）"
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	if _, errOut, code := runCLI("analyze", "--lang", "fr", lihang21); code == 0 || !strings.Contains(errOut, "--lang") {
		t.Errorf("--lang fr: exit %d, %q; want an error naming --lang", code, errOut)
	}
}

// XOR and two points with the same x but opposite labels: not separable,
// R, γ, bound and svm null, exit 0, no hang.
func TestAnalyzeNotSeparable(t *testing.T) {
	same := filepath.Join(t.TempDir(), "same.csv")
	if err := os.WriteFile(same, []byte("x1,x2,y\n1,2,1\n1,2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{xorCSV, same} {
		a, keys := analyzeJSON(t, file)
		if a.Separable {
			t.Errorf("%s: separable", file)
		}
		for _, k := range []string{"R", "gamma", "bound", "svm"} {
			if string(keys[k]) != "null" {
				t.Errorf("%s: %s = %s, want null", file, k, keys[k])
			}
		}
		out, _, code := runCLI("analyze", file)
		if code != 0 || !strings.Contains(out, "not linearly separable") {
			t.Errorf("%s: exit %d, text %q", file, code, out)
		}
	}
}

func TestAnalyzeUsage(t *testing.T) {
	for _, args := range [][]string{{"analyze"}, {"analyze", "a.csv", "b.csv"}, {"analyze", "--frob", lihang21}, {"analyze", "no/such.csv"}} {
		if _, errOut, code := runCLI(args...); code != 1 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want 1 and one line", args, code, errOut)
		}
	}
	if out, _, code := runCLI("help", "analyze"); code != 0 || !strings.Contains(out, "--no-bias") {
		t.Errorf("help analyze: exit %d, %q", code, out)
	}
}

// TestFarFromTheOrigin: Li Hang's Example 2.1 moved by 10⁶ (the hostile
// sweep's repro). analyze solves it, and every printed b is −1000002 (the
// book's −2, moved) rather than a −1000000 that puts x3 on the line; the
// points (3e9,3e9)+, (4e9,3e9)+, (1e9,1e9)− have a Novikoff bound past
// int64, printed as the number it is, not as a negative count.
func TestFarFromTheOrigin(t *testing.T) {
	dir := t.TempDir()
	shift, big := filepath.Join(dir, "shift.csv"), filepath.Join(dir, "big.csv")
	os.WriteFile(shift, []byte("1000003,1000003,1\n1000004,1000003,1\n1000001,1000001,-1\n"), 0o644)
	os.WriteFile(big, []byte("3e9,3e9,1\n4e9,3e9,1\n1e9,1e9,-1\n"), 0o644)
	out, errb, code := runCLI("analyze", shift)
	if code != 0 || strings.Count(out, "b = -1000002") != 2 {
		t.Errorf("analyze shift.csv: exit %d %s\n%s", code, errb, out)
	}
	if out, _, _ := runCLI("train", "--method", "svm", shift); !strings.Contains(out, "− 1000002)") {
		t.Errorf("train --method svm prints\n%s", out)
	}
	out, errb, code = runCLI("analyze", big)
	if code != 0 || strings.Contains(out, "-9223372036854775808") || !strings.Contains(out, "at most 1.00e+20 mistakes") {
		t.Errorf("analyze big.csv: exit %d %s\n%s", code, errb, out)
	}
}
