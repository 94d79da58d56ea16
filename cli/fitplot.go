package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/method"
	"perceptronlab/param"
	"perceptronlab/report"
)

// seriesFlags holds the flags of plot's chapter-1 figures, drawn through
// the generic series figure: --method polyfit, --errors and --losses.
type seriesFlags struct {
	vals          param.Values // --degree: polyfit's M (package method)
	method        string
	errors        bool
	losses        bool
	degree        int
	degrees       string
	lambda        float64
	lnLambdas     string
	test          string
	out           string
	width, height int
	dpi           float64
	title         string
	lang          string
	set           map[string]bool
}

// tr puts a figure's English text (a format before its numbers) into
// --lang.
func (f *seriesFlags) tr(s string) string { return report.Tr(report.Translator(f.lang), s) }

func seriesFlagSet(f *seriesFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("plot", flag.ContinueOnError)
	fs.StringVar(&f.method, "method", "", "polyfit: the points, the fitted polynomial, the truth sin(2πx) when FILE is a generator spec, and the residuals")
	fs.BoolVar(&f.errors, "errors", false, "E_RMS on training and test points against M (PRML Fig. 1.5), or with --lnlambdas against ln λ (Fig. 1.8)")
	fs.BoolVar(&f.losses, "losses", false, "the losses of Li Hang §1.3 with the perceptron's and the hinge, against the margin y·f(x); no FILE")
	f.vals = specFlags(fs, "polyfit", param.M.Name)
	fs.Lookup(param.M.FlagName()).Usage = "the degree `M`" // plot's help words as they were
	fs.StringVar(&f.degrees, "degrees", "0-9", "--errors: the degrees `A-B` on the x axis")
	fs.Float64Var(&f.lambda, "lambda", 0, "the penalty `λ` ≥ 0 of (1.19)")
	fs.StringVar(&f.lnLambdas, "lnlambdas", "", "--errors: ln λ from `A:B` on the x axis, at --degree M (e.g. -30:0)")
	fs.StringVar(&f.test, "test", "", "--errors: the test points `T.csv` (default: 100 new points from FILE's generator, if it is one)")
	fs.StringVar(&f.out, "o", "", "write the figure to `OUT` (.png, .svg or .pdf)")
	fs.IntVar(&f.width, "width", 1200, "figure width in `pixels`")
	fs.IntVar(&f.height, "height", 800, "figure height in `pixels`")
	fs.Float64Var(&f.dpi, "dpi", 96, "`dots per inch` recorded in a PNG")
	fs.StringVar(&f.title, "title", "", "a `title` above the figure (default: what it shows)")
	fs.StringVar(&f.lang, "lang", "en", "`language` of the title, axes and legend: en or zh")
	return fs
}

// isSeriesPlot reports whether plot's args ask for a chapter-1 figure:
// --errors, --losses, or a --method whose task is regression (the
// registry's). It parses args with a flag set that knows every flag of
// both kinds of plot, so that a flag's value is never taken for a flag;
// args that do not parse go to the classifiers' plot, which says why.
func isSeriesPlot(args []string) bool {
	probe := flag.NewFlagSet("plot", flag.ContinueOnError)
	var pf plotFlags
	var sf seriesFlags
	for _, fs := range []*flag.FlagSet{newPlotFlags(&pf), seriesFlagSet(&sf)} {
		fs.VisitAll(func(fl *flag.Flag) {
			if probe.Lookup(fl.Name) == nil {
				b, ok := fl.Value.(interface{ IsBoolFlag() bool })
				probe.Var(&probeValue{isBool: ok && b.IsBoolFlag()}, fl.Name, "")
			}
		})
	}
	pf.train.specs.addForeignFlags(probe)
	if _, err := parseInterleaved(probe, args); err != nil {
		return false
	}
	given := func(name string) string { return probe.Lookup(name).Value.String() }
	m, ok := method.Lookup(given("method"))
	return given("errors") == "true" || given("losses") == "true" || ok && m.Task == dataset.Regression
}

// probeValue keeps a flag's last value as text, for isSeriesPlot.
type probeValue struct {
	s      string
	isBool bool
}

// String implements flag.Value.
func (v *probeValue) String() string { return v.s }

// Set implements flag.Value: a bool flag given alone is "true".
func (v *probeValue) Set(s string) error {
	v.s = s
	return nil
}

