package cli

import (
	"context"
	"errors"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// exactOnly rejects the flags that only a perceptron run can use.
func exactOnly(f *trainFlags) error {
	switch {
	case tableFormat(f):
		return tableFormatError(f)
	case f.trace:
		return fmt.Errorf("--trace needs a perceptron method (primal or dual); %s makes no updates", f.method)
	case f.gram:
		return fmt.Errorf("--gram needs --method dual or kernel, not %s", f.method)
	case f.w0 != nil || f.b0 != 0:
		return fmt.Errorf("--w0 and --b0 are perceptron starts; %s has none", f.method)
	}
	return nil
}

// tableFormat reports whether f.trace comes from a table --format (csv,
// markdown, latex), which is the trace, rather than from --trace.
func tableFormat(f *trainFlags) bool { return f.trace && f.format != "text" && f.format != "json" }

// tableFormatError says that a table --format needs updates to list; it
// names the format, not a --trace the user did not give.
func tableFormatError(f *trainFlags) error {
	return fmt.Errorf("--format %s is the table of updates, which only --method primal and dual write; use --format text or json with --method %s",
		f.format, f.method)
}

// solvedReport is the report of a method that solves its problem outright:
// status converged, no epochs and no mistakes.
func solvedReport(set *dataset.Set, f *trainFlags, w []float64, b float64) *outcome {
	rep := newOutcome(set, f, perceptron.Result{Status: perceptron.Converged, W: w, B: b})
	rep.exact = true
	return rep
}

// trainSVM finds the optimal separating hyperplane (ESL 4.48). Its margin
// is 1/‖w‖, which is also the geometric margin newReport computes.
func trainSVM(_ context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if err := exactOnly(f); err != nil {
		return nil, err
	}
	r, err := numeric.OptimalHyperplane(set.Matrix(), set.Y, f.noBias)
	if errors.Is(err, numeric.ErrNotSeparable) {
		return nil, fmt.Errorf("%s: %w, so there is no optimal separating hyperplane (try --method pocket)", f.file, err)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.file, err)
	}
	rep := solvedReport(set, f, r.W, r.B)
	rep.title = "optimal separating hyperplane (ESL 4.48), the widest margin"
	rep.Alpha, rep.Support = r.Alpha, r.Support
	if rep.Support == nil {
		rep.Support = []int{} // one class: no support point, but the key stays
	}
	return rep, nil
}

// trainLSQ fits least squares (ESL 4.39).
func trainLSQ(_ context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if err := exactOnly(f); err != nil {
		return nil, err
	}
	r, err := numeric.LeastSquares(set.Matrix(), set.Y, f.noBias)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.file, err)
	}
	rep := solvedReport(set, f, r.W, r.B)
	rep.title = "least squares on y ∈ {−1, +1} (ESL 4.39)"
	rep.Errors = &r.Errors
	return rep, nil
}

// trainPocket runs the pocket perceptron.
func trainPocket(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	return trainVariant(ctx, set, f, perceptron.Pocket, "pocket algorithm with ratchet (Gallant 1990): the longest-lived weights with the fewest errors")
}

// trainAveraged runs the averaged perceptron.
func trainAveraged(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	return trainVariant(ctx, set, f, perceptron.Averaged, "averaged perceptron (Freund and Schapire 1999): the mean weights over all visits")
}

// variantFunc is perceptron.Pocket or perceptron.Averaged.
type variantFunc func(context.Context, *mat.Dense, []float64, perceptron.Settings) (perceptron.VariantResult, error)

// trainVariant runs a perceptron variant and reports its answer, its
// training errors and the run beneath it.
func trainVariant(ctx context.Context, set *dataset.Set, f *trainFlags, run variantFunc, title string) (*outcome, error) {
	if tableFormat(f) {
		return nil, tableFormatError(f)
	}
	if f.trace || f.gram {
		return nil, fmt.Errorf("--trace and --gram need --method primal or dual, not %s", f.method)
	}
	s, err := f.settings(set)
	if err != nil {
		return nil, err
	}
	r, err := run(ctx, set.Matrix(), set.Y, s)
	if err != nil {
		return nil, fmt.Errorf("training stopped after %d epochs and %d mistakes: %w", r.Epochs, r.Mistakes, err)
	}
	rep := newOutcome(set, f, r.Result)
	rep.title = title
	rep.Errors = &r.Errors
	return rep, nil
}

// trainKernel runs the kernel perceptron. It has no w: the report leaves
// w and the margin out and gives α, b and the training errors.
func trainKernel(ctx context.Context, set *dataset.Set, f *trainFlags) (*outcome, error) {
	if tableFormat(f) {
		return nil, tableFormatError(f)
	}
	if f.trace || f.w0 != nil {
		return nil, errors.New("--trace and --w0 need --method primal or dual; the kernel perceptron has no w")
	}
	k, err := numeric.ParseKernel(f.kernel, f.degree, f.coef0, f.sigma)
	if err != nil {
		return nil, err
	}
	s, err := f.settings(set)
	if err != nil {
		return nil, err
	}
	kp, err := perceptron.NewKernelPerceptron(set.Matrix(), set.Y, k, s)
	if err != nil {
		return nil, err
	}
	gone := forgotten{alpha: map[int]float64{}}
	run := perceptron.Run
	if f.explain {
		run = keptRun(&gone)
	}
	res, err := runWith(ctx, kp, f.explain, run)
	if err != nil {
		return nil, err
	}
	res.W = make([]float64, set.D) // newReport needs a w; it is dropped below
	rep := newOutcome(set, f, res)
	rep.W, rep.Margin = nil, nil
	rep.title = "kernel perceptron, K = " + k.String()
	rep.gramOf = "K(xᵢ, xⱼ)"
	rep.Alpha = res.Alpha
	rep.gone = gone
	_, rep.trace.B0, rep.trace.Alpha0 = gone.start(nil, f.b0, make([]float64, set.Len()))
	rep.trace.From = gone.n
	e := kp.Errors()
	rep.Errors = &e
	if f.gram {
		rep.Gram, rep.GramNote = gramBlock(kp.Gram())
	}
	return rep, nil
}
