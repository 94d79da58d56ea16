package ui

import (
	"fmt"

	"perceptronlab/ui/i18n"
)

// Curve fitting in the session file: the session holds the window's lab
// (lab.Session.SetFit, from the first time curve fitting is shown), so
// Save, Save As, autosave and Ctrl+Q's question cover it as they cover
// the classifiers' points. A file that holds a lab opens in curve
// fitting.

// showOpenedFit shows the curve-fitting lab of the file the session has
// just opened, named name ("" for an autosave): the window's lab takes
// its points, M, λ and settings (one edit, which Undo takes back), and
// curve fitting shows it at the fold the file showed. A file without a
// lab leaves the window's lab in the session and shows the classifiers'
// points it opened. The fold is shown by showOpenedFold.
func (e *explorer) showOpenedFit(name string) {
	f, fold := e.s.Fit(), e.s.FitFold()
	if f == nil {
		if v := e.fitMode.view; v != nil {
			e.s.SetFit(v.Lab())
		}
		e.LeaveFitMode()
		return
	}
	e.selectMethod("polyfit")
	v := e.fitMode.view
	v.Replace(f)
	e.s.SetFit(v.Lab()) // the window's lab, with its undo history
	v.Changed()
	e.s.MarkSaved() // as opened; an autosave marks it unsaved after
	v.Frame()
	if name != "" {
		v.Message(fmt.Sprintf(i18n.T("Opened %s: %d points"), name, len(v.Lab().Points)))
	}
	e.fitMode.openFold = fold
}

// showOpenedFold cross-validates the lab just opened again and shows the
// fold its file showed, if any, on the stepper's tab. It runs last, once
// the window has shown what it opened: the cross-validation ends on
// another goroutine.
func (e *explorer) showOpenedFold() {
	fold := e.fitMode.openFold
	e.fitMode.openFold = 0
	if v := e.fitOn(); v != nil && fold > 0 {
		v.ShowFold(fold - 1)
	}
}

// KeepClean marks the session saved after a change that put nothing of
// the user's at stake: an example, generated points or a link opened
// while nothing was unsaved, as loadExample does for the classifiers.
func (e *explorer) KeepClean(wasDirty bool) {
	if !wasDirty {
		e.s.MarkSaved()
		e.refreshTitle()
	}
}
