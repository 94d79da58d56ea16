package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// A link copied while k-NN's stepper shows fold 2 of a shuffled 4-fold
// cross-validation of k = 1, 3, 5 opens, in another window, the form with
// that setting and the stepper at fold 2: the Cross-validation tab shown,
// the fold's points ringed on the plane and the same fold scores (the
// strip's, to its 4 decimals; knnview's TestKNNCVLinkRoundTrip checks
// every score to the last bit); Space then steps to fold 3.
func TestKNNCVLink(t *testing.T) {
	e := newTestExplorer(t)
	ts := lab.DefaultSettings()
	ts.Form, ts.K = formOf("knn"), 3
	e.s.Replace(dataset.Gaussians(30, 11), ts)
	e.Changed()
	c := e.knn().CVForm()
	if l := linkCV(e); l != nil {
		t.Errorf("the default setting, not started, gave a link's cv %+v", l)
	}
	e.side.Show("cv")
	c.S.SetText("4")
	c.Seed.SetText("3")
	e.knnKs().SetText("1,3,5")
	test.Tap(c.Start)
	e.knn().Wait()
	test.Tap(c.Next)
	frag, err := e.links.link().Fragment()
	if err != nil || !strings.Contains(frag, "cv=kfold:4:shuffle:3:k&knn.ks=1,3,5&fold=2") {
		t.Fatalf("fragment %q, %v", frag, err)
	}

	e2 := secondWindow(t, e)
	e2.links.openLink("https://example.org/#" + frag)
	e2.knn().Wait()
	c2 := e2.knn().CVForm()
	strip, want := e2.strip.explain.text.Text, e.strip.explain.text.Text
	_, scores, _ := strings.Cut(strip, "This fold's error rate for each k: ")
	if !strings.Contains(strip, "Fold 2 of 4") || len(strings.Split(scores, ", ")) != 3 || strip != want {
		t.Fatalf("opened: the strip says %q, the first window's %q", strip, want)
	}
	if !e2.TabShown("cv") || c2.S.Text != "4" || c2.Seed.Text != "3" || e2.knnKs().Text != "1,3,5" || !c2.Shuffle.Checked {
		t.Errorf("opened: cv tab shown %v, S %q, seed %q, ks %q, shuffle %v", e2.TabShown("cv"), c2.S.Text, c2.Seed.Text, e2.knnKs().Text, c2.Shuffle.Checked)
	}
	rings, rings1 := models[scene.FoldRings](e2), models[scene.FoldRings](e)
	if len(rings) != 1 || len(rings1) != 1 || !slices.Equal(rings[0].Test, rings1[0].Test) {
		t.Errorf("opened: ring sets %v, the first window's %v", rings, rings1)
	}
	e2.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace}) // Space steps the cross-validation
	if strip := e2.strip.explain.text.Text; !strings.Contains(strip, "Fold 3 of 4") {
		t.Errorf("Space: the strip says %q", strip)
	}
	// A link without cv leaves the form at its defaults for the link's
	// points: Example 3.2's six points in 5 folds train on 4 or 5, so the
	// odd k up to 4 (by hand: folds of 2, 1, 1, 1, 1 points).
	e2.links.openLink("https://example.org/#example=lihang32")
	if l := linkCV(e2); l != nil || c2.S.Text != "5" || e2.knnKs().Text != "1,3" {
		t.Errorf("a link without cv: link's cv %+v (nil when not started), S %q, ks %q, want 5 and 1,3", l, c2.S.Text, e2.knnKs().Text)
	}
}

// TestChooseKStartsOnLiHangsExamples opens Examples 3.1 and 3.2 by link
// and from the menu, in fresh windows and after a k-NN cross-validation
// of other points, and presses Start: it cross-validates, with no error
// dialog (issue 27, fault 9).
func TestChooseKStartsOnLiHangsExamples(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(e *explorer)
	}{
		{"link 3.2", func(e *explorer) { e.links.openLink("https://example.org/#example=lihang32") }},
		{"menu 3.2", func(e *explorer) { e.examples.open("lihang32") }},
		{"link 3.1", func(e *explorer) { e.links.openLink("https://example.org/#example=lihang31") }},
		{"menu 3.1", func(e *explorer) { e.examples.open("lihang31") }},
		{"gaussians, then link 3.2", func(e *explorer) {
			e.links.openLink("https://example.org/#example=gaussians&form=knn")
			e.links.openLink("https://example.org/#example=lihang32")
		}},
	} {
		e := newTestExplorer(t)
		c.open(e)
		e.side.Show("cv")
		e.Refresh()
		cv := e.knn().CVForm()
		test.Tap(cv.Start)
		e.knn().Wait()
		if d := e.win.Canvas().Overlays().Top(); d != nil {
			t.Errorf("%s: Start shows a dialog (k to try %q, S %q)", c.name, e.knnKs().Text, cv.S.Text)
		}
		if l := linkCV(e); l == nil || l.Fold == 0 {
			t.Errorf("%s: the cross-validation did not start (k to try %q, S %q)", c.name, e.knnKs().Text, cv.S.Text)
		}
	}
}

// linkCV returns the cross-validation of k that a link of e carries: nil
// when none is started and the form holds the default.
func linkCV(e *explorer) *lab.LinkCV {
	var l lab.Link
	e.knn().WriteLink(&l)
	return l.CV
}
