package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxErrorWidth is the widest an error dialog's text grows before it wraps.
const maxErrorWidth = 560

// showError shows err as Fyne's error dialog does, but as written:
// dialog.ShowError capitalises the first letter, which turned a message
// that starts with a file name ("existing.txt: …") into another file's
// name ("Existing.txt").
func showError(err error, w fyne.Window) {
	msg := err.Error()
	l := widget.NewLabel(msg)
	width := min(l.MinSize().Width, maxErrorWidth)
	if cw := w.Canvas().Size().Width * 0.8; cw > 0 {
		width = min(width, cw)
	}
	l.Wrapping, l.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
	l.Resize(fyne.NewSize(width, l.MinSize().Height))
	content := container.New(layout.NewGridWrapLayout(fyne.NewSize(width, l.MinSize().Height)), l)
	d := dialog.NewCustom(lang.L("Error"), lang.L("OK"), content, w)
	d.SetIcon(theme.ErrorIcon())
	d.Show()
}
