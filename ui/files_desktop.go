//go:build !js

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// onOpen asks for a file to open.
func (e *explorer) onOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			showError(err, e.win)
			return
		}
		if r == nil {
			return // cancelled
		}
		r.Close()
		e.rememberFolder(r.URI().Path())
		e.openPath(r.URI().Path())
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv", ".json"}))
	e.setDialogFolder(d)
	d.Show()
}
