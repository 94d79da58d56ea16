package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/typeset"
)

// knnFlags holds the flags of knn.
type knnFlags struct {
	vals  param.Values // --k and --p, k-NN's specs (package method)
	k     int
	p     pOrder
	query string
	json  bool
}

func knnFlagSet(f *knnFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("knn", flag.ContinueOnError)
	f.vals = specFlags(fs, "knn")
	fs.StringVar(&f.query, "query", "", "classify every row of `Q.csv` (x1,…,xd, and optionally a label last), or one point v1,v2,…")
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	return fs
}

// knnHelp writes the help of knn.
func knnHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab knn [flags] --query Q.csv FILE

Classifies the points of Q.csv by the k-nearest-neighbour rule of Li Hang,
chapter 3: each gets the majority label of its K nearest points of FILE
(CSV x1,…,xd,y or JSON) in the Lp distance, found with a kd-tree. Equal
distances go by the order in FILE; a tied vote (even K) goes to the label
of the nearest neighbour. When Q.csv has a label column the errors are
counted.

The text names points as the book does, x1 being FILE's first point. In
the JSON, whose keys are stable, "neighbors" holds 0-based indices into
FILE, nearest first, with their "distances"; "p" is a number or "inf";
"errors" is null when Q.csv has no labels:
  {"method":"knn","k":1,"p":2,"n":6,"d":2,
   "predictions":[{"x":[2,4.5],"y":1,"neighbors":[0],"distances":[1.5]}],"errors":null}

Flags:
`)
	printFlags(w, knnFlagSet(&knnFlags{}))
	fmt.Fprint(w, `
Examples (Li Hang, Examples 3.1 and 3.2): the query (2, 4.5), then the points of Example 3.1,
labelled, classified by those of Example 3.2, with their errors counted:
  perceptronlab knn --k 3 --p inf --query 2,4.5 assets/examples/lihang32.csv
  perceptronlab knn --query assets/examples/lihang31.csv assets/examples/lihang32.csv
