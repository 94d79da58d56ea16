package ui

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
)

// defaultSpeed is the animation speed a new window starts with, in updates
// per second.
const defaultSpeed = 4

// controller runs the method's run (methodview.Run): one step, a step
// back, one epoch, an animated run, or a run to the end. Runs go on in goroutines with a context, and change the
// session and the widgets only inside fyne.Do, so the window never freezes
// and Pause stops them at once.
type controller struct {
	r      controlRoom
	cancel context.CancelFunc // cancels the current run; nil when idle
	runID  int                // tells a finished run from a newer one
	paused int                // the run that Pause stopped: its result counts
	later  func()             // the work owed after the latest step (an LP's check), run off the UI goroutine
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

// run returns the run of the session's method; nil when it has none,
// and then it says so in the status bar, for the command to stop.
func (c *controller) run() methodview.Run {
	if r := c.r.View().Run(); r != nil {
		return r
	}
	m := c.r.Session().Settings().Form.Method()
	c.r.Message(fmt.Sprintf(i18n.T("%s has no steps to run"), i18n.T(m.Title())))
	return nil
}

// Step makes one step of the method's run.
func (c *controller) Step() {
	if c.r.Predict().Step() { // predict mode asks first (ui/predict)
		return
	}
	c.Stop()
	if r := c.run(); r != nil {
		c.after(r.Step())
		c.spawnLater()
	}
}

// Back undoes the latest step shown.
func (c *controller) Back() {
	c.Stop()
	if r := c.run(); r != nil {
		o := r.Back()
		o.More = true // at the start, Back says so and ends nothing
		c.after(o)
	}
}

// Epoch makes the run's larger step: a pass over the points, a stage of
// the search, a fold.
func (c *controller) Epoch() {
	c.Stop()
	if r := c.run(); r != nil {
		c.after(r.Epoch())
		c.spawnLater()
	}
}

// Reset puts the run back at its start.
func (c *controller) Reset() {
	c.Stop()
	c.r.Predict().Reset()
	if r := c.run(); r != nil {
		c.after(r.Reset())
	}
}

// ToggleRun starts an animated run, or pauses the run going on. The first
// step is made at once, so the key or button answers without delay.
func (c *controller) ToggleRun() {
	if c.Busy() {
		c.pause()
		return
	}
	r := c.run()
	if r == nil {
		return
	}
	if c.after(r.Step()) {
		c.start(func(ctx context.Context, id int) { c.animate(ctx, id, r) })
		return
	}
	c.spawnLater()
}

// pause stops the run going on and keeps what it has done so far.
func (c *controller) pause() {
	c.paused = c.runID
	c.Stop()
	c.r.Message(i18n.T("Paused"))
	c.r.Refresh()
}

// TrainToEnd runs the method's run to its end, its work in the
// background.
func (c *controller) TrainToEnd() {
	c.Stop()
	r := c.run()
	if r == nil {
		return
	}
	work, done := r.End()
	if work == nil {
		c.after(done(nil))
		c.spawnLater()
		return
	}
	c.r.Message(i18n.T("Training… (Enter or Pause stops)"))
	c.start(func(ctx context.Context, id int) { c.runToEnd(ctx, id, work, done) })
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

// animate steps r at the speed of the slider until the run ends or is
// paused.
func (c *controller) animate(ctx context.Context, id int, r methodview.Run) {
	pace := newPacer(c.rate()) // pace.go: the frames catch up, so the rate holds
	for more := true; more; {
		pace.setRate(c.rate())
		select {
		case <-ctx.Done():
			return
		case <-time.After(pace.wait()):
		}
		var later func()
		fyne.DoAndWait(func() {
			more = c.runID == id && ctx.Err() == nil && c.steps(r, pace.due())
			later, c.later = c.later, nil
		})
		if later != nil {
			later() // this goroutine is off the UI goroutine already
		}
	}
}

// runToEnd runs work, then brings its result back to the window with
// done.
func (c *controller) runToEnd(ctx context.Context, id int, work func(context.Context) error, done func(error) methodview.Outcome) {
	err := work(ctx)
	fyne.Do(func() {
		switch {
		case c.runID == id:
			c.cancel = nil
			c.r.runChanged()
		case c.paused != id:
			return // stopped by another command, which has taken over
		}
		c.after(done(err))
		c.spawnLater()
	})
}

// after shows the outcome of a step and reports whether the run can go
// on. Work owed after it waits in c.later.
func (c *controller) after(o methodview.Outcome) bool {
	if o.Msg != "" {
		c.r.Message(o.Msg)
	}
	if o.Err != nil {
		kit.ShowError(o.Err, c.r.Window())
	}
	c.later = o.Later
	if !o.More || o.Err != nil {
		c.Stop()
	}
	c.r.Refresh()
	c.r.autosave()
	return o.More && o.Err == nil
}

// spawnLater runs the work owed after the latest step, if any, in a
// goroutine.
func (c *controller) spawnLater() {
	later := c.later
	c.later = nil
	if later == nil {
		return
	}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		later()
	}()
}

// controlRoom is what the controller asks of the window.
type controlRoom interface {
	room
	runChanged()
	autosave()
	// Predict returns predict mode, which asks before a step.
	Predict() *predict.Mode
	// View returns the view of the session's method, whose run the
	// controller paces.
	View() methodview.View
}
