package knnview

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// dialogText returns the texts of w's top overlay (a dialog), "" when
// there is none.
func dialogText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
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
	r, m := newTestMethod(t)
	c := m.cv
	for _, ex := range []struct {
		name string
		ks   string
	}{{"lihang31", "1"}, {"lihang32", "1,3"}} { // 3 points: S = 3, trains on 2; 6: S = 5, trains on 4 or 5
		openExample(t, r, m, ex.name)
		r.ShowTab("cv")
		if c.ks.Text != ex.ks {
			t.Errorf("%s: k to try %q, want %q", ex.name, c.ks.Text, ex.ks)
		}
		test.Tap(c.Start)
		m.Wait()
		if d := dialogText(r.win); d != "" {
			t.Fatalf("%s: Start with the defaults shows %q", ex.name, d)
		}
		for i, m := range c.step.Means() {
			if math.IsNaN(m) {
				t.Errorf("%s: k = %g has a NaN mean", ex.name, c.step.Params[i])
			}
		}
		test.Tap(c.Stop)
	}
	c.ks.SetText("1,3,5")
	test.Tap(c.Start)
	m.Wait()
	want := "Cross-validation: k = 5: fold 1: k must be between 1 and the number of points 4, got 5"
	if d := dialogText(r.win); !strings.Contains(d, want) {
		t.Errorf("k = 5 on 6 points in 5 folds: dialog %q, want %q", d, want)
	}
	for _, k := range c.step.Params {
		if k == 5 {
			t.Error("a refused k = 5 is in the stepper")
		}
	}
	if top := r.win.Canvas().Overlays().Top(); top != nil {
		r.win.Canvas().Overlays().Remove(top)
	}
}
