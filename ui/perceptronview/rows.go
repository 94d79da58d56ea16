package perceptronview

import (
	"fmt"
	"math"
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Rows are the Model tab's rows of the perceptron: w and b as trained so
// far, η, where the run stands, whether the data separate, the updates
// against Novikoff's bound, the margin and the decision function.
func (m *Method) Rows() []methodview.Row {
	s := m.r.Session()
	st := s.Training().State()
	return []methodview.Row{
		{Key: "w", Value: wText(s)},
		{Key: "b", Value: typeset.FormatNumberUnicodeDigits(st.B, hyperplaneDigits(s))},
		{Key: "η", Value: kit.Num(s.Settings().Eta), Setting: true},
		{Key: i18n.T("Status"), Value: StatusText(s)},
		{Key: i18n.T("Data"), Value: m.dataText()},
		{Key: i18n.T("Mistakes"), Value: m.mistakesText()},
		{Key: i18n.T("Margin"), Value: marginText(s)},
		{Key: "f(x)", Value: formulaText(s)},
	}
}

// mistakesText writes k, and Novikoff's bound where its conditions hold
// (Li Hang, Theorem 2.1: linearly separable data, a run from w₀ = 0,
// b₀ = 0, any η > 0); where one fails, it names the condition instead of
// stating the bound.
func (m *Method) mistakesText() string {
	s := m.r.Session()
	k := fmt.Sprintf(i18n.PluralT(s.Training().State().K, "k = %d update", "k = %d updates"), s.Training().State().K)
	nov, ok := m.r.Novikoff()
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
func (m *Method) dataText() string {
	nov, ok := m.r.Novikoff()
	switch {
	case !ok:
		return "—"
	case !nov.Separable && m.r.Session().Settings().Form.UsesKernel():
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
		return fmt.Sprintf("sign(Σ αⱼyⱼK(xⱼ, x) %s)", Signed(st.B, false)) + ", K = " + KernelName(k)
	}
	return "sign(" + typeset.FormulaUnicodeDigits(st.W, st.B, hyperplaneDigits(s)) + ")"
}

// hyperplaneDigits returns the significant digits that print the current
// w, b so that they classify the points as they do (typeset.HyperplaneDigits):
// 6 near the origin, more far from it.
func hyperplaneDigits(s *lab.Session) int {
	st, set := s.Training().State(), s.Set()
	if len(st.W) != set.D || set.Len() == 0 {
		return 6
	}
	return typeset.HyperplaneDigits(set.X, st.W, st.B)
}

// PointLines say what the model shown says of point i: w·xᵢ + b and its
// signed distance to the line (ESL §4.5.1), or in the kernel form f(xᵢ).
func (m *Method) PointLines(i int) []string {
	s := m.r.Session()
	set, name := s.Set(), kit.PointName(i)
	if i < 0 || i >= set.Len() {
		return nil
	}
	x, st := set.Point(i), s.Training().State()
	switch {
	case s.Settings().Form.UsesKernel():
		if k := s.Training().KernelModel(); k != nil {
			return []string{"f(" + name + ") = Σⱼ αⱼyⱼK(xⱼ, " + name + ") + b = " + kit.Num(k.Decision(x))}
		}
	case s.Settings().Form.Linear() && len(st.W) == len(x):
		f := st.B + numeric.Linear{}.Eval(st.W, x)
		lines := []string{"w·" + name + " + b = " + kit.Num(f)}
		if n := math.Sqrt(numeric.Linear{}.Eval(st.W, st.W)); n > 0 {
			lines = append(lines, fmt.Sprintf(i18n.T("signed distance (w·x + b)/‖w‖ = %s"), scene.SignedLabel(f/n)))
		}
		return lines
	}
	return nil
}
