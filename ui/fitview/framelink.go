package fitview

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Curve-fitting links (lab.FitLink) carry the lab and the window's look,
// with the classifiers' link's keys: a classroom's link opens in its
// language, projected and dark, in either mode.

// Link returns the curve-fitting lab as a link, with the language, the
// modes and predict, then reveal.
func (fm *Frame) Link() *lab.FitLink {
	v := fm.View
	dark, projector := fm.Look()
	l := &lab.FitLink{Lab: v.Lab()}
	l.Lang, l.Projector, l.Dark = i18n.Language(), &projector, &dark
	if v.Predicting() {
		on := true
		l.Predict = &on
	}
	return l
}

// OpenLink opens a curve-fitting link: the data, the fit, the CV
// setting, the fold shown after cross-validating again, and the look. A
// link that cannot be read leaves the lab as it was and says why.
func (fm *Frame) OpenLink(fragment string) {
	fm.SelectMethod("polyfit")
	v := fm.View
	l, err := lab.ParseFitLink(fragment)
	if err != nil {
		fm.linkFailed(err)
		return
	}
	fm.HasBadLink = false
	fm.ApplyLinkLook(l.LinkLook)
	wasDirty := fm.Session().Dirty()
	v.Replace(l.Lab)
	if l.Predict != nil {
		v.PredictFromLink(*l.Predict)
	}
	v.Changed()
	fm.KeepClean(wasDirty)
	v.Frame()
	v.Message(i18n.T("Opened the lab of the link"))
	if l.Fold > 0 {
		v.StartCVAt(l.Fold - 1)
	}
}

// linkFailed says why a curve-fitting link could not be opened. The
// page's address keeps the bad link until the lab changes, so that it
// can be copied to report it.
func (fm *Frame) linkFailed(err error) {
	fm.BadLink, fm.HasBadLink = fm.Fragment(), true
	fm.View.Message(i18n.T("This link could not be opened"))
	kit.ShowError(fmt.Errorf(i18n.T("This link could not be opened, so the curve-fitting lab is left as it was.\n%w"), err), fm.Window())
}

// Fragment returns the curve-fitting lab's fragment, "" when it has
// none (too large for a link).
func (fm *Frame) Fragment() string {
	f, err := fm.Link().Fragment()
	if err != nil {
		return ""
	}
	return f
}

// ShownFragment returns the curve-fitting mode's link fragment while the
// mode is on, else "" (also for a lab too large for a link).
func (fm *Frame) ShownFragment() string {
	if !fm.InFitMode() {
		return ""
	}
	return fm.Fragment()
}
