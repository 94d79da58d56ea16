package side

import (
	"fmt"
	"perceptronlab/algo/numeric"
	"perceptronlab/lab"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/perceptronview"
)

// Model is the Model tab: the current w and b, the status, the
// Mistakes against the Novikoff bound, the margin and the decision
// function, with the training settings below.
type Model struct {
	r modelRoom

	W, B, eta, Status, Mistakes, Margin, Formula *widget.Label
	keyEta, keyStatus, keyMistakes, keyMargin    *widget.Label
	Data, keyData                                *widget.Label // separable or not
	Heading                                      *widget.Label
	Settings                                     *SettingsForm
	Content                                      fyne.CanvasObject
}

// newModelPanel builds the Model tab for e.
func newModelPanel(e modelRoom) *Model {
	p := &Model{r: e}
	p.buildUI()
	return p
}

// buildUI creates the panel's labels and the settings form.
func (p *Model) buildUI() {
	value := func() *widget.Label { return &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true} }
	key := func(s string) *widget.Label { return &widget.Label{Text: s, TextStyle: fyne.TextStyle{Bold: true}} }
	p.W, p.B, p.eta, p.Status = value(), value(), value(), value()
	p.Mistakes, p.Margin, p.Formula, p.Data = value(), value(), value(), value()
	p.keyEta, p.keyStatus, p.keyMistakes, p.keyMargin = key("η"), key(""), key(""), key("")
	p.keyData = key("")
	grid := container.New(layout.NewFormLayout(),
		key("w"), p.W, key("b"), p.B, p.keyEta, p.eta,
		p.keyStatus, p.Status, p.keyData, p.Data, p.keyMistakes, p.Mistakes, p.keyMargin, p.Margin,
		key("f(x)"), p.Formula)
	p.Heading = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	p.Settings = newSettingsForm(p.r)
	p.Content = container.NewVScroll(container.NewVBox(grid, widget.NewSeparator(), p.Heading, p.Settings.Content))
}

// SetProjector keeps, in projector mode, only the model as the class needs
// to see it: w, b, the status, k against the bound, the margin and f(x).
// The settings and η, which a teacher sets before class, are hidden.
func (p *Model) SetProjector(on bool) {
	for _, o := range []fyne.CanvasObject{p.keyEta, p.eta, p.Heading, p.Settings.Content} {
		kit.SetVisible(o, !on)
	}
}

// Relabel sets the panel's texts in the current language.
func (p *Model) Relabel() {
	p.keyStatus.SetText(i18n.T("Status"))
	p.keyMistakes.SetText(i18n.T("Mistakes"))
	p.keyMargin.SetText(i18n.T("Margin"))
	p.keyData.SetText(i18n.T("Data"))
	p.Heading.SetText(i18n.T("Settings"))
	p.Settings.Relabel()
	p.Refresh()
}

// Refresh shows the session's current model.
func (p *Model) Refresh() {
	if p.refreshClassifier() {
		return
	}
	s := p.r.Session()
	st := s.Training().State()
	p.W.SetText(wText(s))
	p.B.SetText(typeset.FormatNumberUnicodeDigits(st.B, hyperplaneDigits(s)))
	p.eta.SetText(kit.Num(s.Settings().Eta))
	p.Status.SetText(StatusText(s))
	p.Mistakes.SetText(p.mistakesText())
	p.Data.SetText(p.dataText())
	p.Margin.SetText(marginText(s))
	p.Formula.SetText(formulaText(s))
	p.Settings.load(s.Settings(), s.Set().D)
}

// mistakesText writes k, and Novikoff's bound where its conditions hold
// (Li Hang, Theorem 2.1: linearly separable data, a run from w₀ = 0,
// b₀ = 0, any η > 0); where one fails, it names the condition instead of
// stating the bound.
func (p *Model) mistakesText() string {
	s := p.r.Session()
	k := fmt.Sprintf(i18n.PluralT(s.Training().State().K, "k = %d update", "k = %d updates"), s.Training().State().K)
	nov, ok := p.r.Novikoff()
	bound, separable := nov.Bound, nov.Separable
	if !s.Settings().Form.Linear() || !ok {
		return k
	}
	switch {
	case !separable:
		return k + "  " + i18n.T("(no Novikoff bound: the data are not linearly separable)")
	case !startsAtZero(s):
		return k + "  " + fmt.Sprintf(i18n.T("(Novikoff's bound (R/γ)² = %s holds only for a run from w₀ = 0, b₀ = 0; this run starts elsewhere)"), kit.Num(bound))
	case !(s.Settings().Eta > 0):
		return k + "  " + i18n.T("(no Novikoff bound: it needs η > 0)")
	}
	return k + "  " + fmt.Sprintf(i18n.T("≤ (R/γ)² = %s (Novikoff)"), kit.Num(bound))
}

