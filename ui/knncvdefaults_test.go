package ui

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// dialogText returns the texts of the window's top overlay (a dialog),
// "" when there is none.
func dialogText(e *explorer) string {
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var parts []string
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			parts = append(parts, o.Text)
		case *widget.RichText:
			parts = append(parts, o.String())
		}
	}
	return strings.Join(parts, " ")
}

// TestKNNCVDefaultsFitLiHangsExamples opens Li Hang's Examples 3.1 (3
// points) and 3.2 (6 points) in k-NN and starts Choose k as it opens: the
// defaults (S and the k) come from the points, so each runs without an
// error dialog and every mean is a number. Then "1,3,5" on Example 3.2,
// whose 5 folds train on 4 or 5 points, is refused with the command
// line's own message for k = 5, never shown as NaN.
func TestKNNCVDefaultsFitLiHangsExamples(t *testing.T) {
	e := newTestExplorer(t)
	for _, ex := range []struct {
		name string
		ks   string
	}{{"lihang31", "1"}, {"lihang32", "1,3"}} { // 3 points: S = 3, trains on 2; 6: S = 5, trains on 4 or 5
		e.OpenExample(ex.name)
		settle(t, e)
		c := e.knnCV()
		e.side.Show("cv")
		if c.ks.Text != ex.ks {
			t.Errorf("%s: k to try %q, want %q", ex.name, c.ks.Text, ex.ks)
		}
		test.Tap(c.Start)
		c.jobs.Wait()
		if d := dialogText(e); d != "" {
			t.Fatalf("%s: Start with the defaults shows %q", ex.name, d)
		}
		for i, m := range c.step.Means() {
			if math.IsNaN(m) {
				t.Errorf("%s: k = %g has a NaN mean", ex.name, c.step.Params[i])
			}
		}
		test.Tap(c.Stop)
	}
	c := e.knnCV()
	c.ks.SetText("1,3,5")
	test.Tap(c.Start)
	c.jobs.Wait()
	want := "Cross-validation: k = 5: fold 1: k must be between 1 and the number of points 4, got 5"
	if d := dialogText(e); !strings.Contains(d, want) {
		t.Errorf("k = 5 on 6 points in 5 folds: dialog %q, want %q", d, want)
	}
	for _, k := range c.step.Params {
		if k == 5 {
			t.Error("a refused k = 5 is in the stepper")
		}
	}
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		e.win.Canvas().Overlays().Remove(top)
	}
}
