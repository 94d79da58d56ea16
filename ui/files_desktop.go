//go:build !js

package ui

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/fileio"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onOpen asks for a file to open.
func (kp *keeper) onOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			kit.ShowError(err, kp.Window())
			return
		}
		if r == nil {
			return // cancelled
		}
		r.Close()
		kp.rememberFolder(r.URI().Path())
		kp.openPath(r.URI().Path())
	}, kp.Window())
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv", ".json"}))
	kp.setDialogFolder(d)
	d.Show()
}

// rememberCSV keeps the stamp and the layout of the CSV file at path,
// just opened as set, unless curve fitting took it. A file that cannot be
// read again gets an empty stamp, so that saving over it asks first.
func (kp *keeper) rememberCSV(path string, set *dataset.Set) {
	if kp.Session().Path != path {
		return
	}
	l, st, err := dataset.ReadCSVLayout(path, set)
	if err != nil {
		l, st = nil, dataset.Stamp{}
	}
	kp.Session().Disk = lab.DiskFile{Path: path, Stamp: st, Stamped: true, Layout: l}
}

// rememberFile keeps the stamp of the session or point file at path.
func (kp *keeper) rememberFile(path string) {
	st, _ := dataset.StampFile(path) // an empty stamp when it fails: saving asks
	kp.Session().Disk = lab.DiskFile{Path: path, Stamp: st, Stamped: true}
}

// saveFile writes the session to path: a CSV file in layout l when l is
// not nil; then remembers what it wrote.
func (kp *keeper) saveFile(path string, l *dataset.CSVLayout) error {
	if l == nil {
		if err := kp.saveSession(path); err != nil {
			return err
		}
	} else {
		set := kp.Session().Set()
		if err := fileio.WriteAtomic(path, func(w io.Writer) error { return dataset.WriteCSVLayout(w, set, l) }); err != nil {
			return err
		}
		kp.Session().SavedAs(path)
	}
	kp.rememberSaved(path, l)
	return nil
}

// rememberSaved keeps the stamp and, for a CSV file, the layout of the
// file just written from the session; its targets are those of l, the
// layout it was written in, when there was one.
func (kp *keeper) rememberSaved(path string, l *dataset.CSVLayout) {
	if isSessionName(path) {
		kp.rememberFile(path)
		return
	}
	kp.rememberCSV(path, kp.Session().Set())
	if nl := kp.Session().Disk.Layout; nl != nil {
		nl.Labels = dataset.Labels{} // WriteCSV writes −1 and +1
		if l != nil {
			nl.Task, nl.Labels = l.Task, l.Labels
		}
	}
}

// checkDisk runs next when path can be written without losing anyone's
// work: it is not the file the session knows, or that file is as the
// session read or wrote it, or it is gone. Otherwise (another window or
// program wrote it since) it asks: overwrite, save elsewhere, or cancel.
func (kp *keeper) checkDisk(path string, then, next func()) {
	d, ok := kp.Session().DiskOf(path)
	if !ok || !d.Stamped {
		next()
		return
	}
	now, err := dataset.StampFile(path)
	if errors.Is(err, fs.ErrNotExist) || (err == nil && now.Same(d.Stamp)) {
		next()
		return
	}
	when := ""
	if err == nil {
		when = now.ModTime.Format(" (15:04:05)")
	}
	kit.AskChoice(i18n.T("The file changed on disk"), []string{
		fmt.Sprintf(i18n.T("%s was changed by another window or program%s since it was opened or saved here."), filepath.Base(path), when),
		i18n.T("Saving over it now would lose those changes."),
	}, kp.Window(),
		kit.ChoiceButton{Text: i18n.T("Cancel"), Importance: widget.MediumImportance, Action: func() {}},
		kit.ChoiceButton{Text: i18n.T("Overwrite"), Importance: widget.DangerImportance, Action: next},
		kit.ChoiceButton{Text: i18n.T("Save As…"), Importance: widget.HighImportance, Action: func() { kp.askSave(then) }},
	)
}
