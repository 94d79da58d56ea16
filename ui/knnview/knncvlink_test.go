package knnview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// A link written while k-NN's stepper shows fold 2 of a shuffled 4-fold
// cross-validation of k = 1, 3, 5 opens, in another window, the form with
// that setting and the stepper at fold 2: the Cross-validation tab shown,
// the fold's points ringed on the plane and the same fold scores, to the
// last bit. The window's side (Copy link, opening it) is ui's
// TestKNNCVLink; here the view reads and writes the link as the window
// asks it to (WriteLink; Open(nil), ReadLink, then its function).
func TestKNNCVLinkRoundTrip(t *testing.T) {
	r, m := newTestMethod(t)
	replace(r, dataset.Gaussians(30, 11), 3)
	c := m.cv
	if l := c.linkCV(); l != nil {
		t.Errorf("the default setting, not started, gave a link's cv %+v", l)
	}
	r.ShowTab("cv")
	c.S.SetText("4")
	c.Seed.SetText("3")
	c.ks.SetText("1,3,5")
	test.Tap(c.Start)
	m.Wait()
	test.Tap(c.Next)
	l := r.S.Link()
	m.WriteLink(l)
	frag, err := l.Fragment()
	if err != nil || !strings.Contains(frag, "cv=kfold:4:shuffle:3:k&knn.ks=1,3,5&fold=2") {
		t.Fatalf("fragment %q, %v", frag, err)
	}

	r2, m2 := newRoom(t)
	openLink(t, r2, m2, frag)
	c2 := m2.cv
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
	if !r2.TabShown("cv") || c2.S.Text != "4" || c2.Seed.Text != "3" || c2.ks.Text != "1,3,5" || !c2.Shuffle.Checked {
		t.Errorf("opened: cv tab shown %v, S %q, seed %q, ks %q, shuffle %v", r2.TabShown("cv"), c2.S.Text, c2.Seed.Text, c2.ks.Text, c2.Shuffle.Checked)
	}
	rings := modelsOf[scene.FoldRings](m2.Models())
	if ex := m2.Explanation(); len(rings) != 1 || len(rings[0].Test) != len(s.Folds.At(1).Test) || len(ex) != 1 || !strings.Contains(ex[0], "Fold 2 of 4") {
		t.Errorf("opened: %d ring sets, strip %q", len(rings), ex)
	}
	// A link without cv leaves the form at its defaults for the link's
	// points: six in 5 folds train on 4 or 5, so the odd k up to 4.
	openLink(t, r2, m2, "example=lihang32")
	if c2.step.Started() || c2.S.Text != "5" || c2.ks.Text != "1,3" {
		t.Errorf("a link without cv: started %v, S %q, ks %q", c2.step.Started(), c2.S.Text, c2.ks.Text)
	}
}

// openLink opens the lab of the link fragment frag in r as the window's
// openLink does: the session from the link, what its example shows
// (redrawn), the view's own state from the link, a redraw, then the
// view's work once the rest is taken.
func openLink(t *testing.T, r *testRoom, m *Method, frag string) {
	t.Helper()
	l, err := lab.ParseLink(frag)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.S.OpenLink(l); err != nil {
		t.Fatal(err)
	}
	m.Open(nil)
	if x, ok := lab.ExampleByName(l.Example); ok { // the example's query and tab, redrawn
		m.Open(&x)
		r.Refresh()
	}
	then := m.ReadLink(l)
	r.Changed()
	then()
	m.Wait()
}
