package ui

import (
	"context"
	"errors"
	"fmt"
	"perceptronlab/lab"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"

	"perceptronlab/algo/perceptron"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
)

// defaultSpeed is the animation speed a new window starts with, in updates
// per second.
const defaultSpeed = 4

// controller runs the training: one step, one epoch, an animated run, or a
// run to the end. Runs go on in goroutines with a context, and change the
// session and the widgets only inside fyne.Do, so the window never freezes
// and Pause stops them at once.
type controller struct {
	r      controlRoom
	cancel context.CancelFunc // cancels the current run; nil when idle
	runID  int                // tells a finished run from a newer one
	paused int                // the run that Pause stopped: its result counts
	lp     func()             // the separability check owed for the latest end, run off the UI goroutine
	delay  atomic.Int64       // between animation steps, in nanoseconds
	wg     sync.WaitGroup     // the goroutines started, for tests
	// rest waits for a dragged point to rest, restSeq tells its latest
	// wait from older ones (pace.go).
	restStop chan struct{}
	restSeq  int
}

// newController returns an idle controller for e.
func newController(e controlRoom) *controller {
	c := &controller{r: e}
	c.SetSpeed(defaultSpeed)
	return c
}

// Busy reports whether a run is going on.
func (c *controller) Busy() bool { return c.cancel != nil }

// SetSpeed sets the animation speed in updates per second.
func (c *controller) SetSpeed(perSecond float64) {
	c.delay.Store(int64(float64(time.Second) / max(perSecond, 0.1)))
}

// Stop cancels the run going on, if any.
func (c *controller) Stop() {
	if c.cancel == nil {
		return
	}
	c.cancel()
	c.cancel = nil
	c.runID++
	c.r.runChanged()
}

// Step makes one update.
func (c *controller) Step() {
	if c.r.Predict().Step() { // predict mode asks first (ui/predict)
		return
	}
	c.Stop()
	if c.stepOwn() {
		return
	}
	ok, err := c.r.Session().Training().Step()
	c.after(ok, err)
	c.spawnLP()
}

// Epoch runs to the end of the current pass over the points.
func (c *controller) Epoch() {
	c.Stop()
	if !c.trains() {
		return
	}
	n, err := c.r.Session().Training().Epoch()
	if c.after(n > 0 && c.r.Session().Training().State().Status == perceptron.Running, err) {
		c.r.Message(fmt.Sprintf(i18n.PluralT(n, "Epoch: %d update, k = %d", "Epoch: %d updates, k = %d"), n, c.r.Session().Training().State().K))
	}
	c.spawnLP()
}

// Reset puts the training back at its start.
func (c *controller) Reset() {
	c.Stop()
	c.r.Predict().Reset()
	if c.resetOwn() {
		return
	}
	c.r.Session().Training().Reset()
	c.r.Message(i18n.T("Back to the start: w = w₀, b = b₀"))
	c.r.Refresh()
	c.r.autosave()
}

// ToggleRun starts an animated run, or pauses the run going on. The first
// step is made at once, so the key or button answers without delay.
func (c *controller) ToggleRun() {
	if c.Busy() {
		c.pause()
		return
	}
	if !c.trains() {
		return
	}
	if c.after(c.r.Session().Training().Step()) {
		c.start(c.animate)
		return
	}
	c.spawnLP()
}

// pause stops the run going on and keeps what it has done so far.
func (c *controller) pause() {
	c.paused = c.runID
	c.Stop()
	c.r.Message(i18n.T("Paused"))
	c.r.Refresh()
}

// TrainToEnd runs the training to its end in the background.
func (c *controller) TrainToEnd() {
	c.Stop()
	if !c.trains() {
		return
	}
	r, err := c.r.Session().Training().PrepareRun()
	if err != nil {
		c.after(false, err)
		return
	}
	c.r.Message(i18n.T("Training… (Enter or Pause stops)"))
	c.start(func(ctx context.Context, id int) { c.runToEnd(ctx, id, r) })
}

// start runs f in a goroutine with a new cancellable context.
func (c *controller) start(f func(ctx context.Context, id int)) {
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.runID++
	id := c.runID
	c.r.runChanged()
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		f(ctx, id)
	}()
}

