package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/param"
)

// nbFlags holds the flags of nb.
type nbFlags struct {
	model  string
	lambda string
	query  string
	json   bool
	// labelsOnly leaves each prediction's x (or query) out of the JSON.
	labelsOnly bool
}

func nbFlagSet(f *nbFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("nb", flag.ContinueOnError)
	fs.StringVar(&f.model, "model", "", "categorical or gaussian (default: categorical when a feature column is not numeric)")
	// λ's flag, default and doc are param.NBLambda's; its text is parsed
	// by that spec once the model is known (categorical only).
	fs.StringVar(&f.lambda, param.NBLambda.FlagName(), param.NBLambda.Default, param.NBLambda.Doc)
	fs.StringVar(&f.query, "query", "", "classify `v1,v2,…`, or every row of a CSV file Q.csv")
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	fs.BoolVar(&f.labelsOnly, "labels-only", false, "with --json, leave each prediction's row out: its label and scores only")
	return fs
}

// nbHelp writes the help of nb.
func nbHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab nb [flags] FILE

Fits naive Bayes to the table in FILE (CSV: features, then the class label
in the last column; a header row and # comments are allowed), as Li Hang's
chapter 4 does, and classifies the --query. The categorical model prints
P(Y=c) = (N_c+λ)/(N+Kλ) and P(X⁽ʲ⁾=a|Y=c) = (count+λ)/(N_c+S_jλ) as exact
fractions, and for a query each class's product with the winner. The
Gaussian model (numeric features) fits a mean and a maximum-likelihood
variance per class and feature and prints the log-odds
log P(+1|x) − log P(−1|x) of each query (of each training point without one).

λ is exact, with at most 60 digits above and below its fraction bar (1e-59
is the finest power of ten). A probability or product whose fraction runs
past 60 digits is printed as a decimal, "≈0.4" in the text and 17 digits in
e-notation in the JSON, whose "approximate" key then says so.

Flags:
`)
	printFlags(w, nbFlagSet(&nbFlags{}))
	fmt.Fprint(w, `
Examples (Li Hang, Examples 4.1 and 4.2: 1/45 against 1/15, and 5/153 against 28/459):
  perceptronlab nb --query 2,S assets/examples/lihang41.csv
  perceptronlab nb --lambda 1 --query 2,S assets/examples/lihang41.csv
`)
}

// runNB is the nb command.
func runNB(_ context.Context, args []string, stdout io.Writer) error {
	var f nbFlags
	pos, err := parseInterleaved(nbFlagSet(&f), args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf(`nb: want one FILE, got %d arguments (see "perceptronlab help nb")`, len(pos))
	}
	if f.model == "" || f.model == "gaussian" {
		if p, ok := readNumericFile(pos[0]); ok {
			return runNumeric(p, f, stdout)
		}
	}
	t, err := readTableFile(pos[0])
	if err != nil {
		return err
	}
	queries, err := nbQueries(f.query, t.Dim())
	if err != nil {
		return err
	}
	switch model := nbModel(f.model, t); model {
	case "categorical":
		return runCategorical(t, f, queries, stdout)
	case "gaussian":
		return runGaussian(t, f, queries, stdout)
	default:
		return fmt.Errorf("--model: unknown model %q (want categorical or gaussian)", model)
	}
}

// nbModel returns --model, or the default for t.
func nbModel(model string, t *dataset.Table) string {
	switch {
	case model != "":
		return model
	case t.Numeric():
		return "gaussian"
	}
	return "categorical"
}

// readNumericFile reads a regular file that holds a numeric table, whose
// features make it Gaussian (Table.Numeric) and whose labels are numbers,
// with dataset.ReadNumericTable: 10⁶ rows in a fraction of the time
// readTableFile and tablePoints take. It reports false for any other file,
// or a problem, and the caller reads the file again with readTableFile,
// which gives the categorical default and every error message. A pipe,
// which cannot be read twice, is left to readTableFile at once.
func readNumericFile(path string) (gaussianPoints, bool) {
	// Stat before opening: opening a FIFO waits for its writer, and
	// its data could not be read a second time.
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
		return gaussianPoints{}, false
	}
	fh, err := os.Open(path)
	if err != nil {
		return gaussianPoints{}, false
	}
	defer fh.Close()
	x, y, d, err := dataset.ReadNumericTable(fh, path)
	if err != nil {
		return gaussianPoints{}, false
	}
	return gaussianPoints{name: path, x: x, y: y, d: d}, true
}

// runNumeric is nb on the numeric table p, as runNB does it with the table
// read by readTableFile.
func runNumeric(p gaussianPoints, f nbFlags, stdout io.Writer) error {
	queries, err := nbQueries(f.query, p.d)
	if err != nil {
		return err
	}
	return fitGaussian(p, f, queries, stdout)
}

// readTableFile reads a table file.
func readTableFile(path string) (*dataset.Table, error) {
	fh, err := dataset.OpenData(path, waitingNote)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return dataset.ReadTable(fh, path)
}

// nbQueries reads --query: one row v1,v2,… or, when it names a file, every
// row of that file (d features, or d+1 with a label last).
func nbQueries(q string, d int) (*dataset.Table, error) {
	if q == "" {
		return nil, nil
	}
	if _, err := os.Stat(q); err == nil {
		return readTableFile(q)
	}
	cells := strings.Split(q, ",")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	if len(cells) != d {
		return nil, fmt.Errorf("--query: %d values, but the table has %d features", len(cells), d)
	}
	return &dataset.Table{Name: "--query", Header: make([]string, d+1), Rows: [][]string{cells}, Labels: []string{""}}, nil
}

// queryRows returns the feature rows of a query table for d features: a
// table read from a file with d columns holds its last feature in Labels.
func queryRows(q *dataset.Table, d int) ([][]string, []string, error) {
	if q.Dim() == d {
		return q.Rows, q.Labels, nil
	}
	if q.Dim() == d-1 {
		rows := make([][]string, q.Len())
		for i, r := range q.Rows {
			rows[i] = append(append([]string(nil), r...), q.Labels[i])
		}
		return rows, nil, nil
	}
	return nil, nil, fmt.Errorf("%s: %d columns; want %d features, or %d with a label", q.Name, q.Dim()+1, d, d+1)
}

// parseNBLambda reads --lambda as an exact fraction.
func parseNBLambda(s string) (*big.Rat, error) {
	l, err := bayes.ParseLambda(s)
	if err != nil {
		return nil, fmt.Errorf("--lambda: %w", err)
	}
	return l, nil
}
