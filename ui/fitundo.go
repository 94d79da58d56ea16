package ui

import (
	"slices"

	"perceptronlab/lab"
)

// fitHistory is Undo and Redo of the curve-fitting mode's point edits:
// a click, a drag, Delete, T, Clear, Generate, an example or a file. It
// compares the points after each change with those after the last, so
// every edit is recorded wherever it came from, and a drag once, when it
// ends.
type fitHistory struct {
	last       fitSnap
	undo, redo []fitSnap
}

// fitSnap is the data an edit changes.
type fitSnap struct {
	points []lab.FitPoint
	gen    lab.FitGen
	truth  bool
	name   string
}

// maxFitUndo bounds the history: at 5000 points a snapshot is 120 kB.
const maxFitUndo = 200

func snapOf(l *lab.FitLab) fitSnap {
	return fitSnap{points: slices.Clone(l.Points), gen: l.Gen, truth: l.Truth, name: l.Name}
}

// record notes the lab's points as they are now; a change since the last
// record becomes an edit to undo.
func (h *fitHistory) record(l *lab.FitLab) {
	if slices.Equal(h.last.points, l.Points) {
		h.last = snapOf(l) // the same points, now named (an example reloaded)
		return
	}
	h.undo = append(h.undo, h.last)
	if len(h.undo) > maxFitUndo {
		h.undo = slices.Delete(h.undo, 0, 1)
	}
	h.redo, h.last = nil, snapOf(l)
}

// step moves the lab one edit back (from undo to redo) or forward; it
// reports false when there is none.
func (h *fitHistory) step(l *lab.FitLab, from, to *[]fitSnap) bool {
	if len(*from) == 0 {
		return false
	}
	s := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, snapOf(l))
	l.Points, l.Gen, l.Truth, l.Name = slices.Clone(s.points), s.gen, s.truth, s.name
	l.Step = lab.CVStepper{}
	h.last = s
	return true
}

// undo reverts the latest point edit.
func (v *fitView) undo() {
	if !v.history.step(v.lab, &v.history.undo, &v.history.redo) {
		v.message(T("Nothing to undo"))
		return
	}
	v.selected = -1
	v.changed()
	v.message(T("Undone"))
}

// redo applies the latest undone point edit again.
func (v *fitView) redo() {
	if !v.history.step(v.lab, &v.history.redo, &v.history.undo) {
		v.message(T("Nothing to redo"))
		return
	}
	v.selected = -1
	v.changed()
	v.message(T("Redone"))
}

// deleteSelected removes the selected point.
func (v *fitView) deleteSelected() {
	if v.selected < 0 {
		v.message(T("Click a point first to select it"))
		return
	}
	v.lab.Delete(v.selected)
	v.selected = -1
	v.changed()
}

// toggleSelected makes the selected point a test point, or a training
// point again.
func (v *fitView) toggleSelected() {
	if v.selected < 0 {
		v.message(T("Click a point first to select it"))
		return
	}
	v.lab.ToggleTest(v.selected)
	v.changed()
}