// animate steps at the speed of the slider until the run ends or is paused.
func (c *controller) animate(ctx context.Context, id int) {
	pace := newPacer(c.rate()) // pace.go: the frames catch up, so the rate holds
	for more := true; more; {
		pace.setRate(c.rate())
		select {
		case <-ctx.Done():
			return
		case <-time.After(pace.wait()):
		}
		var lp func()
		fyne.DoAndWait(func() {
			more = c.runID == id && ctx.Err() == nil && c.steps(pace.due())
			lp, c.lp = c.lp, nil
		})
		if lp != nil {
			lp() // this goroutine is off the UI goroutine already
		}
	}
}

// runToEnd runs r with perceptron.Run, then brings its result back to the window.
func (c *controller) runToEnd(ctx context.Context, id int, r *lab.BackgroundRun) {
	res, err := r.Run(ctx)
	sep := unknownSeparable
	if set, noBias, linear := r.Data(); linear {
		sep = separability(set.Matrix(), set.Y, noBias, res.Status)
	}
	fyne.Do(func() {
		switch {
		case c.runID == id:
			c.cancel = nil
			c.r.runChanged()
		case c.paused != id:
			return // stopped by another command, which has taken over
		}
		c.finishRun(r, res, err, sep)
	})
}

// finishRun shows the result of a run to the end.
func (c *controller) finishRun(r *lab.BackgroundRun, res perceptron.Result, err error, sep separable) {
	if !c.r.Session().Training().FinishRun(r, res) {
		c.r.Message(i18n.T("The data changed while training; press Train to end again"))
	} else if errors.Is(err, context.Canceled) {
		c.r.Message(fmt.Sprintf(i18n.T("Stopped at k = %d"), c.r.Session().Training().State().K))
	} else {
		c.r.Message(endMessage(res.Status, c.r.Session().Training().State().K, sep))
	}
	c.r.Refresh()
	c.r.autosave()
}

// after shows the outcome of a step and reports whether training can go on.
func (c *controller) after(ok bool, err error) bool {
	switch {
	case errors.Is(err, lab.ErrNoPoints):
		c.r.Message(i18n.T("Add some points first: click on the plane"))
	case err != nil:
		kit.ShowError(err, c.r.Window())
	case ok:
		c.r.Message(updateMessage(c.r.Session()))
	default:
		c.end()
	}
	if !ok || err != nil {
		c.Stop()
	}
	c.r.Refresh()
	c.r.autosave()
	return ok && err == nil
}

// end reports why the run ended; when it did not converge, it leaves in
// c.lp the LP check of whether the data are separable at all, for the
// caller to run off the UI goroutine.
func (c *controller) end() {
	st := c.r.Session().Training().State()
	c.r.Message(endMessage(st.Status, st.K, unknownSeparable))
	c.lp = nil
	if st.Status == perceptron.Converged || !c.r.Session().Settings().Form.Linear() {
		return // the LP speaks of lines, not of kernel boundaries
	}
	set, noBias, status, k, v := c.r.Session().Set().Clone(), c.r.Session().Settings().NoBias, st.Status, st.K, c.r.Session().Version()
	c.lp = func() {
		sep := separability(set.Matrix(), set.Y, noBias, status)
		fyne.Do(func() {
			if c.r.Session().Version() == v && c.r.Session().Training().State().K == k {
				c.r.Message(endMessage(status, k, sep))
			}
		})
	}
}

// spawnLP runs the owed LP check, if any, in a goroutine.
func (c *controller) spawnLP() {
	lp := c.lp
	c.lp = nil
	if lp == nil {
		return
	}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		lp()
	}()
}

// controlRoom is what the controller asks of the window.
type controlRoom interface {
	room
	runChanged()
	autosave()
	// Predict returns predict mode, which asks before a step.
	Predict() *predict.Mode
	// View returns the view of the session's method, whose steps are
	// its own when it does not train.
	View() methodview.View
}

// stepOwn makes Step do the method's own step (the k-NN search);
// it reports false for a method the run steps.
func (c *controller) stepOwn() bool {
	if c.r.View().Step() {
		c.r.Refresh()
		return true
	}
	return !c.trains()
}

// resetOwn makes Reset do the method's own reset; false for a
// method the run resets.
func (c *controller) resetOwn() bool {
	if !c.r.View().Reset() {
		return false
	}
	c.r.Refresh()
	return true
}

// trains reports whether the form learns step by step; when it does not,
// it says so in the status bar, for the training commands to stop.
func (c *controller) trains() bool {
	if c.r.Session().Settings().Form.Trains() {
		return true
	}
	c.r.Message(i18n.T("k-NN and naive Bayes learn nothing step by step: their regions follow the points. Step the kd-tree's construction and search in the kd-tree tab."))
	return false
}
