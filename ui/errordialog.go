package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// askChoice shows a question titled title with the wrapped text lines and
// the buttons, the last one the default; each button hides the dialog and
// then runs its action.
func askChoice(title string, lines []string, w fyne.Window, buttons ...choiceButton) dialog.Dialog {
	d := dialog.NewCustomWithoutButtons(title, newTextBlock(w.Canvas(), lines...), w)
	var objs []fyne.CanvasObject
	for i, b := range buttons {
		bt := &widget.Button{Text: b.text, Importance: b.importance, OnTapped: func() { d.Hide(); b.action() }}
		if i == len(buttons)-1 && b.importance == widget.MediumImportance {
			bt.Importance = widget.HighImportance
		}
		objs = append(objs, bt)
	}
	d.SetButtons(objs)
	d.Show()
	return d
}

// choiceButton is one answer of askChoice.
type choiceButton struct {
	text       string
	importance widget.Importance
	action     func()
}
