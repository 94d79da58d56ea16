package lab

import "perceptronlab/dataset"

// editKind says what an edit did to the points.
type editKind int

const (
	editAdd editKind = iota
	editRemove
	editMove
	editFlip
	editReplace
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
