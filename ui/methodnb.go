package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2/dialog"

	"perceptronlab/lab"
	"perceptronlab/scene"
)

// nbView is the window's view of Gaussian naive Bayes on the plane (Li
// Hang, chapter 4): nothing to train or step; a query shows its
// classification in the Bayes tab.
type nbView struct{}

// models returns the naive-Bayes regions and ellipses, and the query.
func (nbView) models(e *explorer) []scene.Model {
	var ms []scene.Model
	if m, _ := e.cls().nb.Model(); m != nil {
		ms = append(ms, scene.GaussianNB{Model: m})
	}
	if q := e.cls().nb.Query(); q != nil {
		ms = append(ms, queryMark{Q: q})
	}
	return ms
}

func (nbView) query(e *explorer, q []float64) bool {
	e.cls().nb.SetQuery(q)
	e.status.setMessage(fmt.Sprintf(T("Query q = %s: the Bayes tab shows its classification"), vec(q)))
	return true
}

func (nbView) step(*explorer) bool { return false }

func (nbView) reset(e *explorer) bool {
	e.status.setMessage(T("Naive Bayes has nothing to reset: its regions follow the points"))
	return true
}

func (nbView) animate(e *explorer) bool {
	dialog.ShowInformation(T("Export animation"), T("Naive Bayes has no steps to animate: export a figure instead."), e.win)
	return true
}

func (nbView) steps() bool { return false }

// model says how naive Bayes labels a point, with its errors.
func (nbView) model(p *modelPanel) (status, formula string) {
	return p.nbStatus(), "y = sign(log P(+1|x) − log P(−1|x))"
}

// explanation gives the query's products per class and the winner, in
// one line; the Bayes tab writes out every factor.
func (nbView) explanation(e *explorer) []string {
	m, err := e.cls().nb.Model()
	if m == nil {
		return []string{problemText(err)}
	}
	ex, ok := e.cls().nb.Explain()
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf(T("q = %s: P(Y = +1)·Πⱼ N(qⱼ | +1) = %s, P(Y = −1)·Πⱼ N(qⱼ | −1) = %s, so y = %s (the Bayes tab has every factor)."),
		vec(ex.X), num(ex.Class[1].Product), num(ex.Class[0].Product), lab.ClassName(ex.Label))}
}

func (nbView) changed(lab.TrainSettings) string {
	return T("Naive Bayes: the regions are redrawn from the fitted densities")
}

// extras clears the query; the Bayes tab shows.
func (nbView) extras(e *explorer, _ lab.ExampleSpec) {
	e.cls().nb.SetQuery(nil)
	e.side.show("bayes")
}

func (nbView) queryPoint(e *explorer) []float64  { return e.cls().nb.Query() }
func (nbView) setQuery(e *explorer, q []float64) { e.cls().nb.SetQuery(q) }

// predictKey adds the query.
func (nbView) predictKey(e *explorer, k *predictKey) { k.query = fmt.Sprint(e.cls().nb.Query()) }

// question asks the class of a new query; nothing else.
func (nbView) question(e *explorer, p *predictMode) (lab.Question, bool, bool) {
	if q := e.cls().nb.Query(); q != nil && !slices.Equal(q, p.classAsk) {
		p.classAsk = q
		q, ok := lab.BayesClassQuestion(e.cls().nb)
		return q, ok, true
	}
	return lab.Question{}, false, true
}

func (nbView) askHint() string {
	return T("Ctrl+click on the plane to place a query point: the lab asks its class first")
}

// tabs is the Bayes tab.
func (nbView) tabs() []tabSpec {
	return []tabSpec{{name: "bayes", title: "Bayes", lazy: true, build: func(r sideRoom) panel { return newNBPanel(r) }}}
}
