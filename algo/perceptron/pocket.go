package perceptron

import (
	"context"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// VariantResult is the outcome of Pocket or Averaged: the run of the
// underlying primal perceptron, with W and B replaced by the variant's
// answer.
type VariantResult struct {
	// Result holds the underlying run's Status, Epochs and Mistakes; its W
	// and B are the pocket weights (Pocket) or the averaged weights
	// (Averaged). Alpha and Trace are nil.
	Result
	// Errors counts the training points with yᵢ(w·xᵢ+b) ≤ 0 for W and B.
	Errors int
}

// variantChecks is how many points Pocket and Averaged check between looks
// at their context, as Run does. Pocket counts the points its error counts
// visit against the same budget.
const variantChecks = ctxEvery

// Pocket runs the pocket algorithm with ratchet (Gallant, IEEE Trans.
// Neural Networks 1, 1990) on the points x (one row per point) with labels
// y: the primal perceptron of NewPrimal with the same settings, which also
// keeps "in its pocket" a hyperplane that did well. On data that do not
// separate, where the perceptron never settles, the pocket still holds a
// good hyperplane.
//
// As Gallant's algorithm does, the run counts how many points in a row the
// current state has classified correctly since its last update (its run).
// A state whose run grows longer than the pocket's is a candidate: its
// training errors are counted, and it replaces the pocket when it also
// makes fewer errors (the ratchet, so that the pocket's errors never go
// up). The start is the first pocket, with a run of 0. Counting only the
// states that outlast the pocket keeps the cost near the plain
// perceptron's; the count also stops as soon as it reaches the pocket's.
//
// The run ends as NewPrimal's does: Converged (then the pocket holds the
// final weights, with no error), Cycle, EpochLimit or Overflow. It is
// reproducible from Settings.Seed. When ctx is cancelled it returns the
// pocket so far and ctx.Err(); ctx is looked at every few thousand point
// visits, counts included. Errors are those of NewPrimal.
func Pocket(ctx context.Context, x *mat.Dense, y []float64, s Settings) (VariantResult, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return VariantResult{}, err
	}
	c := newErrorCounter(p)
	best := VariantResult{Result: Result{W: p.W(), B: p.b}}
	best.Errors, _ = c.count(ctx, p.n+1)
	g := gallant{counted: true, pocket: true} // the start is the first pocket
	for p.status == Running {
		if err := ctx.Err(); err != nil {
			return variantEnd(p, best), err
		}
		for budget := variantChecks; budget > 0 && p.status == Running; {
			budget -= g.advance(ctx, p, c, &best, budget)
		}
	}
	if p.status == Converged && best.Errors > 0 {
		best.W, best.B, best.Errors = p.W(), p.b, 0 // a clean pass: no error
	}
	return variantEnd(p, best), nil
}

// gallant is the pocket's bookkeeping: the current state's run of correct
// checks, the pocket state's longest run, whether the current state was
// counted, and whether it is the pocket.
type gallant struct {
	run, bestRun    int
	counted, pocket bool
}

// advance checks points until the current state's run passes the pocket's
// or an update comes, within budget, then counts a new candidate. It
// returns the number of points it checked and counted.
func (g *gallant) advance(ctx context.Context, p *Primal, c *errorCounter, best *VariantResult, budget int) int {
	step := budget
	if !g.counted {
		step = min(step, max(g.bestRun+1-g.run, 1))
	}
	i, checked := p.advanceOne(step)
	if i >= 0 || p.guard.refused {
		if g.pocket {
			g.bestRun = g.run + checked - 1 // its correct checks before the update
		}
		g.run, g.counted, g.pocket = 0, false, false // a new state
		return checked
	}
	g.run += checked
	if g.pocket {
		g.bestRun = g.run
	}
	if g.counted || g.run <= g.bestRun {
		return checked
	}
	g.counted = true
	e, visited := c.count(ctx, best.Errors)
	if e < best.Errors {
		best.W, best.B, best.Errors = p.W(), p.b, e
		g.pocket, g.bestRun = true, g.run
	}
	return checked + visited
}

// variantEnd fills in the run's bookkeeping.
func variantEnd(p *Primal, r VariantResult) VariantResult {
	r.Status, r.Epochs, r.Mistakes = p.status, p.done, p.mistakes
	return r
}

