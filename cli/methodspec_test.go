package cli

import (
	"flag"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/method"
	"perceptronlab/param"
)

// specAlone is a method defined only here: an int, a real and a choice
// parameter, and nothing else of its own anywhere in the command line.
func specAlone() *method.Method {
	return &method.Method{Name: "spectest", Title: "Spec test", TitleZh: "规格测试", Uses: method.Train | method.Plot,
		Specs: []param.Spec{
			&param.Int{Name: "steps", Symbol: "steps", Doc: "the number of `steps`, 1 to 9", Min: 1, Max: 9, Default: 4, En: "Steps", Zh: "步数"},
			&param.Real{Name: "tau", Symbol: "τ", Doc: "the rate `τ` > 0", Min: 0, Default: 0.5, En: "τ", Zh: "τ"},
			&param.Choice{Name: "solver", Symbol: "solver", Doc: "the `solver`: a or b", Options: []string{"a", "b"}, Default: "a", En: "Solver", Zh: "求解器"},
		}}
}

// TestMethodFromSpecAlone (the command line's part): a method registered
// with the registry's one call gets its flags on train, plot and animate,
// each with its doc and default in the help and its spec's parse and
// limit; its flags given to another method are refused naming it; and
// without the registration the command line knows none of it.
func TestMethodFromSpecAlone(t *testing.T) {
	absent := func(when string) {
		t.Helper()
		if help, _, _ := runCLI("help", "train"); strings.Contains(help, "--tau") || strings.Contains(help, "spectest") {
			t.Errorf("%s: help train mentions the method:\n%s", when, help)
		}
		if _, stderr, code := runCLI("train", "--tau", "1", lihang21); code != 1 || !strings.Contains(stderr, "flag provided but not defined: -tau") {
			t.Errorf("%s: train --tau: exit %d, %q", when, code, stderr)
		}
		if _, stderr, _ := runCLI("train", "--method", "spectest", lihang21); !strings.Contains(stderr, `unknown method "spectest"`) {
			t.Errorf("%s: train --method spectest: %q", when, stderr)
		}
	}
	absent("before registration")
	remove, err := method.Register(specAlone())
	if err != nil {
		t.Fatal(err)
	}
	help, _, _ := runCLI("help", "train")
	for _, want := range []string{"--steps steps", "the number of steps, 1 to 9 (default 4)", "--tau τ", "the rate τ > 0 (default 0.5)",
		"--solver solver", "the solver: a or b (default a)", "spectest"} {
		if !strings.Contains(help, want) {
			t.Errorf("help train lacks %q:\n%s", want, help)
		}
	}
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mf := addMethodFlags(fs, method.Train)
	if err := fs.Parse([]string{"--steps", "7", "--tau", "0.25", "--solver", "b"}); err != nil {
		t.Fatal(err)
	}
	if mf.vals["steps"] != int64(7) || mf.vals["tau"] != 0.25 || mf.vals["solver"] != "b" || mf.check("spectest") != nil {
		t.Errorf("parsed %v, check %v", mf.vals, mf.check("spectest"))
	}
	png := filepath.Join(t.TempDir(), "x.png")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"train", "--method", "primal", "--tau", "1", lihang21}, 2, "--tau belongs to spec test (spectest), not to primal"},
		{[]string{"plot", "--method", "dual", "--solver", "b", "-o", png, lihang21}, 2, "--solver belongs to spec test (spectest), not to dual"},
		{[]string{"train", "--method", "spectest", "--steps", "10", lihang21}, 1, "steps must be a whole number from 1 to 9, got 10"},
		{[]string{"train", "--method", "spectest", "--tau", "0", lihang21}, 1, "τ must be a finite number > 0, got 0"},
		{[]string{"train", "--method", "spectest", "--solver", "c", lihang21}, 1, `unknown solver "c" (want a or b)`},
		{[]string{"train", "--method", "spectest", "--steps", "3", lihang21}, 1, "has no trainer"}, // never a fallback to another method
	} {
		_, stderr, code := runCLI(c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	remove()
	absent("after removal")
}
