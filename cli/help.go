package cli

import (
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
)

// trainHelp writes the help of train.
func trainHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab train [flags] FILE

Trains a perceptron on the points in FILE (CSV x1,…,xd,y or JSON) and prints
the model f(x) = sign(w·x + b), how the run ended, its mistakes, the margin and
R. A point counts as misclassified when y(w·x+b) ≤ 0. Flags may come before
or after FILE. The exit status is 0 whenever training ran, converged or not.

Flags:
`)
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	addTrainFlags(fs, &trainFlags{})
	addExplainFlag(fs, &trainFlags{})
	printFlags(w, fs)
	fmt.Fprint(w, `
Example (Li Hang, Example 2.1):
  perceptronlab train --order first --trace assets/examples/lihang21.csv
`)
}

// printFlags lists a flag set's flags as "--name value  usage (default x)".
func printFlags(w io.Writer, fs *flag.FlagSet) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fs.VisitAll(func(fl *flag.Flag) {
		name, usage := flag.UnquoteUsage(fl)
		if name != "" {
			name = " " + name
		}
		def := ""
		if fl.DefValue != "" && fl.DefValue != "false" {
			def = " (default " + fl.DefValue + ")"
		}
		fmt.Fprintf(tw, "  --%s%s\t%s%s\n", fl.Name, name, usage, def)
	})
	tw.Flush()
}
