package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/method"
)

// TestFlagOfAnotherMethod checks that a flag of another method than the
// one chosen is refused with exit status 2, naming the methods that own
// it, from the registry; and that the chosen method's own flags run.
func TestFlagOfAnotherMethod(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"train", "--method", "primal", "--lambda", "5", lihang21}, "train: --lambda belongs to naive Bayes (nb) and polynomial fit (polyfit), not to primal"},
		{[]string{"train", "--lambda", "5", "--method", "dual", lihang21}, "--lambda belongs to naive Bayes (nb) and polynomial fit (polyfit), not to dual"},
		{[]string{"train", "--method", "primal", "--sigma", "2", lihang21}, "--sigma belongs to kernel, not to primal"},
		{[]string{"train", "--method", "svm", "--order", "first", lihang21}, "--order belongs to primal, dual, kernel, pocket and averaged, not to svm"},
		{[]string{"train", "--method", "pocket", "--k", "3", lihang21}, "--k belongs to k-NN (knn), not to pocket"},
		{[]string{"plot", "--method", "knn", "--degree", "2", "-o", out, lihang21}, "plot: --degree belongs to kernel and polynomial fit (polyfit), not to knn"},
		{[]string{"animate", "--method", "dual", "--p", "1", "-o", out + ".gif", lihang21}, "animate: --p belongs to k-NN (knn), not to dual"},
		{[]string{"cv", "--method", "polyfit", "--k", "1-3", "../assets/examples/bishop11.csv"}, "cv: --k belongs to k-NN (knn), not to polyfit"},
		{[]string{"cv", "--method", "knn", "--degrees", "0-3", lihang21}, "cv: --degrees belongs to polynomial fit (polyfit), not to knn"},
	} {
		stdout, stderr, code := runCLI(c.args...)
		if code != 2 || stdout != "" || !strings.HasPrefix(stderr, "perceptronlab: ") || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, stdout, stderr, c.want)
		}
	}
	if _, stderr, code := runCLI("train", "--method", "kernel", "--kernel", "poly", "--degree", "2", "--coef0", "0", "--eta", "0.5", lihang21); code != 0 {
		t.Errorf("the kernel's own flags: exit %d, %s", code, stderr)
	}
}

// TestCLIMethodsMatchRegistry checks that the command line's table of
// methods agrees with the one registry, and that a method registered to
// train without a trainer here is found: by checkMethods (the start-up
// check) and by train, which refuses it rather than run another.
func TestCLIMethodsMatchRegistry(t *testing.T) {
	if err := checkMethods(); err != nil {
		t.Fatal(err)
	}
	remove, err := method.Register(&method.Method{Name: "halfway", Title: "Halfway", TitleZh: "半途", Uses: method.Train})
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	if err := checkMethods(); err == nil || !strings.Contains(err.Error(), `"halfway" is registered to train`) {
		t.Errorf("checkMethods with a half-registered method: %v", err)
	}
	_, stderr, code := runCLI("train", "--method", "halfway", lihang21)
	if code != 1 || !strings.Contains(stderr, `method "halfway" is registered to train (package method), but the command line has no trainer for it`) {
		t.Errorf("train --method halfway: exit %d, %q", code, stderr)
	}
}

// TestPlotKindFromFlags checks that plot chooses between its classifier
// figures and chapter 1's by parsing its flags, never by looking for
// words in argv: a title "--errors" is a title, and --method=polyfit is
// polyfit's, a regression in the registry.
func TestPlotKindFromFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		series bool
	}{
		{[]string{"--title", "--errors", lihang21, "-o", filepath.Join(dir, "a.png")}, false},
		{[]string{"--title", "--method", "polyfit", lihang21, "-o", filepath.Join(dir, "b.png")}, false},
		{[]string{"--method=polyfit", "x.csv"}, true},
		{[]string{"x.csv", "--errors"}, true},
		{[]string{"--losses=true", "-o", "x.png"}, true},
		{[]string{"--method", "knn", "x.csv"}, false},
		{[]string{"--", "--errors"}, false},
	} {
		if got := isSeriesPlot(c.args); got != c.series {
			t.Errorf("isSeriesPlot(%q) = %v; want %v", c.args, got, c.series)
		}
	}
	if _, stderr, code := runCLI("plot", "--title", "--errors", lihang21, "-o", filepath.Join(dir, "a.png")); code != 0 {
		t.Errorf("plot --title --errors: exit %d, %s", code, stderr)
	}
}
