package ui

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"perceptronlab/scene"
	"perceptronlab/ui/kit"
)

// The exports (figure, animation, trace) share these: where to save, what
// the plane shows in print colours, and the trace as the book's table.

// AskSavePath asks where to save a file named like name, with one of the
// extensions exts (".png"), and calls then with the path chosen. Tests
// replace it through kp.pickSave, since a file dialog cannot be driven.
func (kp *keeper) AskSavePath(name string, exts []string, then func(path string)) {
	if kp.pickSave != nil {
		kp.pickSave(name, exts, then)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { kp.chosen(w, err, then) }, kp.Window())
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.SetFileName(name)
	kp.setDialogFolder(d)
	d.Show()
}

// chosen takes the save dialog's answer: w is the chosen file, opened by
// Fyne through the file repository (which kit.UseLazyWriters makes leave it
// untouched until written). The exports write atomically by path, so w is
// closed unwritten: an existing file keeps its bytes until the new ones
// are complete.
func (kp *keeper) chosen(w fyne.URIWriteCloser, err error, then func(path string)) {
	if err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	if w == nil {
		return // cancelled
	}
	w.Close()
	kp.rememberFolder(w.URI().Path())
	then(w.URI().Path())
}

// exportInput returns what the plane shows, for print: the same layers,
// model, highlights and overlays, with the plane's line widths and point
// sizes (projector mode's thicker ones too), but always on the light
// background, since a figure goes on paper or on a slide whatever the
// window's theme. The selection ring and the hover label are left out:
// they are the screen's state, not the figure's.
func (kp *keeper) exportInput() scene.Input {
	in := kp.input()
	in.Style = scene.DefaultStyle(false)
	if kp.CurrentLook().projector {
		in.Style = scene.ProjectorStyle(false)
	}
	in.Selected, in.Hovered = -1, -1
	return in
}

// WriteFile writes path atomically with write (a download in the
// browser), an error naming the file.
func (kp *keeper) WriteFile(path string, write func(io.Writer) error) error {
	if err := writeFileAtomic(path, write); err != nil {
		return kit.NamePath(path, err)
	}
	return nil
}
