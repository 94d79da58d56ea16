package lab

import (
	"slices"

	"perceptronlab/algo/perceptron"
)

// MaxTrace bounds the trace a session keeps: past 2·MaxTrace update rows
// the oldest are folded into State.Base, so that a run of 10⁷ updates
// takes memory for at most 2·MaxTrace of them (a few tens of MB) while the
// Trace tab, the tables and the animation still show the latest MaxTrace.
const MaxTrace = 100_000

// traceCap is MaxTrace; tests lower it.
var traceCap = MaxTrace

// add records update ev (its K counted from the session's start): the
// model, α and a trace row, forgetting the oldest rows when there are too
// many.
func (st *State) add(ev perceptron.Event, ts TrainSettings) {
	st.apply(ev, ts)
	st.Trace = append(st.Trace, ev)
	if len(st.Trace)-1 >= 2*traceCap {
		st.forget(len(st.Trace)-1-traceCap, ts)
	}
}

// fold records an update whose row is not kept (a long run forgot it):
// every row kept so far is older, so all of them are folded first.
func (st *State) fold(ev perceptron.Event, ts TrainSettings) {
	st.forget(len(st.Trace)-1, ts)
	st.apply(ev, ts)
	st.foldRow(ev, ts)
}

// lastEpoch returns the epoch of the latest update, 0 before the first. A
// trainer that goes on from the state (after Train to end, an edit or a
// step back) counts its passes from 1 again; the session adds this to
// them, so that the epochs of one run go on 1, 2, 3… and the learning
// curve has one bar per pass.
func (st *State) lastEpoch() int {
	switch {
	case len(st.Trace) > 1:
		return st.Trace[len(st.Trace)-1].Epoch
	case st.Dropped > 0:
		return st.Base.Epoch
	}
	return 0
}

// apply moves the model, α, the latest point and k to after ev.
func (st *State) apply(ev perceptron.Event, ts TrainSettings) {
	st.PrevW, st.PrevB = st.W, st.B
	st.W, st.B = slices.Clone(ev.W), ev.B
	st.Alpha[ev.I] = nextAlpha(st.Alpha[ev.I], ev, ts)
	st.Updated, st.K = ev.I, ev.K
}

// nextAlpha is αᵢ after update ev: the trainer's in the dual and kernel
// forms, one more η in the primal.
func nextAlpha(a float64, ev perceptron.Event, ts TrainSettings) float64 {
	if ts.Form == Primal || ts.Form == Pocket || ts.Form == Averaged {
		return a + ts.Eta
	}
	return ev.Alpha
}

// forget folds the oldest n update rows into Base.
func (st *State) forget(n int, ts TrainSettings) {
	if n <= 0 {
		return
	}
	for _, ev := range st.Trace[1 : n+1] {
		st.foldRow(ev, ts)
	}
	st.Trace = append(st.Trace[:1], st.Trace[n+1:]...)
}

// foldRow moves Base past one update row.
func (st *State) foldRow(ev perceptron.Event, ts TrainSettings) {
	if st.BaseAlpha == nil {
		st.BaseAlpha = make([]float64, len(st.Alpha))
		if st.Dropped == 0 && len(st.Trace) > 0 {
			st.Base = st.Trace[0]
		}
	}
	if ev.I < len(st.BaseAlpha) {
		st.BaseAlpha[ev.I] = nextAlpha(st.BaseAlpha[ev.I], ev, ts)
	}
	st.Base = ev
	st.Dropped++
}
