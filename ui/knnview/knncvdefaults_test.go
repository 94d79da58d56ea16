package knnview

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
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
		if d := dialogText(r.Win); d != "" {
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
	if d := dialogText(r.Win); !strings.Contains(d, want) {
		t.Errorf("k = 5 on 6 points in 5 folds: dialog %q, want %q", d, want)
	}
	for _, k := range c.step.Params {
		if k == 5 {
			t.Error("a refused k = 5 is in the stepper")
		}
	}
	if top := r.Win.Canvas().Overlays().Top(); top != nil {
		r.Win.Canvas().Overlays().Remove(top)
	}
}

// TestKNNCVDefaults checks the S and the k to try that Choose k offers
// for n points, worked out by hand: S is 5, or n (at least 2) when fewer;
// the k are the odd ones up to the fewest training rows of a fold, at
// most 15. scikit-learn's KFold gives the first n mod S folds one row
// more, so 6 rows in 5 folds test on 2, 1, 1, 1, 1 and train on at least
// 4; leave-one-out trains on n − 1; a hold-out of a quarter of 12 tests
// on 3 and trains on 9. Folds that cannot be made (1 row in 2 folds)
// leave n.
func TestKNNCVDefaults(t *testing.T) {
	kfold, loo, hold := lab.DefaultCVSetting(), lab.DefaultCVSetting(), lab.DefaultCVSetting()
	loo.Kind = lab.CVLOO
	hold.Kind, hold.Frac = lab.CVHoldOut, 0.25
	for _, c := range []struct {
		n     int
		st    lab.CVSetting
		s, ks string
		train int
	}{
		{3, kfold, "3", "1", 2},
		{6, kfold, "5", "1,3", 4},
		{30, kfold, "5", "1,3,5,7,9,11,13,15", 24},
		{10, loo, "5", "1,3,5,7,9", 9},
		{12, hold, "5", "1,3,5,7,9", 9},
		{1, kfold, "2", "1", 1},
	} {
		d := knnCVDefaults(c.n, c.st)
		if d.s != c.s || d.ks != c.ks || d.n != c.n {
			t.Errorf("%d points, %v: S %q, k %q, n %d; want %q, %q", c.n, c.st.Kind, d.s, d.ks, d.n, c.s, c.ks)
		}
		st := c.st
		if st.Kind == lab.CVKFold {
			st.S = min(5, max(c.n, 2))
		}
		if got := minTrain(c.n, st); got != c.train {
			t.Errorf("%d points, %v: the fewest training rows %d, want %d", c.n, c.st.Kind, got, c.train)
		}
	}
}
