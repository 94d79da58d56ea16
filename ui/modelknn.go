package ui

import (
	"perceptronlab/ui/i18n"
)

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
	status, formula := p.r.View().Status() // the method's rows
	p.status.SetText(status)
	p.formula.SetText(formula)
	p.settings.load(s.Settings(), s.Set().D)
	return true
}
