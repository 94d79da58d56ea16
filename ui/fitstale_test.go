package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Issue 27, fault 13, in curve fitting: the cross-validation's step stayed
// in the strip after leaving its tab and after Resample, and "20 fits at
// M = 3" stayed under it after Generate had drawn new points.
func TestFitMessagesFollowWhatIsShown(t *testing.T) {
	_, v := enterFitLOO(t)
	if !strings.Contains(v.explain.Text, "Fold 1 of 10") {
		t.Fatalf("CV started: strip %q", v.explain.Text)
	}
	v.tabs.SelectIndex(0)
	if strings.Contains(v.explain.Text, "Fold") {
		t.Errorf("the Fitting tab shown: the strip still says %q", v.explain.Text)
	}
	v.tabs.SelectIndex(fitCVTab)
	if !strings.Contains(v.explain.Text, "Fold 1 of 10") {
		t.Errorf("back on its tab: strip %q", v.explain.Text)
	}
	test.Tap(v.controls.resample)
	v.jobs.Wait()
	if strings.Contains(v.explain.Text, "Fold") || !strings.Contains(v.status.Text, "fits at M") {
		t.Errorf("after Resample: strip %q, message %q", v.explain.Text, v.status.Text)
	}
	test.Tap(v.controls.generate)
	if strings.Contains(v.status.Text, "fits at M") {
		t.Errorf("after Generate: the message still says %q", v.status.Text)
	}
}

// Issue 27, fault 13: Bishop's fixed points were headed "Data: sin(2πx)
// plus noise" over the generator's N, σ and seed, none of which made
// them. The heading names the points shown, and the generator's fields
// are headed as what Generate would make.
func TestFitDataHeadingNamesThePoints(t *testing.T) {
	_, v := enterFit(t)
	c := v.controls
	if strings.Contains(c.dataHead.Text, "plus noise") || !strings.Contains(c.dataHead.Text, "Bishop") || !c.genHead.Visible() {
		t.Errorf("Bishop's points: heading %q, generator's heading shown %v", c.dataHead.Text, c.genHead.Visible())
	}
	test.Tap(c.generate)
	if c.dataHead.Text != "Data: sin(2πx) plus noise" || c.genHead.Visible() {
		t.Errorf("generated points: heading %q, generator's heading shown %v", c.dataHead.Text, c.genHead.Visible())
	}
}
