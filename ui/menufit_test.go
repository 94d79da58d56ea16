package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// Every menu and submenu of the main menu fits a 720-pixel screen under
// the menu bar in projector mode's large text, in English and Chinese,
// with the classifiers and in curve-fitting mode (issue 27, fault 12:
// View was 698 px tall there, and its last item, Full screen, sat below
// the screen's edge).
func TestMenusFit720InProjectorMode(t *testing.T) {
	e := newTestExplorer(t)
	e.looks.SetProjector(true)
	t.Cleanup(func() { e.looks.SetProjector(false); e.looks.setLanguage("en") })
	room := screenRoom(720)
	for _, lang := range []string{"en", "zh"} {
		e.looks.setLanguage(lang)
		for _, fit := range []bool{false, true} {
			if fit != e.fit.InFitMode() {
				e.fit.Toggle()
			}
			for _, m := range e.cmd.buildMenu().Items {
				eachMenu(m, 0, func(path string, top float32, m *fyne.Menu) {
					if h := popUpHeight(m); top+h > room {
						t.Errorf("%s, curve fitting %v: %s opens %.0f px under the bar and is %.0f px tall; the screen has %.0f", lang, fit, path, top, h, room)
					}
				})
			}
		}
		if e.fit.InFitMode() {
			e.fit.Toggle()
		}
	}
}

// eachMenu calls f with m and each of its submenus, the path to it, and
// where it opens, top, down from where m opens: a submenu opens level with
// its item. (Fyne moves up a submenu that would pass the window's bottom,
// but not far enough: at 1280×720 in projector mode the chapters of File ▸
// Examples ran some 20 px past the screen's edge.)
func eachMenu(m *fyne.Menu, top float32, f func(path string, top float32, m *fyne.Menu)) {
	var walk func(path string, top float32, m *fyne.Menu)
	walk = func(path string, top float32, m *fyne.Menu) {
		f(path, top, m)
		for i, it := range m.Items {
			if it.ChildMenu != nil {
				// the items above, with the menu's padding above and below
				// them: a little more than where the item starts
				at := popUpHeight(fyne.NewMenu("", m.Items[:i]...))
				walk(path+" ▸ "+it.Label, top+at, it.ChildMenu)
			}
		}
	}
	walk(m.Label, top, m)
}
