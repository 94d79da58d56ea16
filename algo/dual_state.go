package algo

import (
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// Step runs until the next update and returns it. When the run ends
// instead, ok is false and Status says why.
func (dl *Dual) Step() (ev Event, ok bool) { return dl.step(dl) }

// StepEpoch runs to the end of the current epoch and returns its updates.
func (dl *Dual) StepEpoch() []Event { return dl.stepEpoch(dl) }

// Status reports how the run stands.
func (dl *Dual) Status() Status { return dl.status }

// Gram returns the Gram matrix the run uses. It must not be modified.
func (dl *Dual) Gram() mat.Symmetric { return dl.gram }

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

func (dl *Dual) chunk(budget int, trace *[]Event) { dl.sched.chunk(dl, budget, trace) }

// check implements engine: point i is misclassified when yᵢ(sᵢ+b) ≤ 0.
func (dl *Dual) check(from, to int) (int, float64) {
	for pos := from; pos < to; pos++ {
		i := dl.index(pos)
		if v := dl.y[i] * (dl.s[i] + dl.b); !(v > 0) {
			return pos, v
		}
	}
	return to, 0
}

func (dl *Dual) update(i int) {
	n := len(dl.y)
	c := dl.eta * dl.y[i]
	dl.alpha[i] += dl.eta
	if !dl.noBias {
		dl.b += c
	}
	floats.AddScaled(dl.s, c, dl.g[i*n:(i+1)*n])
}

func (dl *Dual) seen() bool { return dl.log.add(dl.s, dl.b) }

func (dl *Dual) event(i int, v float64, epoch int) Event {
	return Event{K: dl.mistakes, I: i, Epoch: epoch, Value: v, W: dl.W(), B: dl.b, Alpha: dl.alpha[i]}
}
