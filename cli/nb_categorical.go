package cli

import (
	"bufio"
	"fmt"
	"io"
	"math/big"
	"strings"

	"perceptronlab/algo/bayes"
	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// categoricalJSON is nb's categorical output. Its keys are a stable
// interface; every probability is a reduced fraction "p/q".
type categoricalJSON struct {
	Model       string                         `json:"model"`
	Lambda      string                         `json:"lambda"`
	Classes     []string                       `json:"classes"`
	Prior       map[string]string              `json:"prior"`
	Conditional map[string][]map[string]string `json:"conditional"`
	// ConditionalNote says, when the tables are too large to lay out
	// (maxNBCells), which classes' conditional probabilities were left out.
	ConditionalNote string `json:"conditional_note,omitempty"`
	// Approximate says, when some fraction had more digits above or below
	// its bar than typeset.MaxFractionDigits, that those are written as
	// decimals in e-notation ("6.6666666666666667e-61") rather than "p/q".
	Approximate string `json:"approximate,omitempty"`
	categoricalAnswer
	Predictions []categoricalAnswer `json:"predictions,omitempty"`
	Errors      *int                `json:"errors,omitempty"`
}

// categoricalAnswer is the answer to one query.
type categoricalAnswer struct {
	Query         []string           `json:"query,omitempty"`
	Products      map[string]string  `json:"products,omitempty"`
	ProductsFloat map[string]float64 `json:"products_float,omitempty"`
	Prediction    string             `json:"prediction,omitempty"`
	// exact holds the products, for the text output.
	exact []*big.Rat
}

// runCategorical fits the categorical model and answers the queries.
func runCategorical(t *dataset.Table, f nbFlags, queries *dataset.Table, w io.Writer) error {
	lambda, err := parseNBLambda(f.lambda)
	if err != nil {
		return err
	}
	m, err := bayes.FitCategorical(t.Rows, t.Labels, lambda)
	if err != nil {
		return fmt.Errorf("%s: %w", t.Name, err)
	}
	out := categoricalModel(m)
	if queries != nil {
		if err := answerCategorical(m, queries, &out); err != nil {
			return err
		}
		if f.labelsOnly {
			out.leaveQueriesOut()
		}
	}
	if f.json {
		return encodeJSON(w, out)
	}
	return writeCategoricalText(w, t, m, out)
}

// approximateNote is the JSON's note when some fraction is a decimal.
var approximateNote = fmt.Sprintf("fractions with more than %d digits above or below the bar are written as decimals in e-notation (17 significant digits)", typeset.MaxFractionDigits)

// fraction writes r as a fraction, or as a decimal noted in out when it
// is too long (typeset.FormatRatShort).
func (out *categoricalJSON) fraction(r *big.Rat) string {
	s, exact := typeset.FormatRatShort(r)
	if !exact {
		out.Approximate = approximateNote
	}
	return s
}

// maxNBCells bounds the conditional probabilities nb lays out, each a
// fraction in a map, about 256 bytes: within numeric.Budget. 3000 classes of
// 3000 values are 9·10⁶ of them, which took 4.5 GB. Past it the first
// classes' tables are laid out, and the note says how many were left
// out; queries are still answered from the whole model.
var maxNBCells = numeric.BudgetItems(256)

// categoricalModel lays out the fitted model.
func categoricalModel(m *bayes.CategoricalNB) categoricalJSON {
	out := categoricalJSON{Model: "categorical", Classes: m.Classes(),
		Prior: map[string]string{}, Conditional: map[string][]map[string]string{}}
	out.Lambda = out.fraction(m.Lambda())
	perClass := 0
	for j := range m.Features() {
		perClass += len(m.Values(j))
	}
	k := len(out.Classes)
	shown := min(k, maxNBCells/max(perClass, 1))
	if shown < k {
		out.ConditionalNote = fmt.Sprintf("the conditional probabilities of %d of %d classes are laid out (%d values each); those of the other %d are left out to bound memory",
			shown, k, perClass, k-shown)
	}
	for c, name := range m.Classes() {
		out.Prior[name] = out.fraction(m.Prior(c))
		if c >= shown {
			continue
		}
		for j := range m.Features() {
			probs := map[string]string{}
			for a, v := range m.Values(j) {
				probs[v] = out.fraction(m.Cond(c, j, a))
			}
			out.Conditional[name] = append(out.Conditional[name], probs)
		}
	}
	return out
}

// answerCategorical answers every query: one fills the top-level fields,
// a file of them the predictions, with an error count when labelled.
func answerCategorical(m *bayes.CategoricalNB, queries *dataset.Table, out *categoricalJSON) error {
	rows, labels, err := queryRows(queries, m.Features())
	if err != nil {
		return err
	}
	errs := 0
	for i, row := range rows {
		q, err := m.Query(row)
		if err != nil {
			return fmt.Errorf("%s: %s", queryPlace(queries, i), err)
		}
		a := categoricalAnswer{Query: q.X, Products: map[string]string{}, ProductsFloat: map[string]float64{}, Prediction: q.Label, exact: q.Products}
		for c, name := range m.Classes() {
			a.Products[name], a.ProductsFloat[name] = out.fraction(q.Products[c]), q.Floats[c]
		}
		if labels != nil && labels[i] != q.Label {
			errs++
		}
		out.Predictions = append(out.Predictions, a)
	}
	if len(out.Predictions) == 1 && queries.Name == "--query" {
		out.categoricalAnswer, out.Predictions = out.Predictions[0], nil
	} else if labels != nil {
		out.Errors = &errs
	}
	return nil
}

// leaveQueriesOut drops the echoed query rows (--labels-only).
func (out *categoricalJSON) leaveQueriesOut() {
	out.Query = nil
	for i := range out.Predictions {
		out.Predictions[i].Query = nil
	}
}

// queryPlace names query i for an error: the flag, or the file and line.
func queryPlace(q *dataset.Table, i int) string {
	if q.Name == "--query" {
		return "--query"
	}
	return fmt.Sprintf("%s:%d", q.Name, q.Line(i))
}

// writeCategoricalText writes the model and the answers as the book does.
func writeCategoricalText(w io.Writer, t *dataset.Table, m *bayes.CategoricalNB, out categoricalJSON) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "naive Bayes, categorical (Li Hang, Algorithm 4.1), λ = %s%s\n", typeset.FormatRatText(m.Lambda()), lambdaNote(m.Lambda()))
	fmt.Fprintf(bw, "data: %s, %s, %s, classes %s\n", t.Name, plural(t.Len(), "sample"), plural(m.Features(), "feature"), strings.Join(m.Classes(), ", "))
	for _, c := range m.Classes() {
		fmt.Fprintf(bw, "P(Y=%s) = %s\n", c, typeset.FormatRatText(m.Prior(m.ClassIndex(c))))
	}
	for j := range m.Features() {
		for _, c := range m.Classes() {
			if out.Conditional[c] == nil {
				continue // left out: see the note
			}
			var parts []string
			for _, v := range m.Values(j) {
				parts = append(parts, fmt.Sprintf("P(X%s=%s|Y=%s) = %s", typeset.Superscript(j+1), v, c,
					typeset.FormatRatText(m.Cond(m.ClassIndex(c), j, m.ValueIndex(j, v)))))
			}
			fmt.Fprintln(bw, strings.Join(parts, ", "))
		}
	}
	if out.ConditionalNote != "" {
		fmt.Fprintf(bw, "(%s)\n", out.ConditionalNote)
	}
	answers := out.Predictions
	if out.Prediction != "" {
		answers = []categoricalAnswer{out.categoricalAnswer}
	}
	for _, a := range answers {
		writeCategoricalAnswer(bw, m, a)
	}
	if out.Errors != nil {
		fmt.Fprintf(bw, "errors: %d of %d labelled queries\n", *out.Errors, len(answers))
	}
	if out.Approximate != "" {
		fmt.Fprintf(bw, "(≈: a fraction with more than %d digits above or below the bar is shown as a decimal)\n", typeset.MaxFractionDigits)
	}
	return bw.Flush()
}

