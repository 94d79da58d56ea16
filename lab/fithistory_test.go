package lab

import (
	"slices"
	"testing"
)

// TestFitEditsUndoThroughTheHistory checks curve fitting's edits through
// the session's history: a point added, moved and deleted, M and λ
// changed and an example loaded are each one edit, undone and redone in
// order; they make the session unsaved, and Save's mark clears that.
func TestFitEditsUndoThroughTheHistory(t *testing.T) {
	s := NewSession()
	l := NewFitLab()
	s.SetFit(l)
	if s.Dirty() || s.RecordFit() {
		t.Fatalf("a new lab: dirty %v", s.Dirty())
	}
	var states []fitState
	edits := []func(){
		func() { l.Add(FitPoint{X: 0.5, T: 2}) },
		func() { l.Move(0, 0.25, -1) },
		func() { l.Delete(1) },
		func() { l.M = 9 },
		func() { l.LnLambda = -18 },
		func() {
			if err := l.LoadFitExample("bishop11"); err != nil {
				t.Fatal(err)
			}
		},
	}
	for i, edit := range edits {
		states = append(states, stateOf(l))
		edit()
		if !s.RecordFit() {
			t.Fatalf("edit %d was not recorded", i)
		}
		if s.RecordFit() {
			t.Fatalf("edit %d was recorded twice", i)
		}
	}
	if !s.Dirty() {
		t.Fatal("the lab's edits left the session saved")
	}
	final := stateOf(l)
	for i := len(edits) - 1; i >= 0; i-- {
		if !s.UndoFit() {
			t.Fatalf("undo %d: nothing to undo", i)
		}
		if got := stateOf(l); !got.equal(states[i]) || got.name != states[i].name {
			t.Fatalf("undo of edit %d: M %d, ln λ %g, %d points; want M %d, ln λ %g, %d points",
				i, got.m, got.lnLambda, len(got.points), states[i].m, states[i].lnLambda, len(states[i].points))
		}
	}
	if s.UndoFit() || s.Dirty() {
		t.Errorf("after undoing every edit: one more undo, or dirty %v", s.Dirty())
	}
	for range edits {
		if !s.RedoFit() {
			t.Fatal("nothing to redo")
		}
	}
	if got := stateOf(l); !got.equal(final) || !slices.Equal(got.points, final.points) {
		t.Errorf("redo of every edit: M %d, %d points; want M %d, %d points", got.m, len(got.points), final.m, len(final.points))
	}
	s.MarkSaved()
	if s.Dirty() {
		t.Error("saved, yet dirty")
	}
	if s.CanUndo() {
		t.Error("the lab's edits reached the classifiers' history")
	}
}

// TestFitHistoryFollowsItsLab checks that another lab starts its own
// history, that the same lab given back keeps its edits (and their
// unsaved mark), and that the history is bounded.
func TestFitHistoryFollowsItsLab(t *testing.T) {
	s := NewSession()
	l := NewFitLab()
	s.SetFit(l)
	l.M = 5
	s.RecordFit()
	s.SetFit(nil)
	if s.Dirty() || s.UndoFit() {
		t.Error("without a lab, its edits count")
	}
	s.SetFit(l)
	if !s.Dirty() || !s.UndoFit() || l.M != 3 {
		t.Errorf("the same lab given back: dirty %v, M %d after undo", s.Dirty(), l.M)
	}
	other := NewFitLab()
	s.SetFit(other)
	if s.Dirty() || s.UndoFit() || s.RedoFit() {
		t.Error("another lab inherited the first lab's history")
	}
	for m := range maxFitEdits + 50 {
		other.M = m%2 + 1
		s.RecordFit()
	}
	if n := len(s.fitEdits.hist.done); n != maxFitEdits {
		t.Errorf("%d edits kept, want the bound %d", n, maxFitEdits)
	}
}
