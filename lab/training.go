package lab

import (
	"context"
	"errors"
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// State is where the training stands: the model, α, the mistakes so far
// and the trace of every update.
type State struct {
	W       []float64
	B       float64
	Alpha   []float64 // one per point: α in the dual form, η·nᵢ in the primal
	PrevW   []float64 // the model before the latest update; nil when none
	PrevB   float64
	Updated int // the point that caused the latest update, or −1
	K       int // updates so far
	// Trace holds a row for the start (K = 0, I = −1) and one per update
	// kept. I is the point's index when the update happened. A long run
	// keeps only its latest updates (MaxTrace): the first Dropped updates
	// have no row, Base is the update after which the rows go on (Trace[1]
	// has K = Dropped+1) and BaseAlpha is α then.
	Trace     []perceptron.Event
	Dropped   int
	Base      perceptron.Event
	BaseAlpha []float64
	Status    perceptron.Status
}

// clone returns a copy of st that shares no memory with it.
func (st State) clone() State {
	st.W = slices.Clone(st.W)
	st.Alpha = slices.Clone(st.Alpha)
	st.PrevW = slices.Clone(st.PrevW)
	st.Trace = slices.Clone(st.Trace)
	st.BaseAlpha = slices.Clone(st.BaseAlpha)
	return st
}

// Training is a session's training run: where it stands (State), the
// trainer that steps it, the state shown after stepping back (Seek,
// replay.go) and the Pocket or Averaged form's replay (Variant,
// variant.go). It trains on its session's points with its settings; the
// session holds one (Session.Training), keeps it in step with every edit
// and swaps its state in and out with undo.
type Training struct {
	sess     *Session
	st       State
	view     *State             // the state shown after stepping back (replay.go); nil at the latest
	variant  variantCache       // the Pocket or Averaged form's replay (variant.go)
	rebuilds []int              // the k at which a trainer went on from the state (variant.go)
	trainer  perceptron.Trainer // nil when stale: rebuilt from st on the next step
	kBase    int                // st.K when trainer was built
	eBase    int                // the epoch of st's latest update then: a new trainer counts its passes from 1
}

// ErrNoPoints is returned by the training steps on an empty plane.
var ErrNoPoints = errors.New("no points")

// State returns the training state. The caller must not change it.
func (run *Training) State() *State {
	if run.view != nil {
		return run.view
	}
	return &run.st
}

// Reset puts the training back at its start: w = w₀, b = b₀, α = 0.
func (run *Training) Reset() {
	run.st = startState(run.sess.set, run.sess.settings)
	run.view = nil
	run.trainer = nil
	run.rebuilds = nil
}

// restart makes st the run's state, at its latest update, with a trainer
// to build from it on the next step.
func (run *Training) restart(st State) {
	run.st, run.view, run.rebuilds, run.trainer = st, nil, nil, nil
}

// dataChanged follows a change to the points: the trainer is rebuilt
// from the current state on the next step, and in the dual form w
// follows α.
func (run *Training) dataChanged() {
	run.trainer = nil
	if run.st.Status != perceptron.Running {
		run.st.Status = perceptron.Running
	}
	if run.sess.settings.Form == Dual {
		run.st.W = dualW(run.sess.set, run.st.Alpha)
	}
}

// startState returns the state at the start of training on set with ts.
func startState(set *dataset.Set, ts TrainSettings) State {
	w := ts.Start(set.D)
	b := ts.B0
	switch ts.Form {
	case Dual:
		w = make([]float64, set.D)
	case Kernel:
		w = nil // w lives in the kernel's feature space
	}
	if ts.NoBias {
		b = 0
	}
	return State{
		W: w, B: b, Alpha: make([]float64, set.Len()), Updated: -1,
		Trace: []perceptron.Event{{K: 0, I: -1, W: slices.Clone(w), B: b}},
	}
}

// Step runs the training to its next update. It returns false when the run
// has ended instead; State().Status then says why.
func (run *Training) Step() (bool, error) {
	if run.view != nil { // replay the run as it was recorded
		run.stepView()
		return true, nil
	}
	t, err := run.ensureTrainer()
	if err != nil {
		return false, err
	}
	ev, ok := t.Step()
	if ok {
		run.record(ev)
	}
	run.st.Status = t.Status()
	return ok, nil
}

// Epoch runs the training to the end of the current pass over the points
// and returns the number of updates it made.
func (run *Training) Epoch() (int, error) {
	if run.view != nil {
		return run.epochView(), nil
	}
	t, err := run.ensureTrainer()
	if err != nil {
		return 0, err
	}
	evs := t.StepEpoch()
	for _, ev := range evs {
		run.record(ev)
	}
	run.st.Status = t.Status()
	return len(evs), nil
}

// ensureTrainer returns the trainer, first building it from the current
// state when an edit made it stale.
func (run *Training) ensureTrainer() (perceptron.Trainer, error) {
	if run.trainer != nil {
		return run.trainer, nil
	}
	t, err := run.newTrainer(run.sess.set)
	if err != nil {
		return nil, err
	}
	run.trainer, run.kBase, run.eBase = t, run.st.K, run.st.lastEpoch()
	run.noteRebuild()
	return t, nil
}

// newTrainer builds a trainer on set that continues from the current state:
// the primal form starts at the current w and b, the dual form at the
// current α and b.
func (run *Training) newTrainer(set *dataset.Set) (perceptron.Trainer, error) {
	x := set.Matrix()
	if x == nil {
		return nil, ErrNoPoints
	}
	if err := set.Classifier(); err != nil {
		return nil, err
	}
	as := run.sess.settings.algo()
	as.B0 = run.st.B
	switch run.sess.settings.Form {
	case Dual:
		as.Alpha0 = slices.Clone(run.st.Alpha)
		return perceptron.NewDual(x, set.Y, as)
	case Kernel:
		k, err := run.sess.settings.Kernel()
		if err != nil {
			return nil, err
		}
		as.Alpha0 = slices.Clone(run.st.Alpha)
		return perceptron.NewKernelPerceptron(x, set.Y, k, as)
	}
	as.W0 = slices.Clone(run.st.W)
	return perceptron.NewPrimal(x, set.Y, as)
}

// record takes one update from the trainer into the state.
func (run *Training) record(ev perceptron.Event) {
	ev.K, ev.Epoch = ev.K+run.kBase, ev.Epoch+run.eBase
	run.st.add(ev, run.sess.settings)
}

// Next returns the point the trainer checks next, or −1 when it is not
// known (no trainer yet, or a trainer that does not say).
func (run *Training) Next() int {
	if n, ok := run.trainer.(interface{ Next() int }); ok && run.view == nil && run.st.Status == perceptron.Running {
		return n.Next()
	}
	return -1
}

// Misclassified counts the points with yᵢf(xᵢ) ≤ 0 under the current model.
func (run *Training) Misclassified() int {
	if m := run.KernelModel(); m != nil {
		n := 0
		for i := range run.sess.set.Len() {
			if run.sess.set.Y[i]*m.Decision(run.sess.set.Point(i)) <= 0 {
				n++
			}
		}
		return n
	}
	n := 0
	for i := range run.sess.set.Len() {
		if run.sess.set.Y[i]*run.decision(run.sess.set.Point(i)) <= 0 {
			n++
		}
	}
	return n
}

// decision returns w·x+b for the current model.
func (run *Training) decision(x []float64) float64 {
	st := run.State()
	v := st.B
	for j, w := range st.W {
		v += w * x[j]
	}
	return v
}

// BackgroundRun is a run to the end that goes on in another goroutine. It
// works on its own copy of the points, so the session stays free to edit.
type BackgroundRun struct {
	trainer perceptron.Trainer
	set     *dataset.Set
	version int
	kBase   int
	eBase   int // the epoch the run's passes are counted on from
	noBias  bool
	linear  bool  // a linear form: the LP's verdict applies
	st      State // the session's state, carried on past the updates the run forgets
	ts      TrainSettings
}

// PrepareRun returns a run to the end that continues from the current state.
func (run *Training) PrepareRun() (*BackgroundRun, error) {
	run.view = nil // a run to the end goes on from the latest update
	set := run.sess.set.Clone()
	t, err := run.newTrainer(set)
	if err != nil {
		return nil, err
	}
	run.noteRebuild()
	return &BackgroundRun{trainer: t, set: set, version: run.sess.version, kBase: run.st.K, eBase: run.st.lastEpoch(), noBias: run.sess.settings.NoBias,
		linear: run.sess.settings.Form.Linear(), st: run.st.clone(), ts: run.sess.settings}, nil
}

// FinishRun takes the result of a background run into the state. It reports
// false, and changes nothing, when the data, the settings or the training
// changed while the run went on.
func (run *Training) FinishRun(r *BackgroundRun, res perceptron.Result) bool {
	if r.version != run.sess.version || r.kBase != run.st.K {
		return false
	}
	run.trainer, run.kBase, run.eBase = nil, r.kBase, r.eBase
	for _, ev := range res.Trace {
		ev.K, ev.Epoch = ev.K+r.kBase, ev.Epoch+r.eBase
		r.st.add(ev, r.ts)
	}
	run.st = r.st
	run.st.Status = res.Status
	// Run has returned, so the trainer is ours again; it equals the state,
	// also after a cancel, and keeps its place in the visiting order.
	run.trainer = r.trainer
	return true
}

// Margin returns the geometric margin minᵢ yᵢ(w·xᵢ+b)/‖w‖ of the current
// model (numeric.Margin) and the point that sets it; ok is false when w = 0 or
// there are no points.
func (run *Training) Margin() (m float64, at int, ok bool) {
	st := run.State()
	if len(st.W) != run.sess.set.D || run.sess.set.Len() == 0 {
		return 0, -1, false
	}
	return numeric.Margin(run.sess.set.X, run.sess.set.Y, st.W, st.B)
}

// KernelModel returns the kernel form's decision function for the current
// α and b, or nil in the linear forms (or with no points).
func (run *Training) KernelModel() *perceptron.KernelModel {
	if run.sess.settings.Form != Kernel || run.sess.set.Len() == 0 {
		return nil
	}
	k, err := run.sess.settings.Kernel()
	if err != nil {
		return nil
	}
	// Straight from α and b, without the Gram matrix: a drag among
	// thousands of points asks for it at every mouse move.
	st := run.State()
	return perceptron.KernelModelOf(k, run.sess.set.X, run.sess.set.D, run.sess.set.Y, st.Alpha, st.B)
}

// Run runs r to its end with perceptron.Run, keeping the trace; it may run on any
// goroutine, since r works on its own copy of the points.
//
// Its memory stays bounded however long the run: only the latest MaxTrace
// updates come back as rows, the others are folded into the state as they
// are forgotten.
func (r *BackgroundRun) Run(ctx context.Context) (perceptron.Result, error) {
	return perceptron.RunKeep(ctx, r.trainer, traceCap, func(evs []perceptron.Event) {
		for _, ev := range evs {
			ev.K, ev.Epoch = ev.K+r.kBase, ev.Epoch+r.eBase
			r.st.fold(ev, r.ts)
		}
	})
}

// Data returns r's copy of the points, whether b = 0 is fixed and whether
// the form is linear (so that the LP's verdict on separability applies).
func (r *BackgroundRun) Data() (set *dataset.Set, noBias, linear bool) {
	return r.set, r.noBias, r.linear
}

// Start returns the state training starts from, for the current points
// and settings: w = w₀, b = b₀, α = 0.
func (run *Training) Start() State { return startState(run.sess.set, run.sess.settings) }
