package cli

import (
	"context"
	"errors"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo"
	"perceptronlab/dataset"
)

// methodFunc trains one --method on set and reports the outcome.
type methodFunc func(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error)

// methods maps a --method name to its trainer: the perceptron's two forms
// (Li Hang), and beyond them the optimal hyperplane, least squares, the
// pocket and averaged perceptrons for data that do not separate, and the
// kernel perceptron.
var methods = map[string]methodFunc{
	"primal":   trainPrimal,
	"dual":     trainDual,
	"svm":      trainSVM,
	"lsq":      trainLSQ,
	"pocket":   trainPocket,
	"averaged": trainAveraged,
	"kernel":   trainKernel,
}

// trainPrimal runs Li Hang's Algorithm 2.1.
func trainPrimal(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if f.gram {
		return nil, errors.New("--gram needs --method dual: the primal form has no Gram matrix")
	}
	_, _, rep, err := trainForm(ctx, set, f, algo.NewPrimal)
	if err != nil {
		return nil, err
	}
	rep.title = "perceptron, primal form (Li Hang, Algorithm 2.1)"
	rep.setStart(startW(f.w0, set.D), f.b0, nil)
	return rep, nil
}

// trainDual runs Li Hang's Algorithm 2.2.
func trainDual(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if f.w0 != nil {
		return nil, errors.New("--w0 is a start for the primal form; the dual form starts from α = 0")
	}
	t, res, rep, err := trainForm(ctx, set, f, algo.NewDual)
	if err != nil {
		return nil, err
	}
	rep.title = "perceptron, dual form (Li Hang, Algorithm 2.2)"
	rep.Alpha = res.Alpha
	rep.setStart(make([]float64, set.D), f.b0, make([]float64, set.Len()))
	if f.gram {
		rep.Gram, rep.GramNote = gramBlock(t.Gram())
	}
	return rep, nil
}

// trainForm builds a perceptron of one form with newT, runs it to its end
// and reports the run.
func trainForm[T algo.Trainer](ctx context.Context, set *dataset.Set, f *trainFlags,
	newT func(*mat.Dense, []float64, algo.Settings) (T, error)) (t T, res algo.Result, rep *outcome, err error) {
	s, err := f.settings(set)
	if err != nil {
		return t, res, nil, err
	}
	if t, err = newT(set.Matrix(), set.Y, s); err != nil {
		return t, res, nil, err
	}
	gone := forgotten{alpha: map[int]float64{}, curve: f.curve}
	run := algo.Run
	if f.trace || f.explain { // memory stays bounded: the oldest rows are let go
		run = keptRun(&gone)
	}
	if res, err = runWith(ctx, t, f.trace || f.explain, run); err != nil {
		return t, res, nil, err
	}
	rep = newOutcome(set, f, res)
	rep.gone = gone
	return t, res, rep, nil
}

// runTrainer runs t to its end; an interruption is an error.
func runTrainer(ctx context.Context, t algo.Trainer, trace bool) (algo.Result, error) {
	return runWith(ctx, t, trace, algo.Run)
}

// runWith is runTrainer through run (algo.Run, or a bounded algo.RunKeep).
func runWith(ctx context.Context, t algo.Trainer, trace bool,
	run func(context.Context, algo.Trainer, bool) (algo.Result, error)) (algo.Result, error) {
	res, err := run(ctx, t, trace)
	if err != nil {
		return res, fmt.Errorf("training stopped after %d epochs and %d mistakes: %w", res.Epochs, res.Mistakes, err)
	}
	return res, nil
}

// startW returns the start w: w0, or zero.
func startW(w0 []float64, d int) []float64 {
	if w0 == nil {
		return make([]float64, d)
	}
	return w0
}
