package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// showError shows err in the lab's words (errorText) in a dialog whose
// text wraps inside it. Fyne's dialog.ShowError capitalised the first
// letter, which turned a message that starts with a file name
// ("existing.txt: …") into another file's name ("Existing.txt").
func showError(err error, w fyne.Window) { showProblem(lang.L("Error"), err, "", w) }

// showProblem shows a dialog titled title: err in the lab's words, one
// line naming the file, the line and the cause, then note (what became of
// the user's work), when not empty.
func showProblem(title string, err error, note string, w fyne.Window) {
	lines := []string{errorText(err)}
	if note != "" {
		lines = append(lines, note)
	}
	d := dialog.NewCustom(title, lang.L("OK"), newTextBlock(w.Canvas(), lines...), w)
	d.SetIcon(theme.ErrorIcon())
	d.Show()
}
