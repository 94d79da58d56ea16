package ui

import (
	"testing"

	"perceptronlab/scene"
)

// handPlaced gives e two points placed by hand and a view of its own, and
// returns that view.
func handPlaced(e *explorer) scene.View {
	e.s.AddPoint([]float64{-6, 5}, 1)
	e.s.AddPoint([]float64{7, -4}, -1)
	e.Changed()
	v := scene.View{XMin: -9, XMax: 9, YMin: -8, YMax: 8}
	e.plane.SetView(v)
	return e.plane.Requested()
}

// Issue 19, fault 11: an example replaced hand-placed points without
// asking. Now it asks; Cancel keeps the points and the view.
func TestExampleOverHandPlacedPointsAsksAndCancelKeeps(t *testing.T) {
	e := newTestExplorer(t)
	v := handPlaced(e)
	e.examples.open("lihang21")
	if e.examples.ask == nil {
		t.Fatal("Example 2.1 over two hand-placed points did not ask")
	}
	if n := e.s.Set().Len(); n != 2 {
		t.Fatalf("while asking, the plane has %d points, want the user's 2", n)
	}
	e.examples.ask.Dismiss() // Cancel
	if n := e.s.Set().Len(); n != 2 || e.plane.Requested() != v || e.examples.ask != nil {
		t.Errorf("after Cancel: %d points, view %+v; want the user's 2 in %+v, and no question", n, e.plane.Requested(), v)
	}
}

// Replace loads the example; Undo brings back the user's points and their
// view (it left the view on the example), Redo the example and its view.
func TestExampleReplaceThenUndoRestoresPointsAndView(t *testing.T) {
	e := newTestExplorer(t)
	v := handPlaced(e)
	e.examples.open("lihang21")
	if e.examples.ask == nil {
		t.Fatal("Example 2.1 over hand-placed points did not ask")
	}
	e.examples.ask.Confirm() // Replace
	if n := e.s.Set().Len(); n != 3 {
		t.Fatalf("after Replace the plane has %d points, want Example 2.1's 3", n)
	}
	ex := e.plane.Requested()
	if ex == v {
		t.Fatal("the example did not frame its own view")
	}
	e.edit.undo()
	if p := e.s.Set(); p.Len() != 2 || p.Point(0)[0] != -6 || p.Point(1)[1] != -4 {
		t.Errorf("Undo gave %d points %v, want the user's 2", p.Len(), p.X)
	}
	if got := e.plane.Requested(); got != v {
		t.Errorf("Undo left the view at %+v, want the user's %+v", got, v)
	}
	e.edit.redo()
	if n, got := e.s.Set().Len(), e.plane.Requested(); n != 3 || got != ex {
		t.Errorf("Redo: %d points in %+v, want the example's 3 in %+v", n, got, ex)
	}
}

// With nothing of the user's at stake (a fresh window, or an example
// as loaded) an example opens without a question.
func TestExampleOverNothingAsksNothing(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang21")
	e.examples.open("lihang22")
	if e.examples.ask != nil || e.s.Set().Len() != 3 {
		t.Errorf("examples over a fresh window: question %v, %d points", e.examples.ask != nil, e.s.Set().Len())
	}
	handPlaced(e)
	e.examples.open("lihang21")
	e.examples.ask.Confirm()
	e.examples.open("lihang31") // over 2.1 as it was loaded
	if e.examples.ask != nil {
		t.Error("an example over an example as loaded asked")
	}
}
