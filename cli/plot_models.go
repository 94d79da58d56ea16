package cli

import (
	"flag"
	"fmt"
	"strings"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/param"
	"perceptronlab/scene"
)

// modelFlags holds plot's flags for the classifiers drawn by their
// regions rather than by a hyperplane: --method knn or nb, --k and --p.
type modelFlags struct {
	method string       // a method with a plot, or "" for a perceptron method
	vals   param.Values // --k and --p: k-NN's specs (package method)
}

// modelPlotter fits a classifier to set (read from file) and puts it into
// in. It returns what was fitted, for the summary line.
type modelPlotter func(in *scene.Input, set *dataset.Set, f *modelFlags, file string) (string, error)

// maxSplits bounds the splitting lines drawn: beyond ten levels of the
// tree they fill the figure.
const maxSplits = 1023

// addModelFlags defines --k and --p on plot's flag set fs and lets its
// --method, the trainers' flag, take knn and nb as well.
func addModelFlags(fs *flag.FlagSet, f *modelFlags) {
	f.vals = specFlags(fs, "knn")
	for _, s := range []param.Spec{param.K, param.P} {
		fs.Lookup(s.FlagName()).Usage += ", with --method knn"
	}
	m := fs.Lookup("method")
	m.Value = &methodValue{Value: m.Value, model: &f.method}
	m.Usage += ", or one drawn by its regions: " + strings.Join(modelNames(), ", ")
}

// methodValue is plot's --method: a trainer's name goes to the training
// flags, which check it; a method plot draws by its regions is kept apart, leaving the
// trainer at its default so that the training flags stay valid.
type methodValue struct {
	flag.Value
	model *string
}

// Set implements flag.Value.
func (v *methodValue) Set(s string) error {
	if methods[s].plot != nil {
		*v.model = s
		return nil
	}
	*v.model = ""
	return v.Value.Set(s)
}

// String implements flag.Value.
func (v *methodValue) String() string {
	switch {
	case v.model != nil && *v.model != "":
		return *v.model
	case v.Value != nil:
		return v.Value.String()
	}
	return ""
}

// addClassifier puts the classifier --method names into in.
func addClassifier(in *scene.Input, set *dataset.Set, f *plotFlags) (string, error) {
	if f.starts > 0 {
		return "", fmt.Errorf("plot: --starts runs the primal form; it cannot be used with --method %s", f.model.method)
	}
	return methods[f.model.method].plot(in, set, &f.model, f.train.file)
}

// plotKNN draws the k-NN classifier's regions and its kd-tree's splitting
// lines.
func plotKNN(in *scene.Input, set *dataset.Set, f *modelFlags, file string) (string, error) {
	m, err := newKNN(set, param.K.GetInt(f.vals), param.P.Get(f.vals), file)
	if err != nil {
		return "", fmt.Errorf("plot: %w", err)
	}
	splits := min(set.Len(), maxSplits)
	in.Models = append(in.Models, scene.KNN{Model: m}, scene.KDTreeSplits{Tree: m.Tree(), Upto: splits})
	what := fmt.Sprintf("--method knn, k = %d, L%s distance: %s (each point votes for itself)", m.K(),
		scene.PName(m.P()), misclassified(set, m.Classify))
	if loo, err := m.LeaveOneOut(); err == nil {
		what += fmt.Sprintf(", %d by leave-one-out", loo)
	}
	if splits < set.Len() {
		what += fmt.Sprintf("; the splitting lines of the first %d nodes", splits)
	}
	return what, nil
}

// plotNB draws the Gaussian naive Bayes classifier's regions, its conic
// boundary and each class's 1σ and 2σ ellipses.
func plotNB(in *scene.Input, set *dataset.Set, _ *modelFlags, file string) (string, error) {
	m, err := bayes.FitGaussian(set.Matrix(), set.Y)
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	in.Models = append(in.Models, scene.GaussianNB{Model: m})
	return "--method nb, Gaussian naive Bayes: " + misclassified(set, m.Predict), nil
}

// misclassified says how many points of set predict labels wrongly.
func misclassified(set *dataset.Set, predict func([]float64) float64) string {
	n := 0
	for i := range set.Len() {
		if predict(set.Point(i)) != set.Y[i] {
			n++
		}
	}
	return fmt.Sprintf("%d of %s misclassified", n, plural(set.Len(), "point"))
}
