package nbview

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Method is the window's view of Gaussian naive Bayes on the plane (Li
// Hang, chapter 4): nothing to train; its run (Run) counts the points one
// by one into the estimates, and a query shows its classification in the
// Bayes tab. Its state is its own: the fitted model, the counting's
// position and its query.
type Method struct {
	r  methodview.Room
	nb *lab.Bayes
}

// NewMethod returns naive Bayes's view for the window r.
func NewMethod(r methodview.Room) methodview.View {
	return &Method{r: r, nb: lab.NewBayes(r.Session())}
}

// Models returns the naive-Bayes regions and ellipses, and the query.
func (m *Method) Models() []scene.Model {
	var ms []scene.Model
	if g, _ := m.nb.Model(); g != nil {
		ms = append(ms, scene.GaussianNB{Model: g})
	}
	if n, on := m.nb.Counted(); on && n > 0 {
		ms = append(ms, scene.Counted{Last: n - 1})
	}
	if q := m.nb.Query(); q != nil {
		ms = append(ms, QueryMark{Q: q})
	}
	return ms
}

// Query places the query and says where its classification is.
func (m *Method) Query(q []float64) bool {
	m.nb.SetQuery(q)
	m.r.Message(fmt.Sprintf(i18n.T("Query q = %s: the Bayes tab shows its classification"), kit.Vec(q)))
	return true
}

// Animate says there is nothing to animate.
func (m *Method) Animate() {
	showNoSteps(m.r.Window())
}

// showNoSteps says that naive Bayes has no steps to animate.
func showNoSteps(w fyne.Window) {
	dialog.ShowInformation(i18n.T("Export animation"), i18n.T("Naive Bayes has no steps to animate: export a figure instead."), w)
}

// Status says how naive Bayes labels a point, with its errors, and while
// counting how many points are counted.
func (m *Method) Status() (status, formula string) {
	status = m.status()
	if n, on := m.nb.Counted(); on {
		status = fmt.Sprintf(i18n.T("%s; %s"), countedText(n, m.r.Session().Set().Len()), status)
	}
	return status, "y = sign(log P(+1|x) − log P(−1|x))"
}

// status counts the points naive Bayes mislabels, or says why there is
// no classifier.
func (m *Method) status() string {
	g, err := m.nb.Model()
	if g == nil {
		return kit.Problem(err)
	}
	set, wrong := m.r.Session().Set(), 0
	for i := range set.Len() {
		if g.Predict(set.Point(i)) != set.Y[i] {
			wrong++
		}
	}
	return fmt.Sprintf(i18n.T("%d of %d points misclassified"), wrong, set.Len())
}

// Explanation gives the query's products per class and the winner, in
// one line; the Bayes tab writes out every factor. While counting it
// explains the latest point counted instead (countingLines).
func (m *Method) Explanation() []string {
	if n, on := m.nb.Counted(); on {
		return m.countingLines(n)
	}
	g, err := m.nb.Model()
	if g == nil {
		return []string{kit.Problem(err)}
	}
	ex, ok := m.nb.Explain()
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf(i18n.T("q = %s: P(Y = +1)·Πⱼ N(qⱼ | +1) = %s, P(Y = −1)·Πⱼ N(qⱼ | −1) = %s, so y = %s (the Bayes tab has every factor)."),
		kit.Vec(ex.X), kit.Num(ex.Class[1].Product), kit.Num(ex.Class[0].Product), lab.ClassName(ex.Label))}
}

// Changed says that the regions follow the densities.
func (*Method) Changed(lab.TrainSettings) string {
	return i18n.T("Naive Bayes: the regions are redrawn from the fitted densities")
}

// Open clears the query of an example's lab; the Bayes tab shows.
func (m *Method) Open(x *lab.ExampleSpec) {
	if x == nil {
		return
	}
	m.nb.SetQuery(nil)
	m.r.ShowTab("bayes")
}

// QueryPoint returns the query, nil for none.
func (m *Method) QueryPoint() []float64 { return m.nb.Query() }

// PredictKey is the query.
func (m *Method) PredictKey() string { return fmt.Sprint(m.nb.Query()) }

// Question asks the class of a new query; nothing else.
func (m *Method) Question(asked []float64) (lab.Question, bool, []float64) {
	if q := m.nb.Query(); q != nil && !slices.Equal(q, asked) {
		qn, ok := lab.BayesClassQuestion(m.nb)
		return qn, ok, q
	}
	return lab.Question{}, false, asked
}

// AskHint says how to be asked: place a query.
func (*Method) AskHint() string {
	return i18n.T("Ctrl+click on the plane to place a query point: the lab asks its class first")
}

// Tabs is the Bayes tab.
func (m *Method) Tabs() []methodview.Tab {
	return []methodview.Tab{{Name: "bayes", Title: "Bayes", Lazy: true, Build: func() kit.Panel { return newNBPanel(m) }}}
}

// WriteLink puts the query in l.
func (m *Method) WriteLink(l *lab.Link) { l.Query = m.nb.Query() }

// ReadLink takes a link's query.
func (m *Method) ReadLink(l *lab.Link) func() {
	if l.Query != nil {
		m.nb.SetQuery(l.Query)
	}
	return nil
}
