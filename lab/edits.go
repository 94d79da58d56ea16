package lab

import (
	"slices"

	"perceptronlab/dataset"
)

// AddPoint adds a point with label y (±1) and returns its index. Its
// dimension must be the session's.
func (s *Session) AddPoint(x []float64, y float64) int {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	e := edit{kind: editAdd, i: s.set.Len(), x: slices.Clone(x), y: y}
	s.apply(e)
	s.hist.push(e)
	return e.i
}

// RemovePoint removes point i.
func (s *Session) RemovePoint(i int) {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	if i < 0 || i >= s.set.Len() {
		return
	}
	e := edit{kind: editRemove, i: i, x: slices.Clone(s.set.Point(i)), y: s.set.Y[i], alpha: s.run.st.Alpha[i]}
	s.apply(e)
	s.hist.push(e)
}

// FlipPoint changes the label of point i.
func (s *Session) FlipPoint(i int) {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	if i < 0 || i >= s.set.Len() {
		return
	}
	e := edit{kind: editFlip, i: i}
	s.apply(e)
	s.hist.push(e)
}

// BeginMove starts dragging point i.
func (s *Session) BeginMove(i int) {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	if i >= 0 && i < s.set.Len() {
		s.moveFrom = slices.Clone(s.set.Point(i))
	}
}

// MoveLive moves point i to x while it is dragged; EndMove records the
// whole drag as one edit.
func (s *Session) MoveLive(i int, x []float64) {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	if i < 0 || i >= s.set.Len() || len(x) != s.set.D {
		return
	}
	if s.moveFrom == nil {
		s.BeginMove(i)
	}
	copy(s.set.Point(i), x)
	s.dataChanged()
}

// EndMove ends the drag of point i and records it for undo.
func (s *Session) EndMove(i int) {
	from := s.moveFrom
	s.moveFrom = nil
	if from == nil || i < 0 || i >= s.set.Len() || slices.Equal(from, s.set.Point(i)) {
		return
	}
	s.hist.push(edit{kind: editMove, i: i, x: from, to: slices.Clone(s.set.Point(i))})
}

// Replace replaces the points and the settings, as opening a file, an
// example, New or Clear does, and resets the training. Undo brings the
// previous data and model back.
func (s *Session) Replace(set *dataset.Set, ts TrainSettings) {
	next := snapshot{set: set, settings: ts}
	next.state = startState(set, ts)
	s.replace(next)
}

// replace swaps in a whole new state as one undoable edit.
func (s *Session) replace(next snapshot) {
	e := edit{kind: editReplace, old: s.snapshot(), new: next}
	s.restore(next)
	s.hist.push(e)
}

// Clear removes every point, keeping the dimension and the settings.
func (s *Session) Clear() {
	s.Replace(&dataset.Set{D: s.set.D}, s.settings)
}

// Undo reverts the latest edit; it reports whether there was one.
func (s *Session) Undo() bool {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	e, ok := s.hist.popUndo()
	if ok {
		s.revert(e)
	}
	return ok
}

// Redo applies the latest undone edit again; it reports whether there was one.
func (s *Session) Redo() bool {
	s.run.commitView() // an edit while scrubbed back starts a new run there
	e, ok := s.hist.popRedo()
	if ok {
		s.apply(e)
	}
	return ok
}

// apply does an edit to the data.
func (s *Session) apply(e edit) {
	switch e.kind {
	case editAdd:
		s.insertPoint(e.i, e.x, e.y, 0)
	case editRemove:
		s.deletePoint(e.i)
	case editMove:
		copy(s.set.Point(e.i), e.to)
	case editFlip:
		s.set.Y[e.i] = -s.set.Y[e.i]
	case editReplace:
		s.restore(e.new)
		return
	}
	s.dataChanged()
}

// revert undoes an edit to the data.
func (s *Session) revert(e edit) {
	switch e.kind {
	case editAdd:
		s.deletePoint(e.i)
	case editRemove:
		s.insertPoint(e.i, e.x, e.y, e.alpha)
	case editMove:
		copy(s.set.Point(e.i), e.x)
	case editFlip:
		s.set.Y[e.i] = -s.set.Y[e.i]
	case editReplace:
		s.restore(e.old)
		return
	}
	s.dataChanged()
}
