package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// analysis is what analyze knows about a dataset before any training. Its
// JSON keys are a stable interface.
type analysis struct {
	N         int  `json:"n"`
	D         int  `json:"d"`
	Separable bool `json:"separable"`
	// R, Gamma and Bound are the Novikoff quantities; null when the data
	// are not separable.
	R     *float64 `json:"R"`
	Gamma *float64 `json:"gamma"`
	Bound *float64 `json:"bound"`
	// SVM is the optimal separating hyperplane; null when not separable.
	SVM *svmSummary `json:"svm"`
	LSQ lsqSummary  `json:"lsq"`

	file   string
	noBias bool
	maxK   int // ⌊bound⌋
	set    *dataset.Set
	lang   langFlag
}

// svmSummary is the optimal hyperplane in analyze's output.
type svmSummary struct {
	W []float64 `json:"w"`
	B float64   `json:"b"`
	// Margin is 1/‖w‖; null for one-class data, where w = 0.
	Margin  *float64 `json:"margin"`
	Support []int    `json:"support"`
}

// lsqSummary is the least-squares line in analyze's output.
type lsqSummary struct {
	W      []float64 `json:"w"`
	B      float64   `json:"b"`
	Errors int       `json:"errors"`
}

// analyzeHelp writes the help of analyze.
func analyzeHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab analyze [flags] FILE

Says what is known about the points in FILE before any training: whether a
hyperplane separates them (an exact LP test), and if so Novikoff's bound on
the perceptron's mistakes, (R/γ)², with R = max‖x̂ᵢ‖ and γ the largest margin
of a unit ŵ on x̂ = (x, 1); then the optimal separating hyperplane (ESL 4.48)
and the least-squares line (ESL 4.39) with its training errors.

Flags:
`)
	printFlags(w, analyzeFlagSet(&analyzeFlags{}))
	fmt.Fprint(w, `
Example (Li Hang, Example 2.1: at most 117 mistakes; the run makes 7):
  perceptronlab analyze assets/examples/lihang21.csv
