package perceptronview

import (
	"fmt"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Method is the window's view of the perceptron's forms (Li Hang,
// chapter 2): the run, stepped by the window's controller, draws the
// hyperplane, the one before the update, the variant's line and the
// kernel's regions; its tabs are the Gram matrix, α, the trace and the
// learning curve.
type Method struct {
	r methodview.Room
	// Anim is the latest animation dialog (Animate), for tests.
	Anim *AnimDialog
}

// NewMethod returns the perceptron's view for the window r.
func NewMethod(r methodview.Room) methodview.View { return &Method{r: r} }

// Models returns the hyperplane of the state shown, the one before its
// update, the variant's line and the kernel's regions.
func (m *Method) Models() []scene.Model {
	s := m.r.Session()
	st := s.Training().State()
	ms := scene.Step(st.W, st.B, st.PrevW, st.PrevB)
	if v, ok := s.Training().Variant(); ok {
		ms = append(ms, scene.VariantLine{W: v.W, B: v.B, Name: s.Settings().Form.Variant()})
	}
	if k := s.Training().KernelModel(); k != nil {
		ms = append(ms, scene.Regions{F: k.Decision})
	}
	return ms
}

// A click adds a point: the perceptron has no query.
func (*Method) Query([]float64) bool      { return false }
func (*Method) QueryPoint() []float64     { return nil }
func (*Method) WriteLink(*lab.Link)       {}
func (*Method) ReadLink(*lab.Link) func() { return nil }
func (*Method) Open(*lab.ExampleSpec)     {}
func (*Method) PredictKey() string        { return "" }
func (*Method) AskHint() string           { return "" }
func (*Method) Changed(lab.TrainSettings) string {
	return i18n.T("Settings changed: training starts again")
}

// Question asks which point the next step updates (or which αᵢ grows).
func (m *Method) Question(asked []float64) (lab.Question, bool, []float64) {
	q, ok := lab.UpdateQuestion(m.r.Session())
	return q, ok, asked
}

// Tabs are the Gram, α, Trace and Curve tabs.
func (m *Method) Tabs() []methodview.Tab {
	return []methodview.Tab{
		{Name: "gram", Title: "Gram", Build: func() kit.Panel { return NewGram(m.r) }},
		{Name: "alpha", Title: "α", Build: func() kit.Panel { return NewAlpha(m.r) }},
		{Name: "trace", Title: "Trace", Build: func() kit.Panel { return NewTrace(m.r) }},
		{Name: "curve", Title: "Curve", Lazy: true, Build: func() kit.Panel { return NewCurve(m.r) }},
	}
}

// Explanation explains the state shown: its update (or the start) and,
// at the end of a run, its result first: the variant's line, then why it
// ended.
func (m *Method) Explanation() []string {
	s := m.r.Session()
	x := ExplainerOf(s, s.Training().State())
	lines := x.At(len(x.Events))
	var head []string
	if v := VariantLine(s); v != "" {
		head = append(head, v)
	}
	if end := x.End(); x.Status != perceptron.Running && len(end) <= len(lines) {
		// The run's conclusion first, then the update that led to it: a
		// strip too short for both shows the conclusion and starts at its
		// beginning (issue 27, fault 12: at 1024×768 in projector mode it
		// was scrolled to its end, mid-text).
		return append(append(head, end...), lines[:len(lines)-len(end)]...)
	}
	return append(lines, head...)
}

// variantLines says what each variant's line holds, by its legend name
// (lab.Form.Variant); T translates it.
var variantLines = map[string]string{
	"pocket weights":   "Pocket: w = %s, b = %s, %d of %d points misclassified: the state in the pocket. Gallant's ratchet counts a state's errors only once it has classified more points in a row than the pocket's, and takes it when it makes fewer, so a better state that is soon updated is never counted.",
	"averaged weights": "Averaged: w = %s, b = %s, %d of %d points misclassified: the mean of every state, weighted by how long it lasted.",
}

// VariantLine says in words what the variant (pocket, averaged) holds
// after the update shown; "" in the other forms.
func VariantLine(s *lab.Session) string {
	f := s.Settings().Form
	if !f.VariantForm() {
		return ""
	}
	v, ok := s.Training().Variant()
	if !ok {
		return i18n.T("The variant's line cannot be replayed: the points changed during the run, or it is too long. Reset to start again.")
	}
	return fmt.Sprintf(i18n.T(variantLines[f.Variant()]), kit.Vec(v.W), kit.Num(v.B), v.Errors, s.Set().Len())
}
