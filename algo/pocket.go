package algo

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
// at their context, as Run does.
const variantChecks = ctxEvery

// Pocket runs the pocket perceptron (Gallant, IEEE Trans. Neural Networks
// 1, 1990) on the points x (one row per point) with labels y: the primal
// perceptron of NewPrimal with the same settings, which also keeps "in its
// pocket" the weights with the fewest training errors seen so far. On data
// that do not separate, where the perceptron never settles, the pocket
// still holds a good hyperplane.
//
// The run ends as NewPrimal's does: Converged (then the pocket holds the
// final weights, with no error), Cycle or EpochLimit. It is reproducible
// from Settings.Seed. When ctx is cancelled it returns the pocket so far
// and ctx.Err(). Errors are those of NewPrimal.
func Pocket(ctx context.Context, x *mat.Dense, y []float64, s Settings) (VariantResult, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return VariantResult{}, err
	}
	best := VariantResult{Result: Result{W: p.W(), B: p.b}}
	best.Errors = variantErrors(p, p.w, p.b, p.n)
	for p.status == Running {
		if err := ctx.Err(); err != nil {
			return variantEnd(p, best), err
		}
		for budget := variantChecks; budget > 0 && p.status == Running; {
			i, _, checked := p.advance(p, budget)
			budget -= checked
			if i < 0 {
				continue
			}
			// Counting stops once it reaches the pocket's count, so most
			// candidates cost far less than a full pass.
			if e := variantErrors(p, p.w, p.b, best.Errors); e < best.Errors {
				best.W, best.B, best.Errors = p.W(), p.b, e
			}
		}
	}
	return variantEnd(p, best), nil
}

// variantEnd fills in the run's bookkeeping.
func variantEnd(p *Primal, r VariantResult) VariantResult {
	r.Status, r.Epochs, r.Mistakes = p.status, p.done, p.mistakes
	return r
}

// variantErrors counts the points of p's data with yᵢ(w·xᵢ+b) ≤ 0,
// stopping early once the count reaches stop.
func variantErrors(p *Primal, w []float64, b float64, stop int) int {
	var e int
	for i, yi := range p.y {
		if !(yi*(floats.Dot(w, p.x[i*p.d:(i+1)*p.d])+b) > 0) {
			if e++; e >= stop {
				return e
			}
		}
	}
	return e
}
