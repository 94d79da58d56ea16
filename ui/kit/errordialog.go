package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ShowError shows err in the lab's words (ErrorText) in a dialog whose
// text wraps inside it. Fyne's dialog.ShowError capitalised the first
// letter, which turned a message that starts with a file name
// ("existing.txt: …") into another file's name ("Existing.txt").
func ShowError(err error, w fyne.Window) { ShowProblem(lang.L("Error"), err, "", w) }

// ShowProblem shows a dialog titled title: err in the lab's words, one
// line naming the file, the line and the cause, then note (what became of
// the user's work), when not empty.
func ShowProblem(title string, err error, note string, w fyne.Window) {
	lines := []string{ErrorText(err)}
	if note != "" {
		lines = append(lines, note)
	}
	d := dialog.NewCustom(title, lang.L("OK"), NewTextBlock(w.Canvas(), lines...), w)
	d.SetIcon(theme.ErrorIcon())
	d.Show()
}

// AskChoice shows a question titled title with the wrapped text lines and
// the buttons, the last one the default; each button hides the dialog and
// then runs its action.
func AskChoice(title string, lines []string, w fyne.Window, buttons ...ChoiceButton) dialog.Dialog {
	d := dialog.NewCustomWithoutButtons(title, NewTextBlock(w.Canvas(), lines...), w)
	var objs []fyne.CanvasObject
	for i, b := range buttons {
		bt := &widget.Button{Text: b.Text, Importance: b.Importance, OnTapped: func() { d.Hide(); b.Action() }}
		if i == len(buttons)-1 && b.Importance == widget.MediumImportance {
			bt.Importance = widget.HighImportance
		}
		objs = append(objs, bt)
	}
	d.SetButtons(objs)
	d.Show()
	return d
}

// ChoiceButton is one answer of AskChoice.
type ChoiceButton struct {
	// Text is its label, Importance its look, Action what it does.
	Text       string
	Importance widget.Importance
	Action     func()
}
