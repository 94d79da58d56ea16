package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"perceptronlab/figure"
	"perceptronlab/typeset"
)

// addCurveFlag defines plot's --curve.
func addCurveFlag(fs *flag.FlagSet, f *plotFlags) {
	fs.BoolVar(&f.curve, "curve", false,
		"draw the learning curve instead: Li Hang's loss L(w, b) after each update and the mistakes per epoch (-o .png or .svg)")
}

// runCurve trains with the plot's flags and writes the run's learning
// curve to -o.
func runCurve(ctx context.Context, f *plotFlags, stdout io.Writer) error {
	tf := &f.train
	switch {
	case !methods[tf.method].explain:
		return fmt.Errorf("plot: --curve needs --method primal, dual or kernel; %s makes no updates", tf.method)
	case f.starts > 0 || f.model.method != "":
		return fmt.Errorf("plot: --curve draws one perceptron run; it cannot be used with --starts or --method %s", f.model.method)
	case strings.EqualFold(filepath.Ext(f.out), ".pdf"):
		return fmt.Errorf("plot: -o %s: a curve is written as .png or .svg", f.out)
	}
	set, err := loadClasses(ctx, tf.file)
	if err != nil {
		return err
	}
	tf.explain = true // keep every update, unlisted
	rep, err := methods[tf.method].train(ctx, set, tf)
	if err != nil {
		return err
	}
	rep.trace.Lang = f.lang
	x, err := explainer(set, tf, rep)
	if err != nil {
		return err
	}
	c := x.Curve(-1)
	if err := figure.SaveCurve(f.out, c, f.options(f.dpi, f.title)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d×%d pixels at %s dpi; the learning curve of --method %s: %d updates in %d epochs, %s\n",
		f.out, f.width, f.height, typeset.FormatNumberUnicode(f.dpi), tf.method, rep.Mistakes, rep.Epochs, rep.Status)
	return nil
}
