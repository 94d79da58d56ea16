package report

import (
	"slices"

	"perceptronlab/algo/perceptron"
)

// Trace is a run's start and its updates.
type Trace struct {
	// Lang is "en" or "zh": the language of headers and captions.
	Lang string
	// W0 and B0 are the state of row 0: the start, or after a long run the
	// update at k = From, the last one not kept, from which the rows go on.
	W0 []float64
	B0 float64
	// From is row 0's k: 0 for the start.
	From int
	// Alpha0 is the dual start; non-nil marks the dual form.
	Alpha0 []float64
	// Events are the updates, in order.
	Events []perceptron.Event
	// Status is how the run ended (Running while it goes on).
	Status perceptron.Status
}

// Row is one state of a run: row 0 is the start (Point −1), row k the
// state right after update k.
type Row struct {
	K, Point int
	W        []float64
	B        float64
	Alpha    []float64 // the full α vector after the update; nil in the primal form
}

// Dual reports whether the trace is of the dual form.
func (t Trace) Dual() bool { return t.Alpha0 != nil }

// Rows replays the events from the start into one row per state. In the
// dual form each update sets αᵢ of its point, and every row carries the
// whole α vector.
func (t Trace) Rows() []Row {
	alpha := slices.Clone(t.Alpha0)
	out := make([]Row, 0, len(t.Events)+1)
	out = append(out, Row{K: t.From, Point: -1, W: t.W0, B: t.B0, Alpha: slices.Clone(alpha)})
	for _, ev := range t.Events {
		if alpha != nil && ev.I < len(alpha) {
			alpha[ev.I] = ev.Alpha
		}
		out = append(out, Row{K: ev.K, Point: ev.I, W: ev.W, B: ev.B, Alpha: slices.Clone(alpha)})
	}
	return out
}
