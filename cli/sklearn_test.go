package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
)

// debianPython is Debian's python3, which has python3-sklearn; a python3
// earlier on PATH (pyenv) may lack it.
const debianPython = "/usr/bin/python3"

// sklearnFit loads a CSV with numpy and fits scikit-learn's Perceptron. With
// shuffle=False it visits the points in cyclic order; its "perceptron" loss
// updates when y(w·x+b) ≤ 0 by w += η·y·x, b += η·y; penalty=None (the
// default) and tol=None make it run exactly max_iter passes and nothing else.
const sklearnFit = `
import json, sys, warnings
import numpy as np
from sklearn.linear_model import Perceptron
path, max_iter, eta = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
data = np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2)
warnings.simplefilter("ignore")  # ConvergenceWarning: tol=None is on purpose
clf = Perceptron(shuffle=False, eta0=eta, tol=None, max_iter=max_iter, fit_intercept=True)
clf.fit(data[:, :-1], data[:, -1])
print(json.dumps({"w": clf.coef_[0].tolist(), "b": float(clf.intercept_[0])}))
`

// needSklearn fails the test when Debian's python3 lacks scikit-learn:
// make test installs python3-sklearn, so its absence is a broken set-up,
// not a reason to pass without checking.
func needSklearn(t *testing.T) {
	t.Helper()
	if out, err := exec.Command(debianPython, "-c", "import sklearn, numpy").CombinedOutput(); err != nil {
		t.Fatalf("%s cannot import sklearn and numpy (install python3-sklearn, or run make deps): %v %s", debianPython, err, out)
	}
}

// TestAgainstScikitLearn trains on seeded random separable sets of 10⁴
// points and wants scikit-learn's w and b to a relative 1e-9. Both sides do
// the same float64 operations in the same order, so they agree exactly
// unless a dot product sums in another order and a check lands within a
// rounding error of 0; 1e-9 allows for that while a single different update
// (a change of about η·‖x‖ ≈ 1) fails the test.
func TestAgainstScikitLearn(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the scikit-learn comparison in -short mode")
	}
	needSklearn(t)
	tests := []struct {
		n, d int
		gap  float64
		seed uint64
		eta  string
	}{
		{10000, 2, 0.5, 1, "1"},
		{10000, 2, 0.01, 2, "0.1"},
		{10000, 5, 0.05, 3, "1"},
	}
	for _, tc := range tests {
		name := fmt.Sprintf("n=%d,d=%d,eta=%s", tc.n, tc.d, tc.eta)
		path := filepath.Join(t.TempDir(), "points.csv")
		if err := dataset.SaveCSV(path, dataset.Separable(tc.n, tc.d, tc.gap, tc.seed)); err != nil {
			t.Fatal(err)
		}
		ours, _ := trainJSON(t, "--eta", tc.eta, "--max-epochs", "100000", path)
		if !ours.Converged {
			t.Fatalf("%s: did not converge (%s after %d epochs)", name, ours.Status, ours.Epochs)
		}
		out, err := exec.Command(debianPython, "-c", sklearnFit, path, fmt.Sprint(ours.Epochs), tc.eta).Output()
		if err != nil {
			t.Fatalf("%s: scikit-learn: %v", name, err)
		}
		var theirs struct {
			W []float64
			B float64
		}
		if err := json.Unmarshal(out, &theirs); err != nil {
			t.Fatalf("%s: decode %q: %v", name, out, err)
		}
		for j := range ours.W {
			if !closeRel(ours.W[j], theirs.W[j], 1e-9) {
				t.Errorf("%s: w[%d] = %v, scikit-learn %v", name, j, ours.W[j], theirs.W[j])
			}
		}
		if !closeRel(ours.B, theirs.B, 1e-9) {
			t.Errorf("%s: b = %v, scikit-learn %v", name, ours.B, theirs.B)
		}
		t.Logf("%s: %d epochs, %d mistakes, w = %v, b = %v", name, ours.Epochs, ours.Mistakes, ours.W, ours.B)
	}
}

// closeRel reports whether a and b agree to a relative tol.
func closeRel(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*max(math.Abs(a), math.Abs(b))
}
