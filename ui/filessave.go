package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// saveTo writes the session to path: CSV holds the points, JSON the whole
// session. Saving over the file the session came from first checks that
// nobody else wrote it meanwhile (checkDisk), and a CSV file keeps its
// form: its header names, comments and label values (saveKeeping). On
// error nothing is lost: the session stays in memory, unsaved.
func (e *explorer) saveTo(path string, then func()) {
	if err := checkSaveName(path); err != nil {
		kit.ShowError(err, e.win)
		return
	}
	if err := e.checkFitSave(path); err != nil {
		kit.ShowError(err, e.win)
		return
	}
	e.checkDisk(path, then, func() { e.saveKeeping(path, then) })
}

// saveKeeping saves to path; a CSV file in the layout of the CSV file
// the session came from (its header names, comments, label values), also
// under another name. When the points no longer fit that layout, saving
// over that file asks first; a new file is written in the lab's form.
func (e *explorer) saveKeeping(path string, then func()) {
	var l *dataset.CSVLayout
	if d, ok := e.s.DiskOf(e.s.Path); ok {
		l = d.Layout
	}
	switch {
	case l == nil || isSessionName(path):
		e.write(path, nil, then)
	case l.Fit(e.s.Set()) == nil:
		e.write(path, l, then)
	case path != e.s.Path:
		e.write(path, nil, then)
	default:
		e.askLayoutLoss(path, l, then)
	}
}

// askLayoutLoss asks what to do when the points cannot be written over
// path in its own form: save a session file instead, overwrite it in the
// lab's own form, or cancel.
func (e *explorer) askLayoutLoss(path string, l *dataset.CSVLayout, then func()) {
	name := filepath.Base(path)
	kit.AskChoice(i18n.T("Save over a file of another form?"), []string{
		fmt.Sprintf(i18n.T("%s cannot take these points in its own form: %s."), name, layoutMismatch(l, e.s.Set())),
		i18n.T("Overwriting writes the points in the lab's form (x1, x2, …, y) and drops the file's header names and comments. A session file keeps everything."),
	}, e.win,
		kit.ChoiceButton{Text: i18n.T("Cancel"), Importance: widget.MediumImportance, Action: func() {}},
		kit.ChoiceButton{Text: i18n.T("Overwrite anyway"), Importance: widget.DangerImportance, Action: func() { e.write(path, nil, then) }},
		kit.ChoiceButton{Text: i18n.T("Save as session"), Importance: widget.HighImportance, Action: func() { e.askSaveSession(path, then) }},
	)
}

// layoutMismatch says, in the lab's words, why set does not fit l.
func layoutMismatch(l *dataset.CSVLayout, set *dataset.Set) string {
	if set.D+1 != l.Cols {
		if len(l.Header) > 0 {
			return fmt.Sprintf(i18n.T("it has %d columns (%s), these points need %d"), l.Cols, strings.Join(l.Header, ","), set.D+1)
		}
		return fmt.Sprintf(i18n.T("it has %d columns, these points need %d"), l.Cols, set.D+1)
	}
	if l.Task == dataset.Regression {
		return i18n.T("it holds real targets t, the points class labels")
	}
	return i18n.T("it holds class labels, the points real targets")
}

// askSaveSession asks where to save the whole session, proposing a
// session file beside path.
func (e *explorer) askSaveSession(path string, then func()) {
	base := filepath.Base(path)
	name := strings.TrimSuffix(base, filepath.Ext(base)) + ".json"
	e.AskSavePath(name, []string{".json"}, func(p string) { e.saveTo(p, then) })
}

// write saves the session to path, a CSV file in layout l when l is not
// nil, and says so.
func (e *explorer) write(path string, l *dataset.CSVLayout, then func()) {
	e.storeView()
	if err := e.saveFile(path, l); err != nil {
		kit.ShowProblem(i18n.T("Could not save"), err, i18n.T("Your work is still here, unsaved."), e.win)
		return
	}
	e.auto.discard()
	e.auto.markSaved()
	e.status.setMessage(fmt.Sprintf(i18n.T("Saved %s"), filepath.Base(path)))
	if v := e.fit.fitOn(); v != nil {
		v.Message(e.status.Message())
	}
	e.Refresh()
	if then != nil {
		then()
	}
}
