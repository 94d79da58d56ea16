package ui

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Curve-fitting links (lab.FitLink) carry the lab and the window's look,
// with the classifiers' link's keys: a classroom's link opens in its
// language, projected and dark, in either mode.

// fitLink returns the curve-fitting lab as a link, with the language, the
// modes and predict, then reveal.
func (e *explorer) fitLink() *lab.FitLink {
	v := e.fitMode.view
	projector, dark := e.look.projector, e.look.dark
	l := &lab.FitLink{Lab: v.Lab()}
	l.Lang, l.Projector, l.Dark = i18n.Language(), &projector, &dark
	if v.Predicting() {
		on := true
		l.Predict = &on
	}
	return l
}

// openFitLink opens a curve-fitting link: the data, the fit, the CV
// setting, the fold shown after cross-validating again, and the look. A
// link that cannot be read leaves the lab as it was and says why.
func (e *explorer) openFitLink(fragment string) {
	e.selectMethod("polyfit")
	v := e.fitMode.view
	l, err := lab.ParseFitLink(fragment)
	if err != nil {
		e.fitLinkFailed(err)
		return
	}
	e.fitMode.hasBadLink = false
	e.applyLookOf(l.LinkLook)
	wasDirty := e.s.Dirty()
	v.Replace(l.Lab)
	if l.Predict != nil {
		v.PredictFromLink(*l.Predict)
	}
	v.Changed()
	e.KeepClean(wasDirty)
	v.Frame()
	v.Message(i18n.T("Opened the lab of the link"))
	if l.Fold > 0 {
		v.StartCVAt(l.Fold - 1)
	}
}

// fitLinkFailed says why a curve-fitting link could not be opened. The
// page's address keeps the bad link until the lab changes, so that it
// can be copied to report it.
func (e *explorer) fitLinkFailed(err error) {
	e.fitMode.badLink, e.fitMode.hasBadLink = e.fitFragmentOf(), true
	e.fitMode.view.Message(i18n.T("This link could not be opened"))
	kit.ShowError(fmt.Errorf(i18n.T("This link could not be opened, so the curve-fitting lab is left as it was.\n%w"), err), e.win)
}

// fitFragmentOf returns the curve-fitting lab's fragment, "" when it has
// none (too large for a link).
func (e *explorer) fitFragmentOf() string {
	f, err := e.fitLink().Fragment()
	if err != nil {
		return ""
	}
	return f
}
