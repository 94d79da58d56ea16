package ui

// Curve fitting's lab is part of the session (lab.Session.Fit): Save, Open
// and autosave carry it in the session file's "fit" section, and its
// edits are unsaved work, so that Ctrl+Q and closing the window ask, as
// they do for the classifiers' labs. Once curve fitting has been shown,
// the session keeps its lab, also after the window goes back to a
// classifier: a file saved then holds both, and nothing made is lost.

// fitEdited marks the session unsaved after an edit of the curve-fitting
// lab, retitles the window and schedules an autosave.
func (e *explorer) fitEdited() {
	e.s.MarkUnsaved()
	e.refreshTitle()
	e.auto.schedule()
}

// showSessionFit shows what a session file just opened holds: its
// curve-fitting lab, in curve fitting, at the fold the file showed; a file
// without one shows the classifiers.
func (e *explorer) showSessionFit() {
	l, fold := e.s.Fit(), e.s.FitFold()
	if l == nil {
		e.leaveFitMode()
		return
	}
	e.selectMethod("polyfit")
	v := e.fitMode.view
	v.stop()
	if l != v.lab {
		*v.lab = *l
	}
	e.s.SetFit(v.lab)
	v.selected, v.resample = -1, nil
	v.history = fitHistory{last: snapOf(v.lab)}
	v.cv.load()
	v.refresh()
	v.frame()
	if fold > 0 {
		v.cv.startAt(fold - 1)
	}
}
