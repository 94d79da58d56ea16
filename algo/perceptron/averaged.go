package perceptron

import (
	"context"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// Averaged runs the averaged perceptron (Freund and Schapire, Machine
// Learning 37, 1999; Collins, EMNLP 2002) on the points x (one row per
// point) with labels y: the primal perceptron of NewPrimal with the same
// settings, answering with the average of (w, b) over every point visit,
// weighted by how long each state survived, instead of the last state. On
// data that do not separate the average is far steadier than the last
// weights.
//
// The run ends as NewPrimal's does; on Cycle the average covers the visits
// up to the repeat. It also ends with Overflow when the running sum behind
// the average leaves float64's range; the average then covers the visits
// before the update that overflowed. (Should the average itself not fit in
// float64, Status is Overflow too, and W or B is not finite.) It is
// reproducible from Settings.Seed.
// When ctx is cancelled it returns the average so far and ctx.Err(). Errors
// are those of NewPrimal.
func Averaged(ctx context.Context, x *mat.Dense, y []float64, s Settings) (VariantResult, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return VariantResult{}, err
	}
	// With wₜ the weights after visit t and update k made at visit cₖ,
	// Σₜ₌₁ᵀ wₜ = T·w_T − Σₖ (cₖ−1)·Δₖ, so only u = Σₖ (cₖ−1)·Δₖ is kept
	// (Daumé, A Course in Machine Learning, Algorithm 7).
	a := averager{p: p, u: make([]float64, len(p.w)), prev: make([]float64, len(p.w))}
	for p.status == Running {
		if err := ctx.Err(); err != nil {
			return a.end(), err
		}
		for budget := variantChecks; budget > 0 && p.status == Running; {
			i, checked := p.advanceOne(budget)
			budget -= checked
			a.visits += checked
			if i >= 0 {
				a.add(i)
			}
		}
	}
	return a.end(), nil
}

// averager keeps u = Σₖ (cₖ−1)·Δₖ for Averaged.
type averager struct {
	p      *Primal
	u      []float64
	ub     float64
	visits int
	prev   []float64 // u before the last update, to undo an overflow
	// over is set when u overflowed: the average then ends at the visit
	// before the update, from w and b as they were before it.
	over bool
}

// add accounts for the update just made on point i, or stops the run with
// Overflow when u would leave float64's range.
func (a *averager) add(i int) {
	p := a.p
	c := float64(a.visits-1) * p.eta * p.y[i]
	copy(a.prev, a.u)
	floats.AddScaled(a.u, c, p.x[i*p.d:(i+1)*p.d])
	ub := a.ub
	if !p.noBias {
		ub += c
	}
	if allFinite(a.u) && isFinite(ub) {
		a.ub = ub
		return
	}
	copy(a.u, a.prev)
	a.over, a.visits = true, a.visits-1
	p.status = Overflow
}

// end returns the average w − u/T, b − u_b/T, or the start when no point
// was visited.
func (a *averager) end() VariantResult {
	p := a.p
	w, b := p.W(), p.b
	if a.over {
		w, b = slices.Clone(p.prev), p.prevB
	}
	if a.visits > 0 {
		floats.AddScaled(w, -1/float64(a.visits), a.u)
		b -= a.ub / float64(a.visits)
	}
	r := variantEnd(p, VariantResult{Result: Result{W: w, B: b}})
	if !allFinite(w) || !isFinite(b) {
		r.Status = Overflow
	}
	r.Errors = variantErrors(p, w, b)
	return r
}
