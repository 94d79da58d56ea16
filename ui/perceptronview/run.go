package perceptronview

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// training is the perceptron's run (Li Hang's Algorithms 2.1 and 2.2):
// a step is one check of a point, and an update when it is misclassified;
// an epoch is a pass over the points; Back shows the state before the
// latest update shown; End runs perceptron.Run in the background.
type training struct{ r methodview.Room }

// Run returns the perceptron's run of the window's session.
func (m *Method) Run() methodview.Run { return training{m.r} }

// Step makes one step of the training.
func (t training) Step() methodview.Outcome {
	ok, err := t.r.Session().Training().Step()
	return t.outcome(ok, err)
}

// Epoch runs to the end of the current pass over the points.
func (t training) Epoch() methodview.Outcome {
	tr := t.r.Session().Training()
	n, err := tr.Epoch()
	o := t.outcome(n > 0 && tr.State().Status == perceptron.Running, err)
	if o.More {
		o.Msg = fmt.Sprintf(i18n.PluralT(n, "Epoch: %d update, k = %d", "Epoch: %d updates, k = %d"), n, tr.State().K)
	}
	return o
}

// Back shows the state before the latest update shown.
func (t training) Back() methodview.Outcome {
	if !t.r.Session().Training().Back() {
		return methodview.Outcome{Msg: i18n.T("Already at the start: k = 0")}
	}
	return methodview.Outcome{Msg: PositionMessage(t.r.Session()), More: true}
}

// Reset puts the training back at its start.
func (t training) Reset() methodview.Outcome {
	t.r.Session().Training().Reset()
	return methodview.Outcome{Msg: i18n.T("Back to the start: w = w₀, b = b₀"), More: true}
}

// End runs the training to its end with perceptron.Run, off the UI
// goroutine, and asks numeric.Separable's LP about a run that did not
// converge.
func (t training) End() (func(ctx context.Context) error, func(error) methodview.Outcome) {
	r, err := t.r.Session().Training().PrepareRun()
	if err != nil {
		return nil, func(error) methodview.Outcome { return t.outcome(false, err) }
	}
	var res perceptron.Result
	sep := unknownSeparable
	work := func(ctx context.Context) error {
		var err error
		res, err = r.Run(ctx)
		if set, noBias, linear := r.Data(); linear {
			sep = separability(set.Matrix(), set.Y, noBias, res.Status)
		}
		return err
	}
	done := func(err error) methodview.Outcome {
		tr := t.r.Session().Training()
		switch {
		case !tr.FinishRun(r, res):
			return methodview.Outcome{Msg: i18n.T("The data changed while training; press Train to end again")}
		case errors.Is(err, context.Canceled):
			return methodview.Outcome{Msg: fmt.Sprintf(i18n.T("Stopped at k = %d"), tr.State().K)}
		}
		return methodview.Outcome{Msg: endMessage(res.Status, tr.State().K, sep)}
	}
	return work, done
}

// outcome says what a step did: ok, the update it made; not ok, why the
// run ended, with the LP's check of separability owed (Later) when it did
// not converge.
func (t training) outcome(ok bool, err error) methodview.Outcome {
	s := t.r.Session()
	switch {
	case errors.Is(err, lab.ErrNoPoints):
		return methodview.Outcome{Msg: i18n.T("Add some points first: click on the plane")}
	case err != nil:
		return methodview.Outcome{Err: err}
	case ok:
		return methodview.Outcome{Msg: UpdateMessage(s), More: true}
	}
	st := s.Training().State()
	o := methodview.Outcome{Msg: endMessage(st.Status, st.K, unknownSeparable)}
	if st.Status == perceptron.Converged || !s.Settings().Form.Linear() {
		return o // the LP speaks of lines, not of kernel boundaries
	}
	set, noBias, status, k, v := s.Set().Clone(), s.Settings().NoBias, st.Status, st.K, s.Version()
	o.Later = func() {
		sep := separability(set.Matrix(), set.Y, noBias, status)
		fyne.Do(func() {
			if now := t.r.Session(); !t.r.IsClosed() && now == s && now.Version() == v && now.Training().State().K == k {
				t.r.Message(endMessage(status, k, sep))
			}
		})
	}
	return o
}

// PositionMessage says which update is shown and what Step and an edit
// do.
func PositionMessage(s *lab.Session) string {
	tr := s.Training()
	if !tr.Scrubbed() {
		return fmt.Sprintf(i18n.T("k = %d, the latest update"), tr.State().K)
	}
	return fmt.Sprintf(i18n.T("Showing k = %d of %d: Step replays the run; an edit starts a new run from here"),
		tr.State().K, tr.Latest())
}

// At returns the update shown and the run's latest: the slider over
// k = 0…K.
func (t training) At() (k, latest int, label string) {
	tr := t.r.Session().Training()
	k, latest = tr.State().K, tr.Latest()
	return k, latest, fmt.Sprintf(i18n.T("k = %d of %d"), k, latest)
}

// Seek shows the state after update k (lab.Training.Seek): Step then
// replays the run as recorded, and an edit starts a new run from there.
func (t training) Seek(k int) methodview.Outcome {
	t.r.Session().Training().Seek(k)
	return methodview.Outcome{Msg: PositionMessage(t.r.Session()), More: true}
}
