package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

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
func (e *explorer) buildMenu() *fyne.MainMenu {
	edit, train := e.editMenu, e.trainMenu
	if v := e.fit.fitOn(); v != nil { // curve-fitting mode (issue 18): fitmenu.go
		edit, train = func() *fyne.Menu { return e.fit.fitEditMenu(v) }, func() *fyne.Menu { return e.fit.fitTrainMenu(v) }
	}
	return platformMenu(fyne.NewMainMenu(e.fileMenu(), edit(), e.viewMenu(), train(), e.helpMenu()))
}

func (e *explorer) fileMenu() *fyne.Menu {
	examples := fyne.NewMenuItem(i18n.T("Examples"), nil)
	examples.ChildMenu = e.examples.menu()
	quit := &fyne.MenuItem{Label: i18n.T("Quit"), Shortcut: shortcutQuit, IsQuit: true, Action: e.keep.onClose}
	// Examples high in the menu: its chapters open level with it, and
	// opened near the bottom they ran past a 720-pixel screen in
	// projector mode (Fyne moves them up, not far enough).
	return fyne.NewMenu(i18n.T("File"),
		item(i18n.T("New"), shortcutNew, e.fit.act(shortcutNew, e.keep.onNew)),
		item(i18n.T("Open…"), shortcutOpen, e.fit.act(shortcutOpen, e.keep.onOpen)),
		item(i18n.T("Open x,t file for curve fitting…"), nil, e.fit.openFitFile), // curve-fitting mode (issue 18)
		examples, fyne.NewMenuItemSeparator(),
		item(i18n.T("Save"), shortcutSave, e.fit.act(shortcutSave, e.keep.onSave)),
		item(i18n.T("Save As…"), shortcutSaveAs, e.fit.act(shortcutSaveAs, e.keep.onSaveAs)),
		fyne.NewMenuItemSeparator(),
		item(i18n.T("Export figure…"), shortcutExport, e.fit.act(shortcutExport, e.keep.onExportFigure)),
		item(i18n.T("Export animation…"), nil, e.keep.onExportAnimation),
		item(i18n.T("Copy link"), nil, e.links.onCopyLink),
		fyne.NewMenuItemSeparator(), quit)
}

func (e *explorer) editMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Edit"),
		item(i18n.T("Undo"), shortcutUndo, e.edit.undo),
		item(i18n.T("Redo"), shortcutRedo, e.edit.redo), fyne.NewMenuItemSeparator(),
		item(i18n.T("Delete point (Delete)"), nil, e.edit.deleteSelected),
		item(i18n.T("Flip label (L)"), nil, e.edit.flipSelected),
		item(i18n.T("Clear all points"), nil, e.edit.clearPoints))
}

func (e *explorer) viewMenu() *fyne.Menu {
	sh := &e.look.show
	lang := fyne.NewMenuItem(i18n.T("Language"), nil)
	lang.ChildMenu = fyne.NewMenu("",
		check("English", i18n.Language() == "en", func() { e.looks.setLanguage("en") }),
		check("中文", i18n.Language() == "zh", func() { e.looks.setLanguage("zh") }))
	// The layers are a submenu, so that the menu fits 720 pixels in
	// projector mode's large text.
	layers := fyne.NewMenuItem(i18n.T("Layers"), nil)
	layers.ChildMenu = fyne.NewMenu("",
		check(i18n.T("Shaded sides"), sh.Regions, func() { e.looks.toggleLayer(&sh.Regions) }),
		check(i18n.T("Point names x₁, x₂, …"), e.looks.namesShown(), func() { e.looks.flipAuto(&e.look.marks.names, e.looks.namesShown()) }),
		check(i18n.T("Distances to the line"), e.looks.distancesShown(), func() { e.looks.flipAuto(&e.look.marks.distances, e.looks.distancesShown()) }),
		check(i18n.T("Legend"), sh.Legend, func() { e.looks.toggleLayer(&sh.Legend) }),
		check(i18n.T("Margin"), sh.Margin, func() { e.looks.toggleLayer(&sh.Margin) }),
		check(i18n.T("Normal vector w"), sh.Normal, func() { e.looks.toggleLayer(&sh.Normal) }),
		check(i18n.T("Optimal hyperplane (SVM)"), e.look.svm, func() { e.looks.toggleLayer(&e.look.svm) }),
		check(i18n.T("Least-squares line"), e.look.lsq, func() { e.looks.toggleLayer(&e.look.lsq) }))
	// The panels too (issue 27, fault 12: at 1280×720 in projector mode
	// the menu was 698 px tall under a 46 px bar, and Full screen was cut
	// off); they have their keys, H and X.
	panels := fyne.NewMenuItem(i18n.T("Panels"), nil)
	panels.ChildMenu = fyne.NewMenu("",
		check(i18n.T("Side panel (H)"), e.side.Content.Visible(), e.ToggleSide),
		check(i18n.T("Explanation under the plane (X)"), e.strip.explain.content.Visible(), e.toggleExplain))
	return fyne.NewMenu(i18n.T("View"),
		item(i18n.T("Fit to data (F)"), nil, e.onFit), layers,
		check(i18n.T("Snap to grid (Alt frees)"), !e.look.marks.noSnap, e.looks.toggleSnap),
		fyne.NewMenuItemSeparator(), panels,
		check(i18n.T("Projector mode (P)"), e.look.projector, func() { e.SetProjector(!e.look.projector) }),
		check(i18n.T("Predict, then reveal (Q)"), e.predict.On(), e.predict.Toggle),
		check(i18n.T("Dark theme"), e.look.dark, func() { e.looks.setDark(!e.look.dark) }),
		check(i18n.T("Curve fitting (Li Hang, chapter 1)"), e.fit.InFitMode(), e.fit.toggleFitMode), // curve-fitting mode (issue 18)
		lang, item(i18n.T("Full screen (F11)"), nil, e.ToggleFullScreen))
}

func (e *explorer) trainMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Train"),
		item(i18n.T("Step (Space)"), nil, e.ctl.Step),
		item(i18n.T("Epoch (E)"), nil, e.ctl.Epoch),
		item(i18n.T("Run / Pause (Enter)"), nil, e.ctl.ToggleRun),
		item(i18n.T("Train to end"), nil, e.ctl.TrainToEnd),
		item(i18n.T("Reset (R)"), nil, e.ctl.Reset))
}

func (e *explorer) helpMenu() *fyne.Menu {
	return fyne.NewMenu(i18n.T("Help"),
		item(i18n.T("Keyboard shortcuts"), nil, e.showShortcuts),
		e.menusByKeys(),
		item(i18n.T("About Perceptron Lab"), nil, e.showAbout))
}

// menusByKeys lists the menus with the Alt+letter that opens each
// (menukeys.go). Fyne's window runs a menu item's shortcut before the
// widget that has the keyboard gets it, so on the menu these keys work
// even while a text has the focus.
func (e *explorer) menusByKeys() *fyne.MenuItem {
	titles := []string{i18n.T("File"), i18n.T("Edit"), i18n.T("View"), i18n.T("Train"), i18n.T("Help")}
	sub := fyne.NewMenu("")
	for i, k := range menuLetters {
		sc := &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
		sub.Items = append(sub.Items, item(titles[i], sc, func() { e.openMenu(i) }))
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
