package report

import (
	"perceptronlab/algo/perceptron"
	"perceptronlab/figure"
)

// CurveSampler gathers, as a run goes, what its learning curve needs and
// no more: the updates of every epoch, and the state after evenly spaced
// updates (every stride-th, between MaxCurvePoints and 2·MaxCurvePoints of
// them, the stride doubling as the run grows). A run of 10⁷ updates so
// draws its whole curve from a few thousand states, where keeping every
// update took 2.9 GB (issue 21, item 5). Feed it every update in order,
// through Add (as perceptron.RunKeep's drop, then with the updates kept).
type CurveSampler struct {
	epochs, mistakes []int
	stride           int
	samples          []perceptron.Event
	last             perceptron.Event
	n                int
}

// Add takes the next updates of the run, in order.
func (c *CurveSampler) Add(evs []perceptron.Event) {
	if c.stride == 0 {
		c.stride = 1
	}
	for _, ev := range evs {
		c.count(ev.Epoch)
		c.n++
		c.last = ev
		if c.n%c.stride == 0 {
			c.samples = append(c.samples, ev)
		}
		if len(c.samples) >= 2*MaxCurvePoints {
			c.thin()
		}
	}
}

// count counts an update of epoch e.
func (c *CurveSampler) count(e int) {
	if n := len(c.epochs); n > 0 && c.epochs[n-1] == e {
		c.mistakes[n-1]++
		return
	}
	c.epochs, c.mistakes = append(c.epochs, e), append(c.mistakes, 1)
}

// thin doubles the stride and keeps the samples that fall on it. The
// samples are updates stride, 2·stride, …, so every other one stays.
func (c *CurveSampler) thin() {
	c.stride *= 2
	kept := c.samples[:0]
	for i := 1; i < len(c.samples); i += 2 {
		kept = append(kept, c.samples[i])
	}
	clear(c.samples[len(kept):])
	c.samples = kept
}

// Updates returns how many updates the sampler has seen.
func (c *CurveSampler) Updates() int { return c.n }

// Curve returns the learning curve of the whole run the sampler saw,
// started from x's W0 and B0 (x.From must be 0; x's Events are not used),
// as x.Curve draws a run kept whole, but with the loss after the sampled
// updates only. It is for the forms that record w (primal, dual).
func (c *CurveSampler) Curve(x Explainer, mark int) figure.Curve {
	x.Events = c.samples
	if n := len(c.samples); c.n > 0 && (n == 0 || c.samples[n-1].K != c.last.K) {
		x.Events = append(c.samples[:n:n], c.last) // the last update, always drawn
	}
	x.From = 0
	cv := x.Curve(mark)
	cv.Epochs, cv.Mistakes = append([]int(nil), c.epochs...), append([]int(nil), c.mistakes...)
	if x.Status == perceptron.Converged {
		last := 0
		if n := len(cv.Epochs); n > 0 {
			last = cv.Epochs[n-1]
		}
		cv.Epochs, cv.Mistakes = append(cv.Epochs, last+1), append(cv.Mistakes, 0)
	}
	return cv
}
