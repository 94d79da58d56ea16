package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2/dialog"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// nbView is the window's view of Gaussian naive Bayes on the plane (Li
// Hang, chapter 4): nothing to train or step; a query shows its
// classification in the Bayes tab.
type nbView struct{}

// models returns the naive-Bayes regions and ellipses, and the query.
func (*nbView) models(w methodRoom) []scene.Model {
	var ms []scene.Model
	if m, _ := w.cls().nb.Model(); m != nil {
		ms = append(ms, scene.GaussianNB{Model: m})
	}
	if q := w.cls().nb.Query(); q != nil {
		ms = append(ms, queryMark{Q: q})
	}
	return ms
}

func (*nbView) query(w methodRoom, q []float64) bool {
	w.cls().nb.SetQuery(q)
	w.Message(fmt.Sprintf(i18n.T("Query q = %s: the Bayes tab shows its classification"), kit.Vec(q)))
	return true
}

func (*nbView) step(methodRoom) bool { return false }

func (*nbView) reset(w methodRoom) bool {
	w.Message(i18n.T("Naive Bayes has nothing to reset: its regions follow the points"))
	return true
}

func (*nbView) animate(w methodRoom) bool {
	dialog.ShowInformation(i18n.T("Export animation"), i18n.T("Naive Bayes has no steps to animate: export a figure instead."), w.Window())
	return true
}

func (*nbView) steps() bool { return false }

// model says how naive Bayes labels a point, with its errors.
func (*nbView) model(p *modelPanel) (status, formula string) {
	return p.nbStatus(), "y = sign(log P(+1|x) − log P(−1|x))"
}

// explanation gives the query's products per class and the winner, in
// one line; the Bayes tab writes out every factor.
func (*nbView) explanation(w methodRoom) []string {
	m, err := w.cls().nb.Model()
	if m == nil {
		return []string{problemText(err)}
	}
	ex, ok := w.cls().nb.Explain()
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf(i18n.T("q = %s: P(Y = +1)·Πⱼ N(qⱼ | +1) = %s, P(Y = −1)·Πⱼ N(qⱼ | −1) = %s, so y = %s (the Bayes tab has every factor)."),
		kit.Vec(ex.X), kit.Num(ex.Class[1].Product), kit.Num(ex.Class[0].Product), lab.ClassName(ex.Label))}
}

func (*nbView) changed(lab.TrainSettings) string {
	return i18n.T("Naive Bayes: the regions are redrawn from the fitted densities")
}

// extras clears the query; the Bayes tab shows.
func (*nbView) extras(w methodRoom, _ lab.ExampleSpec) {
	w.cls().nb.SetQuery(nil)
	w.showTab("bayes")
}

func (*nbView) queryPoint(w methodRoom) []float64  { return w.cls().nb.Query() }
func (*nbView) setQuery(w methodRoom, q []float64) { w.cls().nb.SetQuery(q) }

// predictKey adds the query.
func (*nbView) predictKey(w methodRoom, k *predictKey) { k.query = fmt.Sprint(w.cls().nb.Query()) }

// question asks the class of a new query; nothing else.
func (*nbView) question(w methodRoom, p *predictMode) (lab.Question, bool, bool) {
	if q := w.cls().nb.Query(); q != nil && !slices.Equal(q, p.classAsk) {
		p.classAsk = q
		q, ok := lab.BayesClassQuestion(w.cls().nb)
		return q, ok, true
	}
	return lab.Question{}, false, true
}

func (*nbView) askHint() string {
	return i18n.T("Ctrl+click on the plane to place a query point: the lab asks its class first")
}

// tabs is the Bayes tab.
func (*nbView) tabs() []tabSpec {
	return []tabSpec{{name: "bayes", title: "Bayes", lazy: true, build: func(r sideRoom) panel { return newNBPanel(r) }}}
}
