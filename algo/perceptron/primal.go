package perceptron

import (
	"fmt"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// Primal is the perceptron in its primal form (Li Hang, Algorithm 2.1):
// on a misclassified point, w ← w + ηyᵢxᵢ and b ← b + ηyᵢ.
//
// A Primal keeps references to the data it was made from; they must not
// change while it is in use. It is not safe for concurrent use.
type Primal struct {
	sched
	x      []float64 // row-major, n×d
	y      []float64
	d      int
	eta    float64
	noBias bool
	w0     []float64
	b0     float64
	w      []float64
	b      float64
	prev   []float64 // w and b before the last update
	prevB  float64
	guard  overflowGuard
}

var _ Trainer = (*Primal)(nil)

// NewPrimal returns a primal-form run on the points in the rows of x with
// labels y. It returns an error when the data or the settings are invalid:
// no points, a non-finite coordinate, a label other than ±1, a bad η, or a
// start W0 whose length is not the dimension.
func NewPrimal(x *mat.Dense, y []float64, s Settings) (*Primal, error) {
	if err := checkSettings(s); err != nil {
		return nil, err
	}
	data, n, d, err := rowMajor(x)
	if err != nil {
		return nil, err
	}
	if err := checkLabels(y, n); err != nil {
		return nil, err
	}
	w0 := make([]float64, d)
	if s.W0 != nil {
		if len(s.W0) != d {
			return nil, fmt.Errorf("start w0 has %d values for dimension %d", len(s.W0), d)
		}
		if !allFinite(s.W0) {
			return nil, fmt.Errorf("start w0 must be finite, got %v", s.W0)
		}
		copy(w0, s.W0)
	}
	p := &Primal{
		sched: newSched(n, s, true),
		x:     data, y: y, d: d,
		eta: s.Eta, noBias: s.NoBias,
		w0: w0, b0: s.B0, w: make([]float64, d), prev: make([]float64, d),
	}
	p.Reset()
	return p, nil
}

// Reset starts the run again from its start settings. The data are not
// checked again.
func (p *Primal) Reset() {
	copy(p.w, p.w0)
	p.b = p.b0
	p.guard.reset()
	p.restart(p)
}

// Step runs until the next update and returns it. When the run ends
// instead, ok is false and Status says why.
func (p *Primal) Step() (ev Event, ok bool) {
	ev, ok = p.step(p)
	if p.guard.settle(&p.sched) {
		return Event{}, false
	}
	return ev, ok
}

// StepEpoch runs to the end of the current epoch and returns its updates.
func (p *Primal) StepEpoch() []Event {
	evs := p.stepEpoch(p)
	if p.guard.settle(&p.sched) {
		evs = evs[:len(evs)-1]
	}
	return evs
}

// Status reports how the run stands.
func (p *Primal) Status() Status { return p.status }

// W returns a copy of the current weights w.
func (p *Primal) W() []float64 { return slices.Clone(p.w) }

// B returns the current bias b.
func (p *Primal) B() float64 { return p.b }

// Mistakes returns the number of updates k so far.
func (p *Primal) Mistakes() int { return p.mistakes }

// Epochs returns the number of completed epochs.
func (p *Primal) Epochs() int { return p.done }

// Next returns the index of the point the next check will visit, or −1
// when the run has ended.
func (p *Primal) Next() int { return p.next() }

// Result returns the current state as a Result, without a trace.
func (p *Primal) Result() Result {
	return Result{Status: p.status, Epochs: p.done, Mistakes: p.mistakes, W: p.W(), B: p.b}
}

func (p *Primal) chunk(budget int, trace *[]Event) {
	if p.cyclic2ok(trace) {
		p.cyclic2(budget)
	} else {
		p.sched.chunk(p, budget, trace)
	}
	if p.guard.settle(&p.sched) && trace != nil {
		*trace = (*trace)[:len(*trace)-1]
	}
}

// advanceOne is sched.advance for Pocket and Averaged: it also settles a
// refused update, returning i = −1 for it.
func (p *Primal) advanceOne(budget int) (i int, checked int) {
	i, _, checked = p.advance(p, budget)
	if p.guard.settle(&p.sched) {
		return -1, checked
	}
	return i, checked
}

// update makes the update on point i, or refuses it when w or b would
// leave float64's range.
func (p *Primal) update(i int) {
	if p.guard.refused {
		return
	}
	c := p.eta * p.y[i]
	b := p.b
	if !p.noBias {
		b += c
	}
	if p.d == 2 {
		p.update2(c, b, p.x[2*i:2*i+2:2*i+2])
		return
	}
	copy(p.prev, p.w)
	p.prevB = p.b
	floats.AddScaled(p.w, c, p.x[i*p.d:(i+1)*p.d])
	p.b = b
	if !allFinite(p.w) || !isFinite(p.b) {
		copy(p.w, p.prev)
		p.b = p.prevB
		p.guard.refuse(&p.sched)
	}
}

// update2 is update in the plane, where a noisy run spends most of its
// time: w + c·x in registers, with no call and no copy. The explicit
// float64 conversions forbid fusing c·x + w into one rounding, so that the
// sums are the ones floats.AddScaled makes on every platform.
func (p *Primal) update2(c, b float64, x []float64) {
	w0, w1 := p.w[0], p.w[1]
	p.prev[0], p.prev[1], p.prevB = w0, w1, p.b
	n0, n1 := w0+float64(c*x[0]), w1+float64(c*x[1])
	if (n0-n0)+(n1-n1)+(b-b) != 0 { // ∞ − ∞ and NaN are NaN: some value is not finite
		p.guard.refuse(&p.sched)
		return
	}
	p.w[0], p.w[1], p.b = n0, n1, b
}

func (p *Primal) seen() bool { return !p.guard.refused && p.log.add(p.w, p.b) }

func (p *Primal) event(i int, v float64, epoch int) Event {
	return Event{K: p.mistakes, I: i, Epoch: epoch, Value: v, W: p.W(), B: p.b}
}
