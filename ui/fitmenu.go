package ui

import (
	"fyne.io/fyne/v2"
)

// While the curve-fitting mode is shown, the Edit and Train menus and the
// shortcuts act on it, never on the classifiers' session hidden behind
// it: Undo and Redo undo point edits of the fit, Space steps its
// cross-validation, Ctrl+E exports its figures.

// fitOn returns the curve-fitting view while it is shown, else nil.
func (e *explorer) fitOn() *fitView {
	if e.fitMode.on {
		return e.fitMode.view
	}
	return nil
}

// act returns what shortcut sc (or its menu item) does: f, or the
// curve-fitting mode's own action while that mode is shown. Quit and
// the shortcuts the mode has no use for keep f.
func (e *explorer) act(sc fyne.Shortcut, f func()) func() {
	return func() {
		if v := e.fitOn(); v != nil {
			if g := v.shortcuts()[sc.ShortcutName()]; g != nil {
				g()
				return
			}
		}
		f()
	}
}

// shortcuts are the curve-fitting mode's actions, by shortcut name.
func (v *fitView) shortcuts() map[string]func() {
	saveHint := func() { v.message(T("Curve fitting is kept as a link: File ▸ Copy link")) }
	return map[string]func(){
		shortcutNew.ShortcutName():            v.controls.onClear,
		shortcutOpen.ShortcutName():           v.controls.onOpen,
		shortcutSave.ShortcutName():           saveHint,
		shortcutSaveAs.ShortcutName():         saveHint,
		shortcutExport.ShortcutName():         v.exportFigure,
		shortcutUndo.ShortcutName():           v.undo,
		shortcutRedo.ShortcutName():           v.redo,
		(&fyne.ShortcutRedo{}).ShortcutName(): v.redo,
	}
}

// fitEditMenu is the Edit menu of the curve-fitting mode.
func (e *explorer) fitEditMenu(v *fitView) *fyne.Menu {
	return fyne.NewMenu(T("Edit"),
		item(T("Undo"), shortcutUndo, v.undo),
		item(T("Redo"), shortcutRedo, v.redo), fyne.NewMenuItemSeparator(),
		item(T("Delete point (Delete)"), nil, v.deleteSelected),
		item(T("Test point or training point (T)"), nil, v.toggleSelected),
		item(T("Clear all points"), nil, v.controls.onClear))
}

// fitTrainMenu is the Train menu of the curve-fitting mode: its
// cross-validation stepper.
func (e *explorer) fitTrainMenu(v *fitView) *fyne.Menu {
	return fyne.NewMenu(T("Train"),
		item(T("Start cross-validation"), nil, v.cv.onStart),
		item(T("Next step (Space)"), nil, v.cv.onNext),
		item(T("Back a step (←)"), nil, v.cv.onPrev),
		item(T("End cross-validation (Esc)"), nil, v.cv.onStop))
}