// IsBoolFlag implements the flag package's boolFlag.
func (v *probeValue) IsBoolFlag() bool { return v.isBool }

// runSeriesPlot is plot --method polyfit, --errors or --losses.
func runSeriesPlot(ctx context.Context, args []string, stdout io.Writer) error {
	f := seriesFlags{set: map[string]bool{}}
	fs := seriesFlagSet(&f)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	f.degree = param.M.GetInt(f.vals)
	if err := f.check(pos); err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	var fig figure.SeriesFigure
	var what string
	switch {
	case f.losses:
		fig, what = lossesFigure(f.tr), "the losses against the margin"
	case f.errors:
		fig, what, err = errorsFigure(ctx, &f, pos[0])
	default:
		fig, what, err = polyfitFigure(ctx, &f, pos[0])
	}
	if err != nil {
		return err
	}
	if f.title != "" {
		fig.Title = f.title
	}
	o := figure.FigureOptions{Width: f.width, Height: f.height, DPI: f.dpi, Legend: true, Translate: report.Translator(f.lang)}
	if err := figure.SaveSeries(f.out, fig, o); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "wrote %s: %d×%d pixels; %s\n", f.out, f.width, f.height, what)
	return err
}

// check rejects contradictory flags and a missing or extra FILE.
func (f *seriesFlags) check(pos []string) error {
	modes := 0
	for _, b := range []bool{f.losses, f.errors, f.method != ""} {
		if b {
			modes++
		}
	}
	ext := strings.ToLower(filepath.Ext(f.out))
	switch {
	case modes > 1:
		return errors.New("give one of --method polyfit, --errors and --losses")
	case f.method != "" && f.method != "polyfit":
		return fmt.Errorf("--method %s cannot be drawn with these flags", f.method)
	case f.out == "":
		return errors.New("-o OUT.png|.svg|.pdf is required")
	case f.lang != "en" && f.lang != "zh":
		return fmt.Errorf("unknown --lang %q (want en or zh)", f.lang)
	case ext != ".png" && ext != ".svg" && ext != ".pdf":
		return fmt.Errorf("-o %s: the extension must be .png, .svg or .pdf", f.out)
	case f.losses && len(pos) != 0:
		return errors.New("--losses draws functions and takes no FILE")
	case !f.losses && len(pos) != 1:
		return fmt.Errorf(`want one FILE, got %d arguments (see "perceptronlab help plot")`, len(pos))
	case param.FitLambda.Check(f.lambda) != nil: // the spec's limit, in the flag's words
		return fmt.Errorf("--lambda must be a finite number ≥ 0, got %v", f.lambda)
	}
	return figure.CheckDPI(f.dpi)
}

// lossesFigure draws the six losses against the margin m = y·f(x).
func lossesFigure(tr func(string) string) figure.SeriesFigure {
	fig := figure.NewSeriesFigure("Loss functions against the margin y·f(x) (Li Hang §1.3, §2.3, §7.2.4)", "margin y·f(x)", "loss")
	const lo, hi, n = -2.0, 2.5, 451
	for _, l := range selection.Losses() {
		s := figure.Series{Label: tr(l.Name) + ": " + l.Formula, X: make([]float64, n), Y: make([]float64, n)}
		for i := range n {
			m := lo + (hi-lo)*float64(i)/(n-1)
			s.X[i], s.Y[i] = m, l.OfMargin(m)
		}
		s.Dashed = l.Name == "hinge" // it equals the absolute loss for m < 1; dashes let both show
		if l.Name == "0-1" {
			// A step: break the line at 0 so that it is not drawn slanted.
			s.X = append(s.X[:0:0], lo, 0, 0, hi)
			s.Y = []float64{1, 1, 0, 0}
		}
		fig.Series = append(fig.Series, s)
	}
	fig.YMin, fig.YMax, fig.XMin, fig.XMax = 0, 4, lo, hi
	return fig
}

// polyCurve samples p on [lo, hi].
func polyCurve(p *selection.Poly, lo, hi float64) (x, y []float64) {
	const n = 400
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		x[i] = lo + (hi-lo)*float64(i)/(n-1)
		y[i] = p.Eval(x[i])
	}
	return x, y
}

