package side

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/bayes"
	"perceptronlab/lab"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// tableResults is the lower part of the Table tab: what naive Bayes
// estimates from the table, as exact fractions, and the query's answer.
type tableResults struct {
	Problem, Note     *widget.Label
	Priors, Products  *widget.Label
	Winner            *widget.Label
	tables            *fyne.Container // per feature: counts, then probabilities
	answerHead, estHd *widget.Label
	Content           fyne.CanvasObject
	ProductTexts      []string // the products per class, as shown, for tests
}

// newTableResults creates the results' widgets.
func newTableResults() *tableResults {
	wrap := func() *widget.Label { return &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true} }
	r := &tableResults{Problem: &widget.Label{Wrapping: fyne.TextWrapWord, Importance: widget.DangerImportance},
		Note: wrap(), Priors: wrap(), Products: wrap(), tables: container.NewVBox(),
		Winner:     &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		answerHead: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}},
		estHd:      &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}}
	r.Content = container.NewVBox(r.Problem, r.Note, r.answerHead, r.Products, r.Winner, widget.NewSeparator(),
		r.estHd, r.Priors, r.tables)
	return r
}

// show shows what m estimates and its answer to the table's query, or why
// there is no model (err).
func (r *tableResults) show(t *lab.CategoricalTable, m *bayes.CategoricalNB, skipped []int, err error) {
	r.answerHead.SetText(i18n.T("The products per class (Li Hang, formula 4.7)"))
	r.estHd.SetText(i18n.T("Estimates"))
	r.Note.SetText("")
	if len(skipped) > 0 {
		r.Note.SetText(SkippedNote(skipped))
	}
	kit.SetVisible(r.Note, len(skipped) > 0)
	if m == nil {
		r.showProblem(kit.Problem(err))
		if untyped(t) { // nothing typed yet: what to do, not an error in red
			r.Problem.Importance = widget.MediumImportance
			r.Problem.Refresh()
		}
		r.Priors.SetText("")
		r.Products.SetText("")
		r.Winner.SetText("")
		r.tables.Objects = nil
		r.tables.Refresh()
		return
	}
	r.Priors.SetText(priorText(t, m))
	r.showTables(t, m)
	r.showAnswer(t, m)
}

// showProblem shows msg in red, or hides it when empty.
func (r *tableResults) showProblem(msg string) {
	r.Problem.Importance = widget.DangerImportance
	r.Problem.SetText(msg)
	kit.SetVisible(r.Problem, msg != "")
}

// untyped reports whether no cell of t has been typed.
func untyped(t *lab.CategoricalTable) bool {
	for i := range t.Len() {
		for j := range t.Dim() + 1 {
			if t.Cell(i, j) != "" {
				return false
			}
		}
	}
	return true
}

// showAnswer writes the products per class and the winner, or why the
// Query cannot be answered.
func (r *tableResults) showAnswer(t *lab.CategoricalTable, m *bayes.CategoricalNB) {
	q, err := t.Answer(m)
	r.ProductTexts = nil
	if err != nil {
		r.showProblem(err.Error())
		r.Products.SetText("")
		r.Winner.SetText("")
		return
	}
	r.showProblem("")
	lines := make([]string, len(m.Classes()))
	for k, c := range m.SortedClasses() {
		lines[k] = productText(t, m, q, c)
		r.ProductTexts = append(r.ProductTexts, typeset.FormatRat(q.Products[c]))
	}
	r.Products.SetText(strings.Join(lines, "\n"))
	r.Winner.SetText(fmt.Sprintf(i18n.T("The largest product is class %s, so y = %s."), q.Label, q.Label))
}

