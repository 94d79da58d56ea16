package nbview

import (
	"slices"
	"strings"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// fourPoints puts four points in the room's session, in the order
// counted. By hand: x₁, x₂ give the +1 class μ = (1, 2), σ² = (1, 4)
// (deviations ±1 and ±2); x₃, x₄ give the −1 class μ = (6, 2),
// σ² = (1, 1). No variance smoothing is added (algo/bayes fits as
// scikit-learn's GaussianNB with var_smoothing = 0), so these are the
// exact numbers shown.
func fourPoints(r *testRoom) {
	set := &dataset.Set{D: 2, X: []float64{0, 0, 2, 4, 5, 1, 7, 3}, Y: []float64{1, 1, -1, -1}}
	ts := lab.DefaultSettings()
	ts.Form = lab.NaiveBayes
	r.S.Replace(set, ts)
	r.Changed()
}

// expect checks an outcome's More and that its Msg holds every part.
func expect(t *testing.T, what string, o methodview.Outcome, more bool, parts ...string) {
	t.Helper()
	if o.More != more || o.Err != nil {
		t.Errorf("%s: More %v, Err %v, want More %v", what, o.More, o.Err, more)
	}
	for _, p := range parts {
		if !strings.Contains(o.Msg, p) {
			t.Errorf("%s: %q lacks %q", what, o.Msg, p)
		}
	}
}

// counted checks where the counting stands.
func counted(t *testing.T, what string, m *Method, n int, on bool) {
	t.Helper()
	if got, gotOn := m.nb.Counted(); got != n || gotOn != on {
		t.Errorf("%s: counted %d (counting %v), want %d (%v)", what, got, gotOn, n, on)
	}
}

func TestRunCountsStepByStep(t *testing.T) {
	r, m := newTestMethod(t)
	fourPoints(r)
	run := m.Run()
	expect(t, "Reset", run.Reset(), true, "no point counted yet", "Step counts x₁")
	counted(t, "Reset", m, 0, true)
	if g, _ := m.nb.Model(); g != nil {
		t.Error("Reset: a model of no point")
	}
	if st, _ := m.Status(); st != "Counted 0 of 4 points; no point counted yet: the regions appear once each class has two points counted" {
		t.Errorf("Status after Reset: %q", st)
	}
	expect(t, "Step 1", run.Step(), true, "Counted x₁, class +1", "N(y = +1) = 1 of the 1 point counted", "needs a second point")
	expect(t, "Step 2", run.Step(), true, "Counted x₂, class +1", "N(y = +1) = 2 of the 2 points", "μ = (1, 2)", "σ² = (1, 4)")
	expect(t, "Step 3", run.Step(), true, "Counted x₃, class −1", "N(y = −1) = 1 of the 3 points")
	counted(t, "Step 3", m, 3, true)
	if !slices.ContainsFunc(m.Models(), func(x scene.Model) bool { c, ok := x.(scene.Counted); return ok && c.Last == 2 }) {
		t.Errorf("Step 3: the plane does not ring x₃, counted last: %v", m.Models())
	}
	if st, _ := m.Status(); !strings.HasPrefix(st, "Counted 3 of 4 points") || !strings.Contains(st, "class −1 has one point") {
		t.Errorf("Status while counting: %q", st)
	}
	if h := bayesTab(r).headingText(); !strings.HasSuffix(h, "counted 3 of 4 points") {
		t.Errorf("Bayes tab while counting: %q", h)
	}
	ex := strings.Join(m.Explanation(), "\n")
	for _, p := range []string{"Counted x₃", "σⱼ² = (1/N_c) Σ (xⱼ − μⱼ)²", "No regions yet: class −1 has one point"} {
		if !strings.Contains(ex, p) {
			t.Errorf("explanation %q lacks %q", ex, p)
		}
	}
	expect(t, "Step 4", run.Step(), false, "Counted x₄, class −1", "N(y = −1) = 2 of the 4 points", "μ = (6, 2)", "σ² = (1, 1)",
		"All 4 points counted")
	counted(t, "Step 4", m, 4, false)
	if slices.ContainsFunc(m.Models(), func(x scene.Model) bool { _, ok := x.(scene.Counted); return ok }) {
		t.Error("the count has ended, yet a point is ringed as counted last")
	}
	if h := bayesTab(r).headingText(); strings.Contains(h, "counted") {
		t.Errorf("Bayes tab after counting: %q", h)
	}
	expect(t, "Step after the last point", run.Step(), true, "Counted x₁")
	counted(t, "Step after the last point", m, 1, true)
}

func TestRunBackEpochEnd(t *testing.T) {
	r, m := newTestMethod(t)
	fourPoints(r)
	run := m.Run()
	run.Reset()
	run.Step()
	expect(t, "Back", run.Back(), true, "Uncounted x₁: 0 of 4 points counted")
	expect(t, "Back at the start", run.Back(), false, "Already at the start")
	counted(t, "Back at the start", m, 0, true)
	expect(t, "Epoch", run.Epoch(), false, "Counted x₄", "All 4 points counted")
	counted(t, "Epoch", m, 4, false)
	expect(t, "Back after all", run.Back(), true, "Uncounted x₄: 3 of 4 points counted")
	counted(t, "Back after all", m, 3, true)
	work, done := run.End()
	if work != nil {
		t.Error("End has work off the UI goroutine")
	}
	expect(t, "End", done(nil), false, "Counted x₄, class −1", "σ² = (1, 1)", "All 4 points counted")
	counted(t, "End", m, 4, false)
	run.Reset()
	r.S.MovePoint(0, []float64{0, 1})
	counted(t, "after a move", m, 4, false)
}

func TestRunWithoutPoints(t *testing.T) {
	_, m := newTestMethod(t)
	run := m.Run()
	for name, step := range map[string]func() methodview.Outcome{"Step": run.Step, "Back": run.Back, "Epoch": run.Epoch, "Reset": run.Reset} {
		if o := step(); o.More || o.Msg == "" {
			t.Errorf("%s with no points: %+v", name, o)
		}
	}
}

func TestRunSpeaksChinese(t *testing.T) {
	r, m := newTestMethod(t)
	fourPoints(r)
	old := i18n.Language()
	i18n.SetLanguage("zh")
	defer i18n.SetLanguage(old)
	run := m.Run()
	expect(t, "Reset", run.Reset(), true, "从头开始计数", "x₁")
	run.Step()
	expect(t, "Step 2", run.Step(), true, "计入 x₂，类 +1", "N(y = +1) = 2（目前共计入 2 个点）", "均值 μ = (1, 2)")
	run.Step()
	// Chinese joins the sentences with no space.
	expect(t, "Step 4", run.Step(), false, "方差 σ² = (1, 1)。全部 4 个点已计入")
	run.Back()
	if st, _ := m.Status(); !strings.HasPrefix(st, "已计入 3 个点（共 4 个）；") {
		t.Errorf("Status: %q", st)
	}
}

// TestBayesTabFollowsTheCount counts four of five points: the tab shows
// the model of those four, whose prior for +1 is 2/4 (x₁, x₂ of x₁…x₄),
// not 2/5 or 3/5.
func TestBayesTabFollowsTheCount(t *testing.T) {
	r, m := newTestMethod(t)
	fourPoints(r)
	r.S.Replace(&dataset.Set{D: 2, X: []float64{0, 0, 2, 4, 5, 1, 7, 3, 1, 1}, Y: []float64{1, 1, -1, -1, 1}}, r.S.Settings())
	run := m.Run()
	run.Reset()
	for range 4 {
		run.Step()
	}
	r.Refresh()
	tab := bayesTab(r)
	if got := tab.model.Text; !strings.Contains(got, "P(Y = +1) = 2/4 = 0.5") || !strings.Contains(got, "σ² = (1, 4)") {
		t.Errorf("the tab with 4 of 5 counted: %q", got)
	}
	if got := tab.heading.Text; !strings.HasSuffix(got, "counted 4 of 5 points") {
		t.Errorf("the tab's heading with 4 of 5 counted: %q", got)
	}
}
