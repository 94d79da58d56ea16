//go:build js

package ui

import (
	"fmt"
	"perceptronlab/lab"
	"perceptronlab/ui/browser"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The web edition: the same window, drawn by Fyne into the page. What
// differs from the desktop is here and in files_js.go, autosave_js.go and
// browser_js.go: files come from the browser's file picker and leave as
// downloads, autosaves live in the page's storage, the page's address can
// carry a lab (link.go), and what a browser cannot do (quit, full screen
// from the app) is not offered. web/index.html passes the browser's own
// keys (reload, zoom, full screen, developer tools…) to the browser.

func init() {
	// Browsers keep Ctrl+N for a new window; the page never sees it.
	shortcutNew = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierAlt}
}

// newOpenSaveKeys names the shortcuts of New, Open and Save.
const newOpenSaveKeys = "Alt+N, Ctrl+O, Ctrl+S"

// webAddress returns the page's address without its fragment, for links.
func webAddress() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String()
}

// windowSize is the size the window opens at: the page's.
func windowSize() fyne.Size {
	win := js.Global()
	return fyne.NewSize(float32(win.Get("innerWidth").Float()), float32(win.Get("innerHeight").Float()))
}

// centre returns what lies between the toolbar and the status bar: in a
// browser, the split of the plane and the side panel, which becomes the
// plane with the panel as a sheet in a phone's window (phone.go).
func (e *explorer) centre() fyne.CanvasObject {
	e.phone = newPhone(e)
	return e.phone.content
}

// startInBrowser sets the window up for the page and opens the lab the
// address carries, or else starts as the desktop does; then it offers back
// the work of a tab that closed unsaved. It reports true.
func startInBrowser(e *explorer) bool {
	markPage("window")
	built := e.look                      // the look the widgets were built in
	e.keep.pickSave = e.keep.askDownload // the file name, for a download
	e.win.Canvas().RemoveShortcut(shortcutQuit)
	followChineseFont(e)                                 // fontload_js.go
	browser.FollowPointer(e.plane, e.win, e.sheetCovers) // pointer_js.go: clicks in order, touch
	showWidgets(e)                                       // inspect_js.go: what the widgets show, for the browser test
	followScreenReader(e)                                // a11y_js.go: the step and the plane as text
	followAddress(e)
	go func() {
		for range time.Tick(400 * time.Millisecond) {
			fyne.Do(e.phone.fitPage) // phone.go
		}
	}()
	e.auto.Start()
	browser.OnPage("beforeunload", func(ev js.Value) {
		if e.s.Dirty() { // the browser asks whether to leave
			ev.Call("preventDefault")
			ev.Set("returnValue", "")
		}
	})
	browser.OnPage("hashchange", func(js.Value) { fyne.Do(func() { e.links.openLink(pageFragment()) }) })
	// A link opened in a new tab shows its lab: another tab's leftover
	// work is offered from the File menu, not over the link, where a
	// student's Yes would replace the teacher's lab.
	webRestore = func() {
		if len(e.auto.Orphans()) == 0 {
			e.status.setMessage(i18n.T("There is no unsaved work from an earlier visit"))
			return
		}
		e.auto.OfferRestore()
	}
	if f := pageFragment(); f != "" {
		e.links.openLink(f)
		if len(e.auto.Orphans()) > 0 && e.links.badLink < 0 {
			e.status.setMessage(i18n.T("Opened the lab of the link. Unsaved work from an earlier visit is kept: File ▸ Restore unsaved work… brings it back"))
		}
	} else {
		e.start(nil)
	}
	e.win.SetMainMenu(e.cmd.buildMenu())
	// The theme a link sets (projector mode, dark) was set before the app
	// ran, when nothing listened: the widgets then drawn kept the old text
	// size (projector mode's row labels and toolbar captions came out
	// smaller than the rest). Set again once the app runs, it reaches them.
	// Only then: setting it again draws every widget anew, 0.8 s before the
	// first frame (BenchmarkFirstFrame).
	if e.look.dark != built.dark || e.look.projector != built.projector {
		e.app.Lifecycle().SetOnStarted(func() { e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector)) })
	}
	return true
}

// webRestore offers back the unsaved work a closed or crashed tab left
// (File ▸ Restore unsaved work…); nil until the window has started.
var webRestore func()

