//go:build cgo || js

package ui

import (
	"fmt"
	"os"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
)

// appID is the application's unique ID; it names the preferences and the
// storage folder where autosaves go.
const appID = "org.perceptronlab.app"

// Run opens the main window and blocks until it closes. args[0], when
// given, names a CSV file, a point set in JSON or a saved session to open.
//
// Only this file needs cgo (fyne/app draws through OpenGL); the rest of the
// package, and its tests, build without it.
func Run(args []string) {
	if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, "perceptronlab: "+msg)
		os.Exit(2)
	}
	runApp(app.NewWithID(appID), args)
}

// runApp builds the main window on a and runs the app until it closes.
func runApp(a fyne.App, args []string) {
	a.SetIcon(appIcon())
	initLanguage(a)
	w := a.NewWindow("Perceptron Lab")
	// Sized before it has content, so that the content is laid out once
	// at its size, not again when the window takes it.
	w.Resize(windowSize())
	e := newExplorer(a, w)
	e.auto.Enabled = true
	built := e.look
	if !startInBrowser(e) {
		built := e.look
		e.start(args)
		retheme(e, built)
	}
	// A link's look (projector mode, dark) was set before the app ran,
	// when nothing listened: the toolbar's captions and the Model tab's row
	// names kept the old text size until P was pressed twice. Set again
	// once the app runs, it reaches them, as web_js.go does for the page.
	if e.look.dark != built.dark || e.look.projector != built.projector {
		a.Lifecycle().SetOnStarted(func() { a.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector)) })
	}
	w.ShowAndRun()
}

// retheme sets the theme again once the app runs when what the command
// line opened (a link with projector=1 or dark=1) changed it from the one
// the widgets were built in: set before the app ran, when nothing
// listened, it left the buttons and fields in the old theme's colours (a
// dark link's buttons came out light). The web edition does the same
// (startInBrowser).
func retheme(e *explorer, built look) {
	if e.look.dark != built.dark || e.look.projector != built.projector {
		e.app.Lifecycle().SetOnStarted(func() { e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector)) })
	}
}

// initLanguage picks the interface language: the one chosen in View ▸
// Language last time, or else the system's (which T starts with).
func initLanguage(a fyne.App) {
	if l := a.Preferences().String(prefLanguage); l != "" {
		i18n.SetLanguage(l)
	}
}
