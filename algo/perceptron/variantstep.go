package perceptron

import (
	"context"
	"slices"

	"gonum.org/v1/gonum/mat"
)

// VariantTrainer runs Pocket or Averaged one update at a time, for a
// window that animates them: the primal perceptron of NewPrimal, stepped
// exactly as Pocket and Averaged step it, with the variant's answer so far.
// Its updates are the primal run's; run to its end, its Answer is what
// Pocket or Averaged returns.
type VariantTrainer struct {
	p      *Primal
	pocket bool
	c      *errorCounter // the pocket's error counts
	best   VariantResult // the pocket
	g      gallant
	a      *averager // the averaged perceptron's sums
}

// NewPocketTrainer returns the pocket algorithm of Pocket, to be stepped.
// Errors are those of NewPrimal.
func NewPocketTrainer(x *mat.Dense, y []float64, s Settings) (*VariantTrainer, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return nil, err
	}
	t := &VariantTrainer{p: p, pocket: true, c: newErrorCounter(p), g: gallant{counted: true, pocket: true}}
	t.best = VariantResult{Result: Result{W: p.W(), B: p.b}}
	t.best.Errors, _ = t.c.count(context.Background(), p.n+1)
	return t, nil
}

// NewAveragedTrainer returns the averaged perceptron of Averaged, to be
// stepped. Errors are those of NewPrimal.
func NewAveragedTrainer(x *mat.Dense, y []float64, s Settings) (*VariantTrainer, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return nil, err
	}
	a := &averager{p: p, u: make([]float64, len(p.w)), prev: make([]float64, len(p.w))}
	return &VariantTrainer{p: p, a: a}, nil
}

// Status reports how the underlying run stands.
func (t *VariantTrainer) Status() Status { return t.p.status }

// Step runs until the next update of the underlying perceptron and returns
// it. When the run ends instead, ok is false and Status says why.
func (t *VariantTrainer) Step() (ev Event, ok bool) {
	p := t.p
	for p.status == Running {
		epoch := p.done + 1
		var i int
		var v float64
		if t.pocket {
			i, v = t.advancePocket()
		} else {
			i, v = t.advanceAveraged()
		}
		if i >= 0 {
			return p.event(i, v, epoch), true
		}
	}
	return Event{}, false
}

// advanceValue is advanceOne with the value yᵢ(w·xᵢ+b) of the update.
func (p *Primal) advanceValue(budget int) (i int, v float64, checked int) {
	i, v, checked = p.advance(p, budget)
	if p.guard.settle(&p.sched) {
		return -1, 0, checked
	}
	return i, v, checked
}

// advancePocket is gallant.advance with the update's point and value:
// it checks points until the current state's run passes the pocket's or
// an update comes, then counts a new candidate.
func (t *VariantTrainer) advancePocket() (int, float64) {
	p, g := t.p, &t.g
	step := p.n
	if !g.counted {
		step = min(step, max(g.bestRun+1-g.run, 1))
	}
	i, v, checked := p.advanceValue(step)
	if i >= 0 || p.guard.refused {
		if g.pocket {
			g.bestRun = g.run + checked - 1
		}
		g.run, g.counted, g.pocket = 0, false, false
		return i, v
	}
	g.run += checked
	if g.pocket {
		g.bestRun = g.run
	}
	if g.counted || g.run <= g.bestRun {
		return -1, 0
	}
	g.counted = true
	if e, _ := t.c.count(context.Background(), t.best.Errors); e < t.best.Errors {
		t.best.W, t.best.B, t.best.Errors = p.W(), p.b, e
		g.pocket, g.bestRun = true, g.run
	}
	return -1, 0
}

// advanceAveraged checks the points of one epoch's rest, as Averaged does,
// adding each update to the sums.
func (t *VariantTrainer) advanceAveraged() (int, float64) {
	i, v, checked := t.p.advanceValue(t.p.n)
	t.a.visits += checked
	if i >= 0 {
		t.a.add(i)
	}
	return i, v
}

// Answer returns the variant's answer so far: the pocket's weights, or the
// average over the visits so far, with its training errors. The Result's
// bookkeeping is the underlying run's.
func (t *VariantTrainer) Answer() VariantResult {
	if !t.pocket {
		return t.a.end()
	}
	r := t.best
	r.W = slices.Clone(r.W)
	if t.p.status == Converged && r.Errors > 0 {
		r.W, r.B, r.Errors = t.p.W(), t.p.b, 0 // a clean pass: no error
	}
	return variantEnd(t.p, r)
}

// Rebase starts the underlying perceptron again, on the points x with
// labels y and settings s (whose W0 and B0 are where it goes on from), at
// the first point of a new epoch, keeping the variant's answer so far: the
// pocket and its longest run, or the average's sums and visits. A window
// does this when it goes on from a state after an edit, or runs to the end
// from a step in mid-epoch. Errors are those of NewPrimal.
func (t *VariantTrainer) Rebase(x *mat.Dense, y []float64, s Settings) error {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return err
	}
	t.p = p
	if t.pocket {
		t.c.p = p
		t.g.run, t.g.counted, t.g.pocket = 0, false, false
		return nil
	}
	t.a.p = p
	return nil
}