// writeCategoricalAnswer writes one query's products, e.g.
// "P(Y=1)·P(X⁽¹⁾=2|Y=1)·P(X⁽²⁾=S|Y=1) = 3/5·1/3·1/9 = 1/45 ≈ 0.0222".
func writeCategoricalAnswer(w io.Writer, m *bayes.CategoricalNB, a categoricalAnswer) {
	fmt.Fprintf(w, "x = (%s):\n", strings.Join(a.Query, ", "))
	for c, name := range m.Classes() {
		terms, values := []string{"P(Y=" + name + ")"}, []string{typeset.FormatRatText(m.Prior(c))}
		for j, v := range a.Query {
			terms = append(terms, fmt.Sprintf("P(X%s=%s|Y=%s)", typeset.Superscript(j+1), v, name))
			values = append(values, typeset.FormatRatText(m.Cond(c, j, m.ValueIndex(j, v))))
		}
		product := typeset.FormatRatText(a.exact[c])
		if !strings.HasPrefix(product, "≈") {
			product += " ≈ " + typeset.FormatNumber(a.ProductsFloat[name])
		}
		fmt.Fprintf(w, "  %s = %s = %s\n", strings.Join(terms, "·"), strings.Join(values, "·"), product)
	}
	fmt.Fprintf(w, "  y = %s\n", a.Prediction)
}

// lambdaNote names the estimate λ gives.
func lambdaNote(l *big.Rat) string {
	switch {
	case l.Sign() == 0:
		return " (maximum likelihood)"
	case l.Cmp(big.NewRat(1, 1)) == 0:
		return " (Bayesian estimate, Laplace smoothing)"
	}
	return " (Bayesian estimate)"
}

// encodeJSON writes v as one JSON object on one line, a non-finite
// number as null (encodeFinite).
func encodeJSON(w io.Writer, v any) error { return encodeFinite(w, v) }
