//go:build js

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

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
