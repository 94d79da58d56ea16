package fitview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Issue 27, fault 13, in curve fitting: the cross-validation's step stayed
// in the strip after leaving its tab and after Resample, and "20 fits at
// M = 3" stayed under it after Generate had drawn new points.
func TestFitMessagesFollowWhatIsShown(t *testing.T) {
	_, v := newTestViewLOO(t)
	if !strings.Contains(v.Explain.Text, "Fold 1 of 10") {
		t.Fatalf("CV started: strip %q", v.Explain.Text)
	}
	v.Tabs.SelectIndex(0)
	if strings.Contains(v.Explain.Text, "Fold") {
		t.Errorf("the Fitting tab shown: the strip still says %q", v.Explain.Text)
	}
	v.Tabs.SelectIndex(CVTab)
	if !strings.Contains(v.Explain.Text, "Fold 1 of 10") {
		t.Errorf("back on its tab: strip %q", v.Explain.Text)
	}
	test.Tap(v.Controls.Resample)
	v.Jobs.Wait()
	if strings.Contains(v.Explain.Text, "Fold") || !strings.Contains(v.Status.Text, "fits at M") {
		t.Errorf("after Resample: strip %q, message %q", v.Explain.Text, v.Status.Text)
	}
	test.Tap(v.Controls.Generate)
	if strings.Contains(v.Status.Text, "fits at M") {
		t.Errorf("after Generate: the message still says %q", v.Status.Text)
	}
}

// Issue 27, fault 13: Bishop's fixed points were headed "Data: sin(2πx)
// plus noise" over the generator's N, σ and seed, none of which made
// them. The heading names the points shown, and the generator's fields
// are headed as what Generate would make.
func TestFitDataHeadingNamesThePoints(t *testing.T) {
	_, v := newTestView(t)
	c := v.Controls
	if strings.Contains(c.dataHead.Text, "plus noise") || !strings.Contains(c.dataHead.Text, "Bishop") || !c.genHead.Visible() {
		t.Errorf("Bishop's points: heading %q, generator's heading shown %v", c.dataHead.Text, c.genHead.Visible())
	}
	test.Tap(c.Generate)
	if c.dataHead.Text != "Data: sin(2πx) plus noise" || c.genHead.Visible() {
		t.Errorf("generated points: heading %q, generator's heading shown %v", c.dataHead.Text, c.genHead.Visible())
	}
}
