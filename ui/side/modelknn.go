package side

import (
	"perceptronlab/ui/i18n"
)

// refreshClassifier fills the Model tab's rows for k-NN and naive Bayes,
// which have no w, b or margin, and reports false in the forms that train.
func (p *Model) refreshClassifier() bool {
	s := p.r.Session()
	form := s.Settings().Form
	if form.Trains() {
		return false
	}
	for _, l := range [...]interface{ SetText(string) }{p.W, p.B, p.eta, p.Mistakes} {
		l.SetText("—")
	}
	p.Data.SetText(p.dataText())
	p.Margin.SetText(i18n.T("— (no separating line)"))
	status, formula := p.r.View().Status() // the method's rows
	p.Status.SetText(status)
	p.Formula.SetText(formula)
	p.Settings.load(s.Settings(), s.Set().D)
	return true
}
