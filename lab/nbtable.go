package lab

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/param"
	"perceptronlab/typeset"
)

// CategoricalTable is the data of the Table view: rows of categorical
// features with a class label, the smoothing λ and a query, for naive Bayes
// exact to the fraction (Li Hang, Algorithm 4.1 and §4.2.3). Cells are any
// text; a row with an empty cell is being typed and is left out of the fit.
type CategoricalTable struct {
	header []string   // the d feature names, then the label's
	rows   [][]string // each d features, then the label
	lambda *big.Rat
	query  []string
}

// NewCategoricalTable returns a table of d features with one empty row,
// λ = 0 and an empty query.
func NewCategoricalTable(d int) *CategoricalTable {
	t := &CategoricalTable{lambda: new(big.Rat), query: make([]string, d)}
	for j := range d {
		t.header = append(t.header, "X"+typeset.Superscript(j+1))
	}
	t.header = append(t.header, "Y")
	t.AddRow()
	return t
}

// TableFrom returns a table holding the rows of tb, with λ = 0 and the
// query empty.
func TableFrom(tb *dataset.Table) *CategoricalTable {
	t := &CategoricalTable{header: slices.Clone(tb.Header), lambda: new(big.Rat), query: make([]string, tb.Dim())}
	for i, r := range tb.Rows {
		t.rows = append(t.rows, append(slices.Clone(r), tb.Labels[i]))
	}
	return t
}

// Dim returns the number of features d.
func (t *CategoricalTable) Dim() int { return len(t.header) - 1 }

// Len returns the number of rows, complete or not.
func (t *CategoricalTable) Len() int { return len(t.rows) }

// Header returns the column names: the features, then the label.
func (t *CategoricalTable) Header() []string { return slices.Clone(t.header) }

// Cell returns cell j (d for the label) of row i.
func (t *CategoricalTable) Cell(i, j int) string { return t.rows[i][j] }

// SetCell writes v, trimmed, into cell j (d for the label) of row i.
func (t *CategoricalTable) SetCell(i, j int, v string) {
	if i >= 0 && i < len(t.rows) && j >= 0 && j <= t.Dim() {
		t.rows[i][j] = strings.TrimSpace(v)
	}
}

// AddRow appends an empty row.
func (t *CategoricalTable) AddRow() { t.rows = append(t.rows, make([]string, len(t.header))) }

// DeleteRow removes row i.
func (t *CategoricalTable) DeleteRow(i int) {
	if i >= 0 && i < len(t.rows) {
		t.rows = slices.Delete(t.rows, i, i+1)
	}
}

// Lambda returns λ.
func (t *CategoricalTable) Lambda() *big.Rat { return new(big.Rat).Set(t.lambda) }

// SetLambda reads λ with ParseLambda; on an error λ stays as it was.
func (t *CategoricalTable) SetLambda(s string) error {
	r, err := ParseLambda(s)
	if err == nil {
		t.lambda = r
	}
	return err
}

// ParseLambda reads the smoothing λ ≥ 0 as a decimal or a fraction ("1",
// "0.5", "1/2", "2e-3"), exactly, with param.NBLambda's one parse and
// limit (at most 60 digits above and below the bar, so that "1e99999999"
// is refused rather than made a fraction of a hundred million digits).
func ParseLambda(s string) (*big.Rat, error) { return param.NBLambda.Parse(s) }

// Query returns the query's values, "" where none is typed.
func (t *CategoricalTable) Query() []string { return slices.Clone(t.query) }

// SetQuery writes v, trimmed, as the query's feature j.
func (t *CategoricalTable) SetQuery(j int, v string) {
	if j >= 0 && j < len(t.query) {
		t.query[j] = strings.TrimSpace(v)
	}
}

// complete returns the rows with no empty cell, split into features and
// labels, and the 1-based numbers of the rows left out.
func (t *CategoricalTable) complete() (rows [][]string, labels []string, skipped []int) {
	for i, r := range t.rows {
		if slices.Contains(r, "") {
			skipped = append(skipped, i+1)
			continue
		}
		rows, labels = append(rows, r[:t.Dim()]), append(labels, r[t.Dim()])
	}
	return rows, labels, skipped
}

// Fit fits categorical naive Bayes with λ to the complete rows. skipped
// holds the 1-based numbers of the rows left out for an empty cell.
func (t *CategoricalTable) Fit() (m *bayes.CategoricalNB, skipped []int, err error) {
	rows, labels, skipped := t.complete()
	if len(rows) == 0 {
		return nil, skipped, errors.New(tr("type at least one complete row: every feature and the class Y"))
	}
	m, err = bayes.FitCategorical(rows, labels, t.lambda)
	return m, skipped, err
}

// Answer classifies the query with m. A query with an empty value, or a
// value never seen in training, gets an error naming the feature.
func (t *CategoricalTable) Answer(m *bayes.CategoricalNB) (bayes.CategoricalQuery, error) {
	for j, v := range t.query {
		name := t.header[j]
		switch {
		case v == "":
			return bayes.CategoricalQuery{}, fmt.Errorf(tr("choose a value of %s for the query"), name)
		case m.ValueIndex(j, v) < 0:
			return bayes.CategoricalQuery{}, fmt.Errorf(tr("%s = %s never occurs in the data, so P(%s = %s | Y) cannot be estimated; the values seen are %s"),
				name, v, name, v, strings.Join(m.Values(j), ", "))
		}
	}
	return m.Query(t.query)
}

// empty reports whether no cell, query value or λ has been typed.
func (t *CategoricalTable) empty() bool {
	for _, r := range t.rows {
		if slices.ContainsFunc(r, func(v string) bool { return v != "" }) {
			return false
		}
	}
	return !slices.ContainsFunc(t.query, func(v string) bool { return v != "" }) && t.lambda.Sign() == 0
}

// Equal reports whether t and u have the same header, rows, query and λ;
// a nil table equals only nil.
func (t *CategoricalTable) Equal(u *CategoricalTable) bool {
	if t == nil || u == nil {
		return t == u
	}
	return slices.Equal(t.header, u.header) && slices.Equal(t.query, u.query) && t.lambda.Cmp(u.lambda) == 0 &&
		slices.EqualFunc(t.rows, u.rows, slices.Equal)
}

// Clone returns a copy of t.
func (t *CategoricalTable) Clone() *CategoricalTable {
	c := &CategoricalTable{header: slices.Clone(t.header), lambda: t.Lambda(), query: slices.Clone(t.query)}
	for _, r := range t.rows {
		c.rows = append(c.rows, slices.Clone(r))
	}
	return c
}
