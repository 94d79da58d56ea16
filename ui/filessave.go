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
func (kp *keeper) saveTo(path string, then func()) {
	if err := checkSaveName(path); err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	if err := kp.checkFitSave(path); err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	kp.checkDisk(path, then, func() { kp.saveKeeping(path, then) })
}

// saveKeeping saves to path; a CSV file in the layout of the CSV file
// the session came from (its header names, comments, label values), also
// under another name. When the points no longer fit that layout, saving
// over that file asks first; a new file is written in the lab's form.
func (kp *keeper) saveKeeping(path string, then func()) {
	var l *dataset.CSVLayout
	if d, ok := kp.Session().DiskOf(kp.Session().Path); ok {
		l = d.Layout
	}
	switch {
	case l == nil || isSessionName(path):
		kp.write(path, nil, then)
	case l.Fit(kp.Session().Set()) == nil:
		kp.write(path, l, then)
	case path != kp.Session().Path:
		kp.write(path, nil, then)
	default:
		kp.askLayoutLoss(path, l, then)
	}
}

// askLayoutLoss asks what to do when the points cannot be written over
// path in its own form: save a session file instead, overwrite it in the
// lab's own form, or cancel.
func (kp *keeper) askLayoutLoss(path string, l *dataset.CSVLayout, then func()) {
	name := filepath.Base(path)
	kit.AskChoice(i18n.T("Save over a file of another form?"), []string{
		fmt.Sprintf(i18n.T("%s cannot take these points in its own form: %s."), name, layoutMismatch(l, kp.Session().Set())),
		i18n.T("Overwriting writes the points in the lab's form (x1, x2, …, y) and drops the file's header names and comments. A session file keeps everything."),
	}, kp.Window(),
		kit.ChoiceButton{Text: i18n.T("Cancel"), Importance: widget.MediumImportance, Action: func() {}},
		kit.ChoiceButton{Text: i18n.T("Overwrite anyway"), Importance: widget.DangerImportance, Action: func() { kp.write(path, nil, then) }},
		kit.ChoiceButton{Text: i18n.T("Save as session"), Importance: widget.HighImportance, Action: func() { kp.askSaveSession(path, then) }},
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
func (kp *keeper) askSaveSession(path string, then func()) {
	base := filepath.Base(path)
	name := strings.TrimSuffix(base, filepath.Ext(base)) + ".json"
	kp.AskSavePath(name, []string{".json"}, func(p string) { kp.saveTo(p, then) })
}

// write saves the session to path, a CSV file in layout l when l is not
// nil, and says so.
func (kp *keeper) write(path string, l *dataset.CSVLayout, then func()) {
	kp.StoreView()
	if err := kp.saveFile(path, l); err != nil {
		kit.ShowProblem(i18n.T("Could not save"), err, i18n.T("Your work is still here, unsaved."), kp.Window())
		return
	}
	kp.saver.Discard()
	kp.saver.MarkSaved()
	kp.Message(fmt.Sprintf(i18n.T("Saved %s"), filepath.Base(path)))
	if v := kp.fit.Shown(); v != nil {
		v.Message(kp.statusMessage())
	}
	kp.Refresh()
	if then != nil {
		then()
	}
}
