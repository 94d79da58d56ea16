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
func (run *Training) Head() *State { return &run.st }

// Latest returns k of the latest update of the run.
func (run *Training) Latest() int { return run.st.K }

// Earliest returns the smallest k Seek can show above 0: 0, or after a long
// run whose first updates were not kept, the update the kept rows go on
// from (State.Dropped). Seek(0) shows the start in any case.
func (run *Training) Earliest() int { return run.st.Dropped }

// Scrubbed reports whether the state shown is before the latest update.
func (run *Training) Scrubbed() bool { return run.view != nil }

// Seek shows the state after update k: 0 is the start, Latest the latest
// update; a k between 0 and Earliest shows Earliest.
func (run *Training) Seek(k int) {
	k = min(max(k, 0), run.st.K)
	if k > 0 && k < run.st.Dropped {
		k = run.st.Dropped
	}
	if k == run.st.K {
		run.view = nil
		return
	}
	v := run.StateAt(k)
	run.view = &v
}

// Back goes back one update and reports whether there was one to undo.
func (run *Training) Back() bool {
	k := run.State().K
	if k == 0 {
		return false
	}
	run.Seek(k - 1)
	return true
}

// StateAt returns the state after update k of the run, 0 ≤ k ≤ Latest,
// replayed from the trace; k between 0 and Earliest is taken as Earliest.
// It shares no memory with the session but the trace rows.
func (run *Training) StateAt(k int) State {
	st := &run.st
	k = min(max(k, 0), st.K)
	if k == st.K {
		return st.clone()
	}
	if k == 0 {
		v := startState(run.sess.set, run.sess.settings)
		v.Trace = st.Trace[:1:1]
		v.W, v.B = slices.Clone(st.Trace[0].W), st.Trace[0].B
		return v
	}
	k = max(k, st.Dropped)
	r := k - st.Dropped // the row of update k; 0 is Base when Dropped > 0
	v := State{Trace: st.Trace[: r+1 : r+1], Dropped: st.Dropped, Base: st.Base,
		BaseAlpha: slices.Clone(st.BaseAlpha), Status: perceptron.Running, K: k}
	at := run.row(r)
	v.W, v.B, v.Updated = slices.Clone(at.W), at.B, at.I
	if r >= 1 {
		prev := run.row(r - 1)
		v.PrevW, v.PrevB = slices.Clone(prev.W), prev.B
	}
	v.Alpha = run.alphaAt(r)
	return v
}

// row returns trace row r, with Base standing for row 0 after a long run.
func (run *Training) row(r int) perceptron.Event {
	if r == 0 && run.st.Dropped > 0 {
		return run.st.Base
	}
	return run.st.Trace[r]
}

// alphaAt returns α after trace row r, replayed from the rows' start.
func (run *Training) alphaAt(r int) []float64 {
	a := make([]float64, run.sess.set.Len())
	copy(a, run.st.BaseAlpha)
	for _, ev := range run.st.Trace[1 : r+1] {
		if ev.I >= 0 && ev.I < len(a) {
			a[ev.I] = nextAlpha(a[ev.I], ev, run.sess.settings)
		}
	}
	return a
}

// commitView makes the state shown the latest: an edit while scrubbed back
// starts a new run from there, so the updates after it are dropped and the
// trainer is rebuilt from that state on the next step.
func (run *Training) commitView() {
	if run.view == nil {
		return
	}
	run.st = run.view.clone()
	run.view = nil
	run.trainer = nil
	run.rebuilds = slices.DeleteFunc(run.rebuilds, func(k int) bool { return k > run.st.K })
}

// stepView moves a scrubbed session forward by one recorded update.
func (run *Training) stepView() { run.Seek(run.view.K + 1) }

// epochView moves a scrubbed session to the last recorded update of the
// epoch of its next update, and returns how many updates that replayed.
func (run *Training) epochView() int {
	from := run.view.K
	if from < run.st.Dropped {
		run.Seek(run.st.Dropped)
		return run.State().K - from
	}
	r := from - run.st.Dropped + 1
	e := run.st.Trace[r].Epoch
	for r+1 < len(run.st.Trace) && run.st.Trace[r+1].Epoch == e {
		r++
	}
	run.Seek(run.st.Dropped + r)
	return run.State().K - from
}