// polyfitFigure draws the points, the fit, the truth and the residuals.
func polyfitFigure(ctx context.Context, f *seriesFlags, file string) (figure.SeriesFigure, string, error) {
	data, err := loadRegression(file)
	if err != nil {
		return figure.SeriesFigure{}, "", err
	}
	ps, err := selection.FitPolys(ctx, data.X, data.T, []int{f.degree}, f.lambda)
	if err != nil {
		return figure.SeriesFigure{}, "", fmt.Errorf("%s: %w", file, err)
	}
	p := ps[0]
	lo, hi := slices.Min(data.X), slices.Max(data.X)
	pad := 0.02 * math.Max(hi-lo, 1e-9)
	lo, hi = lo-pad, hi+pad
	title := fmt.Sprintf(f.tr("Polynomial of degree M = %d, λ = %s, on N = %d points: training E_RMS = %.4g"), f.degree, fnum(f.lambda), p.N, p.TrainRMSE)
	fig := figure.NewSeriesFigure(title, "x", "t")
	fitted := make([]float64, data.Len())
	for i, x := range data.X {
		fitted[i] = p.Eval(x)
	}
	fig.Series = append(fig.Series, figure.Series{Label: "residuals t − f(x)", X: data.X, Y: data.T, Y0: fitted, Kind: figure.SeriesStems, Color: seriesGrey})
	if data.Generated() {
		tx, ty := make([]float64, 400), make([]float64, 400)
		for i := range tx {
			tx[i] = lo + (hi-lo)*float64(i)/399
			ty[i] = math.Sin(2 * math.Pi * tx[i])
		}
		fig.Series = append(fig.Series, figure.Series{Label: "truth sin(2πx)", X: tx, Y: ty, Color: seriesGreen, Dashed: true})
	}
	cx, cy := polyCurve(p, lo, hi)
	fig.Series = append(fig.Series,
		figure.Series{Label: fmt.Sprintf(f.tr("fit f(x; w), M = %d"), f.degree), X: cx, Y: cy, Color: seriesRed},
		figure.Series{Label: "training points (x, t)", X: data.X, Y: data.T, Kind: figure.SeriesPoints, Color: seriesBlue})
	tlo, thi := slices.Min(data.T), slices.Max(data.T)
	span := math.Max(thi-tlo, 1e-9)
	// A wild fit leaves the frame rather than squash the data; the top has
	// room for the legend.
	fig.YMin, fig.YMax = tlo-0.35*span, thi+0.6*span
	fig.XMin, fig.XMax = lo, hi
	what := fmt.Sprintf("M = %d, λ = %s, training E_RMS = %.6g", f.degree, fnum(f.lambda), p.TrainRMSE)
	if p.MinNorm {
		what += "; note: the data do not determine w, the minimum-norm w is drawn"
	}
	return fig, what, nil
}

// Colours of the chapter-1 figures (Okabe–Ito).
var (
	seriesBlue  = figureColor(0x00, 0x72, 0xb2)
	seriesRed   = figureColor(0xd5, 0x5e, 0x00)
	seriesGreen = figureColor(0x00, 0x9e, 0x73)
	seriesGrey  = figureColor(0x80, 0x80, 0x80)
)

// errorsFigure draws training and test E_RMS against M or ln λ.
func errorsFigure(ctx context.Context, f *seriesFlags, file string) (figure.SeriesFigure, string, error) {
	data, err := loadRegression(file)
	if err != nil {
		return figure.SeriesFigure{}, "", err
	}
	test, err := errorsTestSet(f, data)
	if err != nil {
		return figure.SeriesFigure{}, "", err
	}
	xs, fits, xlabel, err := errorsFits(ctx, f, data)
	if err != nil {
		return figure.SeriesFigure{}, "", err
	}
	train, tst := make([]float64, len(fits)), make([]float64, len(fits))
	for i, p := range fits {
		train[i], tst[i] = p.TrainRMSE, p.RMSE(test.X, test.T)
	}
	best := 0
	for i := range tst {
		if tst[i] < tst[best] {
			best = i
		}
	}
	title := fmt.Sprintf(f.tr("E_RMS against %s: N = %d training points, %d test points"), xlabel, data.Len(), test.Len())
	fig := figure.NewSeriesFigure(title, xlabel, "E_RMS")
	fig.Series = []figure.Series{
		{Label: "training set", X: xs, Y: train, Kind: figure.SeriesLinePoints, Color: seriesBlue},
		{Label: "test set", X: xs, Y: tst, Kind: figure.SeriesLinePoints, Color: seriesRed},
	}
	fig.MarkX, fig.MarkLabel = xs[best], fmt.Sprintf(f.tr("least test E_RMS, %s = %.4g"), xlabel, xs[best])
	fig.YMin, fig.YMax = 0, math.Min(math.Max(slices.Max(train), 1), 2*math.Max(1, slices.Max(train)))
	return fig, fmt.Sprintf("least test E_RMS %.6g at %s = %.4g", tst[best], xlabel, xs[best]), nil
}

