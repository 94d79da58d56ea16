package knnview

import (
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// sklearnFoldErrors runs lab/testdata/sklearn_knncv.py (scikit-learn's
// cross_val_score of KNeighborsClassifier(algorithm="brute")) on set.
func sklearnFoldErrors(t *testing.T, set *dataset.Set, args ...string) [][]float64 {
	t.Helper()
	path := filepath.Join(t.TempDir(), "knn.csv")
	if err := dataset.SaveCSV(path, set); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("/usr/bin/python3", append([]string{"../../lab/testdata/sklearn_knncv.py", path}, args...)...).Output()
	if err != nil {
		t.Fatalf("scikit-learn: %v", err)
	}
	var s [][]float64
	if err := json.Unmarshal(out, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestKNNCVChoosesK drives the k-NN form's Choose k tab: 4-fold, shuffled
// with seed 3, k = 1, 3, 5, 7, 9 on 30 points of two Gaussians. Each fold
// step must ring the fold's test points on the plane, draw the regions of
// the fold's classifier and state the fold's error rate for every k as
// scikit-learn's cross_val_score has it (to 1e-9, read back from the
// stepper and checked in the strip's 4 decimals); then the means; then the
// k of least mean, which Apply sets.
func TestKNNCVChoosesK(t *testing.T) {
	r, m := newTestMethod(t)
	set := dataset.Gaussians(30, 11)
	replace(r, set, 1)
	c := m.cv
	r.ShowTab("cv")
	c.Kind.SetSelectedIndex(int(lab.CVKFold))
	c.S.SetText("4")
	c.Shuffle.SetChecked(true)
	c.Seed.SetText("3")
	c.ks.SetText("1-9")
	c.ks.SetText("1,3,5,7,9")
	test.Tap(c.Start)
	m.Wait()
	want := sklearnFoldErrors(t, set, "kfold", "4", "1", "3", "1,3,5,7,9")
	s := &c.step
	if !s.Started() || s.K() != 4 || len(s.Scores) != 5 {
		t.Fatalf("stepper: started %v, %d folds, %d k", s.Started(), s.K(), len(s.Scores))
	}
	for f := range 4 {
		for p := range want {
			if math.Abs(s.Scores[p][f]-want[p][f]) > 1e-9 {
				t.Errorf("k = %g, fold %d: %g, scikit-learn %g", s.Params[p], f+1, s.Scores[p][f], want[p][f])
			}
		}
		strip := c.explanation()
		if !strings.Contains(strip, fmt.Sprintf("Fold %d of 4", f+1)) || !strings.Contains(strip, fmt.Sprintf("k = 9: %.4f", want[4][f])) {
			t.Errorf("fold %d: strip %q", f+1, strip)
		}
		ms := m.Models() // what the plane draws
		rings := modelsOf[scene.FoldRings](ms)
		if len(rings) != 1 || len(rings[0].Test) != len(s.Folds.At(f).Test) || len(modelsOf[scene.KNN](ms)) != 1 {
			t.Errorf("fold %d: plane has %d ring sets (%v) and %d k-NN regions", f+1, len(rings), rings, len(modelsOf[scene.KNN](ms)))
		}
		if o := m.Run().Step(); !o.More { // Space steps the cross-validation
			t.Fatalf("fold %d: Step ends the run: %q", f+1, o.Msg)
		}
	}
	if s.Pos != 4 || !strings.Contains(c.explanation(), "mean of its 4 fold scores") || len(modelsOf[scene.FoldRings](m.Models())) != 0 {
		t.Errorf("means: pos %d, %q", s.Pos, c.explanation())
	}
	best, bestMean := -1, math.Inf(1)
	for p, sc := range want {
		if m := (sc[0] + sc[1] + sc[2] + sc[3]) / 4; m < bestMean-1e-12 {
			best, bestMean = p, m
		}
	}
	test.Tap(c.Next)
	k := 2*best + 1
	if strip := m.Explanation(); len(strip) != 1 || !strings.Contains(strip[0], fmt.Sprintf("chooses k = %d", k)) || c.apply.Disabled() {
		t.Fatalf("choice: strip %q, apply disabled %v; scikit-learn's least mean is k = %d", strip, c.apply.Disabled(), k)
	}
	test.Tap(c.apply)
	if r.S.Settings().K != k {
		t.Errorf("applied k = %d, want %d", r.S.Settings().K, k)
	}
	r.S.AddPoint([]float64{0, 0}, 1)
	r.Changed()
	if c.step.Started() || !c.Prev.Disabled() {
		t.Error("the stepper survived a new point")
	}
}
