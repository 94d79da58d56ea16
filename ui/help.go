package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// shortcut is one line of the shortcuts sheet.
type shortcut struct{ keys, what string }

// shortcuts lists every key, in the current language.
func shortcuts() []shortcut {
	return []shortcut{
		{T("Click"), T("add a +1 point (−1 with the class toggle)")},
		{T("Right-click, Shift+click"), T("add a −1 point")},
		{T("Drag a point"), T("move it; everything follows live")},
		{T("Drag empty space, scroll"), T("pan, zoom")},
		{T("Space"), T("Step: one update")},
		{T("Shift+Space"), T("Back: undo one update (the slider under the plane scrubs the run)")},
		{"E", T("Epoch: one pass over the points")},
		{"Enter", T("Run / Pause")},
		{"R", T("Reset the training")},
		{"Q", T("predict, then reveal: the lab asks before each step")},
		{"Enter, Space", T("in predict mode: Reveal, then the next question")},
		{"R", T("in predict mode: also the score starts again")},
		{"Delete, Backspace", T("delete the selected point")},
		{"L", T("flip the label of the selected point")},
		{"F", T("fit the view to the data")},
		{"P", T("projector mode")},
		{"F11", T("full screen")},
		{"H", T("hide or show the side panel")},
		{"X", T("hide or show the explanation under the plane")},
		{T("Alt+click, Alt+drag"), T("place a point off the grid")},
		{T("Ctrl+click"), T("k-NN, naive Bayes: place the query point q")},
		{"Esc", T("pause, clear the selection, or close this sheet")},
		{menuMnemonics, T("open the menus: the arrows move, Enter chooses, Esc closes")},
		{newOpenSaveKeys, T("new, open, save")},
		{"Ctrl+Shift+S", T("save as")},
		{"Ctrl+Z, Ctrl+Shift+Z", T("undo, redo")},
		{"Ctrl+E", T("export the figure")},
	}
}

// showShortcuts shows the shortcuts sheet.
func (e *explorer) showShortcuts() {
	grid := container.New(layout.NewFormLayout())
	for _, s := range shortcuts() {
		grid.Add(&widget.Label{Text: s.keys, TextStyle: fyne.TextStyle{Bold: true}})
		grid.Add(widget.NewLabel(s.what))
	}
	e.showSheet(T("Keyboard shortcuts"), grid)
}

// showAbout shows what the app is and where its ideas come from.
func (e *explorer) showAbout() {
	text := T("Perceptron Lab: the perceptron, step by step.") + "\n\n" +
		T("Li Hang, Statistical Learning Methods, chapter 2; Hastie, Tibshirani and Friedman, The Elements of Statistical Learning, section 4.5.")
	l := &widget.Label{Text: text, Wrapping: fyne.TextWrapWord}
	icon := widget.NewIcon(appIcon())
	content := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(64, 64), icon), nil, l)
	d := dialog.NewCustom(T("About Perceptron Lab"), T("Close"), content, e.win)
	d.Resize(fyne.NewSize(480, 220))
	d.Show()
}
