package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
	"perceptronlab/param"
)

// fitCommand is the fit subcommand: Li Hang §1.4.2's polynomial curve
// fitting.
var fitCommand = &command{
	synopsis: "fit [--degree M | --degrees A-B] [--lambda L] [--test T.csv] [--json] [--format latex|markdown] FILE",
	summary:  "fit a polynomial of degree M to the points x,t of FILE by (1.19) (Li Hang, chapter 1)",
	help:     fitHelp,
	run:      runFit,
}

// fitFlags holds the flags of fit.
type fitFlags struct {
	vals    param.Values // --degree: polyfit's M (package method)
	degree  int
	degrees string
	lambda  float64
	test    string
	json    bool
	format  string
	lang    langFlag
}

func fitFlagSet(f *fitFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("fit", flag.ContinueOnError)
	f.vals = specFlags(fs, "polyfit", param.M.Name)
	fs.StringVar(&f.degrees, "degrees", "", "fit every degree of `A-B` (or of a list such as 0,1,3,9) instead of one")
	fs.Float64Var(&f.lambda, param.FitLambda.FlagName(), param.FitLambda.Default, param.FitLambda.Doc) // checked by the spec in degreeList
	fs.StringVar(&f.test, "test", "", "also report E_RMS on the points of `T.csv` (or a generator spec sin:N:σ:seed)")
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	fs.StringVar(&f.format, "format", "text", "text, or the coefficient table as PRML Table 1.1 lays it out: latex or markdown")
	f.lang.add(fs)
	return fs
}

// fitHelp writes the help of fit.
func fitHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab fit [flags] FILE

