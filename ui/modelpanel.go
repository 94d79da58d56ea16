package ui

import (
	"fmt"
	"perceptronlab/lab"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// modelPanel is the Model tab: the current w and b, the status, the
// mistakes against the Novikoff bound, the margin and the decision
// function, with the training settings below.
type modelPanel struct {
	e *explorer

	w, b, eta, status, mistakes, margin, formula *widget.Label
	keyEta, keyStatus, keyMistakes, keyMargin    *widget.Label
	data, keyData                                *widget.Label // separable or not
	heading                                      *widget.Label
	settings                                     *settingsForm
	content                                      fyne.CanvasObject
}

// newModelPanel builds the Model tab for e.
func newModelPanel(e *explorer) *modelPanel {
	p := &modelPanel{e: e}
	p.buildUI()
	return p
}

// buildUI creates the panel's labels and the settings form.
func (p *modelPanel) buildUI() {
	value := func() *widget.Label { return &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true} }
	key := func(s string) *widget.Label { return &widget.Label{Text: s, TextStyle: fyne.TextStyle{Bold: true}} }
	p.w, p.b, p.eta, p.status = value(), value(), value(), value()
	p.mistakes, p.margin, p.formula, p.data = value(), value(), value(), value()
	p.keyEta, p.keyStatus, p.keyMistakes, p.keyMargin = key("η"), key(""), key(""), key("")
	p.keyData = key("")
	grid := container.New(layout.NewFormLayout(),
		key("w"), p.w, key("b"), p.b, p.keyEta, p.eta,
		p.keyStatus, p.status, p.keyData, p.data, p.keyMistakes, p.mistakes, p.keyMargin, p.margin,
		key("f(x)"), p.formula)
	p.heading = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	p.settings = newSettingsForm(p.e)
	p.content = container.NewVScroll(container.NewVBox(grid, widget.NewSeparator(), p.heading, p.settings.content))
}

// setProjector keeps, in projector mode, only the model as the class needs
// to see it: w, b, the status, k against the bound, the margin and f(x).
// The settings and η, which a teacher sets before class, are hidden.
func (p *modelPanel) setProjector(on bool) {
	for _, o := range []fyne.CanvasObject{p.keyEta, p.eta, p.heading, p.settings.content} {
		setVisible(o, !on)
	}
}

// relabel sets the panel's texts in the current language.
func (p *modelPanel) relabel() {
	p.keyStatus.SetText(T("Status"))
	p.keyMistakes.SetText(T("Mistakes"))
	p.keyMargin.SetText(T("Margin"))
	p.keyData.SetText(T("Data"))
	p.heading.SetText(T("Settings"))
	p.settings.relabel()
	p.refresh()
}

// refresh shows the session's current model.
func (p *modelPanel) refresh() {
	if p.refreshClassifier() {
		return
	}
	s := p.e.s
	st := s.State()
	p.w.SetText(wText(s))
	p.b.SetText(typeset.FormatNumberUnicodeDigits(st.B, hyperplaneDigits(s)))
	p.eta.SetText(num(s.Settings().Eta))
	p.status.SetText(statusText(s))
	p.mistakes.SetText(p.mistakesText())
	p.data.SetText(p.dataText())
	p.margin.SetText(marginText(s))
	p.formula.SetText(formulaText(s))
	p.settings.load(s.Settings(), s.Set().D)
}

// mistakesText writes k, and the Novikoff bound when the data allow one.
func (p *modelPanel) mistakesText() string {
	k := fmt.Sprintf(T("k = %d updates"), p.e.s.State().K)
	if bound, ok := p.e.novikoffBound(); ok && p.e.s.Settings().Form.Linear() {
		k += "  " + fmt.Sprintf(T("≤ (R/γ)² = %s (Novikoff)"), num(bound))
	}
	return k
}

// dataText says, before any training, whether the perceptron can converge
// on the data: the LP behind numeric.Novikoff decides linear separability.
func (p *modelPanel) dataText() string {
	g := p.e.geometry()
	switch {
	case !g.novOK:
		return "—"
	case !g.nov.Separable && p.e.s.Settings().Form.UsesKernel():
		// The LP speaks of lines; the kernel separates in its feature space.
		return T("not linearly separable; the kernel perceptron works in its feature space, where they may separate")
	case !g.nov.Separable:
		return T("not linearly separable: the perceptron can never converge")
	}
	return fmt.Sprintf(T("linearly separable: R = %s, γ = %s"), num(g.nov.R), num(g.nov.Gamma))
}

// statusText says where the training stands and how many points are
// misclassified now.
func statusText(s *lab.Session) string {
	if s.Set().Task == dataset.Regression {
		return T("regression data (x, t): no method for it yet")
	}
	st := s.State()
	var phase string
	switch {
	case st.Status == perceptron.Converged:
		phase = T("converged")
	case st.Status == perceptron.Cycle:
		phase = T("stopped: cycle")
	case st.Status == perceptron.EpochLimit:
		phase = T("stopped: epoch limit")
	case st.K == 0:
		phase = T("not started")
	default:
		phase = T("training")
	}
	n := s.Set().Len()
	return phase + " · " + fmt.Sprintf(T("%d of %d points misclassified"), s.Misclassified(), n)
}

// marginText writes the geometric margin and the point that sets it.
func marginText(s *lab.Session) string {
	if !s.Settings().Form.Linear() {
		return T("— (the kernel's boundary is not a line)")
	}
	m, i, ok := s.Margin()
	if !ok {
		return T("undefined while w = 0")
	}
	text := fmt.Sprintf(T("γ = %s, set by %s"), num(m), pointName(i))
	if m <= 0 {
		text += " " + T("(≤ 0: a point is on the wrong side)")
	}
	return text
}

// wText writes w, which the kernel form does not have in the input space.
func wText(s *lab.Session) string {
	if !s.Settings().Form.Linear() {
		return T("— (in the kernel's feature space)")
	}
	return vec(s.State().W)
}

// formulaText writes the decision function with its numbers.
func formulaText(s *lab.Session) string {
	st := s.State()
	if !s.Settings().Form.Linear() {
		k, _ := s.Settings().Kernel()
		return fmt.Sprintf("sign(Σ αⱼyⱼK(xⱼ, x) %s)", signed(st.B, false)) + ", K = " + kernelName(k)
	}
	return "sign(" + typeset.FormulaUnicodeDigits(st.W, st.B, hyperplaneDigits(s)) + ")"
}

// kernelName describes a kernel: "rbf(σ=1)", "poly(d=2, c=1)".
func kernelName(k numeric.Kernel) string {
	if k == nil {
		return "—"
	}
	return k.String()
}
