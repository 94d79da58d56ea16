package ui

import (
	"testing"
	"time"

	"perceptronlab/algo/perceptron"
)

// While a point is dragged the plane shows every move at once, but the
// panels' text is laid out again only when the pointer has rested for
// panelsRest (in the browser each panel redrawn cost a frame), and when
// the drag ends. Li Hang's Example 2.1 trained to w = (1, 1), b = −3: x₃ =
// (1, 1) sets the margin 1/√2 until x₁ comes nearer the line.
func TestDragPanelsFollowWhenThePointerRests(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	for range 20 {
		if e.s.Training().State().Status == perceptron.Converged {
			break
		}
		e.ctl.Step()
	}
	margin := func() string { return e.modelP().Value("Margin") }
	start := margin()
	e.edit.onDragStart(0)
	e.edit.onMove(0, 2.5, 2.5)
	e.edit.onMove(0, 2, 1.5) // x₁ sets the margin now: 0.5/√2
	if got := e.plane.Scene().Points[0].Pos; got.X != 2 || got.Y != 1.5 {
		t.Errorf("the plane shows x₁ at %v, want (2, 1.5)", got)
	}
	if margin() != start {
		t.Errorf("in motion: margin %q, want still %q", margin(), start)
	}
	// Fyne's test driver runs fyne.Do on the caller's goroutine: the
	// rest's wait begins again after the reads above, so that the race
	// detector sees them before the panels' refresh.
	e.edit.onMove(0, 2, 1.5)
	t0 := time.Now()
	e.ctl.wg.Wait() // the wait for a rest is one of the controller's goroutines
	if d := time.Since(t0); d < panelsRest/2 {
		t.Errorf("the panels followed %v after the last move, before a rest of %v", d, panelsRest)
	}
	rested := margin()
	if rested == start {
		t.Errorf("at rest: the margin still reads %q", rested)
	}
	e.edit.onMove(0, 2, 1.4)
	e.edit.onDragEnd(0)
	if margin() == rested {
		t.Errorf("after the drag's end: the margin still reads %q, from the move before the last", rested)
	}
}
