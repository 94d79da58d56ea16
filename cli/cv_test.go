package cli

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"perceptronlab/dataset"
)

// cvOut is cv's JSON.
type cvOut struct {
	Method  string `json:"method"`
	N       int    `json:"n"`
	Folds   []struct{ Train, Test []int }
	Results []struct {
		Param      map[string]float64 `json:"param"`
		FoldScores []float64          `json:"fold_scores"`
		Mean       float64            `json:"mean"`
	}
	Best map[string]float64 `json:"best"`
}

// cvJSON runs cv --json and decodes its output.
func cvJSON(t *testing.T, args ...string) cvOut {
	t.Helper()
	out, errOut, code := runCLI(append([]string{"cv", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("cv %v: exit %d, stderr %q", args, code, errOut)
	}
	var r cvOut
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("decode %q: %v", out, err)
	}
	return r
}

// sklearnCV prints, as JSON, scikit-learn's folds and fold scores for the
// same data. argv: file, kind (poly|ridge|knn), scheme (kfold|loo|holdout),
// S or F, shuffle (0/1), seed, params (comma list of M, or of k), λ.
// The polynomial fits are PolynomialFeatures(M) + LinearRegression or
// Ridge(alpha = n_train·λ/2), both with fit_intercept=False; the scores
// are cross_val_score's, negated MSE turned back to MSE, 1 − accuracy for
// k-NN (brute force).
const sklearnCV = `
import json, sys, warnings
import numpy as np
from sklearn.model_selection import KFold, LeaveOneOut, train_test_split, cross_val_score
from sklearn.preprocessing import PolynomialFeatures
from sklearn.pipeline import make_pipeline
from sklearn.linear_model import LinearRegression, Ridge
from sklearn.neighbors import KNeighborsClassifier
path, kind, scheme, arg, shuffle, seed, params, lam = sys.argv[1:9]
data = np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2)
X, y = data[:, :-1], data[:, -1]
n = len(y)
if scheme == "kfold":
    cv = KFold(int(arg), shuffle=shuffle == "1", random_state=int(seed) if shuffle == "1" else None)
    folds = list(cv.split(X))
elif scheme == "loo":
    cv = LeaveOneOut()
    folds = list(cv.split(X))
else:
    tr, te = train_test_split(np.arange(n), test_size=float(arg), random_state=int(seed))
    folds = [(tr, te)]
    cv = folds
out = {"folds": [{"train": a.tolist(), "test": b.tolist()} for a, b in folds], "scores": []}
for p in params.split(","):
    p = int(p)
    if kind == "knn":
        s = 1 - cross_val_score(KNeighborsClassifier(n_neighbors=p, algorithm="brute"), X, y, cv=cv, scoring="accuracy")
    elif kind == "poly":
        s = -cross_val_score(make_pipeline(PolynomialFeatures(p), LinearRegression(fit_intercept=False)), X, y, cv=cv, scoring="neg_mean_squared_error")
    else:  # ridge, penalty per fold: alpha = n_train * lambda / 2
        s = []
        for tr, te in folds:
            m = make_pipeline(PolynomialFeatures(p), Ridge(alpha=len(tr) * float(lam) / 2, fit_intercept=False, solver="svd"))
            m.fit(X[tr], y[tr])
            s.append(float(np.mean((m.predict(X[te]) - y[te]) ** 2)))
    out["scores"].append(list(map(float, s)))
print(json.dumps(out))
`

// sklearnRun runs sklearnCV.
func sklearnRun(t *testing.T, args ...string) (folds []struct{ Train, Test []int }, scores [][]float64) {
	t.Helper()
	cmd := exec.Command(debianPython, append([]string{"-c", sklearnCV}, args...)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("scikit-learn %v: %v", args, err)
	}
	var r struct {
		Folds  []struct{ Train, Test []int }
		Scores [][]float64
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatal(err)
	}
	return r.Folds, r.Scores
}

// regressionFile writes n points x uniform on [lo, hi], t = sin(2πx) +
// N(0, 0.3²), and returns its path.
func regressionFile(t *testing.T, n int, lo, hi float64, seed uint64) string {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	d := &dataset.RegressionSet{X: make([]float64, n), T: make([]float64, n)}
	for i := range d.X {
		d.X[i] = lo + (hi-lo)*r.Float64()
		d.T[i] = math.Sin(2*math.Pi*d.X[i]) + 0.3*r.NormFloat64()
	}
	path := filepath.Join(t.TempDir(), "reg.csv")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := dataset.WriteRegression(f, d); err != nil {
		t.Fatal(err)
	}
	return path
}

// cvCase is one comparison with scikit-learn.
type cvCase struct {
	kind, scheme, arg string
	shuffle           bool
	seed              int
	params            string
	lambda            string
}

// ourArgs returns the cv flags of the case.
func (c cvCase) ourArgs() []string {
	var a []string
	switch c.kind {
	case "knn":
		a = []string{"--method", "knn", "--k", c.params}
	default:
		a = []string{"--method", "polyfit", "--degrees", c.params, "--lambdas", c.lambda}
	}
	switch c.scheme {
	case "kfold":
		a = append(a, "--folds", c.arg)
		if c.shuffle {
			a = append(a, "--shuffle", "--seed", fmt.Sprint(c.seed))
		}
	case "loo":
		a = append(a, "--loo")
	default:
		a = append(a, "--holdout", c.arg, "--seed", fmt.Sprint(c.seed))
	}
	return a
}

// TestCVAgainstScikitLearn compares cv's folds index for index with
// KFold (plain and shuffled), LeaveOneOut and train_test_split, and its
// fold scores with cross_val_score's to 1e-9 relative: polynomial least
// squares (degrees 0–5 on [0, 1], where PolynomialFeatures is well enough
// conditioned for scikit-learn's own answer to hold 1e-9), ridge with the
// per-fold penalty, and k-NN with odd k on points in general position (no
// equal distances, so both sides pick the same neighbours). Leave-one-out
// checks the hat-matrix closed form against N real fits.
func TestCVAgainstScikitLearn(t *testing.T) {
	needSklearn(t)
	reg := regressionFile(t, 23, 0, 1, 1)
	knn := filepath.Join(t.TempDir(), "knn.csv")
	if err := dataset.SaveCSV(knn, dataset.Gaussians(40, 3)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []cvCase{
		{"poly", "kfold", "5", false, 0, "0,1,2,3,4,5", "0"},
		{"poly", "kfold", "4", true, 0, "1,3,5", "0"},
		{"poly", "kfold", "3", true, 12345, "3", "0"},
		{"poly", "kfold", "23", true, 7, "2", "0"},
		{"poly", "loo", "", false, 0, "0,1,3,5", "0"},
		{"poly", "holdout", "0.3", false, 0, "1,3", "0"},
		{"poly", "holdout", "0.25", false, 42, "3", "0"},
		{"ridge", "kfold", "5", true, 1, "3,5", "0.001"},
		{"ridge", "loo", "", false, 0, "5", "0.01"},
		{"knn", "kfold", "5", false, 0, "1,3,5,7", ""},
		{"knn", "kfold", "4", true, 9, "1,3", ""},
		{"knn", "loo", "", false, 0, "3", ""},
		{"knn", "holdout", "0.2", false, 5, "5", ""},
	} {
		file := reg
		if c.kind == "knn" {
			file = knn
		}
		name := fmt.Sprintf("%s %s %s shuffle=%v seed=%d", c.kind, c.scheme, c.arg, c.shuffle, c.seed)
		ours := cvJSON(t, append(c.ourArgs(), file)...)
		sh := "0"
		if c.shuffle {
			sh = "1"
		}
		arg := c.arg
		if arg == "" {
			arg = "0"
		}
		lam := c.lambda
		if lam == "" {
			lam = "0"
		}
		folds, scores := sklearnRun(t, file, c.kind, c.scheme, arg, sh, fmt.Sprint(c.seed), c.params, lam)
		if len(folds) != len(ours.Folds) {
			t.Fatalf("%s: %d folds, scikit-learn %d", name, len(ours.Folds), len(folds))
		}
		for f := range folds {
			if !slices.Equal(folds[f].Train, ours.Folds[f].Train) || !slices.Equal(folds[f].Test, ours.Folds[f].Test) {
				t.Errorf("%s: fold %d: ours %v, scikit-learn %v", name, f, ours.Folds[f], folds[f])
			}
		}
		for p := range scores {
			for f, want := range scores[p] {
				got := ours.Results[p].FoldScores[f]
				if math.Abs(got-want) > 1e-9*math.Abs(want)+1e-15 {
					t.Errorf("%s: param %v fold %d: score %.15g, scikit-learn %.15g", name, ours.Results[p].Param, f, got, want)
				}
			}
		}
	}
}

// TestCVErrors wants one line on stderr for each mistake.
func TestCVErrors(t *testing.T) {
	bishop := "../assets/examples/bishop11.csv"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--folds", "11", bishop}, "S = 11 exceeds the number of rows N = 10"},
		{[]string{"--folds", "1", bishop}, "must be at least 2, got 1"},
		{[]string{"--holdout", "0", bishop}, "strictly between 0 and 1, got 0"},
		{[]string{"--holdout", "1", bishop}, "strictly between 0 and 1, got 1"},
		{[]string{"--lambdas", "0,-1", bishop}, "λ must be ≥ 0, got -1"},
		{[]string{"--loo", "--folds", "3", bishop}, "give one of --folds S, --loo and --holdout F"},
		{[]string{"--seed", "3", bishop}, "give --shuffle as well"},
		{[]string{"--method", "svm", bishop}, "--method must be polyfit, knn or nb"},
		{[]string{"--method", "polyfit", "../assets/examples/bias1d.csv"}, "a classification file"},
	} {
		out, errOut, code := runCLI(append([]string{"cv"}, tc.args...)...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("cv %v: exit %d, stdout %q, stderr %q; want one line with %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// sklearnNB scores S contiguous folds of a categorical table with
// scikit-learn's CategoricalNB set up as Li Hang's Bayesian estimate:
// alpha = λ, every feature's categories counted over the whole table
// (min_categories), and the class prior smoothed by hand,
// (N_c + λ)/(N + Kλ), since CategoricalNB's own prior is not smoothed.
const sklearnNB = `
import json, sys, warnings
import numpy as np
from sklearn.naive_bayes import CategoricalNB
from sklearn.preprocessing import OrdinalEncoder
from sklearn.model_selection import KFold
path, S, lams = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = [l.strip().split(",") for l in open(path) if l.strip() and not l.startswith("#")][1:]
X = OrdinalEncoder().fit_transform([r[:-1] for r in rows]).astype(int)
y = np.array([r[-1] for r in rows])
cats = [len(set(X[:, j])) for j in range(X.shape[1])]
out = []
for lam in lams.split(","):
    lam = float(lam)
    s = []
    for tr, te in KFold(S).split(X):
        classes = sorted(set(y[tr]))
        prior = [(np.sum(y[tr] == c) + lam) / (len(tr) + len(classes) * lam) for c in classes]
        m = CategoricalNB(alpha=lam, min_categories=cats, class_prior=prior).fit(X[tr], y[tr])
        s.append(float(np.mean(m.predict(X[te]) != y[te])))
    out.append(s)
print(json.dumps(out))
`

// TestCVNB cross-validates λ of naive Bayes on Li Hang's Table 4.1 and
// wants the fold error rates of scikit-learn's CategoricalNB (λ > 0, which
// scikit-learn needs), exactly: they are fractions of a handful of rows.
func TestCVNB(t *testing.T) {
	needSklearn(t)
	const file = "../assets/examples/lihang41.csv"
	for _, s := range []string{"3", "5"} {
		r := cvJSON(t, "--method", "nb", "--folds", s, "--lambdas", "1,1/2,2", file)
		out, err := exec.Command(debianPython, "-c", sklearnNB, file, s, "1,0.5,2").Output()
		if err != nil {
			t.Fatalf("scikit-learn: %v", err)
		}
		var want [][]float64
		if err := json.Unmarshal(out, &want); err != nil {
			t.Fatal(err)
		}
		for p := range want {
			if !slices.Equal(r.Results[p].FoldScores, want[p]) {
				t.Errorf("S = %s, λ = %v: fold scores %v, scikit-learn %v", s, r.Results[p].Param["lambda"], r.Results[p].FoldScores, want[p])
			}
		}
	}
}

// TestCVMethodsReadTheRegistry checks that cv's methods are the
// registry's: without one of its runs, or with a run of a method the
// registry does not offer for cv, the check that stops the program at
// start-up fails; and --method's error names them in the book's order.
func TestCVMethodsReadTheRegistry(t *testing.T) {
	if err := checkCVMethods(); err != nil {
		t.Fatal(err)
	}
	saved := cvMethods
	t.Cleanup(func() { cvMethods = saved })
	for name := range saved {
		cvMethods = maps.Clone(saved)
		delete(cvMethods, name)
		if checkCVMethods() == nil {
			t.Errorf("without cv's run of %q the check passes", name)
		}
	}
	cvMethods = maps.Clone(saved)
	cvMethods["primal"] = cvKNN
	if checkCVMethods() == nil {
		t.Error("a run of a method the registry does not offer for cv passes")
	}
	if got := cvNames(); !slices.Equal(got, []string{"polyfit", "knn", "nb"}) {
		t.Errorf("cv's methods %v, want chapter 1's polyfit, 3's knn, 4's nb", got)
	}
}
