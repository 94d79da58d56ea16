package lab

import (
	"slices"

	"perceptronlab/dataset"
)

// MovePoint moves point i to x as one undoable edit, as typing its
// coordinates in the Points table does. It reports whether anything
// changed: nothing does for a bad index, a wrong dimension or the same x.
func (s *Session) MovePoint(i int, x []float64) bool {
	if i < 0 || i >= s.set.Len() || len(x) != s.set.D || slices.Equal(x, s.set.Point(i)) {
		return false
	}
	s.run.commitView()
	e := edit{kind: editMove, i: i, x: slices.Clone(s.set.Point(i)), to: slices.Clone(x)}
	s.apply(e)
	s.hist.push(e)
	return true
}

// SetLabel gives point i the label y (+1 or −1) as one undoable edit, and
// reports whether that changed it.
func (s *Session) SetLabel(i int, y float64) bool {
	if _, err := dataset.PlusMinus.Encode(y); err != nil || i < 0 || i >= s.set.Len() || s.set.Y[i] == y {
		return false
	}
	s.FlipPoint(i)
	return true
}
