package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// cvCommand is the cv subcommand: cross-validation (Li Hang §1.5.2).
var cvCommand = &command{
	synopsis: "cv --method polyfit|knn|nb [--folds S | --loo | --holdout F] [--shuffle] [--seed S] [--degrees A-B] [--lambdas L1,L2,…] [--k A-B|k1,k2,…] [--json] FILE",
	summary:  "choose a method's parameter by cross-validation on scikit-learn's folds (Li Hang, ch. 1)",
	help:     cvHelp,
	run:      runCV,
}

// cvFlags holds the flags of cv.
type cvFlags struct {
	method  string
	vals    param.Values // --folds: param.Folds
	folds   int
	loo     bool
	holdout float64
	shuffle bool
	seed    uint64
	lambdas string
	tries   *methodFlags // --degrees and --k: the lists the methods' cross-validations try (Method.Tries)
	json    bool
	lang    langFlag
	set     map[string]bool
}

func cvFlagSet(f *cvFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("cv", flag.ContinueOnError)
	fs.StringVar(&f.method, "method", "polyfit", cvMethodsDoc)
	f.vals = param.Flags(fs, []param.Spec{param.Folds})
	fs.BoolVar(&f.loo, "loo", false, "leave-one-out (LeaveOneOut); for polyfit by the hat matrix's closed form")
	fs.Float64Var(&f.holdout, "holdout", 0, "simple hold-out of a fraction `F` for testing: train_test_split(test_size=F, random_state=seed)")
	fs.BoolVar(&f.shuffle, "shuffle", false, "shuffle before cutting the folds: KFold(shuffle=True, random_state=seed)")
	fs.Uint64Var(&f.seed, "seed", 0, "numpy's RandomState `seed` (0…4294967295) for --shuffle and --holdout")
	fs.StringVar(&f.lambdas, "lambdas", "", "polyfit and nb: the values `L1,L2,…` of λ to try (default 0 for polyfit, 0,1 for nb; nb takes fractions p/q)")
	f.tries = addTriesFlags(fs, method.CV)
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	f.lang.add(fs)
	return fs
}

// cvHelp writes the help of cv.
func cvHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab cv --method polyfit|knn|nb [flags] FILE

Cross-validates each value of a method's parameter on FILE and names the
best: the degree M and λ of the polynomial fit (mean squared error on each
test fold), k of k-nearest neighbours or λ of categorical naive Bayes (the
error rate). The score is the unweighted mean of the fold scores, as
scikit-learn's cross_val_score reports it; lower is better, the first of
equal scores wins. Each polyfit fold solves (1.19) with its own N.

The folds are scikit-learn's, index for index, so a notebook can check
them: --folds S is KFold(n_splits=S) (contiguous, the first N mod S folds
one row longer), with --shuffle KFold(S, shuffle=True, random_state=seed);
--loo is LeaveOneOut; --holdout F is train_test_split(test_size=F,
random_state=seed), whose one fold lists train and test in scikit-learn's
order.

JSON (stable keys; indices are 0-based rows of FILE):
  {"folds":[{"train":[…],"test":[…]},…],
   "results":[{"param":{"degree":3,"lambda":0},"fold_scores":[…],"mean":0.05},…],
   "best":{"degree":3,"lambda":0}}

Flags:
`)
	printFlags(w, cvFlagSet(&cvFlags{}))
	fmt.Fprint(w, `
Examples:
  perceptronlab cv --method polyfit --loo --degrees 0-9 assets/examples/bishop11.csv
  perceptronlab cv --method polyfit --folds 5 --shuffle --degrees 9 --lambdas 0,1e-6,1e-3 sin:50
  perceptronlab cv --method knn --loo --k 1-5 assets/examples/lihang32.csv
