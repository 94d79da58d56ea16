package lab

import (
	"errors"
	"fmt"
	"slices"

	"perceptronlab/algo/perceptron"
)

// Link returns the session as a link: its points, settings, the training
// step shown and the stored view (the window stores its view first). The
// model is left to replaying the training from the start, unless an edit
// during training makes the state one that replaying cannot reach; then
// the link gives w, b and α outright. The look (language, modes, layers)
// is the window's to fill in.
func (s *Session) Link() *Link {
	st := s.run.State()
	l := &Link{Set: s.set.Clone(), Settings: s.Settings(), K: st.K, Ended: st.Status != perceptron.Running, Example: exampleOf(s.set)}
	if s.View != nil {
		v := *s.View
		l.View = &v
	}
	if !s.replays(st) {
		l.State = &LinkState{W: slices.Clone(st.W), B: st.B, Alpha: slices.Clone(st.Alpha)}
	}
	return l
}

// replays reports whether training afresh on the session's points with
// its settings reaches st after st.K steps, within a link's limits.
func (s *Session) replays(st *State) bool {
	if st.K == 0 {
		return true
	}
	if st.K > MaxLinkSteps || st.K > maxReplayWork/max(s.set.Len(), 1) || !s.settings.Form.Trains() {
		return false
	}
	r := newSession(s.set.Clone(), s.settings.clone())
	if end, err := r.run.stepTo(st.K); err != nil || end != st.K {
		return false
	}
	got := r.run.State()
	return slices.Equal(got.W, st.W) && got.B == st.B && slices.Equal(got.Alpha, st.Alpha)
}

// stepTo steps the training until step k or its end, and returns the step
// reached.
func (run *Training) stepTo(k int) (int, error) {
	for run.State().K < k {
		ok, err := run.Step()
		if err != nil || !ok {
			return run.State().K, err
		}
	}
	return run.State().K, nil
}

// OpenLink makes the link's lab the session's, as one undoable edit: the
// points and settings, then the training replayed to step k (or the model
// the link gives). Like a file just opened, the session then counts as
// saved. note is not empty when the training ended before k; it says
// where. On error the session is unchanged.
func (s *Session) OpenLink(l *Link) (note string, err error) {
	f := &sessionFile{Version: sessionVersion, Points: l.Set.Clone(), Settings: l.Settings.toFile(), View: l.View}
	if st := l.State; st != nil {
		f.Training = trainingFile{W: st.W, B: st.B, Alpha: st.Alpha, K: l.K, Updated: -1}
	} else {
		f.Training = trainingFile{Updated: -1} // no model: snapshot starts the training
	}
	sn, err := f.snapshot()
	if err != nil {
		return "", err
	}
	if l.State != nil && sn.state.K != l.K {
		return "", errors.New(tr("w, b and alpha do not fit the points and settings"))
	}
	s.replace(sn)
	s.Path, s.View = "", f.View // checked, and widened where float64 cannot divide it
	defer s.MarkSaved()         // the link keeps it, as a file would
	if l.State == nil {
		if end, err := s.run.stepTo(l.K); err != nil {
			return "", err
		} else if end < l.K {
			return fmt.Sprintf(tr("The training ends at k = %d, before the link's k = %d"), end, l.K), nil
		}
	}
	if l.Ended && s.run.State().Status == perceptron.Running && s.set.Len() > 0 {
		// The step that finds no mistake left (or meets the limit) and
		// makes no update: it tells how the run ended. When it makes an
		// update after all, the session goes back to the link's k, with
		// that update recorded after it (it opened at k + 1 once).
		if more, err := s.run.Step(); err == nil && more {
			s.run.Seek(l.K)
			return fmt.Sprintf(tr("The link says the training ended at k = %d, but it goes on"), l.K), nil
		}
	}
	return "", nil
}
