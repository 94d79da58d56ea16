package cli

import "perceptronlab/algo"

// maxTraceRows bounds the updates --trace lists: a run that makes more
// lists the latest ones, and memory stays near 2·maxTraceRows updates
// (a few tens of MB) however long it runs.
const maxTraceRows = 100_000

// traceKeep is maxTraceRows; tests lower it.
var traceKeep = maxTraceRows

// forgotten is what a long run's unlisted updates leave behind: how many,
// the last one, and each point's α after them (the dual form's).
type forgotten struct {
	n     int
	last  algo.Event
	alpha map[int]float64
}

// fold takes updates the run is letting go; algo.RunKeep calls it.
func (g *forgotten) fold(evs []algo.Event) {
	for _, ev := range evs {
		g.n++
		g.last = ev
		g.alpha[ev.I] = ev.Alpha
	}
}

// start returns the state the listed rows go on from: (w, b, α) as given
// when nothing was let go, else after the last update let go.
func (g *forgotten) start(w []float64, b float64, alpha []float64) ([]float64, float64, []float64) {
	if g.n == 0 {
		return w, b, alpha
	}
	if alpha != nil {
		alpha = append([]float64(nil), alpha...)
		for i, a := range g.alpha {
			alpha[i] = a
		}
	}
	return g.last.W, g.last.B, alpha
}