`)
}

// cvParam is one setting of a method's parameter; its JSON keys depend on
// the method: degree and lambda, k, or lambda.
type cvParam struct {
	Degree *int     `json:"degree,omitempty"`
	Lambda *float64 `json:"lambda,omitempty"`
	K      *int     `json:"k,omitempty"`
	rat    *big.Rat // nb's λ, exact
	label  string   // for the text
}

// cvResult is the cross-validation of one cvParam.
type cvResult struct {
	Param      cvParam   `json:"param"`
	FoldScores []float64 `json:"fold_scores"`
	Mean       float64   `json:"mean"`
}

// cvRun is what cv computes: the folds and each setting's scores.
type cvRun struct {
	method, scheme, score string
	n                     int
	folds                 selection.Folds
	results               []cvResult
	best                  int
}

// runCV is the cv command.
func runCV(ctx context.Context, args []string, stdout io.Writer) error {
	f := cvFlags{set: map[string]bool{}}
	fs := cvFlagSet(&f)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	f.folds = param.Folds.GetInt(f.vals)
	if len(pos) != 1 {
		return fmt.Errorf(`cv: want one FILE, got %d arguments (see "perceptronlab help cv")`, len(pos))
	}
	run, err := f.runner()
	if err != nil {
		return fmt.Errorf("cv: %w", err)
	}
	if err := f.check(); err != nil {
		return fmt.Errorf("cv: %w", err)
	}
	if err := f.lang.check("cv"); err != nil {
		return err
	}
	r, err := run(ctx, &f, pos[0])
	if err != nil {
		return err
	}
	r.best = bestResult(r.results)
	bw := bufio.NewWriter(stdout)
	if f.json {
		err = writeCVJSON(ctx, bw, r)
	} else {
		writeCVText(bw, f.lang, r)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// cvRunner is how cv cross-validates one of its methods.
type cvRunner func(ctx context.Context, f *cvFlags, file string) (*cvRun, error)

// cvMethods are cv's runs, by the name of their method in the registry,
// which says which methods cv offers (checkCVMethods).
var cvMethods = map[string]cvRunner{"polyfit": cvPolyfit, "knn": cvKNN, "nb": cvNB}

// cvNames returns the names of the methods the registry offers for cv,
// by the chapter of the book that teaches them.
func cvNames() []string {
	ms := method.With(method.CV)
	slices.SortStableFunc(ms, func(a, b *method.Method) int { return a.Chapter - b.Chapter })
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = m.Name
	}
	return names
}

// cvMethodsDoc is the help of cv's --method.
const cvMethodsDoc = "polyfit (FILE x,t), knn (FILE x1,…,xd,y with y = ±1) or nb (categorical naive Bayes on a table)"

// runner returns the run of --method, after refusing a list flag that
// belongs to another method than it.
func (f *cvFlags) runner() (cvRunner, error) {
	run := cvMethods[f.method]
	m, ok := method.Lookup(f.method)
	switch {
	case !ok || !m.Has(method.CV):
		return nil, fmt.Errorf("--method must be %s, got %q", orWords(cvNames()), f.method)
	case run == nil:
		return nil, fmt.Errorf("method %q is registered for cv (package method), but cv cannot cross-validate it", f.method)
	}
	return run, f.tries.check(f.method)
}

// orWords writes "a", "a or b", "a, b or c".
func orWords(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// checkCVMethods compares cvMethods with the registry's methods for cv.
func checkCVMethods() error {
	names := slices.Sorted(maps.Keys(cvMethods))
	if want := method.Names(method.CV); !slices.Equal(names, want) {
		return fmt.Errorf("cli: cv cross-validates %v, the registry offers %v for cv", names, want)
	}
	return nil
}

func init() {
	if err := checkCVMethods(); err != nil {
		panic(err) // a half-registered method stops the program at start-up
	}
}

// check rejects flags that contradict each other.
func (f *cvFlags) check() error {
	schemes := 0
	for _, s := range []string{"folds", "loo", "holdout"} {
		if f.set[s] {
			schemes++
		}
	}
	switch {
	case schemes > 1:
		return errors.New("give one of --folds S, --loo and --holdout F")
	case f.set["holdout"] && !(f.holdout > 0 && f.holdout < 1):
		return fmt.Errorf("--holdout: the test size must be a fraction strictly between 0 and 1, got %v", f.holdout)
	case f.seed > selection.MaxSeed:
		return fmt.Errorf("--seed must be in 0…%d (numpy's RandomState), got %d", uint64(selection.MaxSeed), f.seed)
	case f.set["seed"] && !f.shuffle && !f.set["holdout"]:
		return errors.New("--seed shuffles the rows; give --shuffle as well (scikit-learn refuses a random_state without shuffle)")
	case f.shuffle && (f.loo || f.set["holdout"]):
		return errors.New("--shuffle is for --folds: leave-one-out does not shuffle and --holdout always does")
	}
	return nil
}

// makeFolds returns the folds of the scheme the flags choose, over n rows,
// and its name.
func (f *cvFlags) makeFolds(n int) (selection.Folds, string, error) {
	switch {
	case f.loo:
		sp, err := selection.LeaveOneOut(n)
		return sp, f.lang.tr("leave-one-out"), wrapFlag("--loo", err)
	case f.set["holdout"]:
		sp, err := selection.HoldOut(n, f.holdout, uint32(f.seed))
		return selection.SplitList{sp}, fmt.Sprintf(f.lang.tr("hold-out of %s for testing, seed %d"), fnum(f.holdout), f.seed), wrapFlag("--holdout", err)
	}
	sp, err := selection.KFolds(n, f.folds, f.shuffle, uint32(f.seed))
	if err != nil {
		return nil, "", wrapFlag("--folds", err)
	}
	name := fmt.Sprintf(f.lang.tr("%d-fold"), f.folds)
	if f.shuffle {
		name += fmt.Sprintf(f.lang.tr(", shuffled with seed %d"), f.seed)
	}
	return sp, name, nil
}

// maxJSONBytes is the largest fold listing cv --json writes: past it the
// listing is refused before any work, rather than streamed for hours.
const maxJSONBytes = 1 << 30

// foldsFor returns the folds over n rows and, with --json, refuses a
// listing that would exceed maxJSONBytes.
func (f *cvFlags) foldsFor(n int) (selection.Folds, string, error) {
	folds, scheme, err := f.makeFolds(n)
	if err != nil || !f.json {
		return folds, scheme, err
	}
	if size := selection.JSONSize(folds, n); size > maxJSONBytes {
		return nil, "", fmt.Errorf("cv: --json would list the rows of %d folds over N = %d rows, about %s of JSON (the limit is 1 GiB): use fewer folds or rows, or leave out --json", folds.Len(), n, byteSize(size))
	}
	return folds, scheme, nil
}

// byteSize writes a number of bytes in kB, MB, GB or TB.
func byteSize(b float64) string {
	for _, u := range []string{"B", "kB", "MB", "GB", "TB"} {
		if b < 1000 || u == "TB" {
			return strconv.FormatFloat(b, 'f', 1, 64) + " " + u
		}
		b /= 1000
	}
	return ""
}

func wrapFlag(flag string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("cv: %s: %w", flag, err)
}

// cvPolyfit cross-validates the degree and λ of the polynomial fit.
func cvPolyfit(ctx context.Context, f *cvFlags, file string) (*cvRun, error) {
	degrees := param.Degrees.Get(f.tries.vals)
	lambdas := []float64{0}
	var err error
	if f.lambdas != "" {
		if lambdas, err = param.FitLambda.ParseList(f.lambdas); err != nil {
			return nil, fmt.Errorf("cv: --lambdas: %w", err)
		}
	}
	data, err := loadRegression(file)
	if err != nil {
		return nil, err
	}
	folds, scheme, err := f.foldsFor(data.Len())
	if err != nil {
		return nil, err
	}
	r := &cvRun{method: "polyfit", scheme: scheme, score: "mean squared error", n: data.Len(), folds: folds}
	var all [][]selection.CV
	if !f.loo {
		run := selection.PolyCV
		if !f.json { // the text shows means only: memory stays flat in the number of folds
			run = selection.PolyCVMeans
		}
		if all, err = run(ctx, data.X, data.T, folds, degrees, lambdas); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
	}
	if f.loo {
		if all, err = polyLOO(ctx, data, degrees, lambdas, f.json); err != nil {
			return nil, err
		}
	}
	for i, m := range degrees {
		for j, l := range lambdas {
			cv := all[i][j]
			p := cvParam{Degree: &m, Lambda: &l, label: fmt.Sprintf("M = %d, λ = %s", m, fnum(l))}
			r.results = append(r.results, cvResult{Param: p, FoldScores: cv.FoldScores, Mean: cv.Mean})
		}
	}
	return r, nil
}

// polyLOO is leave-one-out of every degree and λ, one factorisation per
// λ; without keep only the means are kept.
func polyLOO(ctx context.Context, data *dataset.RegressionSet, degrees []int, lambdas []float64, keep bool) ([][]selection.CV, error) {
	all := make([][]selection.CV, len(degrees))
	for i := range all {
		all[i] = make([]selection.CV, len(lambdas))
	}
	for j, l := range lambdas {
		err := selection.PolyLOOs(ctx, data.X, data.T, degrees, l, func(i int, scores []float64) error {
			all[i][j] = selection.FromScores(scores)
			if !keep {
				all[i][j].FoldScores = nil
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("%s: λ = %s: %w", data.Name, fnum(l), err)
		}
	}
	return all, nil
}

// cvKNN cross-validates k of k-nearest neighbours (Euclidean).
func cvKNN(ctx context.Context, f *cvFlags, file string) (*cvRun, error) {
	ks := param.Ks.Get(f.tries.vals)
	set, err := loadData(file)
	if err != nil {
		return nil, err
	}
	folds, scheme, err := f.foldsFor(set.Len())
	if err != nil {
		return nil, err
	}
	least := selection.MinTrain(folds)
	for _, k := range ks {
		if k > least {
			return nil, fmt.Errorf("cv: --k: k = %d exceeds the %d training rows of the smallest fold (%s, N = %d): k must be at most %d", k, least, scheme, set.Len(), least)
		}
	}
	r := &cvRun{method: "knn", scheme: scheme, score: "error rate", n: set.Len(), folds: folds}
	for _, k := range ks {
		cv, err := selection.CrossValidate(ctx, folds, selection.KNNScore(set.Matrix(), set.Y, k))
		if err != nil {
			return nil, fmt.Errorf("%s: k = %d: %w", file, k, err)
		}
		r.results = append(r.results, cvResult{Param: cvParam{K: &k, label: fmt.Sprintf("k = %d", k)}, FoldScores: cv.FoldScores, Mean: cv.Mean})
	}
	return r, nil
}

// cvNB cross-validates the smoothing λ of categorical naive Bayes.
func cvNB(ctx context.Context, f *cvFlags, file string) (*cvRun, error) {
	list := f.lambdas
	if list == "" {
		list = "0,1"
	}
	var lambdas []*big.Rat
	for _, s := range strings.Split(list, ",") {
		l, err := param.NBLambda.Parse(s)
		if err != nil {
			return nil, fmt.Errorf("cv: --lambdas: %w", err)
		}
		lambdas = append(lambdas, l)
	}
	t, err := readTableFile(file)
	if err != nil {
		return nil, err
	}
	folds, scheme, err := f.foldsFor(len(t.Rows))
	if err != nil {
		return nil, err
	}
	r := &cvRun{method: "nb", scheme: scheme, score: "error rate", n: len(t.Rows), folds: folds}
	for _, l := range lambdas {
		cv, err := selection.CrossValidate(ctx, folds, selection.NBScore(t.Rows, t.Labels, l))
		if err != nil {
			return nil, fmt.Errorf("%s: λ = %s: %w", file, l.RatString(), err)
		}
		lf, _ := l.Float64()
		p := cvParam{Lambda: &lf, rat: l, label: "λ = " + l.RatString()}
		r.results = append(r.results, cvResult{Param: p, FoldScores: cv.FoldScores, Mean: cv.Mean})
	}
	return r, nil
}

// bestResult returns the index of the least mean, the first on a tie.
func bestResult(rs []cvResult) int {
	best := 0
	for i, r := range rs {
		if r.Mean < rs[best].Mean {
			best = i
		}
	}
	return best
}

// writeCVJSON writes the run as one JSON object, a fold at a time so that
// leave-one-out on many rows (N lists of N − 1 indices) is never held
// whole in memory as text.
func writeCVJSON(ctx context.Context, w *bufio.Writer, r *cvRun) error {
	// The results first, in memory, so that a failure writes nothing; a
	// score that overflowed is written as null, with a note.
	rest, nulls, err := marshalFinite(struct {
		Results []cvResult `json:"results"`
		Best    cvParam    `json:"best"`
	}{r.results, r.results[r.best].Param})
	if err != nil {
		return fmt.Errorf("cannot write the result as JSON: %w", err)
	}
	noteNulls(nulls)
	w.WriteString(`{"method":` + strconv.Quote(r.method) + `,"n":` + strconv.Itoa(r.n) + `,"folds":[`)
	for i := range r.folds.Len() {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if i > 0 {
			w.WriteByte(',')
		}
		b, err := json.Marshal(r.folds.At(i))
		if err != nil {
			return err
		}
		w.Write(b)
	}
	w.WriteString("],")
	w.Write(rest[1:])
	_, err = w.WriteString("\n")
	return err
}

// writeCVText writes a table of each setting's mean score and the best.
func writeCVText(w io.Writer, l langFlag, r *cvRun) {
	fmt.Fprintf(w, l.tr("cross-validation of %s on N = %d rows: %s (%s); score = %s, lower is better\n"),
		r.method, r.n, l.count(r.folds.Len(), "%d fold", "%d folds"), r.scheme, l.tr(r.score))
	for i, res := range r.results {
		mark := " "
		if i == r.best {
			mark = "*"
		}
		fmt.Fprintf(w, l.tr("%s %-24s mean %.6g\n"), mark, res.Param.label, res.Mean)
	}
	fmt.Fprintf(w, l.tr("best: %s (mean %.6g)\n"), r.results[r.best].Param.label, r.results[r.best].Mean)
}
