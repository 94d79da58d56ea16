package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"perceptronlab/figure"
	"perceptronlab/report"
	"perceptronlab/typeset"
)

// addCurveFlag defines plot's --curve.
func addCurveFlag(fs *flag.FlagSet, f *plotFlags) {
	fs.BoolVar(&f.curve, "curve", false,
		"draw the learning curve instead: Li Hang's loss L(w, b) after each update and the mistakes per epoch (-o .png, .svg or .pdf)")
}

// runCurve trains with the plot's flags and writes the run's learning
// curve to -o.
func runCurve(ctx context.Context, f *plotFlags, stdout io.Writer) error {
	tf := &f.train
	switch {
	case !explains(tf.method):
		return fmt.Errorf("plot: --curve draws the run of --method primal, dual or kernel, not of %s", tf.method)
	case f.starts > 0 || f.model.method != "":
		return fmt.Errorf("plot: --curve draws one perceptron run; it cannot be used with --starts or --method %s", f.model.method)
	}
	set, err := loadClasses(ctx, tf.file)
	if err != nil {
		return err
	}
	tf.explain = true // keep the updates, unlisted: the latest traceKeep of a long run
	if tf.method != "kernel" {
		tf.curve = &report.CurveSampler{} // or rather sample the whole run, keeping none
	}
	rep, err := methods[tf.method].train(ctx, set, tf)
	if err != nil {
		return err
	}
	rep.trace.Lang = f.lang
	x, err := explainer(set, tf, rep)
	if err != nil {
		return err
	}
	c, from := curveOf(x, tf, set.D)
	if err := figure.SaveCurve(f.out, c, f.options(f.dpi, f.title)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d×%d pixels at %s dpi; the learning curve of --method %s: %d updates in %d epochs, %s\n",
		f.out, f.width, f.height, typeset.FormatNumberUnicode(f.dpi), tf.method, rep.Mistakes, rep.Epochs, rep.Status)
	if from > 0 {
		fmt.Fprintf(stdout, "updates 1–%d are left out to bound memory: the curve draws the latest %d, from k = %d\n",
			from, rep.Mistakes-from, from)
	}
	return nil
}

// curveOf returns the learning curve of the run x explains. With the
// whole run sampled (tf.curve: primal and dual), it is the whole curve,
// from the run's start; else (kernel) the curve of the updates kept, and
// from > 0 says how many came before them.
func curveOf(x *report.Explainer, tf *trainFlags, d int) (c figure.Curve, from int) {
	if tf.curve == nil {
		return x.Curve(-1), x.From
	}
	tf.curve.Add(x.Events) // none: the sampler saw the whole run (keptRun)
	x.W0, x.B0 = startW(tf.w0, d), tf.b0
	if x.Alpha0 != nil {
		x.Alpha0 = make([]float64, len(x.Alpha0))
	}
	return tf.curve.Curve(*x, -1), 0
}
