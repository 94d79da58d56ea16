package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
	"perceptronlab/report"
)

// trainFlags holds the flags of train (and of the commands that train
// before they draw).
type trainFlags struct {
	method    string
	eta       float64
	order     string
	seed      int64
	maxEpochs int
	w0        floatList
	b0        float64
	noBias    bool
	trace     bool
	gram      bool
	json      bool
	kernel    string
	degree    int
	coef0     float64
	sigma     float64
	format    string
	lang      string               // train's own flag: the language of trace table headers
	explain   bool                 // train's own flag: write out every update (explain.go)
	curve     *report.CurveSampler // plot --curve's sampler of the whole run, or nil
	predict   bool                 // with explain: a predict-then-reveal worksheet (predict.go)

	file  string           // the positional FILE
	ord   perceptron.Order // order, parsed
	specs *methodFlags     // the methods' parameters (package method), read into the fields above by readSpecs
	model *string          // plot's classifier drawn by its regions (--method knn|nb), or nil
}

// addTrainFlags defines the training flags on fs, with their defaults.
func addTrainFlags(fs *flag.FlagSet, f *trainFlags) {
	fs.StringVar(&f.method, "method", "primal", "the `algorithm`: "+strings.Join(methodNames(), ", "))
	f.specs = addMethodFlags(fs, method.Train) // --eta, --order, --seed, --max-epochs, --kernel, --degree, --coef0, --sigma
	f.readSpecs()
	fs.Var(&f.w0, "w0", "primal start `a,b,…` (one value per coordinate; default 0)")
	fs.Float64Var(&f.b0, "b0", 0, "start bias `b`")
	fs.BoolVar(&f.noBias, "no-bias", false, "fix b = 0: the hyperplane passes through the origin")
	fs.BoolVar(&f.trace, "trace", false, "also print every update, as in Li Hang's Table 2.1")
	fs.BoolVar(&f.gram, "gram", false, "also print the Gram matrix (dual form)")
	fs.BoolVar(&f.json, "json", false, "the same as --format json")
	fs.StringVar(&f.format, "format", "text", "output `format`: "+strings.Join(formatNames, ", "))
}

// formatNames lists the --format values train knows.
var formatNames = []string{"text", "json", "csv", "markdown", "latex"}

// parseTrainArgs parses train's flags and its one FILE.
func parseTrainArgs(args []string) (*trainFlags, error) {
	f := &trainFlags{}
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	addTrainFlags(fs, f)
	fs.StringVar(&f.lang, "lang", "en", "`language` of the csv, markdown and latex table headers: en or zh")
	addExplainFlag(fs, f)
	addPredictFlag(fs, f)
	f.specs.addForeignFlags(fs)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return nil, err
	}
	if len(pos) != 1 {
		return nil, fmt.Errorf(`train: want one FILE, got %d arguments (see "perceptronlab help train")`, len(pos))
	}
	f.file = pos[0]
	if f.lang != "en" && f.lang != "zh" {
		return nil, fmt.Errorf("train: unknown --lang %q (want en or zh)", f.lang)
	}
	if err := f.validate(); err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	if err := f.checkExplain(); err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	return f, nil
}

