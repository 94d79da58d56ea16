package lab

import (
	"context"
	"math"

	"perceptronlab/algo/selection"
)

// FitSweep is E_RMS on the training and the test points against one
// parameter, M or ln λ (PRML Figs 1.5 and 1.8). A fit that fails leaves
// NaN.
type FitSweep struct {
	Param       []float64 // M, or ln λ
	Train, Test []float64
}

// FitLnLambdas returns the ln λ grid of the sweep and of the stepper:
// FitMinLnLambda (λ = 0) to FitMaxLnLambda in steps of 2.
func FitLnLambdas() []float64 {
	var g []float64
	for v := FitMinLnLambda; v <= FitMaxLnLambda; v += 2 {
		g = append(g, v)
	}
	return g
}

// lambdaOf returns λ for a slider value ln λ.
func lambdaOf(ln float64) float64 {
	if ln <= FitMinLnLambda {
		return 0
	}
	return math.Exp(ln)
}

// SweepM returns the errors for M = 0…FitMaxM at the current λ. It stops
// with ctx's error when ctx is cancelled.
func (l *FitLab) SweepM(ctx context.Context) (FitSweep, error) {
	var ps []float64
	for m := range FitMaxM + 1 {
		ps = append(ps, float64(m))
	}
	return l.sweep(ctx, ps, func(p float64) (int, float64) { return int(p), l.Lambda() })
}

// SweepLambda returns the errors for ln λ on FitLnLambdas at the current M.
func (l *FitLab) SweepLambda(ctx context.Context) (FitSweep, error) {
	return l.sweep(ctx, FitLnLambdas(), func(p float64) (int, float64) { return l.M, lambdaOf(p) })
}

func (l *FitLab) sweep(ctx context.Context, ps []float64, at func(float64) (int, float64)) (FitSweep, error) {
	s := FitSweep{Param: ps, Train: make([]float64, len(ps)), Test: make([]float64, len(ps))}
	for i, p := range ps {
		if err := ctx.Err(); err != nil {
			return FitSweep{}, err
		}
		m, lam := at(p)
		r, err := l.FitAt(m, lam)
		if err != nil {
			s.Train[i], s.Test[i] = math.NaN(), math.NaN()
			continue
		}
		s.Train[i], s.Test[i] = r.TrainRMSE, r.TestRMSE
	}
	return s, nil
}

// Resample fits degree M with the current λ to FitResamples fresh data
// sets of the generator (its N and σ, seeds after its own) and returns the
// fits: their spread is the variance, their mean's gap from sin(2πx) the
// bias.
func (l *FitLab) Resample(ctx context.Context) ([]*selection.Poly, error) {
	var fits []*selection.Poly
	for k := range FitResamples {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		g := l.Gen
		g.Seed, g.NTest = l.Gen.Seed+2+uint64(k), 0
		var d FitLab
		d.Generate(g)
		x, t, _ := d.Train()
		p, err := selection.FitPoly(x, t, l.M, l.Lambda())
		if err != nil {
			return nil, err
		}
		fits = append(fits, p)
	}
	return fits, nil
}
