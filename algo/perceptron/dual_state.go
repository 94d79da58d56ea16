package perceptron

import (
	"math"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// Step runs until the next update and returns it. When the run ends
// instead, ok is false and Status says why.
func (dl *Dual) Step() (ev Event, ok bool) {
	ev, ok = dl.step(dl)
	if dl.guard.settle(&dl.sched) {
		return Event{}, false
	}
	return ev, ok
}

// StepEpoch runs to the end of the current epoch and returns its updates.
func (dl *Dual) StepEpoch() []Event {
	evs := dl.stepEpoch(dl)
	if dl.guard.settle(&dl.sched) {
		evs = evs[:len(evs)-1]
	}
	return evs
}

// Status reports how the run stands.
func (dl *Dual) Status() Status { return dl.status }

// Gram returns the Gram matrix the run uses. It must not be modified. Past
// the Budget it is not held but computed entry by entry when asked for.
func (dl *Dual) Gram() mat.Symmetric { return dl.g }

// Alpha returns a copy of the current α, one value per point.
func (dl *Dual) Alpha() []float64 { return slices.Clone(dl.alpha) }

// W recovers the weights w = Σⱼ αⱼyⱼxⱼ. It returns nil for a run made by
// NewDualGram, which has no points.
func (dl *Dual) W() []float64 {
	if dl.x == nil {
		return nil
	}
	w := make([]float64, dl.d)
	for j, a := range dl.alpha {
		if a == 0 {
			continue
		}
		c := a * dl.y[j]
		for k, v := range dl.x[j*dl.d : (j+1)*dl.d] {
			w[k] += c * v
		}
	}
	return w
}

// B returns the current bias b.
func (dl *Dual) B() float64 { return dl.b }

// Mistakes returns the number of updates k so far.
func (dl *Dual) Mistakes() int { return dl.mistakes }

// Epochs returns the number of completed epochs.
func (dl *Dual) Epochs() int { return dl.done }

// Next returns the index of the point the next check will visit, or −1
// when the run has ended.
func (dl *Dual) Next() int { return dl.next() }

// Result returns the current state as a Result, without a trace.
func (dl *Dual) Result() Result {
	return Result{
		Status: dl.status, Epochs: dl.done, Mistakes: dl.mistakes,
		W: dl.W(), B: dl.b, Alpha: dl.Alpha(),
	}
}

func (dl *Dual) chunk(budget int, trace *[]Event) {
	dl.sched.chunk(dl, budget, trace)
	if dl.guard.settle(&dl.sched) && trace != nil {
		*trace = (*trace)[:len(*trace)-1]
	}
}

// check implements engine: point i is misclassified when yᵢ(sᵢ+b) ≤ 0.
// A NaN value (from a start α on a Gram matrix that overflows) stops the
// run with Overflow.
func (dl *Dual) check(from, to int) (int, float64) {
	for pos := from; pos < to; pos++ {
		i := dl.index(pos)
		if v := dl.y[i] * (dl.s[i] + dl.b); !(v > 0) {
			if math.IsNaN(v) {
				dl.guard.refuse(&dl.sched)
			}
			return pos, v
		}
	}
	return to, 0
}

// update makes the update on point i, or refuses it when α, b or the
// scores would leave float64's range. The scores are then computed again
// from α, since the overflowing update cannot be undone exactly.
func (dl *Dual) update(i int) {
	if dl.guard.refused {
		return
	}
	c := dl.eta * dl.y[i]
	a, b := dl.alpha[i], dl.b
	dl.alpha[i] += dl.eta
	if !dl.noBias {
		dl.b += c
	}
	floats.AddScaled(dl.s, c, dl.g.row(i))
	if !isFinite(dl.alpha[i]) || !isFinite(dl.b) || !allFinite(dl.s) {
		dl.alpha[i], dl.b = a, b
		dl.scores()
		dl.guard.refuse(&dl.sched)
	}
}

func (dl *Dual) seen() bool { return !dl.guard.refused && dl.log.add(dl.s, dl.b) }

func (dl *Dual) event(i int, v float64, epoch int) Event {
	return Event{K: dl.mistakes, I: i, Epoch: epoch, Value: v, W: dl.W(), B: dl.b, Alpha: dl.alpha[i]}
}
