package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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
func (e *explorer) buildMenu() *fyne.MainMenu {
	edit, train := e.editMenu, e.trainMenu
	if v := e.fitOn(); v != nil { // curve-fitting mode (issue 18): fitmenu.go
		edit, train = func() *fyne.Menu { return e.fitEditMenu(v) }, func() *fyne.Menu { return e.fitTrainMenu(v) }
	}
	return platformMenu(fyne.NewMainMenu(e.fileMenu(), edit(), e.viewMenu(), train(), e.helpMenu()))
}

func (e *explorer) fileMenu() *fyne.Menu {
	examples := fyne.NewMenuItem(T("Examples"), nil)
	examples.ChildMenu = e.examplesMenu()
	quit := &fyne.MenuItem{Label: T("Quit"), Shortcut: shortcutQuit, IsQuit: true, Action: e.onClose}
	// Examples high in the menu: its chapters open level with it, and
	// opened near the bottom they ran past a 720-pixel screen in
	// projector mode (Fyne moves them up, not far enough).
	return fyne.NewMenu(T("File"),
		item(T("New"), shortcutNew, e.act(shortcutNew, e.onNew)),
		item(T("Open…"), shortcutOpen, e.act(shortcutOpen, e.onOpen)),
		item(T("Open x,t file for curve fitting…"), nil, e.openFitFile), // curve-fitting mode (issue 18)
		examples, fyne.NewMenuItemSeparator(),
		item(T("Save"), shortcutSave, e.act(shortcutSave, e.onSave)),
		item(T("Save As…"), shortcutSaveAs, e.act(shortcutSaveAs, e.onSaveAs)),
		fyne.NewMenuItemSeparator(),
		item(T("Export figure…"), shortcutExport, e.act(shortcutExport, e.onExportFigure)),
		item(T("Export animation…"), nil, e.onExportAnimation),
		item(T("Copy link"), nil, e.onCopyLink),
		fyne.NewMenuItemSeparator(), quit)
}

func (e *explorer) editMenu() *fyne.Menu {
	return fyne.NewMenu(T("Edit"),
		item(T("Undo"), shortcutUndo, e.undo),
		item(T("Redo"), shortcutRedo, e.redo), fyne.NewMenuItemSeparator(),
		item(T("Delete point (Delete)"), nil, e.deleteSelected),
		item(T("Flip label (L)"), nil, e.flipSelected),
		item(T("Clear all points"), nil, e.clearPoints))
}

func (e *explorer) viewMenu() *fyne.Menu {
	sh := &e.look.show
	lang := fyne.NewMenuItem(T("Language"), nil)
	lang.ChildMenu = fyne.NewMenu("",
		check("English", Language() == "en", func() { e.setLanguage("en") }),
		check("中文", Language() == "zh", func() { e.setLanguage("zh") }))
	// The layers are a submenu, so that the menu fits 720 pixels in
	// projector mode's large text.
	layers := fyne.NewMenuItem(T("Layers"), nil)
	layers.ChildMenu = fyne.NewMenu("",
		check(T("Shaded sides"), sh.Regions, func() { e.toggleLayer(&sh.Regions) }),
		check(T("Point names x₁, x₂, …"), e.namesShown(), func() { e.flipAuto(&e.look.marks.names, e.namesShown()) }),
		check(T("Distances to the line"), e.distancesShown(), func() { e.flipAuto(&e.look.marks.distances, e.distancesShown()) }),
		check(T("Legend"), sh.Legend, func() { e.toggleLayer(&sh.Legend) }),
		check(T("Margin"), sh.Margin, func() { e.toggleLayer(&sh.Margin) }),
		check(T("Normal vector w"), sh.Normal, func() { e.toggleLayer(&sh.Normal) }),
		check(T("Optimal hyperplane (SVM)"), e.look.svm, func() { e.toggleLayer(&e.look.svm) }),
		check(T("Least-squares line"), e.look.lsq, func() { e.toggleLayer(&e.look.lsq) }))
	// The panels too (issue 27, fault 12: at 1280×720 in projector mode
	// the menu was 698 px tall under a 46 px bar, and Full screen was cut
	// off); they have their keys, H and X.
	panels := fyne.NewMenuItem(T("Panels"), nil)
	panels.ChildMenu = fyne.NewMenu("",
		check(T("Side panel (H)"), e.side.content.Visible(), e.toggleSide),
		check(T("Explanation under the plane (X)"), e.strip.explain.content.Visible(), e.toggleExplain))
	return fyne.NewMenu(T("View"),
		item(T("Fit to data (F)"), nil, e.onFit), layers,
		check(T("Snap to grid (Alt frees)"), !e.look.marks.noSnap, e.toggleSnap),
		fyne.NewMenuItemSeparator(), panels,
		check(T("Projector mode (P)"), e.look.projector, func() { e.setProjector(!e.look.projector) }),
		check(T("Predict, then reveal (Q)"), e.predictOn(), e.togglePredict),
		check(T("Dark theme"), e.look.dark, func() { e.setDark(!e.look.dark) }),
		check(T("Curve fitting (Li Hang, chapter 1)"), e.inFitMode(), e.toggleFitMode), // curve-fitting mode (issue 18)
		lang, item(T("Full screen (F11)"), nil, e.toggleFullScreen))
}

func (e *explorer) trainMenu() *fyne.Menu {
	return fyne.NewMenu(T("Train"),
		item(T("Step (Space)"), nil, e.ctl.step),
		item(T("Epoch (E)"), nil, e.ctl.epoch),
		item(T("Run / Pause (Enter)"), nil, e.ctl.toggleRun),
		item(T("Train to end"), nil, e.ctl.trainToEnd),
		item(T("Reset (R)"), nil, e.ctl.reset))
}

func (e *explorer) helpMenu() *fyne.Menu {
	return fyne.NewMenu(T("Help"),
		item(T("Keyboard shortcuts"), nil, e.showShortcuts),
		e.menusByKeys(),
		item(T("About Perceptron Lab"), nil, e.showAbout))
}

// menusByKeys lists the menus with the Alt+letter that opens each
// (menukeys.go). Fyne's window runs a menu item's shortcut before the
// widget that has the keyboard gets it, so on the menu these keys work
// even while a text has the focus.
func (e *explorer) menusByKeys() *fyne.MenuItem {
	titles := []string{T("File"), T("Edit"), T("View"), T("Train"), T("Help")}
	sub := fyne.NewMenu("")
	for i, k := range menuLetters {
		sc := &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
		sub.Items = append(sub.Items, item(titles[i], sc, func() { e.openMenu(i) }))
	}
	open := fyne.NewMenuItem(T("Open a menu"), nil)
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
