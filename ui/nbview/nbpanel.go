package nbview

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/bayes"
	"perceptronlab/lab"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// nbPanel is the Bayes tab of the naive-Bayes form: each class's prior,
// means and variances, and for a query point the product of the prior and
// the per-feature normal densities, in numbers, with the winner.
type nbPanel struct {
	m *Method

	problem, heading, model *widget.Label
	queryHead, explain      *widget.Label
	queryMode               *widget.Check
	clearQuery              *widget.Button
	content                 fyne.CanvasObject
}

// newNBPanel builds the Bayes tab of m.
func newNBPanel(m *Method) *nbPanel {
	p := &nbPanel{m: m}
	p.buildUI()
	return p
}

// buildUI creates the tab's widgets.
func (p *nbPanel) buildUI() {
	wrap := func() *widget.Label { return &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true} }
	p.problem = &widget.Label{Wrapping: fyne.TextWrapWord, Importance: widget.DangerImportance}
	p.heading = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	p.queryHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	p.model, p.explain = wrap(), wrap()
	p.queryMode = &widget.Check{OnChanged: func(on bool) { p.m.r.SetQueryMode(on) }}
	p.clearQuery = &widget.Button{Icon: theme.ContentClearIcon(), OnTapped: func() { p.m.nb.SetQuery(nil); p.m.r.Refresh() }}
	p.content = container.NewVScroll(container.NewVBox(p.problem, p.heading, p.model, widget.NewSeparator(),
		p.queryHead, container.NewBorder(nil, nil, nil, p.clearQuery, p.queryMode), p.explain))
}

// Relabel sets the tab's texts in the current language.
func (p *nbPanel) Relabel() {
	p.queryHead.SetText(i18n.T("Classifying a point q"))
	p.queryMode.SetText(i18n.T("A click places the query q (or Ctrl+click)"))
	p.Refresh()
}

// Refresh shows the model and explains the query.
func (p *nbPanel) Refresh() {
	p.heading.SetText(p.headingText())
	m, err := p.m.nb.Model()
	p.problem.SetText(kit.Problem(err))
	kit.SetVisible(p.problem, err != nil)
	kit.SetEnabled(p.clearQuery, p.m.nb.Query() != nil)
	if p.queryMode.Checked != p.m.r.QueryMode() {
		p.queryMode.SetChecked(p.m.r.QueryMode())
	}
	if m == nil {
		p.model.SetText("")
		p.explain.SetText("")
		return
	}
	p.model.SetText(nbModelText(m))
	ex, ok := p.m.nb.Explain()
	if p.m.r.PredictHides() {
		p.explain.SetText(i18n.T("The fractions follow the reveal."))
		return
	}
	if !ok {
		p.explain.SetText(i18n.T("Ctrl+click on the plane, or tick the box above and click, to place a query point q."))
		return
	}
	p.explain.SetText(nbExplainText(m, ex))
}

// headingText names the estimates, and while counting says how many
// points they count.
func (p *nbPanel) headingText() string {
	n, on := p.m.nb.Counted()
	if !on {
		return i18n.T("Gaussian naive Bayes: the estimates")
	}
	total := p.m.r.Session().Set().Len()
	return fmt.Sprintf(i18n.PluralT(total, "Gaussian naive Bayes: the estimates, counted %d of %d point",
		"Gaussian naive Bayes: the estimates, counted %d of %d points"), n, total)
}

// nbModelText writes each class's estimates: N_c, the prior, the means
// and the variances. The prior's denominator n is the number of points
// fitted: while counting, the points counted.
func nbModelText(m *bayes.GaussianNB) string {
	n := m.Class(0).Count + m.Class(1).Count
	var b strings.Builder
	for c := 1; c >= 0; c-- {
		g := m.Class(c)
		y := lab.ClassName(g.Label)
		fmt.Fprintf(&b, i18n.T("Class %s: %d points, P(Y = %s) = %d/%d = %s; means μ = %s, variances σ² = %s"),
			y, g.Count, y, g.Count, n, kit.Num(g.Prior), kit.Vec(g.Mean), kit.Vec(g.Var))
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String())
}

// nbExplainText writes P(Y=c)·Πⱼ N(qⱼ; μ, σ²) for each class with the
// numbers put in, then the log-odds and the winner.
func nbExplainText(m *bayes.GaussianNB, ex bayes.GaussianExplanation) string {
	var b strings.Builder
	fmt.Fprintf(&b, i18n.T("For q = %s, with N(x; μ, σ²) = exp(−(x − μ)²/(2σ²)) / √(2πσ²):"), kit.Vec(ex.X))
	for c := 1; c >= 0; c-- {
		g, t := m.Class(c), ex.Class[c]
		y := lab.ClassName(g.Label)
		factors := []string{kit.Num(t.Prior)}
		b.WriteString("\n")
		for j, d := range t.Density {
			fmt.Fprintf(&b, "N(q%s; %s, %s) = %s\n", typeset.Superscript(j+1), kit.Num(g.Mean[j]), kit.Num(g.Var[j]), kit.Num(d))
			factors = append(factors, kit.Num(d))
		}
		fmt.Fprintf(&b, i18n.T("P(Y = %s)·Πⱼ N(qⱼ | Y = %s) = %s = %s"), y, y, strings.Join(factors, " · "), kit.Num(t.Product))
		if t.Product == 0 { // underflowed far from the data; the log does not
			fmt.Fprintf(&b, " (log %s)", kit.Num(t.LogJoint))
		}
		b.WriteString("\n")
	}
	post := 1 / (1 + math.Exp(-ex.Decision))
	fmt.Fprintf(&b, "\n"+i18n.T("log P(+1|q) − log P(−1|q) = %s, so P(+1|q) = %s and y = %s."),
		kit.Num(ex.Decision), kit.Num(post), lab.ClassName(ex.Label))
	return b.String()
}

// CanvasObject returns the tab's content.
func (p *nbPanel) CanvasObject() fyne.CanvasObject { return p.content }
