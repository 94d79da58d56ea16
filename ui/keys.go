package ui

import (
	"maps"
	"unicode"

	"fyne.io/fyne/v2"
)

// bindKeys wires the keyboard: single keys for the training and the plane,
// and the shortcuts with a modifier.
func (e *explorer) bindKeys() {
	c := e.win.Canvas()
	c.SetOnTypedKey(e.onKey)
	c.SetOnTypedRune(e.onRune)
	e.bindHeldKeys()
	e.bindMenuKeys() // menukeys.go: F10 and Alt+letter open the menus
	bindPageKeys(e)  // keys_js.go: what the browser's window does not pass on
	for sc, f := range map[fyne.Shortcut]func(){
		shortcutNew: e.keep.onNew, shortcutOpen: e.keep.onOpen, shortcutSave: e.keep.onSave,
		shortcutSaveAs: e.keep.onSaveAs, shortcutQuit: e.keep.onClose, shortcutExport: e.keep.onExportFigure,
		shortcutUndo: e.edit.undo, shortcutRedo: e.edit.redo, &fyne.ShortcutRedo{}: e.edit.redo,
	} {
		c.AddShortcut(sc, func(fyne.Shortcut) { e.fit.act(sc, f)() }) // the curve-fitting mode's own while it shows (fitmenu.go)
	}
}

// keyActions maps the single keys to what they do.
func (e *explorer) keyActions() map[fyne.KeyName]func() {
	m := map[fyne.KeyName]func(){
		fyne.KeySpace:     e.onSpace,
		fyne.KeyReturn:    e.predict.Enter, // Run / Pause, or Reveal in predict mode
		fyne.KeyEnter:     e.predict.Enter,
		fyne.KeyDelete:    e.edit.deleteSelected,
		fyne.KeyBackspace: e.edit.deleteSelected,
		fyne.KeyF10:       func() { e.openMenu(0) },
		fyne.KeyF11:       e.ToggleFullScreen,
		fyne.KeyEscape:    e.onEscape,
	}
	if !lettersAsRunes {
		maps.Copy(m, e.letterActions())
	}
	return m
}

// letterActions maps the letter keys to what they do. A browser's window
// reports letters only as typed runes (keys_js.go), so there they are
// read by onRune and nowhere else: a letter never acts twice.
func (e *explorer) letterActions() map[fyne.KeyName]func() {
	return map[fyne.KeyName]func(){
		fyne.KeyE: e.ctl.Epoch,
		fyne.KeyR: e.ctl.Reset,
		fyne.KeyL: e.edit.flipSelected,
		fyne.KeyF: e.onFit,
		fyne.KeyP: func() { e.SetProjector(!e.look.projector) },
		fyne.KeyH: e.ToggleSide,
		fyne.KeyX: e.toggleExplain,
		fyne.KeyQ: e.predict.Toggle,
	}
}

// onRune runs the action of a letter typed while no widget has the focus
// (a text entry with the focus takes its letters), where letters come
// only as runes.
func (e *explorer) onRune(r rune) {
	if !lettersAsRunes || e.win.Canvas().Overlays().Top() != nil {
		return
	}
	if f, ok := e.letterActions()[fyne.KeyName(unicode.ToUpper(r))]; ok {
		f()
	}
}

// onKey runs the action of a key typed while no widget has the focus.
// Under a dialog or a pop-up only Esc acts (it closes the shortcuts
// sheet): the other keys wait (P behind an error dialog switched
// projector mode on, and the dialog, laid out at the old size, drew its
// text over its button).
func (e *explorer) onKey(ev *fyne.KeyEvent) {
	if ev.Name != fyne.KeyEscape && e.win.Canvas().Overlays().Top() != nil {
		return
	}
	if f, ok := e.keyActions()[ev.Name]; ok {
		f()
	}
}

// onEscape stops a run, or else clears the selection.
func (e *explorer) onEscape() {
	if e.closeSheet() {
		return
	}
	if e.ctl.Busy() {
		e.ctl.pause()
		return
	}
	e.edit.onSelect(-1)
}
