package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"perceptronlab/ui/fitview"

	"perceptronlab/ui/i18n"
)

// Keyboard shortcuts with a modifier. They sit on the menu items (which
// shows them) and on the canvas (for when the menu is not in charge).
var (
	shortcutNew    = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutOpen   = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSave   = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSaveAs = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	shortcutQuit   = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutExport = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutUndo   = &fyne.ShortcutUndo{}
	shortcutRedo   = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// buildMenu returns the main menu in the current language.
func (cm *commands) buildMenu() *fyne.MainMenu {
	edit, train := cm.editMenu, cm.trainMenu
	if v := cm.e.fit.Shown(); v != nil { // curve-fitting mode (issue 18): fitmenu.go
		edit, train = func() *fyne.Menu { return cm.fitEditMenu(v) }, func() *fyne.Menu { return cm.fitTrainMenu(v) }
	}
	return platformMenu(fyne.NewMainMenu(cm.fileMenu(), edit(), cm.viewMenu(), train(), cm.helpMenu()))
}

func (cm *commands) fileMenu() *fyne.Menu {
	examples := fyne.NewMenuItem(i18n.T("Examples"), nil)
	examples.ChildMenu = cm.e.examples.menu()
	quit := &fyne.MenuItem{Label: i18n.T("Quit"), Shortcut: shortcutQuit, IsQuit: true, Action: cm.e.keep.onClose}
	// Examples high in the menu: its chapters open level with it, and
	// opened near the bottom they ran past a 720-pixel screen in
	// projector mode (Fyne moves them up, not far enough).
	return fyne.NewMenu(i18n.T("File"),
		item(i18n.T("New"), shortcutNew, cm.act(shortcutNew, cm.e.keep.onNew)),
		item(i18n.T("Open…"), shortcutOpen, cm.act(shortcutOpen, cm.e.keep.onOpen)),
		item(i18n.T("Open x,t file for curve fitting…"), nil, cm.e.fit.OpenFile), // curve-fitting mode (issue 18)
		examples, fyne.NewMenuItemSeparator(),
		item(i18n.T("Save"), shortcutSave, cm.act(shortcutSave, cm.e.keep.onSave)),
		item(i18n.T("Save As…"), shortcutSaveAs, cm.act(shortcutSaveAs, cm.e.keep.onSaveAs)),
		fyne.NewMenuItemSeparator(),
		item(i18n.T("Export figure…"), shortcutExport, cm.act(shortcutExport, cm.e.keep.onExportFigure)),
		item(i18n.T("Export animation…"), nil, cm.e.keep.onExportAnimation),
		item(i18n.T("Copy link"), nil, cm.e.links.onCopyLink),
		fyne.NewMenuItemSeparator(), quit)
}

func (cm *commands) editMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Edit"),
		item(i18n.T("Undo"), shortcutUndo, cm.e.edit.undo),
		item(i18n.T("Redo"), shortcutRedo, cm.e.edit.redo), fyne.NewMenuItemSeparator(),
		item(i18n.T("Delete point (Delete)"), nil, cm.e.edit.deleteSelected),
		item(i18n.T("Flip label (L)"), nil, cm.e.edit.flipSelected),
		item(i18n.T("Clear all points"), nil, cm.e.edit.clearPoints))
}

func (cm *commands) viewMenu() *fyne.Menu {
	sh := &cm.e.look.show
	lang := fyne.NewMenuItem(i18n.T("Language"), nil)
	lang.ChildMenu = fyne.NewMenu("",
		check("English", i18n.Language() == "en", func() { cm.e.looks.setLanguage("en") }),
		check("中文", i18n.Language() == "zh", func() { cm.e.looks.setLanguage("zh") }))
	// The layers are a submenu, so that the menu fits 720 pixels in
	// projector mode's large text.
	layers := fyne.NewMenuItem(i18n.T("Layers"), nil)
	layers.ChildMenu = fyne.NewMenu("",
		check(i18n.T("Shaded sides"), sh.Regions, func() { cm.e.looks.toggleLayer(&sh.Regions) }),
		check(i18n.T("Point names x₁, x₂, …"), cm.e.looks.namesShown(), func() { cm.e.looks.flipAuto(&cm.e.look.marks.names, cm.e.looks.namesShown()) }),
		check(i18n.T("Distances to the line"), cm.e.looks.distancesShown(), func() { cm.e.looks.flipAuto(&cm.e.look.marks.distances, cm.e.looks.distancesShown()) }),
		check(i18n.T("Legend"), sh.Legend, func() { cm.e.looks.toggleLayer(&sh.Legend) }),
		check(i18n.T("Margin"), sh.Margin, func() { cm.e.looks.toggleLayer(&sh.Margin) }),
		check(i18n.T("Normal vector w"), sh.Normal, func() { cm.e.looks.toggleLayer(&sh.Normal) }),
		check(i18n.T("Optimal hyperplane (SVM)"), cm.e.look.svm, func() { cm.e.looks.toggleLayer(&cm.e.look.svm) }),
		check(i18n.T("Least-squares line"), cm.e.look.lsq, func() { cm.e.looks.toggleLayer(&cm.e.look.lsq) }))
	// The panels too (issue 27, fault 12: at 1280×720 in projector mode
	// the menu was 698 px tall under a 46 px bar, and Full screen was cut
	// off); they have their keys, H and X.
	panels := fyne.NewMenuItem(i18n.T("Panels"), nil)
	panels.ChildMenu = fyne.NewMenu("",
		check(i18n.T("Side panel (H)"), cm.e.side.Content.Visible(), cm.e.ToggleSide),
		check(i18n.T("Explanation under the plane (X)"), cm.e.strip.explain.content.Visible(), cm.e.toggleExplain))
	return fyne.NewMenu(i18n.T("View"),
		item(i18n.T("Fit to data (F)"), nil, cm.e.onFit), layers,
		check(i18n.T("Snap to grid (Alt frees)"), !cm.e.look.marks.noSnap, cm.e.looks.toggleSnap),
		fyne.NewMenuItemSeparator(), panels,
		check(i18n.T("Projector mode (P)"), cm.e.look.projector, func() { cm.e.looks.SetProjector(!cm.e.look.projector) }),
		check(i18n.T("Predict, then reveal (Q)"), cm.e.predict.On(), cm.e.predict.Toggle),
		check(i18n.T("Dark theme"), cm.e.look.dark, func() { cm.e.looks.setDark(!cm.e.look.dark) }),
		check(i18n.T("Curve fitting (Li Hang, chapter 1)"), cm.e.fit.InFitMode(), cm.e.fit.Toggle), // curve-fitting mode (issue 18)
		lang, item(i18n.T("Full screen (F11)"), nil, cm.e.looks.ToggleFullScreen))
}

