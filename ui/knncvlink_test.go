package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// A link copied while k-NN's stepper shows fold 2 of a shuffled 4-fold
// cross-validation of k = 1, 3, 5 opens, in another window, the form with
// that setting and the stepper at fold 2: the Cross-validation tab shown,
// the fold's points ringed on the plane and the same fold scores.
func TestKNNCVLink(t *testing.T) {
	e := newTestExplorer(t)
	ts := lab.DefaultSettings()
	ts.Form, ts.K = formOf("knn"), 3
	e.s.Replace(dataset.Gaussians(30, 11), ts)
	e.Changed()
	c := e.knnCV()
	if l := c.linkCV(); l != nil {
		t.Errorf("the default setting, not started, gave a link's cv %+v", l)
	}
	e.side.Show("cv")
	c.S.SetText("4")
	c.Seed.SetText("3")
	c.ks.SetText("1,3,5")
	test.Tap(c.Start)
	c.jobs.Wait()
	test.Tap(c.Next)
	frag, err := e.link().Fragment()
	if err != nil || !strings.Contains(frag, "cv=kfold:4:shuffle:3:k&knn.ks=1,3,5&fold=2") {
		t.Fatalf("fragment %q, %v", frag, err)
	}

	e2 := secondWindow(t, e)
	e2.openLink("https://example.org/#" + frag)
	c2 := e2.knnCV()
	c2.jobs.Wait()
	s, want := &c2.step, &c.step
	if !c2.started() || s.Pos != 1 || s.K() != 4 || len(s.Scores) != 3 {
		t.Fatalf("opened: started %v, pos %d, %d folds, %d k", c2.started(), s.Pos, s.K(), len(s.Scores))
	}
	for p := range want.Scores {
		for f := range want.Scores[p] {
			if s.Scores[p][f] != want.Scores[p][f] {
				t.Errorf("k = %g, fold %d: %g, the first window %g", s.Params[p], f+1, s.Scores[p][f], want.Scores[p][f])
			}
		}
	}
	if !e2.TabShown("cv") || c2.S.Text != "4" || c2.Seed.Text != "3" || c2.ks.Text != "1,3,5" || !c2.Shuffle.Checked {
		t.Errorf("opened: cv tab shown %v, S %q, seed %q, ks %q, shuffle %v", e2.TabShown("cv"), c2.S.Text, c2.Seed.Text, c2.ks.Text, c2.Shuffle.Checked)
	}
	rings := models[scene.FoldRings](e2)
	if len(rings) != 1 || len(rings[0].Test) != len(s.Folds.At(1).Test) || !strings.Contains(e2.strip.explain.text.Text, "Fold 2 of 4") {
		t.Errorf("opened: %d ring sets, strip %q", len(rings), e2.strip.explain.text.Text)
	}
	// A link without cv leaves the form at its default.
	e2.openLink("https://example.org/#example=lihang32")
	if c2.step.Started() || c2.S.Text != "5" || c2.ks.Text != lab.DefaultKs {
		t.Errorf("a link without cv: started %v, S %q, ks %q", c2.step.Started(), c2.S.Text, c2.ks.Text)
	}
}