Fits f(x; w) = w0 + w1·x + … + wM·x^M to the points of FILE (CSV x,t with
real targets t; a header row and # comments are allowed) by minimising Li
Hang's regularised risk (1.19):
  (1/N)·Σ(f(xi; w) − ti)² + (λ/2)·‖w‖²,
every wk penalised. Bishop's λ is Nλ/2, and so is scikit-learn's Ridge
alpha (fit_intercept=False on PolynomialFeatures). With λ = 0 and fewer
distinct x than M + 1 the fit is not unique: the w of least norm is shown.
The fit is solved by QR in a Chebyshev basis on x scaled to [−1, 1], never
by the normal equations; "condition" is that design's condition number,
"monomial_condition" that of the plain Vandermonde matrix [xi^k].

FILE may also be a generator spec sin:N[:σ[:seed]] (σ 0.3, seed 1 by
default): N points x evenly spaced on [0, 1], t = sin(2πx) + N(0, σ²).

JSON (stable keys; test_rmse is null without --test):
  {"method":"polyfit","degree":3,"lambda":0,"n":10,"w":[…],
   "train_rmse":0.187,"test_rmse":null,"condition":4.4}
With --degrees:
  {"method":"polyfit","lambda":0,"fits":[{"degree":0,"w":[…],"train_rmse":…,"test_rmse":…},…]}

Flags:
`)
	printFlags(w, fitFlagSet(&fitFlags{}))
	fmt.Fprint(w, `
Examples (PRML Table 1.1 and Fig. 1.4):
  perceptronlab fit --degrees 0,1,3,9 --format markdown assets/examples/bishop11.csv
  perceptronlab fit --degree 9 --lambda 3e-9 --test sin:100:0.3:2 assets/examples/bishop11.csv
`)
}

// fitJSON is fit's output for one degree; its keys are a stable interface.
type fitJSON struct {
	Method            string    `json:"method"`
	Degree            int       `json:"degree"`
	Lambda            float64   `json:"lambda"`
	N                 int       `json:"n"`
	W                 []float64 `json:"w"`
	TrainRMSE         float64   `json:"train_rmse"`
	TestRMSE          *float64  `json:"test_rmse"`
	Condition         float64   `json:"condition"`
	MonomialCondition float64   `json:"monomial_condition"`
	MinNorm           bool      `json:"min_norm"`
	// MonomialConditionNote says why monomial_condition is null.
	MonomialConditionNote string `json:"monomial_condition_note,omitempty"`
}

// fitsJSON is fit's output with --degrees.
type fitsJSON struct {
	Method string       `json:"method"`
	Lambda float64      `json:"lambda"`
	N      int          `json:"n"`
	Fits   []degreeJSON `json:"fits"`
}

// degreeJSON is one degree's fit in fitsJSON.
type degreeJSON struct {
	Degree    int       `json:"degree"`
	W         []float64 `json:"w"`
	TrainRMSE float64   `json:"train_rmse"`
	TestRMSE  *float64  `json:"test_rmse"`
	MinNorm   bool      `json:"min_norm"`
}

// runFit is the fit command.
func runFit(ctx context.Context, args []string, stdout io.Writer) error {
	var f fitFlags
	fs := fitFlagSet(&f)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	f.degree = param.M.GetInt(f.vals)
	if len(pos) != 1 {
		return fmt.Errorf(`fit: want one FILE, got %d arguments (see "perceptronlab help fit")`, len(pos))
	}
	if err := f.lang.check("fit"); err != nil {
		return err
	}
	degrees, err := f.degreeList(fs)
	if err != nil {
		return err
	}
	data, test, err := loadFitData(pos[0], f.test)
	if err != nil {
		return err
	}
	fits, err := fitDegrees(ctx, data, degrees, f.lambda)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(stdout)
	switch {
	case f.format == "latex" || f.format == "markdown":
		writeCoefTable(bw, fits, f.format)
	case f.json && f.degrees == "":
		err = encodeJSON(bw, oneFitJSON(fits[0], data, test))
	case f.json:
		err = encodeJSON(bw, manyFitsJSON(fits, data, test, f.lambda))
	default:
		writeFitText(bw, f.lang, fits, data, test)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// degreeList checks the flags and returns the degrees to fit.
func (f *fitFlags) degreeList(fs *flag.FlagSet) ([]int, error) {
	switch {
	case f.format != "text" && f.format != "latex" && f.format != "markdown":
		return nil, fmt.Errorf("fit: --format must be text, latex or markdown, got %q", f.format)
	case f.json && f.format != "text":
		return nil, errors.New("fit: --json and --format print different things; choose one")
	case param.FitLambda.Check(f.lambda) != nil: // the spec's limit, in the flag's words
		return nil, fmt.Errorf("fit: --lambda must be a finite number ≥ 0, got %v", f.lambda)
	}
	set := false
	fs.Visit(func(fl *flag.Flag) { set = set || fl.Name == "degree" })
	if f.degrees == "" {
		return []int{f.degree}, nil // in M's limit: its flag parsed it
	}
	if set {
		return nil, errors.New("fit: give --degree M or --degrees A-B, not both")
	}
	d, err := param.Degrees.Parse(f.degrees)
	if err != nil {
		return nil, fmt.Errorf("fit: --degrees: %w", err)
	}
	return d, nil
}

// loadFitData reads FILE and, when named, the test set.
func loadFitData(file, test string) (data, testSet *dataset.RegressionSet, err error) {
	if data, err = loadRegression(file); err != nil {
		return nil, nil, err
	}
	if test != "" {
		if testSet, err = loadRegression(test); err != nil {
			return nil, nil, fmt.Errorf("--test: %w", err)
		}
	}
	return data, testSet, nil
}

// fitDegrees fits each degree, factoring the data once.
func fitDegrees(ctx context.Context, data *dataset.RegressionSet, degrees []int, lambda float64) ([]*selection.Poly, error) {
	fits, err := selection.FitPolys(ctx, data.X, data.T, degrees, lambda)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", data.Name, err)
	}
	return fits, nil
}

// testRMSE returns E_RMS of p on the test set, or nil without one.
func testRMSE(p *selection.Poly, test *dataset.RegressionSet) *float64 {
	if test == nil {
		return nil
	}
	v := p.RMSE(test.X, test.T)
	return &v
}

func oneFitJSON(p *selection.Poly, data, test *dataset.RegressionSet) fitJSON {
	return fitJSON{
		Method: "polyfit", Degree: p.Degree, Lambda: p.Lambda, N: p.N, W: p.W,
		TrainRMSE: p.TrainRMSE, TestRMSE: testRMSE(p, test),
		Condition: p.Cond, MonomialCondition: p.MonomialCond, MinNorm: p.MinNorm,
		MonomialConditionNote: p.MonomialCondNote,
	}
}

func manyFitsJSON(fits []*selection.Poly, data, test *dataset.RegressionSet, lambda float64) fitsJSON {
	out := fitsJSON{Method: "polyfit", Lambda: lambda, N: data.Len(), Fits: make([]degreeJSON, len(fits))}
	for i, p := range fits {
		out.Fits[i] = degreeJSON{Degree: p.Degree, W: p.W, TrainRMSE: p.TrainRMSE, TestRMSE: testRMSE(p, test), MinNorm: p.MinNorm}
	}
	return out
}

// writeFitText writes each fit: its w, its errors and its condition, with
// a note when w is the minimum-norm one.
func writeFitText(w io.Writer, l langFlag, fits []*selection.Poly, data, test *dataset.RegressionSet) {
	for i, p := range fits {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, l.tr("polynomial of degree M = %d, λ = %s, fitted to N = %d points of %s\n"), p.Degree, fnum(p.Lambda), p.N, data.Name)
		for k, v := range p.W {
			fmt.Fprintf(w, "  w%-2d = %s\n", k, strconv.FormatFloat(v, 'g', 10, 64))
		}
		fmt.Fprintf(w, l.tr("training E_RMS = %.6g\n"), p.TrainRMSE)
		if test != nil {
			fmt.Fprintf(w, l.tr("test E_RMS = %.6g on %d points of %s\n"), p.RMSE(test.X, test.T), test.Len(), test.Name)
		}
		if p.MonomialCondNote != "" {
			fmt.Fprintf(w, l.tr("condition number: %.3g (the design solved); the monomial design [x^k]'s is not shown: %s\n"), p.Cond, p.MonomialCondNote)
		} else {
			fmt.Fprintf(w, l.tr("condition number: %.3g (the design solved), %.3g (the monomial design [x^k])\n"), p.Cond, p.MonomialCond)
		}
		if !p.MinNorm {
			continue
		}
		if nd := p.Distinct; nd <= p.Degree {
			fmt.Fprintf(w, l.tr("note: M + 1 = %d coefficients but only %d distinct x: w is not determined by the data; the minimum-norm w is shown (λ > 0 makes it unique)\n"), p.Degree+1, nd)
		} else {
			fmt.Fprintf(w, l.tr("note: the design of degree %d is singular in float64: the minimum-norm w is shown (λ > 0 makes it unique)\n"), p.Degree)
		}
	}
}

// fnum formats a number in its shortest exact form.
func fnum(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// writeCoefTable writes the coefficients as PRML Table 1.1 does: a row per
// wₖ*, a column per degree, two decimals, the cells above a column's
// degree left empty.
func writeCoefTable(w io.Writer, fits []*selection.Poly, format string) {
	top := 0
	for _, p := range fits {
		top = max(top, p.Degree)
	}
	cell := func(p *selection.Poly, k int) string {
		if k > p.Degree {
			return ""
		}
		return strconv.FormatFloat(p.W[k], 'f', 2, 64)
	}
	if format == "markdown" {
		fmt.Fprint(w, "|  |")
		for _, p := range fits {
			fmt.Fprintf(w, " M = %d |", p.Degree)
		}
		fmt.Fprint(w, "\n|---|", strings.Repeat("---:|", len(fits)), "\n")
		for k := 0; k <= top; k++ {
			fmt.Fprintf(w, "| w%d* |", k)
			for _, p := range fits {
				fmt.Fprintf(w, " %s |", cell(p, k))
			}
			fmt.Fprintln(w)
		}
		return
	}
	fmt.Fprintf(w, "\\begin{tabular}{l%s}\n\\hline\n", strings.Repeat("r", len(fits)))
	for _, p := range fits {
		fmt.Fprintf(w, " & $M = %d$", p.Degree)
	}
	fmt.Fprint(w, " \\\\\n\\hline\n")
	for k := 0; k <= top; k++ {
		fmt.Fprintf(w, "$w_{%d}^{\\star}$", k)
		for _, p := range fits {
			fmt.Fprintf(w, " & %s", cell(p, k))
		}
		fmt.Fprint(w, " \\\\\n")
	}
	fmt.Fprint(w, "\\hline\n\\end{tabular}\n")
}