// startsAtZero reports whether the session's run starts from w₀ = 0 and
// b₀ = 0, the start Novikoff's theorem assumes.
func startsAtZero(s *lab.Session) bool {
	st := s.Training().Start()
	return st.B == 0 && !slices.ContainsFunc(st.W, func(v float64) bool { return v != 0 })
}

// dataText says, before any training, whether the perceptron can converge
// on the data: the LP behind numeric.Novikoff decides linear separability.
func (p *Model) dataText() string {
	nov, ok := p.r.Novikoff()
	switch {
	case !ok:
		return "—"
	case !nov.Separable && p.r.Session().Settings().Form.UsesKernel():
		// The LP speaks of lines; the kernel separates in its feature space.
		return i18n.T("not linearly separable; the kernel perceptron works in its feature space, where they may separate")
	case !nov.Separable:
		return i18n.T("not linearly separable: the perceptron can never converge")
	}
	return fmt.Sprintf(i18n.T("linearly separable: R = %s, γ = %s"), kit.Num(nov.R), kit.Num(nov.Gamma))
}

// StatusText says where the training stands and how many points are
// misclassified now.
func StatusText(s *lab.Session) string {
	if s.Set().Task == dataset.Regression {
		return i18n.T("regression data (x, t): no method for it yet")
	}
	st := s.Training().State()
	var phase string
	switch {
	case st.Status == perceptron.Converged:
		phase = i18n.T("converged")
	case st.Status == perceptron.Cycle:
		phase = i18n.T("stopped: cycle")
	case st.Status == perceptron.EpochLimit:
		phase = i18n.T("stopped: epoch limit")
	case st.K == 0:
		phase = i18n.T("not started")
	default:
		phase = i18n.T("training")
	}
	n := s.Set().Len()
	return phase + " · " + fmt.Sprintf(i18n.T("%d of %d points misclassified"), s.Training().Misclassified(), n)
}

// marginText writes the geometric margin and the point that sets it.
func marginText(s *lab.Session) string {
	if !s.Settings().Form.Linear() {
		return i18n.T("— (the kernel's boundary is not a line)")
	}
	m, i, ok := s.Training().Margin()
	if !ok {
		return i18n.T("undefined while w = 0")
	}
	text := fmt.Sprintf(i18n.T("γ = %s, set by %s"), kit.Num(m), kit.PointName(i))
	if m <= 0 {
		text += " " + i18n.T("(≤ 0: a point is on the wrong side)")
	}
	return text
}

// wText writes w, which the kernel form does not have in the input space.
func wText(s *lab.Session) string {
	if !s.Settings().Form.Linear() {
		return i18n.T("— (in the kernel's feature space)")
	}
	return kit.Vec(s.Training().State().W)
}

// formulaText writes the decision function with its numbers.
func formulaText(s *lab.Session) string {
	st := s.Training().State()
	if !s.Settings().Form.Linear() {
		k, _ := s.Settings().Kernel()
		return fmt.Sprintf("sign(Σ αⱼyⱼK(xⱼ, x) %s)", perceptronview.Signed(st.B, false)) + ", K = " + perceptronview.KernelName(k)
	}
	return "sign(" + typeset.FormulaUnicodeDigits(st.W, st.B, hyperplaneDigits(s)) + ")"
}

// modelRoom is what the Model asks of the window.
type modelRoom interface {
	settingsRoom
	// View returns the view of the session's method (its rows).
	View() methodview.View
	// Novikoff returns R, γ and (R/γ)² of the points, and whether they
	// were computed (not past the window's limit of points).
	Novikoff() (r numeric.NovikoffResult, ok bool)
}
