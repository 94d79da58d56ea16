package lab

import (
	"context"
	"encoding/json"
	"math"
	"os/exec"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
)

// sklearnKNNScript prints scikit-learn's fold error rates (see the
// script); the window's test runs it too.
const sklearnKNNScript = "testdata/sklearn_knncv.py"

// sklearnKNNScores runs testdata/sklearn_knncv.py on set.
func sklearnKNNScores(t *testing.T, set *dataset.Set, args ...string) [][]float64 {
	t.Helper()
	path := filepath.Join(t.TempDir(), "knn.csv")
	if err := dataset.SaveCSV(path, set); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("/usr/bin/python3", append([]string{sklearnKNNScript, path}, args...)...).Output()
	if err != nil {
		t.Fatalf("scikit-learn %v: %v", args, err)
	}
	var scores [][]float64
	if err := json.Unmarshal(out, &scores); err != nil {
		t.Fatal(err)
	}
	return scores
}

// TestKNNCVMatchesSklearn checks every fold's error rate of StartKNNCV,
// and FoldKNN's, against scikit-learn's cross_val_score to 1e-9, for
// S-fold (shuffled and not), leave-one-out and hold-out, with odd k on
// 30 points of two Gaussians.
func TestKNNCVMatchesSklearn(t *testing.T) {
	set := dataset.Gaussians(30, 7)
	ks := []int{1, 3, 5, 7, 9}
	for _, tc := range []struct {
		st   CVSetting
		args []string
	}{
		{CVSetting{Kind: CVKFold, S: 5}, []string{"kfold", "5", "0", "0"}},
		{CVSetting{Kind: CVKFold, S: 4, Shuffle: true, Seed: 3}, []string{"kfold", "4", "1", "3"}},
		{CVSetting{Kind: CVLOO}, []string{"loo", "", "0", "0"}},
		{CVSetting{Kind: CVHoldOut, Frac: 0.3, Seed: 5}, []string{"holdout", "0.3", "0", "5"}},
	} {
		want := sklearnKNNScores(t, set, append(tc.args, "1,3,5,7,9")...)
		s, err := StartKNNCV(context.Background(), set, tc.st, ks, 2)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		for p, k := range ks {
			if len(s.Scores[p]) != len(want[p]) {
				t.Fatalf("%v, k = %d: %d folds, scikit-learn %d", tc.args, k, len(s.Scores[p]), len(want[p]))
			}
			for f, w := range want[p] {
				if math.Abs(s.Scores[p][f]-w) > 1e-9 {
					t.Errorf("%v, k = %d, fold %d: %g, scikit-learn %g", tc.args, k, f, s.Scores[p][f], w)
				}
				if fk, err := FoldKNN(set, &s, f, k, 2); err != nil || math.Abs(fk.Rate-w) > 1e-9 || fk.TestN != len(s.Folds.At(f).Test) {
					t.Errorf("%v, k = %d, fold %d: FoldKNN %g (%v), scikit-learn %g", tc.args, k, f, fk.Rate, err, w)
				}
			}
		}
	}
}

// TestKNNCVBadInput wants an error for too few points and for S > N, and
// NaN scores for a k larger than a fold's training rows.
func TestKNNCVBadInput(t *testing.T) {
	one := &dataset.Set{D: 2, X: []float64{0, 0}, Y: []float64{1}}
	if _, err := StartKNNCV(context.Background(), one, DefaultCVSetting(), []int{1}, 2); err == nil {
		t.Error("one point: no error")
	}
	set := dataset.Gaussians(6, 1)
	if _, err := StartKNNCV(context.Background(), set, CVSetting{Kind: CVKFold, S: 7}, []int{1}, 2); err == nil {
		t.Error("S = 7 > N = 6: no error")
	}
	s, err := StartKNNCV(context.Background(), set, CVSetting{Kind: CVKFold, S: 3}, []int{1, 5}, 2)
	if err != nil || !math.IsNaN(s.Scores[1][0]) || math.IsNaN(s.Scores[0][0]) || s.Best() != 0 {
		t.Errorf("k = 5 on 4 training rows: scores %v, best %d, %v", s.Scores, s.Best(), err)
	}
}
