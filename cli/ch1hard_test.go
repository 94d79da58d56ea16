package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"perceptronlab/dataset"
)

// pointsFile writes the points (x, t) as a CSV file x,t.
func pointsFile(t *testing.T, name string, x, tt []float64) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("x,t\n")
	for i := range x {
		fmt.Fprintf(&b, "%v,%v\n", x[i], tt[i])
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// farFile returns n points at x = base + step·i, t = sin(i/5).
func farFile(t *testing.T, n int, base, step float64) string {
	x, tt := make([]float64, n), make([]float64, n)
	for i := range x {
		x[i], tt[i] = base+step*float64(i), math.Sin(float64(i)/5)
	}
	return pointsFile(t, "far.csv", x, tt)
}

// TestFitOverflowCases runs the inputs that panicked ("lapack: cfrom is
// NaN"): degree 30 at x ≈ 5·10¹⁰, degree 12 at x ≈ 10²⁶, λ = 10³⁰⁸, t =
// ±10³⁰⁸, and plot's ln λ up to 700. Each must succeed; where the plain
// powers overflow, monomial_condition is null with a reason.
func TestFitOverflowCases(t *testing.T) {
	old := nullNote
	nullNote = io.Discard
	defer func() { nullNote = old }()
	far30, far12 := farFile(t, 60, 5e10, 1024), farFile(t, 40, 1e26, 1e24)
	for _, file := range []string{far30, far12} {
		m := "30"
		if file == far12 {
			m = "12"
		}
		out, errOut, code := runCLI("fit", "--json", "--degree", m, file)
		if code != 0 || !strings.Contains(out, `"monomial_condition":null`) || !strings.Contains(out, `"monomial_condition_note":"x^`+m+` overflows`) {
			t.Errorf("fit --degree %s at x far from 0: exit %d, stdout %.300q, stderr %q", m, code, out, errOut)
		}
	}
	if _, errOut, code := runCLI("fit", "--lambda", "1e308", "sin:30"); code != 0 {
		t.Errorf("fit --lambda 1e308: exit %d, %q", code, errOut)
	}
	x, big := make([]float64, 20), make([]float64, 20)
	for i := range x {
		x[i], big[i] = float64(i)/10, 1e308*float64(1-2*(i%2))
	}
	if _, errOut, code := runCLI("fit", "--degree", "3", pointsFile(t, "big.csv", x, big)); code != 0 {
		t.Errorf("fit with t = ±1e308: exit %d, %q", code, errOut)
	}
	png := filepath.Join(t.TempDir(), "e.png")
	if _, errOut, code := runCLI("plot", "--errors", "--degree", "3", "--lnlambdas=690:700", "sin:1000", "-o", png); code != 0 {
		t.Errorf("plot --lnlambdas=690:700: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runCLI("cv", "--lambdas", "1e308", "sin:50"); code != 0 {
		t.Errorf("cv --lambdas 1e308: exit %d, %q", code, errOut)
	}
}

// TestBoundSubnormalCLI checks bound at subnormal δ against mpmath (50
// digits): ε(10, 10, 1e-320) = 6.0791850851243539 to 1e-14 relative, and
// N = 3733714 for ε = 0.01, δ = 4.9e-324 (2⁻¹⁰⁷⁴).
func TestBoundSubnormalCLI(t *testing.T) {
	out, errOut, code := runCLI("bound", "--json", "--d", "10", "--n", "10", "--delta", "1e-320")
	var b boundJSON
	if code != 0 || json.Unmarshal([]byte(out), &b) != nil || math.Abs(b.Epsilon-6.0791850851243539) > 6.08e-14 {
		t.Errorf("bound --delta 1e-320: exit %d, %q %q; want ε = 6.0791850851243539", code, out, errOut)
	}
	out, errOut, code = runCLI("bound", "--json", "--d", "10", "--epsilon", "0.01", "--delta", "4.9e-324")
	if code != 0 || json.Unmarshal([]byte(out), &b) != nil || b.N != 3733714 {
		t.Errorf("bound --delta 4.9e-324: exit %d, %q %q; want N = 3733714", code, out, errOut)
	}
}

// TestCommandsCancel runs fit, cv (K-fold and leave-one-out, both
// methods of leave-one-out's closed form and its folds) and plot --errors
// with a context already cancelled, as Ctrl-C leaves it: each must stop
// with the context's error rather than finish.
func TestCommandsCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	png := filepath.Join(t.TempDir(), "e.png")
	for _, tc := range []struct {
		run  func(context.Context, []string, io.Writer) error
		args []string
	}{
		{runFit, []string{"--degrees", "0-9", "sin:20000"}},
		{runCV, []string{"--folds", "10", "sin:20000"}},
		{runCV, []string{"--loo", "--degrees", "3", "sin:20000"}},
		{runCV, []string{"--loo", "--degrees", "3", "--lambdas", "0.01", "sin:20000"}},
		{runSeriesPlot, []string{"--errors", "sin:20000", "-o", png}},
		{runSeriesPlot, []string{"--method", "polyfit", "sin:20000", "-o", png}},
	} {
		if err := tc.run(ctx, tc.args, io.Discard); !errors.Is(err, context.Canceled) {
			t.Errorf("%v with a cancelled context: %v, want context.Canceled", tc.args, err)
		}
	}
}

// TestCVJSONOverflow wants cv --json to write a score that overflows
// (targets ±1e308) as null with a note, as fit does, not fail after
// writing the folds.
func TestCVJSONOverflow(t *testing.T) {
	x, big := make([]float64, 20), make([]float64, 20)
	for i := range x {
		x[i], big[i] = float64(i)/10, 1e308*float64(1-2*(i%3%2))
	}
	var note strings.Builder
	old := nullNote
	nullNote = &note
	defer func() { nullNote = old }()
	out, errOut, code := runCLI("cv", "--json", "--folds", "4", "--degrees", "0-2", pointsFile(t, "big.csv", x, big))
	if code != 0 || !strings.Contains(out, "null") || !strings.Contains(note.String(), "written as null") || !json.Valid([]byte(out)) {
		t.Errorf("cv --json with overflowing scores: exit %d, stdout %.200q, stderr %q, note %q", code, out, errOut, note.String())
	}
}

// TestCVJSONRefused wants a fold listing of gigabytes refused before any
// work, naming its size: leave-one-out on 20000 rows lists 4·10⁸ indices.
func TestCVJSONRefused(t *testing.T) {
	out, errOut, code := runCLI("cv", "--json", "--loo", "--degrees", "3", "sin:20000")
	if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "2.2 GB of JSON") {
		t.Errorf("cv --json --loo on 20000 rows: exit %d, stdout %d bytes, stderr %q", code, len(out), errOut)
	}
}

// TestCVKNNTooManyNeighbours wants every k checked against the smallest
// training fold before the first fit: 2 folds of 40 rows train on 20.
func TestCVKNNTooManyNeighbours(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.csv")
	if err := dataset.SaveCSV(file, dataset.Gaussians(40, 3)); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI("cv", "--method", "knn", "--folds", "2", "--k", "1-30", file)
	if code != 1 || out != "" || !strings.Contains(errOut, "k = 21 exceeds the 20 training rows of the smallest fold") {
		t.Errorf("cv --k 1-30 --folds 2 on 40 rows: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestCVFoldsMemory runs 5000-fold cross-validation of 5000 rows in
// process and wants under 64 MB allocated in all: the folds used to be
// listed whole, S × N indices (225 MB here).
func TestCVFoldsMemory(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, errOut, code := runCLI("cv", "--folds", "5000", "--degrees", "0", "sin:5000")
	runtime.ReadMemStats(&after)
	if code != 0 {
		t.Fatalf("exit %d, %q", code, errOut)
	}
	if b := after.TotalAlloc - before.TotalAlloc; b > 64<<20 {
		t.Errorf("cv --folds 5000 on 5000 rows allocated %d MB", b>>20)
	}
}
