package ui

import (
	"math"
	"time"

	"fyne.io/fyne/v2"

	"perceptronlab/ui/methodview"
)

// maxStepsPerFrame bounds the updates one frame of an animated run makes
// to catch up, so a slow frame does not freeze the window.
const maxStepsPerFrame = 200

// pacer keeps an animated run at its rate in updates per second, however
// long each frame takes to draw: a frame makes as many updates as are due
// since the run started, so the slider's "30 steps/s" is what happens.
type pacer struct {
	start time.Time
	rate  float64          // updates per second
	done  int              // updates made since start
	now   func() time.Time // the clock; tests set their own
}

// newPacer starts counting now, at rate updates per second.
func newPacer(rate float64) *pacer { return &pacer{start: time.Now(), rate: rate, now: time.Now} }

// setRate changes the rate from now on.
func (p *pacer) setRate(rate float64) {
	if rate != p.rate {
		p.start, p.rate, p.done = p.now(), rate, 0
	}
}

// wait returns how long until the next update is due.
func (p *pacer) wait() time.Duration {
	next := time.Duration(float64(p.done+1) / p.rate * float64(time.Second))
	return max(next-p.now().Sub(p.start), 0)
}

// due returns the updates due now (at least one: it is called when one is)
// and counts them as made.
func (p *pacer) due() int {
	n := int(math.Floor(p.now().Sub(p.start).Seconds()*p.rate)) - p.done
	n = min(max(n, 1), maxStepsPerFrame)
	p.done += n
	return n
}

// rate returns the animation speed in updates per second.
func (c *controller) rate() float64 {
	return float64(time.Second) / float64(max(c.delay.Load(), 1))
}

// steps makes n updates, drawing only after the last, and reports whether
// training can go on.
func (c *controller) steps(r methodview.Run, n int) bool {
	for range n - 1 {
		if o := r.Step(); !o.More || o.Err != nil {
			return c.after(o)
		}
	}
	return c.after(r.Step())
}

// panelsRest is how long the pointer rests during a drag before the
// panels follow it. While it moves only the plane is redrawn: the Model,
// Gram, α and Trace panels, the strip, the toolbar and the status bar are
// text to lay out (in the browser 50–120 ms of a frame) for numbers no
// one reads in motion. They follow when it rests, and at the drag's end.
const panelsRest = 250 * time.Millisecond

// refreshMoving redraws the plane for a moved point, and the rest of the
// window once the pointer has rested for panelsRest.
func (e *explorer) refreshMoving() {
	e.ctl.restDone() // first: the wait for the last move's rest ends before any work
	e.predict.Refresh()
	e.plane.SetInput(e.input())
	e.ctl.afterRest(func() {
		if !e.closed.Load() {
			e.Refresh()
		}
	})
}

// afterRest runs f on the window's thread once panelsRest has passed
// without another call; a call forgets the f before it.
func (c *controller) afterRest(f func()) {
	c.restDone()
	stop := make(chan struct{})
	c.restStop = stop
	seq := c.restSeq
	c.wg.Add(1) // tests wait for it with the controller's goroutines
	go func() {
		defer c.wg.Done()
		select {
		case <-stop:
			return
		case <-time.After(panelsRest):
		}
		fyne.Do(func() {
			if c.restSeq == seq {
				f()
			}
		})
	}()
}

// restDone forgets the wait for a rest: the drag has ended, and the window
// is refreshed whole.
func (c *controller) restDone() {
	if c.restStop != nil {
		close(c.restStop)
		c.restStop = nil
	}
	c.restSeq++
}
