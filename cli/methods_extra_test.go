package cli

import (
	"math"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
)

// train --method svm on Li Hang 2.1: the optimal hyperplane with its
// support and α = (1/4, 0, 1/4) (derived in algo's svm test); its margin
// is 1/‖w‖ = √2.
func TestTrainSVM(t *testing.T) {
	rep, keys := trainJSON(t, "--method", "svm", lihang21)
	const tol = 1e-12
	if !floats.EqualApprox(rep.W, []float64{0.5, 0.5}, tol) || !scalar.EqualWithinAbsOrRel(rep.B, -2, tol, tol) ||
		!slices.Equal(rep.Support, []int{0, 2}) || !floats.EqualApprox(rep.Alpha, []float64{0.25, 0, 0.25}, tol) {
		t.Errorf("svm: w %v b %v support %v α %v", rep.W, rep.B, rep.Support, rep.Alpha)
	}
	if rep.Margin == nil || !scalar.EqualWithinAbsOrRel(*rep.Margin, math.Sqrt2, tol, tol) {
		t.Errorf("svm: margin %v, want √2", rep.Margin)
	}
	for _, k := range []string{"support", "alpha", "margin", "w", "b"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("svm: key %q missing", k)
		}
	}
}

// Methods that report training errors; the kernel perceptron has no w.
func TestTrainExtraMethods(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		errors int
		hasW   bool
	}{
		// Least squares interpolates Li Hang's three points.
		{[]string{"--method", "lsq", lihang21}, 0, true},
		// Separable data: both variants end where the perceptron does.
		{[]string{"--method", "pocket", lihang21}, 0, true},
		// The average of Li Hang's 12 visited states misclassifies one
		// point (algo's averaged test checks the average itself).
		{[]string{"--method", "averaged", lihang21}, 1, true},
		// XOR with (x·z + 1)², whose features include x₁x₂.
		{[]string{"--method", "kernel", "--kernel", "poly", "--degree", "2", xorCSV}, 0, false},
		{[]string{"--method", "kernel", "--kernel", "rbf", "--sigma", "0.5", xorCSV}, 0, false},
	} {
		rep, keys := trainJSON(t, tc.args...)
		if rep.Errors == nil || *rep.Errors != tc.errors {
			t.Errorf("%v: errors %v, want %d", tc.args, rep.Errors, tc.errors)
		}
		if _, ok := keys["w"]; ok != tc.hasW {
			t.Errorf("%v: has w = %v, want %v", tc.args, ok, tc.hasW)
		}
		if !tc.hasW && (rep.Alpha == nil || !rep.Converged) {
			t.Errorf("%v: α %v, converged %v", tc.args, rep.Alpha, rep.Converged)
		}
	}
}

// Inseparable data have no optimal hyperplane: a clear error, exit 1.
func TestTrainSVMNotSeparable(t *testing.T) {
	_, errOut, code := runCLI("train", "--method", "svm", xorCSV)
	if code != 1 || !strings.Contains(errOut, "not linearly separable") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// Flags that make no sense for a method are refused.
func TestTrainExtraBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--method", "svm", "--trace", lihang21},
		{"--method", "lsq", "--w0", "1,2", lihang21},
		{"--method", "pocket", "--gram", lihang21},
		{"--method", "kernel", "--trace", lihang21},
	} {
		if _, errOut, code := runCLI(append([]string{"train"}, args...)...); code != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}
