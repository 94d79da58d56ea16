package ui

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onNew starts an empty plane; undo brings the old points back.
func (e *explorer) onNew() {
	e.ctl.Stop()
	e.s.Replace(&dataset.Set{D: 2}, e.s.Settings())
	e.s.Path, e.s.View = "", nil
	e.status.setMessage(i18n.T("New plane: click to add points (Ctrl+Z brings the old ones back)"))
	e.Changed()
}

// openPath opens a CSV file, a point set or a session. On error it shows
// the error, which names the file and the line, and keeps the current data.
func (e *explorer) openPath(path string) {
	e.ctl.Stop()
	if !isSessionName(path) {
		set, err := dataset.LoadFile(path)
		if err == nil {
			e.openSet(path, filepath.Base(path), set)
			e.rememberCSV(path, set)
			return
		}
		kit.ShowProblem(i18n.T("Could not open the file"), err, i18n.T("Your points are unchanged."), e.win)
		return
	}
	if err := e.s.Open(path); err != nil {
		kit.ShowProblem(i18n.T("Could not open the file"), err, i18n.T("Your points are unchanged."), e.win)
		return
	}
	e.rememberFile(path)
	e.opened(filepath.Base(path))
}

// isSessionName reports whether a file named name is read as JSON: a
// session or a point set.
func isSessionName(name string) bool { return strings.EqualFold(filepath.Ext(name), ".json") }

// openSet shows the points of a CSV file read as set: x,t points (one
// input, real targets) open curve fitting, the lab's method for them;
// anything else becomes the session's data, as one undoable edit.
func (e *explorer) openSet(path, name string, set *dataset.Set) {
	if set.Task == dataset.Regression && set.D == 1 {
		e.openFitPoints(name, set)
		return
	}
	e.s.Replace(set, lab.DefaultSettings())
	e.s.Path, e.s.View = path, nil
	e.s.MarkSaved()
	e.opened(name)
}

// openFitPoints opens curve fitting on the x,t points of set, read from
// the file name; the classifiers' session is left as it was.
func (e *explorer) openFitPoints(name string, set *dataset.Set) {
	if set.Len() > lab.FitMaxPoints {
		kit.ShowError(fmt.Errorf(i18n.T("%s: %d points (x, t); curve fitting takes at most %d"), name, set.Len(), lab.FitMaxPoints), e.win)
		return
	}
	e.selectMethod("polyfit")
	e.fit.view.LoadRegression(&dataset.RegressionSet{Name: name, X: set.X, T: set.Y, Sigma: -1})
}

// opened shows the session just opened from the file name.
func (e *explorer) opened(name string) {
	e.fit.showOpenedFit(name) // the curve-fitting lab it holds, if any (fitsession.go)
	e.auto.markSaved()
	e.applyView()
	e.status.setMessage(openedMessage(name, e.s.Set()))
	e.Changed()
	e.fit.showOpenedFold()
}

// openedMessage is the status line after opening name: the number of
// points, and in the same line what reading did to the targets, as the
// command line's note says it (dataset.Set.Note): labels other than ±1
// mapped in sorted order, or regression data.
func openedMessage(name string, set *dataset.Set) string {
	switch {
	case set.Task == dataset.Regression:
		return fmt.Sprintf(i18n.T("Opened %s: regression data, %d points (x, t); no method for it yet"), name, set.Len())
	case set.Labels.Mapped():
		return fmt.Sprintf(i18n.T("Opened %s: %d points; labels %s → −1, %s → +1"), name, set.Len(),
			strconv.FormatFloat(set.Labels.Neg, 'g', -1, 64), strconv.FormatFloat(set.Labels.Pos, 'g', -1, 64))
	}
	return fmt.Sprintf(i18n.T("Opened %s: %d points"), name, set.Len())
}

// applyView shows the view stored in a session, or frames the points.
func (e *explorer) applyView() {
	if v := e.s.View; v != nil {
		e.plane.SetView(scene.View{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax})
		return
	}
	e.plane.SetInput(e.input())
	e.plane.Fit()
}

// onSave saves to the current file, or asks for one.
func (e *explorer) onSave() {
	if e.s.Path == "" {
		e.onSaveAs()
		return
	}
	e.saveTo(e.s.Path, nil)
}

