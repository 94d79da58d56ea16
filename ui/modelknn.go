package ui

import (
	"fmt"

	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// looLimit is the most points for which the Model tab counts k-NN's
// leave-one-out errors at every refresh (a drag refreshes many times a
// second).
const looLimit = 5000

// refreshClassifier fills the Model tab's rows for k-NN and naive Bayes,
// which have no w, b or margin, and reports false in the forms that train.
func (p *modelPanel) refreshClassifier() bool {
	s := p.r.Session()
	form := s.Settings().Form
	if form.Trains() {
		return false
	}
	for _, l := range [...]interface{ SetText(string) }{p.w, p.b, p.eta, p.mistakes} {
		l.SetText("—")
	}
	p.data.SetText(p.dataText())
	p.margin.SetText(i18n.T("— (no separating line)"))
	status, formula := p.r.method().model(p) // the method's rows (methodknn.go, methodnb.go)
	p.status.SetText(status)
	p.formula.SetText(formula)
	p.settings.load(s.Settings(), s.Set().D)
	return true
}

// knnStatus counts k-NN's leave-one-out errors, or says why there is no
// classifier.
func (p *modelPanel) knnStatus() string {
	m, err := p.r.cls().nn.Model()
	if m == nil {
		return problemText(err)
	}
	n := p.r.Session().Set().Len()
	if n > looLimit {
		return fmt.Sprintf(i18n.T("k-NN over %d points"), n)
	}
	loo, err := m.LeaveOneOut()
	if err != nil {
		return fmt.Sprintf(i18n.T("k-NN over %d points (leave-one-out needs k < %d)"), n, n)
	}
	return fmt.Sprintf(i18n.T("%d of %d points misclassified by leave-one-out"), loo, n)
}

// nbStatus counts the points naive Bayes mislabels, or says why there is
// no classifier.
func (p *modelPanel) nbStatus() string {
	m, err := p.r.cls().nb.Model()
	if m == nil {
		return problemText(err)
	}
	set, wrong := p.r.Session().Set(), 0
	for i := range set.Len() {
		if m.Predict(set.Point(i)) != set.Y[i] {
			wrong++
		}
	}
	return fmt.Sprintf(i18n.T("%d of %d points misclassified"), wrong, set.Len())
}

// knnFormula says how k-NN labels a point.
func knnFormula(k int, p float64) string {
	if k == 1 {
		return fmt.Sprintf(i18n.T("y = the label of the nearest point in the L%s distance"), scene.PName(p))
	}
	return fmt.Sprintf(i18n.T("y = the majority label of the %d nearest points in the L%s distance"), k, scene.PName(p))
}
