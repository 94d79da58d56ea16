package ui

import (
	"testing"
	"time"

	"perceptronlab/algo/perceptron"
)

// A drag shows every move on the plane at once, but lays out the panels'
// text only every panelsEvery (in the browser each panel redrawn cost a
// frame), and once more when the drag ends. Li Hang's Example 2.1 trained
// to w = (1, 1), b = −3: x₃ = (1, 1) sets the margin 1/√2 until x₁ comes
// nearer the line.
func TestDragRefreshesPanelsEvery250ms(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	for range 20 {
		if e.s.State().Status == perceptron.Converged {
			break
		}
		e.ctl.step()
	}
	clock := time.Unix(1000, 0)
	e.ctl.now = func() time.Time { return clock }
	margin := func() string { return e.side.modelP().margin.Text }
	start := margin()
	e.onDragStart(0)
	e.onMove(0, 2.5, 2.5) // the margin is still x₃'s
	if margin() != start {
		t.Fatalf("x₁ at (2.5, 2.5): margin %q, want %q", margin(), start)
	}
	clock = clock.Add(panelsEvery / 2)
	e.onMove(0, 2, 1.5) // x₁ sets it now: 0.5/√2
	if got := e.plane.Scene().Points[0].Pos; got.X != 2 || got.Y != 1.5 {
		t.Errorf("the plane shows x₁ at %v, want (2, 1.5)", got)
	}
	if margin() != start {
		t.Errorf("%v after the last panel refresh: margin %q, want still %q", panelsEvery/2, margin(), start)
	}
	clock = clock.Add(panelsEvery)
	e.onMove(0, 2, 1.4)
	moving := margin()
	if moving == start {
		t.Errorf("%v after: the margin still reads %q", 3*panelsEvery/2, moving)
	}
	e.onMove(0, 2, 1.3)
	e.onDragEnd(0)
	if margin() == moving {
		t.Errorf("after the drag's end: the margin still reads %q, from the move before the last", moving)
	}
}
