package knnview

import (
	"math"
	"strings"
	"testing"

	"perceptronlab/ui/methodview"
)

// TestRunStepsTheTreeAndTheSearch drives k-NN's run as the controller
// does, on Li Hang's Example 3.2: without a query it builds the tree a
// node at a time (six points, six nodes), with one it steps the search,
// and each of Step, Back, Epoch, End and Reset moves where it should and
// says when it can go no further.
func TestRunStepsTheTreeAndTheSearch(t *testing.T) {
	_, m, set := newExample32(t)
	run := m.Run()
	if o := run.Reset(); !o.More || m.nn.Built() != 0 {
		t.Fatalf("Reset: %+v, %d nodes built", o, m.nn.Built())
	}
	for i := 1; i <= set.Len(); i++ { // the last node's step ends the run
		if o := run.Step(); o.More != (i < set.Len()) || m.nn.Built() != i {
			t.Fatalf("step %d: %+v, %d nodes built", i, o, m.nn.Built())
		}
	}
	if o := run.Step(); o.More || !strings.Contains(o.Msg, "query point") || m.nn.Built() != set.Len() {
		t.Errorf("Step with the whole tree built: %+v", o)
	}
	if o := run.Back(); !o.More || m.nn.Built() != set.Len()-1 {
		t.Errorf("Back: %+v, %d nodes built", o, m.nn.Built())
	}
	if run.Epoch(); m.nn.Built() != set.Len() {
		t.Errorf("Epoch built %d nodes of %d", m.nn.Built(), set.Len())
	}

	m.nn.SetQuery([]float64{2, 4.5})
	steps := len(m.nn.Search().Steps)
	if steps < 3 || m.nn.Step() != 0 {
		t.Fatalf("the search has %d steps, at step %d", steps, m.nn.Step())
	}
	if o := run.Step(); !o.More || m.nn.Step() != 1 {
		t.Errorf("search Step: %+v, at step %d", o, m.nn.Step())
	}
	run.Back()
	if o := run.Back(); o.More || m.nn.Step() != 0 || o.Msg == "" {
		t.Errorf("Back at the search's first step: %+v, at step %d", o, m.nn.Step())
	}
	work, done := run.End()
	if work != nil {
		t.Error("k-NN's End has background work")
	}
	done(nil)
	// The nearest of (2, 4.5) is x₁ = (2, 3), at 1.5 (by hand: x₂ = (5, 4)
	// is at √9.25 ≈ 3.04, x₄ = (4, 7) at √10.25 ≈ 3.20).
	if d := m.nn.Search().Distances; !m.nn.AtEnd() || len(d) != 1 || math.Abs(d[0]-1.5) > 1e-12 {
		t.Errorf("End: at the end %v, distances %v, want [1.5]", m.nn.AtEnd(), d)
	}
	if o := run.Step(); o.More || !strings.Contains(o.Msg, "search has ended") {
		t.Errorf("Step at the search's end: %+v", o)
	}
	if o := run.Reset(); !o.More || m.nn.Step() != 0 {
		t.Errorf("Reset of the search: %+v, at step %d", o, m.nn.Step())
	}
}

// TestRunWithoutPointsSaysSo checks that every command of k-NN's run on
// an empty lab asks for points, and moves nothing.
func TestRunWithoutPointsSaysSo(t *testing.T) {
	_, m := newTestMethod(t)
	run := m.Run()
	_, done := run.End()
	for name, o := range map[string]methodview.Outcome{"Step": run.Step(), "Back": run.Back(), "Epoch": run.Epoch(), "Reset": run.Reset(), "End": done(nil)} {
		if s := strings.ToLower(o.Msg); o.More || !strings.Contains(s, "add some points") {
			t.Errorf("%s on no points: %+v", name, o)
		}
	}
}

// TestPointLinesGiveTheDistanceToTheQuery checks the hover box's line
// about x₁ = (2, 3) of Example 3.2: 1.5 from q = (2, 4.5) in L2, and in
// L1 too (the points share x⁽¹⁾); none without a query.
func TestPointLinesGiveTheDistanceToTheQuery(t *testing.T) {
	r, m, _ := newExample32(t)
	if got := m.PointLines(0); got != nil {
		t.Errorf("no query, yet %q", got)
	}
	m.nn.SetQuery([]float64{2, 4.5})
	if got := m.PointLines(0); len(got) != 1 || got[0] != "L2(q, x₁) = 1.5" {
		t.Errorf("lines %q, want L2(q, x₁) = 1.5", got)
	}
	// x₂ = (5, 4): |5 − 2| + |4 − 4.5| = 3.5 in L1.
	ts := r.S.Settings()
	ts.P = 1
	r.ApplySettings(ts)
	if got := m.PointLines(1); len(got) != 1 || got[0] != "L1(q, x₂) = 3.5" {
		t.Errorf("lines %q, want L1(q, x₂) = 3.5", got)
	}
}
