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
	e.setProjector(true)
	t.Cleanup(func() { e.setProjector(false); e.setLanguage("en") })
	room := screenRoom(720)
	for _, lang := range []string{"en", "zh"} {
		e.setLanguage(lang)
		for _, fit := range []bool{false, true} {
			if fit != e.inFitMode() {
				e.toggleFitMode()
			}
			for _, m := range e.buildMenu().Items {
				eachMenu(m, func(path string, m *fyne.Menu) {
					if h := popUpHeight(m); h > room {
						t.Errorf("%s, curve fitting %v: %s is %.0f px tall, the screen has %.0f under the bar", lang, fit, path, h, room)
					}
				})
			}
		}
		if e.inFitMode() {
			e.toggleFitMode()
		}
	}
}

// eachMenu calls f with m and each of its submenus, and the path to it.
func eachMenu(m *fyne.Menu, f func(path string, m *fyne.Menu)) {
	var walk func(path string, m *fyne.Menu)
	walk = func(path string, m *fyne.Menu) {
		f(path, m)
		for _, it := range m.Items {
			if it.ChildMenu != nil {
				walk(path+" ▸ "+it.Label, it.ChildMenu)
			}
		}
	}
	walk(m.Label, m)
}