// errorsTestSet returns --test, or 100 fresh points from FILE's generator.
func errorsTestSet(f *seriesFlags, data *dataset.RegressionSet) (*dataset.RegressionSet, error) {
	if f.test != "" {
		t, err := loadRegression(f.test)
		if err != nil {
			return nil, fmt.Errorf("--test: %w", err)
		}
		return t, nil
	}
	if !data.Generated() {
		return nil, fmt.Errorf("%s: --errors needs test points: give --test T.csv (or a generator spec sin:N:σ:seed)", data.Name)
	}
	t := dataset.Sin(100, data.Sigma, 1_000_003) // a seed apart from the training set's
	return t, nil
}

// errorsFits fits each degree of --degrees, or each ln λ of --lnlambdas.
func errorsFits(ctx context.Context, f *seriesFlags, data *dataset.RegressionSet) (xs []float64, fits []*selection.Poly, xlabel string, err error) {
	if f.lnLambdas == "" {
		degrees, err := param.Degrees.Parse(f.degrees)
		if err != nil {
			return nil, nil, "", fmt.Errorf("plot: --degrees: %w", err)
		}
		if fits, err = selection.FitPolys(ctx, data.X, data.T, degrees, f.lambda); err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", data.Name, err)
		}
		for _, m := range degrees {
			xs = append(xs, float64(m))
		}
		return xs, fits, "M", nil
	}
	a, b, ok := strings.Cut(f.lnLambdas, ":")
	lo, err1 := param.ParseFinite(a)
	hi, err2 := param.ParseFinite(b)
	if !ok || err1 != nil || err2 != nil || !(lo < hi) || hi > 700 || lo < -700 {
		return nil, nil, "", fmt.Errorf("plot: --lnlambdas: want A:B with −700 ≤ A < B ≤ 700, got %q", f.lnLambdas)
	}
	const n = 61
	for i := range n {
		l := lo + (hi-lo)*float64(i)/(n-1)
		ps, err := selection.FitPolys(ctx, data.X, data.T, []int{f.degree}, math.Exp(l))
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", data.Name, err)
		}
		p := ps[0]
		xs, fits = append(xs, l), append(fits, p)
	}
	return xs, fits, "ln λ", nil
}

// figureColor is an opaque colour.
func figureColor(r, g, b uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }

// seriesPlotHelp writes the help of plot's chapter-1 figures.
func seriesPlotHelp(w io.Writer) {
	fmt.Fprint(w, `
Curve fitting (Li Hang, chapter 1; PRML §1.1), drawn as y against x with
their own flags; FILE holds x,t, or is a generator spec sin:N[:σ[:seed]]:
  plot --method polyfit --degree M [--lambda L] FILE -o OUT
      the points, the fitted polynomial, the residuals, and the truth
      sin(2πx) when FILE is a generator spec
  plot --errors [--degrees A-B] [--test T.csv] FILE -o OUT
      training and test E_RMS against M (PRML Fig. 1.5)
  plot --errors --degree M --lnlambdas A:B [--test T.csv] FILE -o OUT
      the same against ln λ (Fig. 1.8; λ of (1.19), Bishop's is Nλ/2)
  plot --losses -o OUT
      the 0-1, quadratic, absolute, log, perceptron and hinge losses
      against the margin y·f(x)
Their flags:
`)
	printFlags(w, seriesFlagSet(&seriesFlags{}))
	fmt.Fprint(w, `
Examples (PRML Figs. 1.4, 1.5 and 1.8):
  perceptronlab plot --method polyfit --degree 9 assets/examples/bishop11.csv -o m9.png
  perceptronlab plot --errors sin:10:0.3:1 -o erms.png
  perceptronlab plot --errors --degree 9 --lnlambdas=-40:0 sin:10:0.3:1 -o lambda.png
`)
}
