package cli

import (
	"context"

	"perceptronlab/algo/perceptron"
	"perceptronlab/report"
)

// maxTraceRows bounds the updates --trace lists and --explain writes out
// (and plot --curve draws): a run that makes more keeps the latest ones,
// and memory stays near 2·maxTraceRows updates, 22 MB in the plane,
// within numeric.Budget, however long it runs.
const maxTraceRows = 100_000

// traceKeep is maxTraceRows; tests lower it.
var traceKeep = maxTraceRows

// forgotten is what a long run's unlisted updates leave behind: how many,
// the last one, and each point's α after them (the dual form's).
type forgotten struct {
	n     int
	last  perceptron.Event
	alpha map[int]float64
	curve *report.CurveSampler // plot --curve's, or nil
}

// fold takes updates the run is letting go; perceptron.RunKeep calls it.
func (g *forgotten) fold(evs []perceptron.Event) {
	if g.curve != nil {
		g.curve.Add(evs)
	}
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

// keptRun returns a run for runWith that keeps the latest traceKeep
// updates (perceptron.RunKeep) and folds the others into gone.
func keptRun(gone *forgotten) func(context.Context, perceptron.Trainer, bool) (perceptron.Result, error) {
	return func(ctx context.Context, t perceptron.Trainer, _ bool) (perceptron.Result, error) {
		return perceptron.RunKeep(ctx, t, traceKeep, gone.fold)
	}
}