`)
}

// analyzeFlags holds the flags of analyze.
type analyzeFlags struct {
	json   bool
	noBias bool
	lang   langFlag
}

func analyzeFlagSet(f *analyzeFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	fs.BoolVar(&f.noBias, "no-bias", false, "hyperplanes through the origin: no x̂ = (x, 1), b = 0")
	f.lang.add(fs)
	return fs
}

// runAnalyze is the analyze command.
func runAnalyze(ctx context.Context, args []string, stdout io.Writer) error {
	var f analyzeFlags
	pos, err := parseInterleaved(analyzeFlagSet(&f), args)
	if err != nil {
		return err
	}
	if err := f.lang.check("analyze"); err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf(`analyze: want one FILE, got %d arguments (see "perceptronlab help analyze")`, len(pos))
	}
	set, err := loadClasses(ctx, pos[0])
	if err != nil {
		return err
	}
	a, err := analyze(set, pos[0], f.noBias)
	if err != nil {
		return err
	}
	if f.json {
		if err := json.NewEncoder(stdout).Encode(a); err != nil {
			return fmt.Errorf("cannot write the analysis as JSON: %w", err)
		}
		return nil
	}
	a.lang = f.lang
	return a.writeText(stdout)
}

// analyze computes the analysis of set.
func analyze(set *dataset.Set, file string, noBias bool) (*analysis, error) {
	x := set.Matrix()
	a := &analysis{N: set.Len(), D: set.D, file: file, noBias: noBias, set: set}
	nv, err := numeric.Novikoff(x, set.Y, noBias)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if a.Separable = nv.Separable; a.Separable {
		a.R, a.Gamma, a.Bound, a.maxK = finiteOrNil(nv.R), finiteOrNil(nv.Gamma), finiteOrNil(nv.Bound), nv.MaxMistakes()
		r, err := numeric.OptimalHyperplane(x, set.Y, noBias)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		a.SVM = &svmSummary{W: r.W, B: r.B, Support: r.Support}
		if !math.IsInf(r.Margin, 0) {
			a.SVM.Margin = &r.Margin
		}
		if a.SVM.Support == nil {
			a.SVM.Support = []int{}
		}
	}
	l, err := numeric.LeastSquares(x, set.Y, noBias)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	a.LSQ = lsqSummary{W: l.W, B: l.B, Errors: l.Errors}
	return a, nil
}

// writeText says the analysis in words a student reads.
func (a *analysis) writeText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "data: %s, %s in %s\n", a.file, plural(a.N, "point"), plural(a.D, "dimension"))
	origin := ""
	if a.noBias {
		origin = " through the origin"
	}
	if !a.Separable {
		fmt.Fprintf(bw, "not linearly separable%s: no hyperplane puts every point on its side, so the perceptron never converges (it ends in a cycle or at the epoch limit; try --method pocket)\n", origin)
	} else {
		// Novikoff's theorem (Li Hang, Theorem 2.1) holds for a run from
		// w₀ = 0, b₀ = 0 with η > 0; from elsewhere it bounds nothing.
		fmt.Fprintf(bw, a.lang.tr("linearly separable%s; a perceptron run from w₀ = 0, b₀ = 0 with η > 0 makes at most %s (Novikoff: R = %s, γ = %s)\n"),
			a.lang.tr(origin), a.mistakes(), sig3p(a.R), sig3p(a.Gamma))
		s := a.SVM
		d := a.digits(s.W, s.B)
		fmt.Fprintf(bw, "optimal separating hyperplane: w = %s, b = %s", typeset.FormatVectorDigits(s.W, d), typeset.FormatNumberDigits(s.B, d))
		if s.Margin != nil {
			fmt.Fprintf(bw, ", margin 1/‖w‖ = %s", typeset.FormatNumber(*s.Margin))
		}
		fmt.Fprintf(bw, ", support points %s\n", pointNames(s.Support))
	}
	d := a.digits(a.LSQ.W, a.LSQ.B)
	fmt.Fprintf(bw, "least squares: w = %s, b = %s, %s\n", typeset.FormatVectorDigits(a.LSQ.W, d), typeset.FormatNumberDigits(a.LSQ.B, d),
		plural(a.LSQ.Errors, "training error"))
	return bw.Flush()
}

// digits returns the significant digits that print (w, b) so that it
// classifies the points as it does (typeset.HyperplaneDigits).
func (a *analysis) digits(w []float64, b float64) int {
	if a.set == nil || len(w) != a.set.D {
		return 6
	}
	return typeset.HyperplaneDigits(a.set.X, w, b)
}

// mistakes writes Novikoff's bound on the mistakes: "117 mistakes", or,
// past what an int counts, the bound itself.
func (a *analysis) mistakes() string {
	switch {
	case a.maxK < math.MaxInt && a.maxK == 1:
		return a.lang.tr("1 mistake")
	case a.maxK < math.MaxInt:
		return fmt.Sprintf(a.lang.tr("%d mistakes"), a.maxK)
	case a.Bound != nil:
		return fmt.Sprintf(a.lang.tr("%s mistakes"), sig3(*a.Bound))
	}
	return a.lang.tr("more mistakes than float64 can count")
}

// sig3 writes v with three significant digits, keeping trailing zeros:
// 5.10, 0.471, 117; beyond 10⁶ or below 10⁻⁴ as 5.10e+09.
func sig3(v float64) string {
	a := math.Abs(v)
	switch {
	case v == 0 || math.IsInf(v, 0) || math.IsNaN(v):
		return typeset.FormatNumber(v)
	case a >= 1e6 || a < 1e-4:
		return strconv.FormatFloat(v, 'e', 2, 64)
	}
	dec := 2 - int(math.Floor(math.Log10(a)))
	return strconv.FormatFloat(v, 'f', max(dec, 0), 64)
}

// sig3p is sig3 of *v, or "beyond float64" for nil.
func sig3p(v *float64) string {
	if v == nil {
		return "beyond float64"
	}
	return sig3(*v)
}

// pointNames writes indices as Li Hang names points: "x1, x3"; "none".
func pointNames(idx []int) string {
	if len(idx) == 0 {
		return "none"
	}
	names := make([]string, len(idx))
	for k, i := range idx {
		names[k] = "x" + strconv.Itoa(i+1)
	}
	return strings.Join(names, ", ")
}
