package cli

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/method"
)

// methodFunc trains one --method on set and reports the outcome.
type methodFunc func(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error)

// cliMethod is one --method of the command line: how train (and plot,
// animate, the curve) trains it, or how plot draws a classifier by its
// regions. Whether --explain follows its every update is the registry's
// (method.Explain).
type cliMethod struct {
	train methodFunc   // a perceptron-family trainer; nil: plot only
	plot  modelPlotter // a classifier drawn by its regions (plot_models.go)
}

// methods are the command line's trainers and plotters, by the name of
// their method in the registry (package method), which says what each is
// offered for; checkMethods keeps the two one. They are the perceptron's
// two forms (Li Hang), and beyond them the optimal hyperplane, least
// squares, the pocket and averaged perceptrons for data that do not
// separate, and the kernel perceptron; then the classifiers that only
// plot draws, k-nearest neighbours (Li Hang, chapter 3) and Gaussian
// naive Bayes (chapter 4), which have commands of their own.
var methods = map[string]cliMethod{
	"primal":   {train: trainPrimal},
	"dual":     {train: trainDual},
	"svm":      {train: trainSVM},
	"lsq":      {train: trainLSQ},
	"pocket":   {train: trainPocket},
	"averaged": {train: trainAveraged},
	"kernel":   {train: trainKernel},
	"knn":      {plot: plotKNN},
	"nb":       {plot: plotNB},
}

// methodNames returns the names of the methods that train, sorted: the
// registry's (package method).
func methodNames() []string { return method.Names(method.Train) }

// modelNames returns the names of the classifiers only plot draws, sorted.
func modelNames() []string {
	var names []string
	for _, m := range method.With(method.Plot) {
		if !m.Has(method.Train) && m.Task == dataset.Classification {
			names = append(names, m.Name)
		}
	}
	slices.Sort(names)
	return names
}

// explains reports whether train --explain and plot --curve follow every
// update of the method name (the registry's method.Explain).
func explains(name string) bool {
	m, ok := method.Lookup(name)
	return ok && m.Has(method.Explain)
}

// trainable refuses a method that train cannot run: one the registry
// does not offer for training, or one it offers that this table lacks (a
// half-registered method is an error, never a fallback).
func trainable(name string) error {
	m, ok := method.Lookup(name)
	switch {
	case !ok || !m.Has(method.Train):
		return fmt.Errorf("unknown method %q (want %s)", name, strings.Join(methodNames(), ", "))
	case methods[name].train == nil:
		return fmt.Errorf("method %q is registered to train (package method), but the command line has no trainer for it", name)
	}
	return nil
}

// checkMethods compares the table with the registry: every method the
// registry offers for train or plot has its entry here, with a trainer
// exactly when it trains, --explain exactly when the registry says, and
// every entry here is registered. A difference is a half-registered
// method.
func checkMethods() error {
	for name, cm := range methods {
		m, ok := method.Lookup(name)
		switch {
		case !ok:
			return fmt.Errorf("cli: method %q is not registered (package method)", name)
		case m.Has(method.Train) != (cm.train != nil):
			return fmt.Errorf("cli: method %q trains here but not in the registry, or the other way round", name)
		case m.Task == dataset.Classification && m.Has(method.Plot) != (cm.train != nil || cm.plot != nil):
			return fmt.Errorf("cli: method %q is drawn by plot here but not in the registry, or the other way round", name)
		}
	}
	for _, m := range method.All() {
		if _, ok := methods[m.Name]; !ok && m.Has(method.Train) {
			return fmt.Errorf("cli: method %q is registered to train, but the command line has no trainer for it", m.Name)
		}
		if _, ok := methods[m.Name]; !ok && m.Task == dataset.Classification && m.Has(method.Plot) {
			return fmt.Errorf("cli: method %q is registered for plot, but the command line cannot draw it", m.Name)
		}
	}
	return nil
}

func init() {
	if err := checkMethods(); err != nil {
		panic(err) // a half-registered method stops the program at start-up
	}
}

// trainPrimal runs Li Hang's Algorithm 2.1.
func trainPrimal(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if f.gram {
		return nil, errors.New("--gram needs --method dual: the primal form has no Gram matrix")
	}
	_, _, rep, err := trainForm(ctx, set, f, perceptron.NewPrimal)
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
	t, res, rep, err := trainForm(ctx, set, f, perceptron.NewDual)
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
func trainForm[T perceptron.Trainer](ctx context.Context, set *dataset.Set, f *trainFlags,
	newT func(*mat.Dense, []float64, perceptron.Settings) (T, error)) (t T, res perceptron.Result, rep *outcome, err error) {
	s, err := f.settings(set)
	if err != nil {
		return t, res, nil, err
	}
	if t, err = newT(set.Matrix(), set.Y, s); err != nil {
		return t, res, nil, err
	}
	gone := forgotten{alpha: map[int]float64{}, curve: f.curve}
	run := perceptron.Run
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
func runTrainer(ctx context.Context, t perceptron.Trainer, trace bool) (perceptron.Result, error) {
	return runWith(ctx, t, trace, perceptron.Run)
}

// runWith is runTrainer through run (perceptron.Run, or a bounded perceptron.RunKeep).
func runWith(ctx context.Context, t perceptron.Trainer, trace bool,
	run func(context.Context, perceptron.Trainer, bool) (perceptron.Result, error)) (perceptron.Result, error) {
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
