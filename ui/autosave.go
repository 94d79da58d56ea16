package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// autosaveDelay is how long after an edit the session is autosaved: long
// enough not to write during a drag, short enough to lose little in a crash.
const autosaveDelay = 3 * time.Second

// autosaver keeps a copy of unsaved work in the app's storage folder, so a
// crash loses little, and offers it back on the next start.
type autosaver struct {
	e       *explorer
	path    string // "" disables autosave
	pending bool
	enabled bool // timers run only in the real app, not in tests
}

// newAutosaver returns the autosaver of e, writing to the app's storage.
func newAutosaver(e *explorer) *autosaver {
	a := &autosaver{e: e}
	if root := e.app.Storage().RootURI(); root != nil {
		a.path = filepath.Join(root.Path(), "autosave.json")
	}
	return a
}

// schedule saves the session a little after the latest edit.
func (a *autosaver) schedule() {
	if !a.enabled || a.path == "" || a.pending {
		return
	}
	a.pending = true
	time.AfterFunc(autosaveDelay, func() {
		fyne.Do(func() {
			a.pending = false
			a.save()
		})
	})
}

// save writes the session now if it has unsaved changes.
func (a *autosaver) save() {
	if a.path == "" || !a.e.s.Dirty() {
		return
	}
	if err := os.MkdirAll(filepath.Dir(a.path), 0o755); err != nil {
		return // autosave is a safety net; a failure must not interrupt work
	}
	a.e.storeView()
	_ = a.e.s.WriteSession(a.path)
}

// discard removes the autosave: the work is saved or deliberately dropped.
func (a *autosaver) discard() {
	if a.path != "" {
		os.Remove(a.path)
	}
}

// offerRestore asks whether to restore an autosaved session, if there is
// one. Declining keeps it as autosave.previous.json, so nothing is lost.
func (a *autosaver) offerRestore() {
	info, err := os.Stat(a.path)
	if a.path == "" || err != nil {
		return
	}
	msg := fmt.Sprintf(T("Perceptron Lab found unsaved work from %s. Restore it?"), info.ModTime().Format("2006-01-02 15:04"))
	dialog.ShowConfirm(T("Restore unsaved work?"), msg, a.onRestore, a.e.win)
}

// onRestore restores the autosave, or sets it aside.
func (a *autosaver) onRestore(ok bool) {
	if !ok {
		os.Rename(a.path, filepath.Join(filepath.Dir(a.path), "autosave.previous.json"))
		return
	}
	if err := a.e.s.Open(a.path); err != nil {
		dialog.ShowError(err, a.e.win)
		return
	}
	a.e.s.Path = ""
	a.e.s.MarkUnsaved() // restored work is unsaved work
	a.e.applyView()
	a.e.status.setMessage(T("Restored your unsaved work"))
	a.e.changed()
}
