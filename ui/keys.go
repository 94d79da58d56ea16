package ui

import (
	"maps"
	"perceptronlab/ui/i18n"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// bindKeys wires the keyboard: single keys for the training and the plane,
// and the shortcuts with a modifier.
func (cm *commands) bindKeys() {
	c := cm.e.win.Canvas()
	c.SetOnTypedKey(cm.onKey)
	c.SetOnTypedRune(cm.onRune)
	cm.bindHeldKeys()
	cm.bindMenuKeys() // menukeys.go: F10 and Alt+letter open the menus
	bindPageKeys(cm)  // keys_js.go: what the browser's window does not pass on
	for sc, f := range map[fyne.Shortcut]func(){
		shortcutNew: cm.e.keep.onNew, shortcutOpen: cm.e.keep.onOpen, shortcutSave: cm.e.keep.onSave,
		shortcutSaveAs: cm.e.keep.onSaveAs, shortcutQuit: cm.e.keep.onClose, shortcutExport: cm.e.keep.onExportFigure,
		shortcutUndo: cm.e.edit.undo, shortcutRedo: cm.e.edit.redo, &fyne.ShortcutRedo{}: cm.e.edit.redo,
	} {
		c.AddShortcut(sc, func(fyne.Shortcut) { cm.act(sc, f)() }) // the curve-fitting mode's own while it shows (fitmenu.go)
	}
}

// keyActions maps the single keys to what they do.
func (cm *commands) keyActions() map[fyne.KeyName]func() {
	m := map[fyne.KeyName]func(){
		fyne.KeySpace:     cm.onSpace,
		fyne.KeyReturn:    cm.e.predict.Enter, // Run / Pause, or Reveal in predict mode
		fyne.KeyEnter:     cm.e.predict.Enter,
		fyne.KeyDelete:    cm.e.edit.deleteSelected,
		fyne.KeyBackspace: cm.e.edit.deleteSelected,
		fyne.KeyF10:       func() { cm.openMenu(0) },
		fyne.KeyF11:       cm.e.looks.ToggleFullScreen,
		fyne.KeyEscape:    cm.onEscape,
	}
	if !lettersAsRunes {
		maps.Copy(m, cm.letterActions())
	}
	return m
}

// letterActions maps the letter keys to what they do. A browser's window
// reports letters only as typed runes (keys_js.go), so there they are
// read by onRune and nowhere else: a letter never acts twice.
func (cm *commands) letterActions() map[fyne.KeyName]func() {
	return map[fyne.KeyName]func(){
		fyne.KeyE: cm.e.ctl.Epoch,
		fyne.KeyR: cm.e.ctl.Reset,
		fyne.KeyL: cm.e.edit.flipSelected,
		fyne.KeyF: cm.e.onFit,
		fyne.KeyP: func() { cm.e.looks.SetProjector(!cm.e.look.projector) },
		fyne.KeyH: cm.e.ToggleSide,
		fyne.KeyX: cm.e.toggleExplain,
		fyne.KeyQ: cm.e.predict.Toggle,
	}
}

// onRune runs the action of a letter typed while no widget has the focus
// (a text entry with the focus takes its letters), where letters come
// only as runes.
func (cm *commands) onRune(r rune) {
	if !lettersAsRunes || cm.e.win.Canvas().Overlays().Top() != nil {
		return
	}
	if f, ok := cm.letterActions()[fyne.KeyName(unicode.ToUpper(r))]; ok {
		f()
	}
}

// onKey runs the action of a key typed while no widget has the focus.
// Under a dialog or a pop-up only Esc acts (it closes the shortcuts
// sheet): the other keys wait (P behind an error dialog switched
// projector mode on, and the dialog, laid out at the old size, drew its
// text over its button).
func (cm *commands) onKey(ev *fyne.KeyEvent) {
	if ev.Name != fyne.KeyEscape && cm.e.win.Canvas().Overlays().Top() != nil {
		return
	}
	if f, ok := cm.keyActions()[ev.Name]; ok {
		f()
	}
}

// onEscape stops a run, or else clears the selection.
func (cm *commands) onEscape() {
	if cm.closeSheet() {
		return
	}
	if cm.e.ctl.Busy() {
		cm.e.ctl.pause()
		return
	}
	cm.e.edit.onSelect(-1)
}

// commands are what a user commands the window by menu and by key: the
// main menu, the shortcuts, the letters, F10 and Alt+letter into the
// menus, the modifier keys held, and the shortcuts sheet (keys*.go,
// menu*.go, modkeys.go, help.go). Each command is an action of one of
// the window's parts; commands hold the window to reach them, and the
// state of the keys.
type commands struct {
	e     *explorer
	held  heldKeys      // the modifier keys held down (modkeys.go)
	sheet dialog.Dialog // the shortcuts sheet while shown, for Esc (help.go)
}

// shortcut is one line of the shortcuts sheet.
type shortcut struct{ keys, what string }

// shortcuts lists every key, in the current language.
func shortcuts() []shortcut {
	return []shortcut{
		{i18n.T("Click"), i18n.T("add a +1 point (−1 with the class toggle)")},
		{i18n.T("Right-click, Shift+click"), i18n.T("add a −1 point")},
		{i18n.T("Drag a point"), i18n.T("move it; everything follows live")},
		{i18n.T("Drag empty space, scroll"), i18n.T("pan, zoom")},
		{i18n.T("Space"), i18n.T("Step: one update")},
		{i18n.T("Shift+Space"), i18n.T("Back: undo one update (the slider under the plane scrubs the run)")},
		{"E", i18n.T("Epoch: one pass over the points")},
		{"Enter", i18n.T("Run / Pause")},
		{"R", i18n.T("Reset the training")},
		{"Q", i18n.T("predict, then reveal: the lab asks before each step")},
		{"Enter, Space", i18n.T("in predict mode: Reveal, then the next question")},
		{"R", i18n.T("in predict mode: also the score starts again")},
		{"Delete, Backspace", i18n.T("delete the selected point")},
		{"L", i18n.T("flip the label of the selected point")},
		{"F", i18n.T("fit the view to the data")},
		{"P", i18n.T("projector mode")},
		{"F11", i18n.T("full screen")},
		{"H", i18n.T("hide or show the side panel")},
		{"X", i18n.T("hide or show the explanation under the plane")},
		{i18n.T("Alt+click, Alt+drag"), i18n.T("place a point off the grid")},
		{i18n.T("Ctrl+click"), i18n.T("k-NN, naive Bayes: place the query point q")},
		{"Esc", i18n.T("pause, clear the selection, or close this sheet")},
		{menuMnemonics, i18n.T("open the menus: the arrows move, Enter chooses, Esc closes")},
		{newOpenSaveKeys, i18n.T("new, open, save")},
		{"Ctrl+Shift+S", i18n.T("save as")},
		{"Ctrl+Z, Ctrl+Shift+Z", i18n.T("undo, redo")},
		{"Ctrl+E", i18n.T("export the figure")},
	}
}

// showShortcuts shows the shortcuts sheet.
func (cm *commands) showShortcuts() {
	grid := container.New(layout.NewFormLayout())
	for _, s := range shortcuts() {
		grid.Add(&widget.Label{Text: s.keys, TextStyle: fyne.TextStyle{Bold: true}})
		grid.Add(widget.NewLabel(s.what))
	}
	cm.showSheet(i18n.T("Keyboard shortcuts"), grid)
}

// showAbout shows what the app is and where its ideas come from.
func (cm *commands) showAbout() {
	text := i18n.T("Perceptron Lab: the perceptron, step by step.") + "\n\n" +
		i18n.T("Li Hang, Statistical Learning Methods, chapter 2; Hastie, Tibshirani and Friedman, The Elements of Statistical Learning, section 4.5.")
	l := &widget.Label{Text: text, Wrapping: fyne.TextWrapWord}
	icon := widget.NewIcon(appIcon())
	content := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(64, 64), icon), nil, l)
	d := dialog.NewCustom(i18n.T("About Perceptron Lab"), i18n.T("Close"), content, cm.e.win)
	d.Resize(fyne.NewSize(480, 220))
	d.Show()
}

// showSheet shows content in a dialog that fits the window: it scrolls
// when the window is too small for it (the shortcuts at 1280×720 in
// projector mode), and Esc closes it.
func (cm *commands) showSheet(title string, content fyne.CanvasObject) {
	scroll := container.NewVScroll(content)
	win := cm.e.win.Canvas().Size()
	want := content.MinSize()
	scroll.SetMinSize(fyne.NewSize(min(want.Width+2*16, win.Width*0.85), min(want.Height, win.Height*0.6)))
	d := dialog.NewCustom(title, i18n.T("Close"), scroll, cm.e.win)
	d.SetOnClosed(func() { cm.sheet = nil })
	cm.sheet = d
	d.Show()
}

// closeSheet closes the sheet shown, and reports whether there was one.
func (cm *commands) closeSheet() bool {
	if cm.sheet == nil {
		return false
	}
	cm.sheet.Hide()
	cm.sheet = nil
	return true
}
