package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo"
	"perceptronlab/dataset"
)

// gaussianJSON is nb's Gaussian output; its keys are a stable interface.
// Prior, mean and var are keyed by class label.
type gaussianJSON struct {
	Model       string               `json:"model"`
	Classes     []float64            `json:"classes"`
	Prior       map[string]float64   `json:"prior"`
	Mean        map[string][]float64 `json:"mean"`
	Var         map[string][]float64 `json:"var"`
	Predictions []gaussianAnswer     `json:"predictions"`
	Errors      *int                 `json:"errors,omitempty"`
}

// gaussianAnswer is the class of one point and its log-odds
// log P(+1|x) − log P(−1|x).
type gaussianAnswer struct {
	X       []float64 `json:"x"`
	Y       float64   `json:"y"`
	LogOdds float64   `json:"log_odds"`
}

// runGaussian fits the Gaussian model and classifies the queries, or the
// training points when there are none.
func runGaussian(t *dataset.Table, f nbFlags, queries *dataset.Table, w io.Writer) error {
	x, y, err := tablePoints(t)
	if err != nil {
		return err
	}
	m, err := algo.FitGaussian(mat.NewDense(t.Len(), t.Dim(), x), y)
	if err != nil {
		return fmt.Errorf("%s: %w", t.Name, err)
	}
	out := gaussianModel(m)
	qx, qy, d := x, y, t.Dim()
	if queries != nil {
		if qx, qy, err = gaussianQueries(queries, d); err != nil {
			return err
		}
	}
	errs := 0
	for i := 0; i+d <= len(qx); i += d {
		p := qx[i : i+d]
		a := gaussianAnswer{X: p, Y: m.Predict(p), LogOdds: m.Decision(p)}
		if qy != nil && qy[i/d] != a.Y {
			errs++
		}
		out.Predictions = append(out.Predictions, a)
	}
	if qy != nil {
		out.Errors = &errs
	}
	if f.json {
		return encodeJSON(w, out)
	}
	return writeGaussianText(w, t, out)
}

// tablePoints reads a numeric table as points and labels.
func tablePoints(t *dataset.Table) (x, y []float64, err error) {
	if x, err = t.Floats(); err != nil {
		return nil, nil, err
	}
	if y, err = t.LabelFloats(); err != nil {
		return nil, nil, err
	}
	return x, y, nil
}

// gaussianQueries reads the query points: d numbers a row, or d+1 with a
// label last.
func gaussianQueries(q *dataset.Table, d int) (x, y []float64, err error) {
	rows, labels, err := queryRows(q, d)
	if err != nil {
		return nil, nil, err
	}
	qt := &dataset.Table{Name: q.Name, Header: make([]string, d+1), Rows: rows, Labels: labels}
	if labels == nil || q.Name == "--query" {
		qt.Labels = make([]string, len(rows))
	}
	if x, err = qt.Floats(); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", q.Name, err)
	}
	if labels != nil && q.Name != "--query" {
		y, err = qt.LabelFloats()
	}
	return x, y, err
}

// gaussianModel lays out the fitted classes.
func gaussianModel(m *algo.GaussianNB) gaussianJSON {
	out := gaussianJSON{Model: "gaussian", Prior: map[string]float64{}, Mean: map[string][]float64{}, Var: map[string][]float64{}}
	for c := range 2 {
		k := m.Class(c)
		name := strconv.FormatFloat(k.Label, 'g', -1, 64)
		out.Classes = append(out.Classes, k.Label)
		out.Prior[name], out.Mean[name], out.Var[name] = k.Prior, k.Mean, k.Var
	}
	return out
}

// writeGaussianText writes the classes and the answers.
func writeGaussianText(w io.Writer, t *dataset.Table, out gaussianJSON) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "naive Bayes, Gaussian: per class a mean and a maximum-likelihood variance per feature")
	fmt.Fprintf(bw, "data: %s, %s, %s\n", t.Name, plural(t.Len(), "point"), plural(t.Dim(), "feature"))
	for _, c := range out.Classes {
		name := strconv.FormatFloat(c, 'g', -1, 64)
		fmt.Fprintf(bw, "class %s: P(Y=%s) = %s, μ = %s, σ² = %s\n", name, name, algo.FormatNumber(out.Prior[name]),
			algo.FormatVector(out.Mean[name]), algo.FormatVector(out.Var[name]))
	}
	for _, a := range out.Predictions {
		fmt.Fprintf(bw, "x = %s: log P(+1|x) − log P(−1|x) = %s, y = %s\n", algo.FormatVector(a.X), algo.FormatNumber(a.LogOdds), algo.FormatNumber(a.Y))
	}
	if out.Errors != nil {
		fmt.Fprintf(bw, "errors: %d of %d points\n", *out.Errors, len(out.Predictions))
	}
	return bw.Flush()
}
