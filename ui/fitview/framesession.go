package fitview

import (
	"fmt"

	"perceptronlab/ui/i18n"
)

// Curve fitting in the session file: the session holds the window's lab
// (lab.Session.SetFit, from the first time curve fitting is shown), so
// Save, Save As, autosave and Ctrl+Q's question cover it as they cover
// the classifiers' points. A file that holds a lab opens in curve
// fitting.

// ShowOpenedFit shows the curve-fitting lab of the file the session has
// just opened, named name ("" for an autosave): the window's lab takes
// its points, M, λ and settings (one edit, which Undo takes back), and
// curve fitting shows it at the fold the file showed. A file without a
// lab leaves the window's lab in the session and shows the classifiers'
// points it opened. The fold is shown by showOpenedFold.
func (fm *Frame) ShowOpened(name string) {
	f, fold := fm.Session().Fit(), fm.Session().FitFold()
	if f == nil {
		if v := fm.View; v != nil {
			fm.Session().SetFit(v.Lab())
		}
		fm.LeaveFitMode()
		return
	}
	fm.SelectMethod("polyfit")
	v := fm.View
	v.Replace(f)
	fm.Session().SetFit(v.Lab()) // the window's lab, with its undo history
	v.Changed()
	fm.Session().MarkSaved() // as opened; an autosave marks it unsaved after
	v.Frame()
	if name != "" {
		v.Message(fmt.Sprintf(i18n.T("Opened %s: %d points"), name, len(v.Lab().Points)))
	}
	fm.openFold = fold
}

// ShowOpenedFold cross-validates the lab just opened again and shows the
// fold its file showed, if any, on the stepper's tab. It runs last, once
// the window has shown what it opened: the cross-validation ends on
// another goroutine.
func (fm *Frame) ShowOpenedFold() {
	fold := fm.openFold
	fm.openFold = 0
	if v := fm.Shown(); v != nil && fold > 0 {
		v.ShowFold(fold - 1)
	}
}

// KeepClean marks the session saved after a change that put nothing of
// the user's at stake: an example, generated points or a link opened
// while nothing was unsaved, as loadExample does for the classifiers.
func (fm *Frame) KeepClean(wasDirty bool) {
	if !wasDirty {
		fm.Session().MarkSaved()
		fm.RefreshTitle()
	}
}
