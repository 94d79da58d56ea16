package cli

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"sync"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// gaussianHead is the fitted model, the start of a gaussianJSON.
type gaussianHead struct {
	Model   string               `json:"model"`
	Classes []float64            `json:"classes"`
	Prior   map[string]float64   `json:"prior"`
	Mean    map[string][]float64 `json:"mean"`
	Var     map[string][]float64 `json:"var"`
}

// gaussianPoints are n points in Rᵈ, row-major, and their labels: the
// training table, or the queries (y is nil for unlabelled ones).
type gaussianPoints struct {
	name string
	x, y []float64
	d    int
}

// gaussianAnswers are the answers for the query points, column-wise: 10⁶
// of them take one slice rather than 10⁶ structs.
type gaussianAnswers struct {
	x       []float64  // the points, row-major
	d       int        // their dimension
	logOdds []float64  // log P(+1|x) − log P(−1|x) of each point
	labels  [2]float64 // the class labels, smaller first
	errors  *int       // points labelled otherwise than predicted, when labelled

	labelsOnly bool // the JSON leaves x out (--labels-only)
}

// len returns the number of answers.
func (a *gaussianAnswers) len() int { return len(a.logOdds) }

// point returns query point i.
func (a *gaussianAnswers) point(i int) []float64 { return a.x[i*a.d : (i+1)*a.d] }

// class returns the predicted class of point i, 0 or 1, as
// GaussianNB.Predict decides it.
func (a *gaussianAnswers) class(i int) int { return bayes.DecisionClass(a.logOdds[i]) }

// label returns the predicted label of point i.
func (a *gaussianAnswers) label(i int) float64 { return a.labels[a.class(i)] }

// runGaussian fits the Gaussian model to the table and classifies the
// queries, or the training points when there are none.
func runGaussian(t *dataset.Table, f nbFlags, queries *dataset.Table, w io.Writer) error {
	x, y, err := tablePoints(t)
	if err != nil {
		return err
	}
	return fitGaussian(gaussianPoints{name: t.Name, x: x, y: y, d: t.Dim()}, f, queries, w)
}

// fitGaussian fits the Gaussian model to p and classifies the queries, or
// the training points when there are none.
func fitGaussian(p gaussianPoints, f nbFlags, queries *dataset.Table, w io.Writer) error {
	m, err := bayes.FitGaussian(mat.NewDense(len(p.y), p.d, p.x), p.y)
	if err != nil {
		return fmt.Errorf("%s: %w", p.name, err)
	}
	q := p
	if queries != nil {
		if q.x, q.y, err = gaussianQueries(queries, p.d); err != nil {
			return err
		}
	}
	a := answerGaussian(m, q)
	a.labelsOnly = f.labelsOnly
	if f.json {
		return writeGaussianJSON(w, gaussianModel(m), a)
	}
	return writeGaussianText(w, p, gaussianModel(m), a)
}

// answerGaussian classifies the points q, and counts the errors when they
// are labelled.
func answerGaussian(m *bayes.GaussianNB, q gaussianPoints) *gaussianAnswers {
	a := &gaussianAnswers{x: q.x, d: q.d, logOdds: make([]float64, len(q.x)/q.d)}
	a.labels = [2]float64{m.Class(0).Label, m.Class(1).Label}
	a.decide(m)
	if q.y != nil {
		errs := 0
		for i, y := range q.y[:a.len()] {
			if y != a.label(i) {
				errs++
			}
		}
		a.errors = &errs
	}
	return a
}

// decide sets the log-odds of every point, each core taking a share of
// them: Decision only reads m.
func (a *gaussianAnswers) decide(m *bayes.GaussianNB) {
	n := len(a.logOdds)
	workers := min(runtime.GOMAXPROCS(0), 1+n/answerChunk)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Go(func() {
			for i := k * n / workers; i < (k+1)*n/workers; i++ {
				a.logOdds[i] = m.Decision(a.point(i))
			}
		})
	}
	wg.Wait()
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
func gaussianModel(m *bayes.GaussianNB) gaussianHead {
	out := gaussianHead{Model: "gaussian", Prior: map[string]float64{}, Mean: map[string][]float64{}, Var: map[string][]float64{}}
	for c := range 2 {
		k := m.Class(c)
		name := strconv.FormatFloat(k.Label, 'g', -1, 64)
		out.Classes = append(out.Classes, k.Label)
		out.Prior[name], out.Mean[name], out.Var[name] = k.Prior, k.Mean, k.Var
	}
	return out
}

// writeGaussianText writes the classes and the answers.
func writeGaussianText(w io.Writer, p gaussianPoints, out gaussianHead, a *gaussianAnswers) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "naive Bayes, Gaussian: per class a mean and a maximum-likelihood variance per feature")
	fmt.Fprintf(bw, "data: %s, %s, %s\n", p.name, plural(len(p.y), "point"), plural(p.d, "feature"))
	for _, c := range out.Classes {
		name := strconv.FormatFloat(c, 'g', -1, 64)
		fmt.Fprintf(bw, "class %s: P(Y=%s) = %s, μ = %s, σ² = %s\n", name, name, typeset.FormatNumber(out.Prior[name]),
			typeset.FormatVector(out.Mean[name]), typeset.FormatVector(out.Var[name]))
	}
	for i := range a.len() {
		fmt.Fprintf(bw, "x = %s: log P(+1|x) − log P(−1|x) = %s, y = %s\n", typeset.FormatVector(a.point(i)),
			typeset.FormatNumber(a.logOdds[i]), typeset.FormatNumber(a.label(i)))
	}
	if a.errors != nil {
		fmt.Fprintf(bw, "errors: %d of %d points\n", *a.errors, a.len())
	}
	return bw.Flush()
}
