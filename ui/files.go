package ui

import (
	"fmt"
	"path/filepath"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
)

// onNew starts an empty plane; undo brings the old points back.
func (e *explorer) onNew() {
	e.ctl.stop()
	e.s.Replace(&dataset.Set{D: 2}, e.s.Settings())
	e.s.Path, e.s.View = "", nil
	e.status.setMessage(T("New plane: click to add points (Ctrl+Z brings the old ones back)"))
	e.changed()
}

// openPath opens a CSV file, a point set or a session. On error it shows
// the error, which names the file and the line, and keeps the current data.
func (e *explorer) openPath(path string) {
	e.ctl.stop()
	if err := e.s.Open(path); err != nil {
		dialog.ShowError(fmt.Errorf(T("Could not open the file; your points are unchanged.\n%w"), err), e.win)
		return
	}
	e.auto.markSaved()
	e.applyView()
	e.status.setMessage(fmt.Sprintf(T("Opened %s: %d points"), filepath.Base(path), e.s.Set().Len()))
	e.changed()
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
	e.askSavePath(e.suggestedName(), []string{".json", ".csv"}, func(path string) { e.saveTo(path, then) })
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

// saveTo writes the session to path: CSV holds the points, JSON the whole
// session. On error nothing is lost: the session stays in memory, unsaved.
func (e *explorer) saveTo(path string, then func()) {
	e.storeView()
	if err := e.saveSession(path); err != nil {
		dialog.ShowError(fmt.Errorf(T("Could not save; your work is still here, unsaved.\n%w"), err), e.win)
		return
	}
	e.auto.discard()
	e.auto.markSaved()
	e.status.setMessage(fmt.Sprintf(T("Saved %s"), filepath.Base(path)))
	e.refresh()
	if then != nil {
		then()
	}
}

// storeView copies the plane's view into the session, for saving.
func (e *explorer) storeView() {
	v := e.plane.View()
	e.s.View = &lab.ViewRect{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax}
}

// onClose closes the window, first asking about unsaved changes.
func (e *explorer) onClose() {
	if !e.s.Dirty() {
		e.quit()
		return
	}
	msg := widget.NewLabel(T("The points have changes that are not saved. Save them before closing?"))
	d := dialog.NewCustomWithoutButtons(T("Unsaved changes"), msg, e.win)
	d.SetButtons([]fyne.CanvasObject{
		&widget.Button{Text: T("Cancel"), OnTapped: d.Hide},
		&widget.Button{Text: T("Don't save"), Importance: widget.DangerImportance, OnTapped: func() { d.Hide(); e.quit() }},
		&widget.Button{Text: T("Save"), Importance: widget.HighImportance, OnTapped: func() { d.Hide(); e.saveThenQuit() }},
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
	e.ctl.stop()
	e.auto.discard()
	e.win.Close()
}
