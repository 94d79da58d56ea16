package ui

import (
	"fyne.io/fyne/v2"

	"perceptronlab/ui/i18n"
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

// shortcuts are the curve-fitting mode's actions, by shortcut name. Open,
// Save and Save As are the window's: a session file holds the lab, and an
// x,t file opens in curve fitting.
func (v *fitView) shortcuts() map[string]func() {
	return map[string]func(){
		shortcutNew.ShortcutName():            v.controls.onClear,
		shortcutExport.ShortcutName():         v.exportFigure,
		shortcutUndo.ShortcutName():           v.undo,
		shortcutRedo.ShortcutName():           v.redo,
		(&fyne.ShortcutRedo{}).ShortcutName(): v.redo,
	}
}

// fitEditMenu is the Edit menu of the curve-fitting mode.
func (e *explorer) fitEditMenu(v *fitView) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Edit"),
		item(i18n.T("Undo"), shortcutUndo, v.undo),
		item(i18n.T("Redo"), shortcutRedo, v.redo), fyne.NewMenuItemSeparator(),
		item(i18n.T("Delete point (Delete)"), nil, v.deleteSelected),
		item(i18n.T("Test point or training point (T)"), nil, v.toggleSelected),
		item(i18n.T("Clear all points"), nil, v.controls.onClear))
}

// fitTrainMenu is the Train menu of the curve-fitting mode: its
// cross-validation stepper.
func (e *explorer) fitTrainMenu(v *fitView) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Train"),
		item(i18n.T("Start cross-validation"), nil, v.cv.onStart),
		item(i18n.T("Next step (Space)"), nil, v.cv.onNext),
		item(i18n.T("Back a step (←)"), nil, v.cv.onPrev),
		item(i18n.T("End cross-validation (Esc)"), nil, v.cv.onStop))
}

// undo reverts the latest edit of the lab, through the session's history
// (lab.Session.UndoFit).
func (v *fitView) undo() {
	if !v.r.Session().UndoFit() {
		v.Message(i18n.T("Nothing to undo"))
		return
	}
	v.undone(i18n.T("Undone"))
}

// redo applies the latest undone edit of the lab again.
func (v *fitView) redo() {
	if !v.r.Session().RedoFit() {
		v.Message(i18n.T("Nothing to redo"))
		return
	}
	v.undone(i18n.T("Redone"))
}

// undone shows the lab after Undo or Redo, and says msg.
func (v *fitView) undone(msg string) {
	v.selected = -1
	v.dropResample()
	v.Refresh()
	v.r.fitEdited()
	v.Message(msg)
}

// deleteSelected removes the selected point.
func (v *fitView) deleteSelected() {
	if v.selected < 0 {
		v.Message(i18n.T("Click a point first to select it"))
		return
	}
	v.lab.Delete(v.selected)
	v.selected = -1
	v.Changed()
}

// toggleSelected makes the selected point a test point, or a training
// point again.
func (v *fitView) toggleSelected() {
	if v.selected < 0 {
		v.Message(i18n.T("Click a point first to select it"))
		return
	}
	v.lab.ToggleTest(v.selected)
	v.Changed()
}