// errorCounter counts the errors of a primal run's current state, with the
// same arithmetic as the run's own checks (primal_scan.go), so that a state
// the run finds clean has no error.
type errorCounter struct {
	p *Primal
	// order lists the points, the likeliest errors first: count moves every
	// error it meets to the front. Consecutive states share most of their
	// errors, so the next count meets them early.
	order []int
}

func newErrorCounter(p *Primal) *errorCounter {
	c := &errorCounter{p: p, order: make([]int, p.n)}
	for i := range c.order {
		c.order[i] = i
	}
	return c
}

// counterBlock is how many points count visits between looks at its context.
const counterBlock = 4 * ctxEvery

// count returns the number of points that the current state misclassifies,
// !(yᵢ(w·xᵢ+b) > 0), stopping once the count reaches stop, and the number
// of points it visited. When ctx is cancelled it stops early and returns a
// count of at least stop, so that the caller keeps its pocket.
func (c *errorCounter) count(ctx context.Context, stop int) (e, visited int) {
	for from := 0; from < len(c.order); from += counterBlock {
		to := min(from+counterBlock, len(c.order))
		var n int
		e, n = c.countRange(from, to, e, stop)
		visited += n
		if e >= stop {
			return e, visited
		}
		if ctx.Err() != nil {
			return stop, visited
		}
	}
	return e, visited
}

// countRange counts the errors among order[from:to], adding to e and moving
// each error found to order[e], until e reaches stop. It returns e and the
// number of points it visited.
func (c *errorCounter) countRange(from, to, e, stop int) (int, int) {
	p := c.p
	ord := c.order[:to]
	var k int
	switch p.d {
	case 1:
		k, e = count1(p.x, p.y, ord, p.w[0], p.b, from, e, stop)
	case 2:
		k, e = count2(p.x, p.y, ord, p.w[0], p.w[1], p.b, from, e, stop)
	default:
		k, e = countD(p.x, p.y, ord, p.w, p.b, from, e, stop)
	}
	return e, k - from
}

// count1, count2 and countD are the loops of countRange, with the value
// yᵢ(w·xᵢ+b) formed as scan1, scan2 and scanD form it. Each is Lomuto's
// partition without a branch on the outcome, which is close to a coin
// toss: ord[e:k] holds no error, so swapping ord[k] into place e is
// harmless when point i is no error. They return the position after the
// last point visited and the new count.
func count1(x, y []float64, ord []int, w, b float64, k, e, stop int) (int, int) {
	for ; k < len(ord); k++ {
		i := ord[k]
		ord[k], ord[e] = ord[e], i
		if e += miss(y[i] * (w*x[i] + b)); e >= stop {
			return k + 1, e
		}
	}
	return k, e
}

func count2(x, y []float64, ord []int, w0, w1, b float64, k, e, stop int) (int, int) {
	for ; k < len(ord); k++ {
		i := ord[k]
		ord[k], ord[e] = ord[e], i
		if e += miss(y[i] * (w0*x[2*i] + w1*x[2*i+1] + b)); e >= stop {
			return k + 1, e
		}
	}
	return k, e
}

func countD(x, y []float64, ord []int, w []float64, b float64, k, e, stop int) (int, int) {
	d := len(w)
	for ; k < len(ord); k++ {
		i := ord[k]
		ord[k], ord[e] = ord[e], i
		if e += miss(y[i] * (floats.Dot(w, x[i*d:(i+1)*d]) + b)); e >= stop {
			return k + 1, e
		}
	}
	return k, e
}

// miss is 1 when v = yᵢ(w·xᵢ+b) makes point i an error and 0 otherwise.
func miss(v float64) int {
	if v > 0 {
		return 0
	}
	return 1
}

// variantErrors counts the points of p's data with yᵢ(w·xᵢ+b) ≤ 0.
func variantErrors(p *Primal, w []float64, b float64) int {
	var e int
	for i, yi := range p.y {
		if !(yi*(floats.Dot(w, p.x[i*p.d:(i+1)*p.d])+b) > 0) {
			e++
		}
	}
	return e
}
