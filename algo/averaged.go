package algo

import (
	"context"

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
// up to the repeat. It is reproducible from Settings.Seed. When ctx is
// cancelled it returns the average so far and ctx.Err(). Errors are those
// of NewPrimal.
func Averaged(ctx context.Context, x *mat.Dense, y []float64, s Settings) (VariantResult, error) {
	p, err := NewPrimal(x, y, s)
	if err != nil {
		return VariantResult{}, err
	}
	// With wₜ the weights after visit t and update k made at visit cₖ,
	// Σₜ₌₁ᵀ wₜ = T·w_T − Σₖ (cₖ−1)·Δₖ, so only u = Σₖ (cₖ−1)·Δₖ is kept
	// (Daumé, A Course in Machine Learning, Algorithm 7).
	u := make([]float64, len(p.w))
	var ub float64
	var visits int
	for p.status == Running {
		if err := ctx.Err(); err != nil {
			return averagedEnd(p, u, ub, visits), err
		}
		for budget := variantChecks; budget > 0 && p.status == Running; {
			i, _, checked := p.advance(p, budget)
			budget -= checked
			visits += checked
			if i < 0 {
				continue
			}
			c := float64(visits-1) * p.eta * p.y[i]
			floats.AddScaled(u, c, p.x[i*p.d:(i+1)*p.d])
			if !p.noBias {
				ub += c
			}
		}
	}
	return averagedEnd(p, u, ub, visits), nil
}

// averagedEnd returns the average w − u/T, b − u_b/T, or the start when no
// point was visited.
func averagedEnd(p *Primal, u []float64, ub float64, visits int) VariantResult {
	w, b := p.W(), p.b
	if visits > 0 {
		floats.AddScaled(w, -1/float64(visits), u)
		b -= ub / float64(visits)
	}
	r := VariantResult{Result: Result{W: w, B: b}}
	r.Errors = variantErrors(p, w, b, len(p.y)+1)
	return variantEnd(p, r)
}
