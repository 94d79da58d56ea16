package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/typeset"
)

// plotFlags holds the flags of plot.
type plotFlags struct {
	figureFlags
	dpi    float64
	title  string
	starts int
	curve  bool            // --curve: the learning curve (curve.go)
	model  modelFlags      // --method knn|nb, --k, --p (plot_models.go)
	set    map[string]bool // the flags given on the command line
}

// maxStarts bounds --starts: more lines than this are a smear, not a figure.
const maxStarts = 200

// newPlotFlags defines plot's flags on a new flag set.
func newPlotFlags(f *plotFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("plot", flag.ContinueOnError)
	addFigureFlags(fs, &f.figureFlags, 1200, 900)
	fs.Float64Var(&f.dpi, "dpi", 96, "`dots per inch` recorded in a PNG; sets the printed size (300 for print)")
	fs.StringVar(&f.title, "title", "", "a `title` above the figure")
	fs.IntVar(&f.starts, "starts", 0, "draw the lines of `K` primal runs from random starts and orders (ESL Fig. 4.14)")
	addModelFlags(fs, &f.model)
	f.train.model = &f.model.method
	addCurveFlag(fs, f)
	return fs
}

// parsePlotArgs parses plot's flags and its one FILE.
func parsePlotArgs(args []string) (*plotFlags, error) {
	f := &plotFlags{set: map[string]bool{}}
	fs := newPlotFlags(f)
	if err := parseFigureArgs(fs, &f.figureFlags, args, ".png", ".svg", ".pdf"); err != nil {
		return nil, err
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	if err := figure.CheckDPI(f.dpi); err != nil {
		return nil, fmt.Errorf("plot: --dpi: %w", err)
	}
	if err := f.checkStarts(); err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	return f, nil
}

// checkStarts rejects the flags that --starts chooses itself.
func (f *plotFlags) checkStarts() error {
	switch {
	case f.starts < 0 || f.starts > maxStarts:
		return fmt.Errorf("--starts must be in 0…%d, got %d", maxStarts, f.starts)
	case f.starts == 0:
		return nil
	case f.train.method != "primal":
		return fmt.Errorf("--starts runs the primal form; it cannot be used with --method %s", f.train.method)
	case f.set["w0"] || f.set["b0"]:
		return errors.New("--starts chooses random starts; it cannot be used with --w0 or --b0")
	case f.set["order"] && f.train.ord != perceptron.Random:
		return fmt.Errorf("--starts visits the points in random orders; it cannot be used with --order %s", f.train.order)
	}
	return nil
}

// runPlot is the plot command.
func runPlot(ctx context.Context, args []string, stdout io.Writer) error {
	if isSeriesPlot(args) { // chapter 1's figures (fitplot.go)
		return runSeriesPlot(ctx, args, stdout)
	}
	f, err := parsePlotArgs(args)
	if err != nil {
		return err
	}
	if f.curve {
		return runCurve(ctx, f, stdout)
	}
	show, err := parseShow(f.show)
	if err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	set, err := loadFigureSet(ctx, f.train.file)
	if err != nil {
		return err
	}
	in := scene.NewInput(set)
	in.Show = show
	var what string
	if f.starts > 0 && f.model.method == "" {
		what, err = addStarts(ctx, &in, set, f)
	} else {
		what, err = addModel(ctx, &in, set, f)
	}
	if err != nil {
		return err
	}
	notes := addOverlays(&in, set, f.train.noBias)
	v := scene.FitView(set, float32(f.width), float32(f.height))
	if err := figure.SaveFigure(f.out, in, v, f.options(f.dpi, f.title)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d×%d pixels at %s dpi; %s\n", f.out, f.width, f.height, typeset.FormatNumberUnicode(f.dpi), what)
	for _, n := range notes {
		fmt.Fprintln(stdout, "note:", n)
	}
	return nil
}

// loadFigureSet reads a dataset that a figure can draw: d = 1 or 2.
func loadFigureSet(ctx context.Context, path string) (*dataset.Set, error) {
	set, err := loadClasses(ctx, path)
	if err != nil {
		return nil, err
	}
	if set.D > 2 {
		return nil, fmt.Errorf("%s: points have d = %d; a figure draws d = 1 or 2", path, set.D)
	}
	return set, nil
}

// addModel trains --method on set and puts the model into in: a
// perceptron method's hyperplane, or a classifier methods draws by its regions. It
// returns what was trained, for the summary line.
func addModel(ctx context.Context, in *scene.Input, set *dataset.Set, pf *plotFlags) (string, error) {
	if pf.model.method != "" {
		return addClassifier(in, set, pf)
	}
	f := &pf.train
	rep, err := methods[f.method].train(ctx, set, f)
	if err != nil {
		return "", err
	}
	if rep.W == nil {
		return "", fmt.Errorf("--method %s gives no hyperplane to draw", f.method)
	}
	in.Models = append(in.Models, scene.Hyperplane{W: rep.W, B: rep.B})
	return fmt.Sprintf("--method %s, %s", f.method, statusLine(rep)), nil
}

// addOverlays adds the optimal hyperplane and the least-squares line when
// in.Show asks for them. It returns notes on what could not be drawn.
func addOverlays(in *scene.Input, set *dataset.Set, noBias bool) (notes []string) {
	x := set.Matrix()
	if in.Show.SVM {
		svm, err := numeric.OptimalHyperplane(x, set.Y, noBias)
		switch {
		case err != nil:
			notes = append(notes, "no optimal hyperplane: "+err.Error())
		case !math.IsInf(svm.Margin, 1):
			in.Models = append(in.Models, scene.Optimal{W: svm.W, B: svm.B, Support: svm.Support})
		default:
			notes = append(notes, "no optimal hyperplane: all points carry one label")
		}
	}
	if in.Show.LSQ {
		lsq, err := numeric.LeastSquares(x, set.Y, noBias)
		switch {
		case err != nil:
			notes = append(notes, "no least-squares line: "+err.Error())
		case !slices.ContainsFunc(lsq.W, func(v float64) bool { return v != 0 }):
			notes = append(notes, "no least-squares line: the fit is flat (w = 0), as for XOR")
		default:
			in.Models = append(in.Models, scene.LeastSquares{W: lsq.W, B: lsq.B})
		}
	}
	return notes
}

// plotHelp writes the help of plot.
func plotHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab plot [flags] FILE -o OUT.png|.svg|.pdf

Trains like "perceptronlab train" and draws the result as a figure: the
points (+1 filled circles, −1 crosses), the hyperplane, the normal w, the
distances to the hyperplane, the margin band and the shaded sides, with axes
and a legend. The format follows OUT's extension. A PNG has the size in
pixels given and records --dpi; an SVG or PDF is width/dpi × height/dpi
inches with its text drawn as outlines, so it needs no font to display.
Text is in the bundled font, so Chinese (--lang zh) looks the same on every
machine. The file is written whole or not at all.

With --starts K, the perceptron runs K times, each from a random w0, b0 and
in a random order, seeded from --seed, and the figure draws all K lines:
the solution depends on the start (ESL, Fig. 4.14). Add --show lsq,svm to
compare them with the least-squares line and the optimal hyperplane.

Flags:
`)
	printFlags(w, newPlotFlags(&plotFlags{}))
	fmt.Fprint(w, `
Examples:
  perceptronlab plot --order first assets/examples/lihang21.csv -o lihang21.png
  perceptronlab plot --lang zh --dpi 300 --width 1800 assets/examples/lihang21.csv -o 例2.1.pdf
  perceptronlab plot --starts 5 --show line,lsq,svm assets/examples/lihang21.csv -o starts.svg
`)
	seriesPlotHelp(w) // chapter 1's figures (fitplot.go)
}
