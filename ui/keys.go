package ui

import (
	"maps"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
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
