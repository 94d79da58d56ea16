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
func (kp *keeper) onNew() {
	kp.Run().Stop()
	kp.Session().Replace(&dataset.Set{D: 2}, kp.Session().Settings())
	kp.Session().Path, kp.Session().View = "", nil
	kp.Message(i18n.T("New plane: click to add points (Ctrl+Z brings the old ones back)"))
	kp.Changed()
}

// openPath opens a CSV file, a point set or a session. On error it shows
// the error, which names the file and the line, and keeps the current data.
func (kp *keeper) openPath(path string) {
	kp.Run().Stop()
	if !isSessionName(path) {
		set, err := dataset.LoadFile(path)
		if err == nil {
			kp.openSet(path, filepath.Base(path), set)
			kp.rememberCSV(path, set)
			return
		}
		kit.ShowProblem(i18n.T("Could not open the file"), err, i18n.T("Your points are unchanged."), kp.Window())
		return
	}
	if err := kp.Session().Open(path); err != nil {
		kit.ShowProblem(i18n.T("Could not open the file"), err, i18n.T("Your points are unchanged."), kp.Window())
		return
	}
	kp.rememberFile(path)
	kp.opened(filepath.Base(path))
}

// isSessionName reports whether a file named name is read as JSON: a
// session or a point set.
func isSessionName(name string) bool { return strings.EqualFold(filepath.Ext(name), ".json") }

// openSet shows the points of a CSV file read as set: x,t points (one
// input, real targets) open curve fitting, the lab's method for them;
// anything else becomes the session's data, as one undoable edit.
func (kp *keeper) openSet(path, name string, set *dataset.Set) {
	if set.Task == dataset.Regression && set.D == 1 {
		kp.openFitPoints(name, set)
		return
	}
	kp.Session().Replace(set, lab.DefaultSettings())
	kp.Session().Path, kp.Session().View = path, nil
	kp.Session().MarkSaved()
	kp.opened(name)
}

// openFitPoints opens curve fitting on the x,t points of set, read from
// the file name; the classifiers' session is left as it was.
func (kp *keeper) openFitPoints(name string, set *dataset.Set) {
	if set.Len() > lab.FitMaxPoints {
		kit.ShowError(fmt.Errorf(i18n.T("%s: %d points (x, t); curve fitting takes at most %d"), name, set.Len(), lab.FitMaxPoints), kp.Window())
		return
	}
	kp.selectMethod("polyfit")
	kp.fit.View.LoadRegression(&dataset.RegressionSet{Name: name, X: set.X, T: set.Y, Sigma: -1})
}

// opened shows the session just opened from the file name.
func (kp *keeper) opened(name string) {
	kp.fit.ShowOpened(name) // the curve-fitting lab it holds, if any (fitview/framesession.go)
	kp.saver.MarkSaved()
	kp.ApplyView()
	kp.Message(openedMessage(name, kp.Session().Set()))
	kp.Changed()
	kp.fit.ShowOpenedFold()
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

// ApplyView shows the view stored in a session, or frames the points.
func (kp *keeper) ApplyView() {
	if v := kp.Session().View; v != nil {
		kp.plane.SetView(scene.View{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax})
		return
	}
	kp.plane.SetInput(kp.input())
	kp.plane.Fit()
}

// onSave saves to the current file, or asks for one.
func (kp *keeper) onSave() {
	if kp.Session().Path == "" {
		kp.onSaveAs()
		return
	}
	kp.saveTo(kp.Session().Path, nil)
}

// onSaveAs asks for a file name and saves there.
func (kp *keeper) onSaveAs() { kp.askSave(nil) }

// askSave asks where to save the session; then runs after a successful save.
func (kp *keeper) askSave(then func()) {
	exts := []string{".json", ".csv"}
	if kp.fit.InFitMode() {
		exts = exts[:1]
	}
	kp.AskSavePath(kp.suggestedName(), exts, func(path string) { kp.saveTo(path, then) })
}

// suggestedName is the file name the save dialog starts with: a session
// file named after the file opened. Save As saves the whole session, so
// it does not propose overwriting the CSV that was opened.
func (kp *keeper) suggestedName() string {
	if kp.Session().Path == "" {
		return "session.json"
	}
	base := filepath.Base(kp.Session().Path)
	return strings.TrimSuffix(base, filepath.Ext(base)) + ".json"
}

// prefLastFolder is the preference that holds the folder of the file last
// chosen in a file dialog.
const prefLastFolder = "lastFolder"

// rememberFolder keeps path's folder for the next file dialog.
func (kp *keeper) rememberFolder(path string) {
	if path != "" {
		kp.app.Preferences().SetString(prefLastFolder, filepath.Dir(path))
	}
}

// dialogFolder is where a file dialog starts: the folder of the file last
// chosen in one (kept across runs), else the current file's.
func (kp *keeper) dialogFolder() string {
	if dir := kp.app.Preferences().String(prefLastFolder); dir != "" {
		return dir
	}
	if kp.Session().Path != "" {
		return filepath.Dir(kp.Session().Path)
	}
	return ""
}

// setDialogFolder starts a file dialog in dialogFolder, when it exists.
func (kp *keeper) setDialogFolder(d *dialog.FileDialog) {
	dir := kp.dialogFolder()
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
func (kp *keeper) checkFitSave(path string) error {
	if kp.fit.InFitMode() && !isSessionName(path) {
		return fmt.Errorf(i18n.T("%s was not saved: curve fitting is saved as .json, with its points, M and λ; a .csv would hold the classifiers' points"), filepath.Base(path))
	}
	return nil
}

// storeView copies the plane's view into the session, for saving.
func (kp *keeper) StoreView() {
	v := kp.plane.Requested() // as asked for: another window widens it to its own shape
	kp.Session().View = &lab.ViewRect{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax}
}

// onClose closes the window, first asking about unsaved changes.
func (kp *keeper) onClose() {
	if !kp.Session().Dirty() {
		kp.quit()
		return
	}
	msg := widget.NewLabel(i18n.T("The points have changes that are not saved. Save them before closing?"))
	d := dialog.NewCustomWithoutButtons(i18n.T("Unsaved changes"), msg, kp.Window())
	d.SetButtons([]fyne.CanvasObject{
		&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.Hide},
		&widget.Button{Text: i18n.T("Don't save"), Importance: widget.DangerImportance, OnTapped: func() { d.Hide(); kp.quit() }},
		&widget.Button{Text: i18n.T("Save"), Importance: widget.HighImportance, OnTapped: func() { d.Hide(); kp.saveThenQuit() }},
	})
	d.Show()
}

// saveThenQuit saves, then closes the window if the save worked.
func (kp *keeper) saveThenQuit() {
	if kp.Session().Path == "" {
		kp.askSave(kp.quit)
		return
	}
	kp.saveTo(kp.Session().Path, kp.quit)
}

// quit stops any run, drops the autosave (the user has saved or chosen
// not to) and closes the window.
func (kp *keeper) quit() {
	kp.Run().Stop()
	kp.saver.Discard()
	kp.Window().Close()
}
