package nbview

import (
	"context"
	"fmt"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Run returns naive Bayes's counting as a run of steps: each Step counts
// the next point, in the session's order, into its class's count, mean
// and variance, and the regions are those of the points counted so far.
func (m *Method) Run() methodview.Run { return countRun{m} }

// countRun is naive Bayes's counting. Its position lives in the method's
// lab.Bayes, which stops counting when the points change.
type countRun struct{ m *Method }

var _ methodview.Run = countRun{}

// total returns the number of points.
func (r countRun) total() int { return r.m.r.Session().Set().Len() }

// Reset starts counting again with no point counted: no regions yet.
func (r countRun) Reset() methodview.Outcome {
	if r.total() == 0 {
		return noPointsOutcome()
	}
	r.m.nb.SetCounted(0)
	return methodview.Outcome{Msg: startText(), More: true}
}

// Step counts the next point. When counting is off (every point counted)
// it starts again, as Reset then Step do, and counts x₁. Counting the
// last point turns counting off, the regions are those of every point, and
// More is false.
func (r countRun) Step() methodview.Outcome {
	if r.total() == 0 {
		return noPointsOutcome()
	}
	n, on := r.m.nb.Counted()
	if !on {
		n = 0
	}
	r.m.nb.SetCounted(n + 1)
	return r.m.countOutcome(n + 1)
}

// Epoch counts every point left, as End does: the counting has no larger
// step than the whole of it.
func (r countRun) Epoch() methodview.Outcome {
	_, done := r.End()
	return done(nil)
}

// Back uncounts the latest point counted; when counting is off, that is
// the last point. At the start it changes nothing and More is false.
func (r countRun) Back() methodview.Outcome {
	n, _ := r.m.nb.Counted()
	if n == 0 {
		return methodview.Outcome{Msg: i18n.T("Already at the start: no point counted")}
	}
	r.m.nb.SetCounted(n - 1)
	total := r.total()
	return methodview.Outcome{More: true, Msg: fmt.Sprintf(i18n.PluralT(total,
		"Uncounted %s: %d of %d point counted", "Uncounted %s: %d of %d points counted"), kit.PointName(n-1), n-1, total)}
}

// End counts every point: no work off the UI goroutine, and the outcome
// says what counting the last point says.
func (r countRun) End() (work func(ctx context.Context) error, done func(err error) methodview.Outcome) {
	return nil, func(err error) methodview.Outcome {
		if err != nil {
			return methodview.Outcome{Err: err}
		}
		total := r.total()
		if total == 0 {
			return noPointsOutcome()
		}
		r.m.nb.SetCounted(total)
		return r.m.countOutcome(total)
	}
}

// At returns how many points are counted, of them all.
func (r countRun) At() (k, latest int, label string) {
	n, total := 0, r.total()
	if total == 0 {
		return 0, 0, ""
	}
	n, _ = r.m.nb.Counted()
	return n, total, countedText(n, total)
}

// Seek counts the first k points: all of them ends the counting.
func (r countRun) Seek(k int) methodview.Outcome {
	total := r.total()
	k = min(max(k, 0), total)
	if total == 0 {
		return noPointsOutcome()
	}
	r.m.nb.SetCounted(k)
	if k == 0 {
		return methodview.Outcome{Msg: startText(), More: true}
	}
	return r.m.countOutcome(k)
}