// markPage notes the time since the navigation under name in
// window.perceptronlab.marks, which web/index.html keeps with its own (the
// fetch, the compiled wasm, the first frame) for the browser test's log.
func markPage(name string) {
	if pl := js.Global().Get("perceptronlab"); pl.Type() == js.TypeObject && pl.Get("marks").Type() == js.TypeObject {
		pl.Get("marks").Set(name, js.Global().Get("performance").Call("now").Int())
	}
}

// pageFragment returns the page address's fragment, without the "#".
func pageFragment() string {
	return strings.TrimPrefix(js.Global().Get("location").Get("hash").String(), "#")
}

// followAddress keeps the page's address showing the lab, as a link: a
// reload, a bookmark or the address bar copied then bring back this very
// lab. It looks once a second and writes only when the lab has changed;
// replacing the address adds no step to the browser's history.
func followAddress(e *explorer) {
	var seen, written string
	go func() {
		for range time.Tick(time.Second) {
			fyne.Do(func() {
				st := e.s.Training().State()
				fit := e.fit.ShownFragment() // curve-fitting mode (issue 18)
				key := fmt.Sprint(e.s.Version(), st.K, st.Status, e.plane.Requested(), e.look, e.predict.On(), i18n.Language(), e.links.linkState(), e.table, fit)
				if key == seen || e.s.Version() == e.links.badLink || (e.fit.InFitMode() && e.fit.HasBadLink && fit == e.fit.BadLink) {
					return // unchanged, or still the lab a bad link left, which the address keeps
				}
				seen = key
				frag, err := e.links.link().Fragment()
				if e.fit.InFitMode() {
					frag, err = fit, nil
				}
				if err != nil {
					frag = "" // too large for a link: the address shows none
				}
				if frag != written {
					written = frag
					setPageFragment(frag)
				}
			})
		}
	}()
}

// setPageFragment replaces the page address's fragment; "" removes it.
func setPageFragment(frag string) {
	loc := js.Global().Get("location")
	u := loc.Get("pathname").String() + loc.Get("search").String()
	if frag != "" {
		u += "#" + frag
	}
	h := js.Global().Get("history")
	h.Call("replaceState", h.Get("state"), "", u)
}

// platformMenu leaves out of the menus what a page cannot do: quit, and
// full screen, which is the browser's own (F11).
func platformMenu(m *fyne.MainMenu) *fyne.MainMenu {
	if webRestore != nil && len(m.Items) > 0 {
		file := m.Items[0]
		i := slices.IndexFunc(file.Items, func(it *fyne.MenuItem) bool { return it.Label == i18n.T("Copy link") })
		file.Items = slices.Insert(file.Items, i+1, fyne.NewMenuItem(i18n.T("Restore unsaved work…"), webRestore))
	}
	full := i18n.T("Full screen (F11)")
	for _, menu := range m.Items {
		menu.Items = slices.DeleteFunc(menu.Items, func(it *fyne.MenuItem) bool { return it.IsQuit || it.Label == full })
		for n := len(menu.Items); n > 0 && menu.Items[n-1].IsSeparator; n-- {
			menu.Items = menu.Items[:n-1]
		}
	}
	return m
}

// linkState is what the method writes in a link of its own (its query,
// k-NN's cross-validation) as text: what the web edition compares to see
// that the address must follow a step (followAddress).
func (lk *links) linkState() string {
	var l lab.Link
	lk.w.View().WriteLink(&l)
	if l.CV != nil {
		return fmt.Sprint(l.Query, *l.CV)
	}
	return fmt.Sprint(l.Query)
}

// startLook returns the look the window's widgets are built in: the saved
// one, with the projector mode and dark theme of the page's link, and it
// sets the link's language (or, with none saved, the browser's), with the
// Chinese font when the page has it already. Set
// only once the widgets were built, each cost a second pass over every
// widget before the first frame, about 0.8 s for a theme (issue 20,
// BenchmarkFirstFrame). A link that does not read is left to openLink,
// which says why.
func startLook(a fyne.App, l look) look {
	if a.Preferences().String(prefLanguage) == "" {
		i18n.SetLanguage(i18n.LanguageOf(js.Global().Get("navigator").Get("language").String()))
	}
	defer earlyChineseFont() // fontload_js.go
	f := pageFragment()
	if f == "" {
		return l
	}
	link, ok := lab.LookOf(f) // either grammar: a curve-fitting link keeps the classroom's look too
	if !ok {
		return l
	}
	if link.Lang != "" {
		i18n.SetLanguage(link.Lang)
	}
	if link.Projector != nil {
		l.projector = *link.Projector
	}
	if link.Dark != nil {
		l.dark = *link.Dark
	}
	return l
}
