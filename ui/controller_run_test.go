package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"perceptronlab/scene"
)

// TestTheControllerPacesTheTraining drives the perceptron's run through
// the controller on Li Hang's Example 2.1: End converges where the book
// does (k = 7, w = (1, 1), b = −3), Back shows k = 6, Space's animation
// replays to the same end and stops there, and Reset starts again.
func TestTheControllerPacesTheTraining(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang21")
	e.ctl.TrainToEnd()
	settle(t, e)
	st := e.s.Training().State()
	if st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 || !strings.Contains(e.status.Message(), "Converged") {
		t.Fatalf("End: k = %d, w = %v, b = %g, %q; the book: k = 7, w = (1, 1), b = −3", st.K, st.W, st.B, e.status.Message())
	}
	e.ctl.Back()
	if k := e.s.Training().State().K; k != 6 || !strings.Contains(e.status.Message(), "k = 6 of 7") {
		t.Errorf("Back: k = %d, %q", k, e.status.Message())
	}
	e.ctl.Reset()
	if k := e.s.Training().State().K; k != 0 {
		t.Errorf("Reset: k = %d", k)
	}
	e.ctl.SetSpeed(1000)
	e.ctl.ToggleRun()
	settle(t, e)
	if st := e.s.Training().State(); e.ctl.Busy() || st.K != 7 || st.B != -3 {
		t.Errorf("Space's run: busy %v, k = %d, b = %g", e.ctl.Busy(), st.K, st.B)
	}
}

// TestTheControllerPacesTheSearch drives k-NN's run through the same
// controller on Li Hang's Example 3.2 with a query: Space animates the
// search to its end and stops; Back, Reset and End move it as the
// toolbar's buttons say.
func TestTheControllerPacesTheSearch(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang32")
	e.edit.onQuery(2, 4.5)
	first := strings.Join(e.View().Explanation(), "\n")
	e.ctl.TrainToEnd()
	last := strings.Join(e.View().Explanation(), "\n")
	if first == last || e.ctl.Busy() {
		t.Fatalf("End did not move the search (busy %v): %q", e.ctl.Busy(), last)
	}
	e.ctl.Back()
	if now := strings.Join(e.View().Explanation(), "\n"); now == last {
		t.Error("Back left the search at its end")
	}
	e.ctl.Reset()
	if now := strings.Join(e.View().Explanation(), "\n"); now != first {
		t.Errorf("Reset: %q, want the first step's %q", now, first)
	}
	e.ctl.SetSpeed(1000)
	e.ctl.ToggleRun()
	settle(t, e)
	if now := strings.Join(e.View().Explanation(), "\n"); e.ctl.Busy() || now != last {
		t.Errorf("Space's run: busy %v, ends at %q, want %q", e.ctl.Busy(), now, last)
	}
	if e.bar.stepBtn.Disabled() || e.bar.runBtn.Disabled() || e.bar.endBtn.Disabled() {
		t.Error("the run's buttons are off for k-NN, whose run the controller paces")
	}
}

// TestTheControllerPacesTheCounting drives naive Bayes's run through the
// same controller: Reset leaves no point counted and no regions, Space's
// animation counts every point and stops at the last, and Back uncounts
// it.
func TestTheControllerPacesTheCounting(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("gaussiansnb")
	n := e.s.Set().Len()
	e.ctl.Reset()
	if len(models[scene.GaussianNB](e)) != 0 || !strings.Contains(e.status.Message(), "no point counted") {
		t.Fatalf("Reset: regions drawn, or %q", e.status.Message())
	}
	e.ctl.SetSpeed(1000)
	e.ctl.ToggleRun()
	settle(t, e)
	if msg := e.status.Message(); e.ctl.Busy() || !strings.Contains(msg, fmt.Sprintf("All %d points counted", n)) || len(models[scene.GaussianNB](e)) != 1 {
		t.Errorf("Space's run: busy %v, %q", e.ctl.Busy(), msg)
	}
	e.ctl.Back()
	if msg := e.status.Message(); !strings.Contains(msg, fmt.Sprintf("%d of %d points counted", n-1, n)) {
		t.Errorf("Back: %q", msg)
	}
}

// TestTheStripScrubsEveryRun drags the strip's slider through k-NN's
// search and naive Bayes's counting, as it drags through the
// perceptron's updates: the slider spans the run, and a position shows
// that step.
func TestTheStripScrubsEveryRun(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang32")
	e.edit.onQuery(2, 4.5)
	if !e.strip.row.Visible() || e.strip.slider.Max != 12 || e.strip.k.Text != "step 1 of 13" {
		t.Fatalf("k-NN's search: slider shown %v, max %g, %q; want 0…12 at step 1 of 13", e.strip.row.Visible(), e.strip.slider.Max, e.strip.k.Text)
	}
	e.strip.slider.SetValue(5)
	if ex := strings.Join(e.View().Explanation(), "\n"); e.strip.k.Text != "step 6 of 13" || !strings.HasPrefix(ex, "step 6 of 13:") {
		t.Errorf("slider at 5: %q, strip %q", e.strip.k.Text, ex)
	}
	e.examples.open("gaussiansnb")
	n := e.s.Set().Len()
	if e.strip.slider.Max != float64(n) || e.strip.slider.Value != float64(n) {
		t.Fatalf("naive Bayes: slider %g of %g, want all %d points counted", e.strip.slider.Value, e.strip.slider.Max, n)
	}
	e.strip.slider.SetValue(3)
	if msg := e.status.Message(); e.strip.k.Text != fmt.Sprintf("Counted 3 of %d points", n) || !strings.HasPrefix(msg, "Counted x₃") {
		t.Errorf("slider at 3: %q, status %q", e.strip.k.Text, msg)
	}
}
