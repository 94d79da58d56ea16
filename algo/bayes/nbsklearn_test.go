package bayes_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
)

// nbPython is Debian's python3, which has python3-sklearn.
const nbPython = "/usr/bin/python3"

// nbSklearn fits scikit-learn's CategoricalNB or GaussianNB to each case of
// the JSON file argv[1] and prints, per case, the fitted parameters, the
// joint log-likelihood log P(c) + Σⱼ log P(xⱼ|c) of each query and the
// predictions. Classes come out sorted, as scikit-learn keeps them. One
// run serves both models: importing scikit-learn takes seconds.
const nbSklearn = `
import json, sys
import numpy as np
from sklearn.naive_bayes import CategoricalNB, GaussianNB
def fit(mode, c):
    X, y, Q = np.array(c["x"]), np.array(c["y"]), np.array(c["q"])
    if mode == "categorical":
        m = CategoricalNB(alpha=c["alpha"], class_prior=c["prior"]).fit(X, y)
        params = [np.exp(f).tolist() for f in m.feature_log_prob_]
    else:
        m = GaussianNB(var_smoothing=0).fit(X, y)
        params = {"mean": m.theta_.tolist(), "var": m.var_.tolist(), "prior": m.class_prior_.tolist()}
    return {"classes": m.classes_.tolist(), "params": params,
            "joint": m.predict_joint_log_proba(Q).tolist(), "predict": m.predict(Q).tolist()}
cases = json.load(open(sys.argv[1]))
print(json.dumps({mode: [fit(mode, c) for c in cs] for mode, cs in cases.items()}))
`

// nbRunSklearn runs nbSklearn on cases and decodes its answer into out. It
// fails the test, never skips it, when scikit-learn cannot be run.
func nbRunSklearn(t *testing.T, cases, out any) {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cases.json")
	if err := os.WriteFile(path, in, 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := exec.Command(nbPython, "-c", nbSklearn, path).Output()
	if err != nil {
		if msg, ierr := exec.Command(nbPython, "-c", "import sklearn").CombinedOutput(); ierr != nil {
			t.Fatalf("%s cannot import sklearn (install python3-sklearn: make deps): %v\n%s", nbPython, ierr, msg)
		}
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("scikit-learn: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("scikit-learn: %v", err)
	}
	if err := json.Unmarshal(res, out); err != nil {
		t.Fatalf("scikit-learn's answer: %v\n%s", err, res)
	}
}

// nbSkAnswer is scikit-learn's answer for one case.
type nbSkAnswer[P any] struct {
	Classes []float64   `json:"classes"`
	Params  P           `json:"params"`
	Joint   [][]float64 `json:"joint"`
	Predict []float64   `json:"predict"`
}

// nbSkAnswers is scikit-learn's answer to every case.
type nbSkAnswers struct {
	Categorical []nbSkAnswer[[][][]float64]
	Gaussian    []nbSkAnswer[struct{ Mean, Var [][]float64 }]
}

// Both models against scikit-learn, in one Python run.
//
// Categorical: the conditionals equal exp(feature_log_prob_) of
// scikit-learn's CategoricalNB(alpha=λ), which uses the book's
// (count+λ)/(N_c+S_jλ) when every category appears in training. Its class
// prior is not smoothed, so it is given ours (class_prior=), which
// checkPriors checks against the book's formula; the joint
// log-likelihoods and the predictions must then agree too. Both sides sum
// the same logs, so 1e-12 relative is ample; a wrong count moves a value
// by far more.
//
// Gaussian: the means, variances, log-odds and predictions equal those of
// GaussianNB(var_smoothing=0). The estimates are sums over up to 400
// points and the log-odds a difference of two joint log-likelihoods, so
// 1e-9 relative to the larger joint is ample.
func TestNBAgainstSklearn(t *testing.T) {
	cat := nbCategoricalCases(t)
	gauss, models := nbGaussianCases(t)
	var sk nbSkAnswers
	nbRunSklearn(t, map[string]any{"categorical": cat, "gaussian": gauss}, &sk)
	if len(sk.Categorical) != len(cat) || len(sk.Gaussian) != len(gauss) {
		t.Fatalf("scikit-learn answered %d and %d cases of %d and %d", len(sk.Categorical), len(sk.Gaussian), len(cat), len(gauss))
	}
	t.Run("categorical", func(t *testing.T) {
		for i, c := range cat {
			name := fmt.Sprintf("seed=%d,λ=%v", i/3, c.Alpha)
			c.checkPriors(t, name)
			c.compare(t, name, sk.Categorical[i])
		}
	})
	t.Run("gaussian", func(t *testing.T) {
		for i, m := range models {
			nbCompareGaussian(t, i, m, gauss[i], sk.Gaussian[i])
		}
	})
}

// nbGaussCase is a random two-class point set for GaussianNB.
type nbGaussCase struct {
	X [][]float64 `json:"x"`
	Y []float64   `json:"y"`
	Q [][]float64 `json:"q"`
}

// nbGaussianCases fits random point sets in 2 and 3 dimensions.
func nbGaussianCases(t *testing.T) ([]nbGaussCase, []*bayes.GaussianNB) {
	var cases []nbGaussCase
	var models []*bayes.GaussianNB
	for seed := range uint64(4) {
		x, y := nbGaussians(seed, 100+100*int(seed), 2+int(seed%2))
		m, err := bayes.FitGaussian(x, y)
		if err != nil {
			t.Fatal(err)
		}
		q, _ := nbGaussians(seed+10, 50, 2+int(seed%2))
		models = append(models, m)
		cases = append(cases, nbGaussCase{X: nbRows(x), Y: y, Q: nbRows(q)})
	}
	return cases, models
}

// nbCompareGaussian checks case i against scikit-learn's answer.
func nbCompareGaussian(t *testing.T, i int, m *bayes.GaussianNB, gc nbGaussCase, sk nbSkAnswer[struct{ Mean, Var [][]float64 }]) {
	for c := range 2 {
		g := m.Class(c)
		for j := range g.Mean {
			if g.Label != sk.Classes[c] || !scalar.EqualWithinRel(g.Mean[j], sk.Params.Mean[c][j], 1e-12) ||
				!scalar.EqualWithinRel(g.Var[j], sk.Params.Var[c][j], 1e-12) {
				t.Errorf("case %d class %d feature %d: label %v, μ %v, σ² %v; scikit-learn %v, %v, %v",
					i, c, j, g.Label, g.Mean[j], g.Var[j], sk.Classes[c], sk.Params.Mean[c][j], sk.Params.Var[c][j])
			}
		}
	}
	for qi, x := range gc.Q {
		jl := sk.Joint[qi]
		got, want := m.Decision(x), jl[1]-jl[0]
		if !scalar.EqualWithinAbs(got, want, 1e-9*max(1, -jl[0], -jl[1])) || m.Predict(x) != sk.Predict[qi] {
			t.Errorf("case %d, x=%v: log-odds %v, predict %v; scikit-learn %v, %v", i, x, got, m.Predict(x), want, sk.Predict[qi])
		}
	}
}

// nbRows returns the rows of x.
func nbRows(x *mat.Dense) [][]float64 {
	n, _ := x.Dims()
	rows := make([][]float64, n)
	for i := range rows {
		rows[i] = mat.Row(nil, i, x)
	}
	return rows
}
