package lab

import (
	"slices"

	"perceptronlab/algo/perceptron"
)

// Variant is the answer of the Pocket or Averaged form after an update:
// the pocket's weights or the average so far, and its training errors.
// Both forms train the primal perceptron; the window draws this line
// beside the perceptron's own.
type Variant struct {
	W      []float64
	B      float64
	Errors int
}

// maxVariantWork bounds the point checks a replay may cost, about 0.1 s.
const maxVariantWork = 20_000_000

// variantCache is a replay of the run with a VariantTrainer, kept so that
// stepping forward costs one update's work.
type variantCache struct {
	version int
	form    Form
	t       *perceptron.VariantTrainer
	k       int // the updates replayed
	rebased int // the k of the replay's latest rebase, −1 for none
}

// noteRebuild records that a trainer goes on from the state at the latest
// update, at the first point of a new epoch, so that the variant's replay
// does the same there.
func (run *Training) noteRebuild() {
	if k := run.st.K; k > 0 && !slices.Contains(run.rebuilds, k) {
		run.rebuilds = append(run.rebuilds, k)
	}
}

// rebase starts the replay's perceptron again from the state at its k,
// when the session's trainer went on from there.
func (run *Training) rebase() bool {
	c := &run.variant
	if c.rebased == c.k || !slices.Contains(run.rebuilds, c.k) {
		return true
	}
	as := run.sess.settings.algo()
	row := run.st.Trace[c.k]
	as.W0, as.B0 = slices.Clone(row.W), row.B
	c.rebased = c.k
	return c.t.Rebase(run.sess.set.Matrix(), run.sess.set.Y, as) == nil
}

// Variant returns the answer of the Pocket or Averaged form after the
// update shown, replayed from the run's start on the points as they are.
// ok is false in the other forms, when the trace no longer reaches back to
// the start (a long run), when the points changed during the run (the
// replay parts from it), or when the replay would take too long.
func (run *Training) Variant() (v Variant, ok bool) {
	form, st := run.sess.settings.Form, run.State()
	if (form != Pocket && form != Averaged) || st.Dropped > 0 || run.sess.set.Len() == 0 {
		return Variant{}, false
	}
	c := &run.variant
	if c.t == nil || c.version != run.sess.version || c.form != form || c.k > st.K {
		if !run.newReplay() {
			return Variant{}, false
		}
	}
	if (st.K-c.k)*run.sess.set.Len() > maxVariantWork {
		return Variant{}, false
	}
	for c.k < st.K {
		if !run.rebase() {
			c.t = nil
			return Variant{}, false
		}
		ev, stepped := c.t.Step()
		row := st.Trace[c.k+1]
		if !stepped || ev.I != row.I || !slices.Equal(ev.W, row.W) || ev.B != row.B {
			c.t = nil // the points changed during the run
			return Variant{}, false
		}
		c.k++
	}
	// A run that has ended went on checking points after its last update
	// (a clean pass, or to the epoch limit); the average counts them too.
	if st.Status != perceptron.Running && c.t.Status() == perceptron.Running {
		if _, more := c.t.Step(); more {
			c.t = nil
			return Variant{}, false
		}
	}
	a := c.t.Answer()
	return Variant{W: a.W, B: a.B, Errors: a.Errors}, true
}

// newReplay starts the replay of the run from its start.
func (run *Training) newReplay() bool {
	as := run.sess.settings.algo()
	start := run.State().Trace[0]
	as.W0, as.B0 = slices.Clone(start.W), start.B
	newT := perceptron.NewPocketTrainer
	if run.sess.settings.Form == Averaged {
		newT = perceptron.NewAveragedTrainer
	}
	t, err := newT(run.sess.set.Matrix(), run.sess.set.Y, as)
	if err != nil {
		run.variant.t = nil
		return false
	}
	run.variant = variantCache{version: run.sess.version, form: run.sess.settings.Form, t: t, rebased: -1}
	return true
}