// onSaveAs asks for a file name and saves there.
func (e *explorer) onSaveAs() { e.askSave(nil) }

// askSave asks where to save the session; then runs after a successful save.
func (e *explorer) askSave(then func()) {
	exts := []string{".json", ".csv"}
	if e.fit.InFitMode() {
		exts = exts[:1]
	}
	e.AskSavePath(e.suggestedName(), exts, func(path string) { e.saveTo(path, then) })
}

// suggestedName is the file name the save dialog starts with: a session
// file named after the file opened. Save As saves the whole session, so
// it does not propose overwriting the CSV that was opened.
func (e *explorer) suggestedName() string {
	if e.s.Path == "" {
		return "session.json"
	}
	base := filepath.Base(e.s.Path)
	return strings.TrimSuffix(base, filepath.Ext(base)) + ".json"
}

// prefLastFolder is the preference that holds the folder of the file last
// chosen in a file dialog.
const prefLastFolder = "lastFolder"

// rememberFolder keeps path's folder for the next file dialog.
func (e *explorer) rememberFolder(path string) {
	if path != "" {
		e.app.Preferences().SetString(prefLastFolder, filepath.Dir(path))
	}
}

// dialogFolder is where a file dialog starts: the folder of the file last
// chosen in one (kept across runs), else the current file's.
func (e *explorer) dialogFolder() string {
	if dir := e.app.Preferences().String(prefLastFolder); dir != "" {
		return dir
	}
	if e.s.Path != "" {
		return filepath.Dir(e.s.Path)
	}
	return ""
}

// setDialogFolder starts a file dialog in dialogFolder, when it exists.
func (e *explorer) setDialogFolder(d *dialog.FileDialog) {
	dir := e.dialogFolder()
	if dir == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(l)
	}
}

// checkSaveName refuses a file name that ends in neither .json nor .csv:
// such a file was written as CSV without a word, and a name like
// "lab1.txt" reads as though the whole lab were in it.
func checkSaveName(path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json", ".csv":
		return nil
	}
	return fmt.Errorf(i18n.T("%s was not saved: a lab is saved as .json (all of it) or .csv (the points only); end the name with one of them"), filepath.Base(path))
}

// checkFitSave refuses a .csv while curve fitting is shown: the lab is
// saved as .json only, and a .csv holds the classifiers' points.
func (e *explorer) checkFitSave(path string) error {
	if e.fit.InFitMode() && !isSessionName(path) {
		return fmt.Errorf(i18n.T("%s was not saved: curve fitting is saved as .json, with its points, M and λ; a .csv would hold the classifiers' points"), filepath.Base(path))
	}
	return nil
}

// storeView copies the plane's view into the session, for saving.
func (e *explorer) storeView() {
	v := e.plane.Requested() // as asked for: another window widens it to its own shape
	e.s.View = &lab.ViewRect{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax}
}

// onClose closes the window, first asking about unsaved changes.
func (e *explorer) onClose() {
	if !e.s.Dirty() {
		e.quit()
		return
	}
	msg := widget.NewLabel(i18n.T("The points have changes that are not saved. Save them before closing?"))
	d := dialog.NewCustomWithoutButtons(i18n.T("Unsaved changes"), msg, e.win)
	d.SetButtons([]fyne.CanvasObject{
		&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.Hide},
		&widget.Button{Text: i18n.T("Don't save"), Importance: widget.DangerImportance, OnTapped: func() { d.Hide(); e.quit() }},
		&widget.Button{Text: i18n.T("Save"), Importance: widget.HighImportance, OnTapped: func() { d.Hide(); e.saveThenQuit() }},
	})
	d.Show()
}

// saveThenQuit saves, then closes the window if the save worked.
func (e *explorer) saveThenQuit() {
	if e.s.Path == "" {
		e.askSave(e.quit)
		return
	}
	e.saveTo(e.s.Path, e.quit)
}

// quit stops any run, drops the autosave (the user has saved or chosen
// not to) and closes the window.
func (e *explorer) quit() {
	e.ctl.Stop()
	e.auto.discard()
	e.win.Close()
}
