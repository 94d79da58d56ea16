package cli

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// addStarts runs the primal perceptron f.starts times, each from its own
// random start and order, and adds the K final lines to in (ESL Fig. 4.14).
// It returns what was drawn, for the summary line.
func addStarts(ctx context.Context, in *scene.Input, set *dataset.Set, f *plotFlags) (string, error) {
	x := set.Matrix()
	converged := 0
	for k := range f.starts {
		s := randomStart(set, &f.train, k)
		p, err := perceptron.NewPrimal(x, set.Y, s)
		if err != nil {
			return "", err
		}
		res, err := runTrainer(ctx, p, false)
		if err != nil {
			return "", fmt.Errorf("start %d: %w", k+1, err)
		}
		if res.Status == perceptron.Converged {
			converged++
		}
		in.Models = append(in.Models, scene.Start{W: res.W, B: res.B, K: k})
	}
	return fmt.Sprintf("%s from random starts and orders, %d converged", plural(f.starts, "primal run"), converged), nil
}

// randomStart returns the settings of run k of --starts: a random order
// and a random start line through the data's bounding box, with ‖w0‖ = ηR,
// the size of one update. Both come from a PCG seeded by (--seed, k), so
// a figure is reproducible and run k does not depend on K.
func randomStart(set *dataset.Set, f *trainFlags, k int) perceptron.Settings {
	rng := rand.New(rand.NewPCG(uint64(f.seed), uint64(k)))
	x := set.Matrix()
	w0 := make([]float64, set.D)
	var norm float64
	for norm == 0 {
		norm = 0
		for j := range w0 {
			w0[j] = rng.NormFloat64()
			norm += w0[j] * w0[j]
		}
	}
	scale := f.eta * numeric.Radius(x, f.noBias) / math.Sqrt(norm)
	var b0 float64
	for j := range w0 {
		w0[j] *= scale
		lo, hi := columnRange(set, j)
		b0 -= w0[j] * (lo + rng.Float64()*(hi-lo))
	}
	if f.noBias {
		b0 = 0
	}
	return perceptron.Settings{
		Eta: f.eta, W0: w0, B0: b0, NoBias: f.noBias,
		MaxEpochs: f.maxEpochs, Order: perceptron.Random, Seed: rng.Int64(),
	}
}

// columnRange returns the smallest and largest coordinate j of the points.
func columnRange(set *dataset.Set, j int) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for i := range set.Len() {
		v := set.X[i*set.D+j]
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}
