package ui

import (
	"fyne.io/fyne/v2"

	"perceptronlab/ui/fitview"
	"perceptronlab/ui/i18n"
)

// While the curve-fitting mode is shown, the Edit and Train menus and the
// shortcuts act on it, never on the classifiers' session hidden behind
// it: Undo and Redo undo point edits of the fit, Space steps its
// cross-validation, Ctrl+E exports its figures.

// fitOn returns the curve-fitting view while it is shown, else nil.
func (fm *fitFrame) fitOn() *fitview.View {
	if fm.on {
		return fm.view
	}
	return nil
}

// act returns what shortcut sc (or its menu item) does: f, or the
// curve-fitting mode's own action while that mode is shown. Quit and
// the shortcuts the mode has no use for keep f.
func (fm *fitFrame) act(sc fyne.Shortcut, f func()) func() {
	return func() {
		if v := fm.fitOn(); v != nil {
			if g := fitShortcuts(v)[sc.ShortcutName()]; g != nil {
				g()
				return
			}
		}
		f()
	}
}

// fitShortcuts are the curve-fitting mode's actions, by shortcut name. Open,
// Save and Save As are the window's: a session file holds the lab, and an
// x,t file opens in curve fitting.
func fitShortcuts(v *fitview.View) map[string]func() {
	return map[string]func(){
		shortcutNew.ShortcutName():            v.Clear,
		shortcutExport.ShortcutName():         v.ExportFigure,
		shortcutUndo.ShortcutName():           v.Undo,
		shortcutRedo.ShortcutName():           v.Redo,
		(&fyne.ShortcutRedo{}).ShortcutName(): v.Redo,
	}
}

// fitEditMenu is the Edit menu of the curve-fitting mode.
func (fm *fitFrame) fitEditMenu(v *fitview.View) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Edit"),
		item(i18n.T("Undo"), shortcutUndo, v.Undo),
		item(i18n.T("Redo"), shortcutRedo, v.Redo), fyne.NewMenuItemSeparator(),
		item(i18n.T("Delete point (Delete)"), nil, v.DeleteSelected),
		item(i18n.T("Test point or training point (T)"), nil, v.ToggleSelected),
		item(i18n.T("Clear all points"), nil, v.Clear))
}

// fitTrainMenu is the Train menu of the curve-fitting mode: its
// cross-validation stepper.
func (fm *fitFrame) fitTrainMenu(v *fitview.View) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Train"),
		item(i18n.T("Start cross-validation"), nil, v.StartCV),
		item(i18n.T("Next step (Space)"), nil, v.NextCV),
		item(i18n.T("Back a step (←)"), nil, v.PrevCV),
		item(i18n.T("End cross-validation (Esc)"), nil, v.StopCV))
}
