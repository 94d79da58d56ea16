package lab

import (
	"slices"

	"perceptronlab/algo/perceptron"
)

// Stepping back. The session keeps the whole run; Seek shows the state
// after an earlier update k, replayed from the trace, without forgetting
// the updates after it. While the session is scrubbed back, State returns
// that state, so the plane and every panel show it; Step moves forward
// through the run as it was recorded, and an edit of the points starts a
// new run from the state shown (the updates after it are dropped).

// Head returns the state after the latest update, whatever is shown. The
// caller must not change it.
func (s *Session) Head() *State { return &s.st }

// Latest returns k of the latest update of the run.
func (s *Session) Latest() int { return s.st.K }

// Earliest returns the smallest k Seek can show above 0: 0, or after a long
// run whose first updates were not kept, the update the kept rows go on
// from (State.Dropped). Seek(0) shows the start in any case.
func (s *Session) Earliest() int { return s.st.Dropped }

// Scrubbed reports whether the state shown is before the latest update.
func (s *Session) Scrubbed() bool { return s.view != nil }

// Seek shows the state after update k: 0 is the start, Latest the latest
// update; a k between 0 and Earliest shows Earliest.
func (s *Session) Seek(k int) {
	k = min(max(k, 0), s.st.K)
	if k > 0 && k < s.st.Dropped {
		k = s.st.Dropped
	}
	if k == s.st.K {
		s.view = nil
		return
	}
	v := s.StateAt(k)
	s.view = &v
}

// Back goes back one update and reports whether there was one to undo.
func (s *Session) Back() bool {
	k := s.State().K
	if k == 0 {
		return false
	}
	s.Seek(k - 1)
	return true
}

// StateAt returns the state after update k of the run, 0 ≤ k ≤ Latest,
// replayed from the trace; k between 0 and Earliest is taken as Earliest.
// It shares no memory with the session but the trace rows.
func (s *Session) StateAt(k int) State {
	st := &s.st
	k = min(max(k, 0), st.K)
	if k == st.K {
		return st.clone()
	}
	if k == 0 {
		v := startState(s.set, s.settings)
		v.Trace = st.Trace[:1:1]
		v.W, v.B = slices.Clone(st.Trace[0].W), st.Trace[0].B
		return v
	}
	k = max(k, st.Dropped)
	r := k - st.Dropped // the row of update k; 0 is Base when Dropped > 0
	v := State{Trace: st.Trace[: r+1 : r+1], Dropped: st.Dropped, Base: st.Base,
		BaseAlpha: slices.Clone(st.BaseAlpha), Status: perceptron.Running, K: k}
	at := s.row(r)
	v.W, v.B, v.Updated = slices.Clone(at.W), at.B, at.I
	if r >= 1 {
		prev := s.row(r - 1)
		v.PrevW, v.PrevB = slices.Clone(prev.W), prev.B
	}
	v.Alpha = s.alphaAt(r)
	return v
}

// row returns trace row r, with Base standing for row 0 after a long run.
func (s *Session) row(r int) perceptron.Event {
	if r == 0 && s.st.Dropped > 0 {
		return s.st.Base
	}
	return s.st.Trace[r]
}

// alphaAt returns α after trace row r, replayed from the rows' start.
func (s *Session) alphaAt(r int) []float64 {
	a := make([]float64, s.set.Len())
	copy(a, s.st.BaseAlpha)
	for _, ev := range s.st.Trace[1 : r+1] {
		if ev.I >= 0 && ev.I < len(a) {
			a[ev.I] = nextAlpha(a[ev.I], ev, s.settings)
		}
	}
	return a
}

// commitView makes the state shown the latest: an edit while scrubbed back
// starts a new run from there, so the updates after it are dropped and the
// trainer is rebuilt from that state on the next step.
func (s *Session) commitView() {
	if s.view == nil {
		return
	}
	s.st = s.view.clone()
	s.view = nil
	s.trainer = nil
	s.rebuilds = slices.DeleteFunc(s.rebuilds, func(k int) bool { return k > s.st.K })
}

// stepView moves a scrubbed session forward by one recorded update.
func (s *Session) stepView() { s.Seek(s.view.K + 1) }

// epochView moves a scrubbed session to the last recorded update of the
// epoch of its next update, and returns how many updates that replayed.
func (s *Session) epochView() int {
	from := s.view.K
	if from < s.st.Dropped {
		s.Seek(s.st.Dropped)
		return s.State().K - from
	}
	r := from - s.st.Dropped + 1
	e := s.st.Trace[r].Epoch
	for r+1 < len(s.st.Trace) && s.st.Trace[r+1].Epoch == e {
		r++
	}
	s.Seek(s.st.Dropped + r)
	return s.State().K - from
}