func (cm *commands) trainMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Train"),
		item(i18n.T("Step (Space)"), nil, cm.e.ctl.Step),
		item(i18n.T("Epoch (E)"), nil, cm.e.ctl.Epoch),
		item(i18n.T("Run / Pause (Enter)"), nil, cm.e.ctl.ToggleRun),
		item(i18n.T("Train to end"), nil, cm.e.ctl.TrainToEnd),
		item(i18n.T("Reset (R)"), nil, cm.e.ctl.Reset))
}

func (cm *commands) helpMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Help"),
		item(i18n.T("Keyboard shortcuts"), nil, cm.showShortcuts),
		cm.menusByKeys(),
		item(i18n.T("About Perceptron Lab"), nil, cm.showAbout))
}

// menusByKeys lists the menus with the Alt+letter that opens each
// (menukeys.go). Fyne's window runs a menu item's shortcut before the
// widget that has the keyboard gets it, so on the menu these keys work
// even while a text has the focus.
func (cm *commands) menusByKeys() *fyne.MenuItem {
	titles := []string{i18n.T("File"), i18n.T("Edit"), i18n.T("View"), i18n.T("Train"), i18n.T("Help")}
	sub := fyne.NewMenu("")
	for i, k := range menuLetters {
		sc := &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
		sub.Items = append(sub.Items, item(titles[i], sc, func() { cm.openMenu(i) }))
	}
	open := fyne.NewMenuItem(i18n.T("Open a menu"), nil)
	open.ChildMenu = sub
	return open
}

// item returns a menu item with an optional shortcut.
func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	return &fyne.MenuItem{Label: label, Shortcut: sc, Action: action}
}

// check returns a menu item with a tick.
func check(label string, on bool, action func()) *fyne.MenuItem {
	return &fyne.MenuItem{Label: label, Checked: on, Action: action}
}

// While the curve-fitting mode is shown, the Edit and Train menus and the
// shortcuts act on it, never on the classifiers' session hidden behind
// it: Undo and Redo undo point edits of the fit, Space steps its
// cross-validation, Ctrl+E exports its figures.

// act returns what shortcut sc (or its menu item) does: f, or the
// curve-fitting mode's own action while that mode is shown. Quit and
// the shortcuts the mode has no use for keep f.
func (cm *commands) act(sc fyne.Shortcut, f func()) func() {
	return func() {
		if v := cm.e.fit.Shown(); v != nil {
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
func (cm *commands) fitEditMenu(v *fitview.View) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Edit"),
		item(i18n.T("Undo"), shortcutUndo, v.Undo),
		item(i18n.T("Redo"), shortcutRedo, v.Redo), fyne.NewMenuItemSeparator(),
		item(i18n.T("Delete point (Delete)"), nil, v.DeleteSelected),
		item(i18n.T("Test point or training point (T)"), nil, v.ToggleSelected),
		item(i18n.T("Clear all points"), nil, v.Clear))
}

// fitTrainMenu is the Train menu of the curve-fitting mode: its
// cross-validation stepper.
func (cm *commands) fitTrainMenu(v *fitview.View) *fyne.Menu {
	return fyne.NewMenu(i18n.T("Train"),
		item(i18n.T("Start cross-validation"), nil, v.StartCV),
		item(i18n.T("Next step (Space)"), nil, v.NextCV),
		item(i18n.T("Back a step (←)"), nil, v.PrevCV),
		item(i18n.T("End cross-validation (Esc)"), nil, v.StopCV))
}