// parseInterleaved parses flags that may come before or after the
// positional arguments, which it returns. Everything after "--" is
// positional. Go's flag package alone stops at the first positional.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	var tail []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, tail = args[:i], args[i+1:]
	}
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return nil, err
			}
			return nil, fmt.Errorf("%s: %w", fs.Name(), err)
		}
		if fs.NArg() == 0 {
			return append(pos, tail...), nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// readSpecs reads the methods' parameters given (or their defaults)
// into f's fields.
func (f *trainFlags) readSpecs() {
	v := f.specs.vals
	f.eta, f.order, f.seed, f.maxEpochs = param.Eta.Get(v), param.Order.Get(v), param.Seed.Get(v), param.MaxEpochs.GetInt(v)
	f.kernel, f.degree, f.coef0, f.sigma = param.KernelName.Get(v), param.KernelDegree.GetInt(v), param.Coef0.Get(v), param.Sigma.Get(v)
}

// validate checks the flags that need no data.
func (f *trainFlags) validate() error {
	f.readSpecs()
	var err error
	if f.ord, err = perceptron.ParseOrder(f.order); err != nil {
		return fmt.Errorf("--order: %w", err)
	}
	if f.json {
		if f.format != "text" && f.format != "json" {
			return fmt.Errorf("--json conflicts with --format %s", f.format)
		}
		f.format = "json"
	}
	if f.format != "text" && slices.Contains(report.Formats, f.format) {
		f.trace = true // the table formats are the trace
	}
	if err := f.checkMethod(); err != nil {
		return err
	}
	switch {
	case perceptron.CheckSettings(f.algoSettings()) != nil:
		return settingsError(perceptron.CheckSettings(f.algoSettings()))
	case !slices.Contains(formatNames, f.format):
		return fmt.Errorf("unknown format %q (want %s)", f.format, strings.Join(formatNames, ", "))
	case formats[f.format] == nil:
		return fmt.Errorf("--format %s is not yet supported", f.format)
	}
	return nil // --kernel, --degree, --coef0 and --sigma are checked as they are parsed (param)
}

// checkMethod refuses a method that does not train, and a flag given
// that belongs to another method (an ownerError). On plot, the method is
// the classifier drawn by its regions when there is one.
func (f *trainFlags) checkMethod() error {
	name := f.method
	if f.model != nil && *f.model != "" {
		name = *f.model
	} else if err := trainable(name); err != nil {
		return err
	}
	return f.specs.check(name)
}

// settings returns the perceptron settings for set; --w0 must match its
// dimension.
func (f *trainFlags) settings(set *dataset.Set) (perceptron.Settings, error) {
	if f.w0 != nil && len(f.w0) != set.D {
		return perceptron.Settings{}, fmt.Errorf("--w0 has %d values, but %s has d = %d", len(f.w0), f.file, set.D)
	}
	return f.algoSettings(), nil
}

// settingFlags names the flag of each field perceptron.CheckSettings may refuse.
var settingFlags = map[string]string{"Eta": "--eta", "MaxEpochs": "--max-epochs", "B0": "--b0"}

// settingsError names the flag behind a refused setting.
func settingsError(err error) error {
	var se *perceptron.SettingsError
	if errors.As(err, &se) && settingFlags[se.Field] != "" {
		return fmt.Errorf("%s: %s", settingFlags[se.Field], se.Msg)
	}
	return err
}

// algoSettings returns the flags as algo's settings, which perceptron.CheckSettings
// checks: the command line and the window share that one check.
func (f *trainFlags) algoSettings() perceptron.Settings {
	return perceptron.Settings{
		Eta: f.eta, W0: f.w0, B0: f.b0, NoBias: f.noBias,
		MaxEpochs: f.maxEpochs, Order: f.ord, Seed: f.seed,
	}
}

// runTrain is the train command.
func runTrain(ctx context.Context, args []string, stdout io.Writer) error {
	f, err := parseTrainArgs(args)
	if err != nil {
		return err
	}
	set, err := loadClasses(ctx, f.file)
	if err != nil {
		return err
	}
	rep, err := methods[f.method].train(ctx, set, f)
	if err != nil {
		return err
	}
	if f.explain {
		if rep.explain, err = explainer(set, f, rep); err != nil {
			return err
		}
		if f.predict {
			return writeWorksheet(stdout, f, rep)
		}
	}
	return formats[f.format](stdout, rep)
}

// floatList is a flag holding comma-separated numbers, such as --w0 1,-2.
type floatList []float64

// String returns the list as the flag would be written.
func (l *floatList) String() string {
	parts := make([]string, len(*l))
	for i, v := range *l {
		parts[i] = strconv.FormatFloat(v, 'g', -1, 64)
	}
	return strings.Join(parts, ",")
}

// Set parses "a,b,…" into finite numbers.
func (l *floatList) Set(s string) error {
	var out floatList
	for p := range strings.SplitSeq(s, ",") {
		v, err := param.ParseFinite(p)
		if err != nil {
			return err
		}
		out = append(out, v)
	}
	*l = out
	return nil
}