// productText writes class c's product for query q with the factors put
// in: P(Y=1)·P(X⁽¹⁾=2|Y=1)·P(X⁽²⁾=S|Y=1) = 3/5 · 1/3 · 1/9 = 1/45 ≈ 0.0222.
func productText(t *lab.CategoricalTable, m *bayes.CategoricalNB, q bayes.CategoricalQuery, c int) string {
	y := m.Classes()[c]
	terms := []string{"P(Y=" + y + ")"}
	factors := []string{typeset.FormatRat(m.Prior(c))}
	for j, a := range q.Values {
		terms = append(terms, "P("+t.Header()[j]+"="+q.X[j]+"|Y="+y+")")
		factors = append(factors, typeset.FormatRat(m.Cond(c, j, a)))
	}
	return strings.Join(terms, "·") + " = " + strings.Join(factors, " · ") + " = " +
		typeset.FormatRat(q.Products[c]) + " ≈ " + kit.Num(q.Floats[c])
}

// priorText writes each class's prior with its numbers put in:
// P(Y=1) = (9 + 0)/(15 + 2·0) = 3/5.
func priorText(t *lab.CategoricalTable, m *bayes.CategoricalNB) string {
	l := typeset.FormatRat(m.Lambda())
	lines := []string{i18n.T("P(Y = c) = (N_c + λ)/(N + Kλ):")}
	for _, c := range m.SortedClasses() {
		lines = append(lines, fmt.Sprintf("P(Y=%s) = (%d + %s)/(%d + %d·%s) = %s", m.Classes()[c], m.ClassCount(c), l,
			m.N(), len(m.Classes()), l, typeset.FormatRat(m.Prior(c))))
	}
	return strings.Join(lines, "\n")
}

// showTables shows, for each feature, the counts N(X⁽ʲ⁾=a, Y=c) and the
// estimates P(X⁽ʲ⁾=a|Y=c) = (count + λ)/(N_c + S_jλ) as fractions.
func (r *tableResults) showTables(t *lab.CategoricalTable, m *bayes.CategoricalNB) {
	var objs []fyne.CanvasObject
	for j := range m.Features() {
		name := t.Header()[j]
		objs = append(objs,
			&widget.Label{Text: fmt.Sprintf(i18n.T("Counts of %s by class"), name), TextStyle: fyne.TextStyle{Italic: true}},
			grid(m, j, name, func(c, a int) string { return fmt.Sprint(m.Count(c, j, a)) }),
			&widget.Label{Text: fmt.Sprintf(i18n.T("P(%s = a | Y = c) = (count + λ)/(N_c + %dλ)"), name, len(m.Values(j))),
				TextStyle: fyne.TextStyle{Italic: true}},
			grid(m, j, name, func(c, a int) string { return typeset.FormatRat(m.Cond(c, j, a)) }))
	}
	r.tables.Objects = objs
	r.tables.Refresh()
}

// grid lays out one table of feature j: a row per class, a column per
// value, each cell written by cell.
func grid(m *bayes.CategoricalNB, j int, name string, cell func(c, a int) string) fyne.CanvasObject {
	vals := m.SortedValues(j)
	objs := []fyne.CanvasObject{widget.NewLabel("Y \\ " + name)}
	for _, a := range vals {
		objs = append(objs, &widget.Label{Text: m.Values(j)[a], TextStyle: fyne.TextStyle{Bold: true}})
	}
	for _, c := range m.SortedClasses() {
		objs = append(objs, &widget.Label{Text: m.Classes()[c], TextStyle: fyne.TextStyle{Bold: true}})
		for _, a := range vals {
			objs = append(objs, widget.NewLabel(cell(c, a)))
		}
	}
	return container.NewGridWithColumns(len(vals)+1, objs...)
}

// joinInts writes 3, 5, 9.
func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

// SkippedNote says which rows have an empty cell and are left out, "Row 1
// has" for one and "Rows 1, 3 have" for more.
func SkippedNote(skipped []int) string {
	if len(skipped) == 1 {
		return fmt.Sprintf(i18n.T("Row %d has an empty cell and is left out."), skipped[0])
	}
	return fmt.Sprintf(i18n.T("Rows %s have an empty cell and are left out."), joinInts(skipped))
}
