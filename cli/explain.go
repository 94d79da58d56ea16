package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
	"perceptronlab/report"
)

// addExplainFlag defines train's --explain.
func addExplainFlag(fs *flag.FlagSet, f *trainFlags) {
	fs.BoolVar(&f.explain, "explain", false,
		"also write out every update with its numbers, as Li Hang's Examples 2.1 and 2.2 do (the language follows --lang)")
}

// checkExplain rejects --explain where there are no updates to explain or
// the output is not text.
func (f *trainFlags) checkExplain() error {
	if err := f.checkPredict(); err != nil {
		return err
	}
	switch {
	case !f.explain:
		return nil
	case !explains(f.method):
		return fmt.Errorf("--explain needs --method primal, dual or kernel; %s makes no updates to explain", f.method)
	case f.format != "text" && !(f.predict && f.format == "latex"):
		return errors.New("--explain writes text; it does not go with --format " + f.format)
	}
	return nil
}

// explainer returns the explanation of the run in rep, made on set.
func explainer(set *dataset.Set, f *trainFlags, rep *outcome) (*report.Explainer, error) {
	x := &report.Explainer{Trace: rep.trace, Set: set, Eta: f.eta, NoBias: f.noBias}
	if f.method == "kernel" {
		k, err := numeric.ParseKernel(f.kernel, f.degree, f.coef0, f.sigma)
		if err != nil {
			return nil, err
		}
		x.Kernel = k
	}
	return x, nil
}

// writeExplanation writes the explanation of every update, when asked for.
func writeExplanation(w io.Writer, r *outcome) error {
	if r.explain == nil {
		return nil
	}
	if err := r.explain.Write(w); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w)
	return err
}