`)
}

// knnJSON is knn's output; its keys are a stable interface.
type knnJSON struct {
	Method      string      `json:"method"`
	K           int         `json:"k"`
	P           pOrder      `json:"p"`
	N           int         `json:"n"`
	D           int         `json:"d"`
	Predictions []knnAnswer `json:"predictions"`
	Errors      *int        `json:"errors"`
}

// knnAnswer is the class of one query and the neighbours that voted.
type knnAnswer struct {
	X         []float64 `json:"x"`
	Y         float64   `json:"y"`
	Neighbors []int     `json:"neighbors"`
	Distances []float64 `json:"distances"`
}

// runKNN is the knn command.
func runKNN(ctx context.Context, args []string, stdout io.Writer) error {
	var f knnFlags
	pos, err := parseInterleaved(knnFlagSet(&f), args)
	if err != nil {
		return err
	}
	f.k, f.p = param.K.GetInt(f.vals), pOrder(param.P.Get(f.vals))
	switch {
	case len(pos) != 1:
		return fmt.Errorf(`knn: want one FILE, got %d arguments (see "perceptronlab help knn")`, len(pos))
	case f.query == "":
		return fmt.Errorf(`knn: --query Q.csv is required (see "perceptronlab help knn")`)
	}
	set, err := loadClasses(ctx, pos[0])
	if err != nil {
		return err
	}
	m, err := newKNN(set, f.k, float64(f.p), pos[0])
	if err != nil {
		return err
	}
	qx, qy, err := pointQueries(f.query, set.D, pos[0], set.Labels)
	if err != nil {
		return err
	}
	out := classify(m, set, qx, qy)
	if f.json {
		return encodeJSON(stdout, out)
	}
	return writeKNNText(stdout, pos[0], set, out, qy)
}

// newKNN builds the k-NN classifier of set, naming the flag at fault.
func newKNN(set *dataset.Set, k int, p float64, file string) (*knn.KNN, error) {
	if k > set.Len() { // k ≥ 1 is param.K's own check, the flag's
		return nil, fmt.Errorf("--k %d exceeds the %s of %s", k, plural(set.Len(), "point"), file)
	}
	m, err := knn.NewKNN(set.Matrix(), set.Y, k, p)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// classify predicts every query of qx (d numbers each) and counts the
// errors when there are labels qy.
func classify(m *knn.KNN, set *dataset.Set, qx, qy []float64) knnJSON {
	d := set.D
	out := knnJSON{Method: "knn", K: m.K(), P: pOrder(m.P()), N: set.Len(), D: d,
		Predictions: make([]knnAnswer, 0, len(qx)/d)}
	errs := 0
	for i := 0; i+d <= len(qx); i += d {
		q := qx[i : i+d : i+d]
		y, nb, dist := m.Predict(q)
		if qy != nil && qy[i/d] != y {
			errs++
		}
		out.Predictions = append(out.Predictions, knnAnswer{X: q, Y: y, Neighbors: nb, Distances: dist})
	}
	if qy != nil {
		out.Errors = &errs
	}
	return out
}

// writeKNNText writes the answers for people.
func writeKNNText(w io.Writer, file string, set *dataset.Set, out knnJSON, labels []float64) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "k-nearest neighbours (Li Hang, chapter 3): k = %d, L%s distance, kd-tree of %s of %s in d = %d\n",
		out.K, scene.PName(float64(out.P)), plural(out.N, "point"), file, out.D)
	for i, a := range out.Predictions {
		fmt.Fprintf(bw, "x = %s: y = %s", typeset.FormatVector(a.X), signName(a.Y))
		if labels != nil && labels[i] != a.Y {
			fmt.Fprintf(bw, " (labelled %s: wrong)", signName(labels[i]))
		}
		bw.WriteString(", from")
		for j, n := range a.Neighbors {
			fmt.Fprintf(bw, " x%d %s %s at %s", n+1, typeset.FormatVector(set.Point(n)), signName(set.Y[n]), typeset.FormatNumber(a.Distances[j]))
			if j+1 < len(a.Neighbors) {
				bw.WriteByte(',')
			}
		}
		bw.WriteByte('\n')
	}
	if out.Errors != nil {
		fmt.Fprintf(bw, "errors: %d of %d queries\n", *out.Errors, len(out.Predictions))
	}
	return bw.Flush()
}

// signName writes a label ±1 as +1 or −1.
func signName(y float64) string {
	if y > 0 {
		return "+1"
	}
	return "−1"
}

// pointQueries reads --query for points of dimension d from file: every
// row of the file it names, or the one point v1,v2,… it spells.
func pointQueries(q string, d int, file string, labels dataset.Labels) (x, y []float64, err error) {
	if _, statErr := os.Stat(q); statErr == nil {
		return readQueryFile(q, d, labels)
	}
	var l floatList
	if err := l.Set(q); err != nil {
		return nil, nil, fmt.Errorf("--query %s: no such file, and not a point v1,v2,…: %w", q, err)
	}
	if len(l) != d {
		return nil, nil, fmt.Errorf("--query: %d values, but the points of %s have d = %d", len(l), file, d)
	}
	return l, nil, nil
}

// readQueryFile reads rows of d coordinates, or d coordinates and a label
// (one of the two the training file used), from a CSV file.
func readQueryFile(path string, d int, labels dataset.Labels) (x, y []float64, err error) {
	t, err := readTableFile(path)
	if err != nil {
		return nil, nil, err
	}
	switch t.Dim() {
	case d:
		return labelledRows(t, labels)
	case d - 1:
		x, err = tableCoordinates(t)
		return x, nil, err
	}
	return nil, nil, fmt.Errorf("%s: %d columns; want %d coordinates, or %d with a label", path, t.Dim()+1, d, d+1)
}

// labelledRows reads a table of numbers with labels, mapped to ±1 as the
// training file's were (the one label check, Labels.Encode).
func labelledRows(t *dataset.Table, labels dataset.Labels) (x, y []float64, err error) {
	if x, y, err = tablePoints(t); err != nil {
		return nil, nil, err
	}
	for i, v := range y {
		if y[i], err = labels.Encode(v); err != nil {
			return nil, nil, &dataset.ParseError{File: t.Name, Line: t.Line(i), Err: err}
		}
	}
	return x, y, nil
}

// tableCoordinates reads a table of numbers whose every column, the
// "label" one too, is a coordinate.
func tableCoordinates(t *dataset.Table) ([]float64, error) {
	head, err := t.Floats()
	if err != nil {
		return nil, err
	}
	d := t.Dim() + 1
	x := make([]float64, 0, t.Len()*d)
	for i, c := range t.Labels {
		v, err := parseCoordinate(c)
		if err != nil {
			return nil, &dataset.ParseError{File: t.Name, Line: t.Line(i), Err: fmt.Errorf("column %d: %w", d, err)}
		}
		x = append(append(x, head[i*(d-1):(i+1)*(d-1)]...), v)
	}
	return x, nil
}

// parseCoordinate reads a finite number, accepting the Unicode minus sign.
func parseCoordinate(s string) (float64, error) { return param.ParseFinite(s) }

// pOrder is the order p of an Lp distance as a flag: a number ≥ 1, or
// inf for the Chebyshev distance. In JSON it is a number or "inf".
type pOrder float64

// String writes p as the flag takes it (param.P).
func (p *pOrder) String() string { return param.P.Format(float64(*p)) }

// Set parses p with its one parse, param.P's: a number ≥ 1, or inf
// (also infinity, ∞).
func (p *pOrder) Set(s string) error {
	v, err := param.P.Parse(s)
	*p = pOrder(v)
	return err
}

// MarshalJSON writes p as a number, or "inf".
func (p pOrder) MarshalJSON() ([]byte, error) {
	if math.IsInf(float64(p), 1) {
		return []byte(`"inf"`), nil
	}
	return json.Marshal(float64(p))
}
