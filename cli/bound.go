package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"perceptronlab/algo/selection"
)

// boundCommand is the bound subcommand: Li Hang's generalisation bound
// (Theorem 1.1, §1.6.2) for a finite set of functions.
var boundCommand = &command{
	synopsis: "bound --d D (--n N | --epsilon e) --delta δ [--json]",
	summary:  "the generalisation gap ε(d, N, δ) of d functions, or the N it needs (Li Hang, §1.6)",
	help:     boundHelp,
	run:      runBound,
}

// boundFlags holds the flags of bound.
type boundFlags struct {
	d, delta, epsilon float64
	n                 int
	json              bool
	lang              langFlag
}

func boundFlagSet(f *boundFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("bound", flag.ContinueOnError)
	fs.Float64Var(&f.d, "d", 0, "the number `D` ≥ 1 of functions in the hypothesis set")
	fs.IntVar(&f.n, "n", 0, "the number `N` of training samples")
	fs.Float64Var(&f.delta, "delta", 0.05, "the confidence `δ` in (0, 1): the bound holds with probability 1 − δ")
	fs.Float64Var(&f.epsilon, "epsilon", 0, "instead of --n: the gap `e` wanted; prints the least N that gives it")
	fs.BoolVar(&f.json, "json", false, `print one JSON object {"d","n","delta","epsilon"}`)
	f.lang.add(fs)
	return fs
}

// boundHelp writes the help of bound.
func boundHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab bound --d D --n N --delta δ [--json]
       perceptronlab bound --d D --epsilon e --delta δ [--json]

Li Hang's theorem 1.1: for a set of d functions and N samples, with
probability at least 1 − δ every function f has
  R(f) ≤ R̂(f) + ε(d, N, δ),  ε(d, N, δ) = √((ln d + ln(1/δ)) / (2N)).
With --n it prints ε; with --epsilon the least N for which ε ≤ e.

Flags:
`)
	printFlags(w, boundFlagSet(&boundFlags{}))
	fmt.Fprint(w, `
Examples:
  perceptronlab bound --d 10 --n 100 --delta 0.05          # ε = 0.162762
  perceptronlab bound --d 1000 --epsilon 0.05 --delta 0.05 # N = 1981
`)
}

// boundJSON is bound's output; its keys are a stable interface.
type boundJSON struct {
	D       float64 `json:"d"`
	N       int     `json:"n"`
	Delta   float64 `json:"delta"`
	Epsilon float64 `json:"epsilon"`
}

// runBound is the bound command.
func runBound(_ context.Context, args []string, stdout io.Writer) error {
	var f boundFlags
	fs := boundFlagSet(&f)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	switch {
	case len(pos) != 0:
		return fmt.Errorf(`bound: takes no FILE, got %q (see "perceptronlab help bound")`, pos[0])
	case !set["d"]:
		return errors.New("bound: --d D is required")
	case set["n"] == set["epsilon"]:
		return errors.New("bound: give --n N (to get ε) or --epsilon e (to get N), one of them")
	}
	if err := f.lang.check("bound"); err != nil {
		return err
	}
	out := boundJSON{D: f.d, N: f.n, Delta: f.delta, Epsilon: f.epsilon}
	if set["n"] {
		out.Epsilon, err = selection.Epsilon(f.d, f.n, f.delta)
	} else {
		out.N, err = selection.SampleSize(f.d, f.epsilon, f.delta)
	}
	if err != nil {
		return fmt.Errorf("bound: %w", err)
	}
	if f.json {
		return encodeJSON(stdout, out)
	}
	if set["n"] {
		_, err = fmt.Fprintf(stdout, "ε(d = %s, N = %d, δ = %s) = %.6f\n", fnum(f.d), f.n, fnum(f.delta), out.Epsilon)
	} else {
		eps, _ := selection.Epsilon(f.d, out.N, f.delta)
		_, err = fmt.Fprintf(stdout, f.lang.tr("N = %d: the least N with ε(d = %s, N, δ = %s) ≤ %s (ε = %.6f)\n"), out.N, fnum(f.d), fnum(f.delta), fnum(f.epsilon), eps)
	}
	return err
}
