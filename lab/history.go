package lab

import (
	"slices"

	"perceptronlab/dataset"
)

// editKind says what an edit did to the points.
type editKind int

const (
	editAdd editKind = iota
	editRemove
	editMove
	editFlip
	editReplace
	editFit // an edit of the curve-fitting lab
)

// edit is one undoable change to a session's data. Replacing edits (new,
// clear, open, an example) keep the whole state on both sides, so undo
// brings back the trained model too.
type edit struct {
	kind  editKind
	id    int       // unique, for the saved marker
	i     int       // the point (add, remove, move, flip)
	x     []float64 // add, remove: the point; move: where it was
	to    []float64 // move: where it went
	y     float64   // add, remove: the label
	alpha float64   // remove: the point's α, restored on undo
	old   snapshot  // replace: the state before
	new   snapshot  // replace: the state after

	fitBefore fitState // fit: the lab before the edit
	fitAfter  fitState // fit: the lab after it, kept when it is undone
}

// snapshot is everything a replacing edit swaps: points, settings and the
// training state.
type snapshot struct {
	set      *dataset.Set
	settings TrainSettings
	state    State
}

// history is an undo/redo stack of edits.
type history struct {
	done, undone []edit
	nextID       int
}

// push records e as the latest edit and forgets what was undone.
func (h *history) push(e edit) {
	h.nextID++
	e.id = h.nextID
	h.done = append(h.done, e)
	h.undone = nil
}

// top returns the id of the latest edit still done, or 0.
func (h *history) top() int {
	if len(h.done) == 0 {
		return 0
	}
	return h.done[len(h.done)-1].id
}

// popUndo takes the latest edit off the done stack.
func (h *history) popUndo() (edit, bool) {
	if len(h.done) == 0 {
		return edit{}, false
	}
	e := h.done[len(h.done)-1]
	h.done = h.done[:len(h.done)-1]
	h.undone = append(h.undone, e)
	return e, true
}

// popRedo takes the latest undone edit back onto the done stack.
func (h *history) popRedo() (edit, bool) {
	if len(h.undone) == 0 {
		return edit{}, false
	}
	e := h.undone[len(h.undone)-1]
	h.undone = h.undone[:len(h.undone)-1]
	h.done = append(h.done, e)
	return e, true
}

// The curve-fitting lab's edits go through a history of their own, the
// same type as the classifiers': its points, M and λ are not the
// session's ±1 points, and Undo in one mode must never change the other,
// hidden behind it. Each edit keeps the lab's state before it; the state
// after is taken when it is undone.

// fitState is what an edit of the curve-fitting lab changes: the points
// and where they came from, M and λ.
type fitState struct {
	points   []FitPoint
	gen      FitGen
	truth    bool
	name     string
	m        int
	lnLambda float64
}

// stateOf returns l's fitState, its points copied.
func stateOf(l *FitLab) fitState {
	return fitState{points: slices.Clone(l.Points), gen: l.Gen, truth: l.Truth, name: l.Name, m: l.M, lnLambda: l.LnLambda}
}

// equal reports whether two states hold the same points, M and λ; a name
// given to the same points (an example loaded again) is not an edit.
func (a fitState) equal(b fitState) bool {
	return slices.Equal(a.points, b.points) && a.m == b.m && a.lnLambda == b.lnLambda
}

// put writes the state into l, in place (the window draws that lab), and
// resets its stepper, which the points or M may no longer match.
func (a fitState) put(l *FitLab) {
	l.Points, l.Gen, l.Truth, l.Name = slices.Clone(a.points), a.gen, a.truth, a.name
	l.M, l.LnLambda = a.m, a.lnLambda
	l.Step = CVStepper{}
}

// maxFitEdits bounds the curve-fitting history: a state of 5000 points
// is 120 kB.
const maxFitEdits = 200

// fitHistory is the undo history of the session's curve-fitting lab.
type fitHistory struct {
	lab   *FitLab // the lab the history is of
	last  fitState
	hist  history
	saved int // hist.top() when last saved
}

// follow makes l the lab the history is of; another lab than the one it
// was of starts a new history, with l as it is now as saved. nil (no
// lab) keeps the history: the window may give the same lab back.
func (h *fitHistory) follow(l *FitLab) {
	if l != nil && l != h.lab {
		*h = fitHistory{lab: l, last: stateOf(l)}
	}
}

// RecordFit records what changed in the session's curve-fitting lab since
// the last record as one undoable edit, and reports whether anything
// had: the window calls it after every change of the lab (a click,
// Delete, Generate, an example, a file, the end of a drag or of a
// slider's move), so that every edit is recorded wherever it came from,
// and a drag once.
func (s *Session) RecordFit() bool {
	h := &s.fitEdits
	h.follow(s.fit)
	if h.lab == nil || h.lab != s.fit {
		return false
	}
	now := stateOf(h.lab)
	if now.equal(h.last) {
		h.last = now // the same points, now named
		return false
	}
	h.hist.push(edit{kind: editFit, fitBefore: h.last})
	if len(h.hist.done) > maxFitEdits {
		h.hist.done = slices.Delete(h.hist.done, 0, 1)
	}
	h.last = now
	return true
}

// UndoFit reverts the latest edit of the curve-fitting lab; it reports
// whether there was one.
func (s *Session) UndoFit() bool {
	h := &s.fitEdits
	if h.lab == nil || h.lab != s.fit {
		return false
	}
	e, ok := h.hist.popUndo()
	if !ok {
		return false
	}
	h.hist.undone[len(h.hist.undone)-1].fitAfter = stateOf(h.lab)
	e.fitBefore.put(h.lab)
	h.last = e.fitBefore
	return true
}

// RedoFit applies the latest undone edit of the curve-fitting lab again;
// it reports whether there was one.
func (s *Session) RedoFit() bool {
	h := &s.fitEdits
	if h.lab == nil || h.lab != s.fit {
		return false
	}
	e, ok := h.hist.popRedo()
	if !ok {
		return false
	}
	e.fitAfter.put(h.lab)
	h.last = e.fitAfter
	return true
}

// fitDirty reports whether the session's curve-fitting lab has edits
// that are not saved.
func (s *Session) fitDirty() bool {
	h := &s.fitEdits
	return s.fit != nil && h.lab == s.fit && h.hist.top() != h.saved
}

// markFitSaved records that the curve-fitting lab as it is now is saved.
func (s *Session) markFitSaved() {
	if h := &s.fitEdits; s.fit != nil && h.lab == s.fit {
		h.saved = h.hist.top()
	}
}
