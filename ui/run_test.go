//go:build cgo

package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/ui/i18n"
)

// TestStartLinkRethemesOnceRunning starts the window on a dark,
// projected link: the theme is set again once the app runs (set before,
// when nothing listened, it left the buttons light on the dark plane);
// a link that keeps the look sets nothing.
func TestStartLinkRethemesOnceRunning(t *testing.T) {
	defer i18n.SetLanguage("en")
	for _, c := range []struct {
		link  string
		again bool
	}{
		{"https://lab.example/#fit=1&example=bishop11&m=9&lang=zh&projector=1&dark=1", true},
		{"https://lab.example/#example=lihang21&dark=1", true},
		{"https://lab.example/#example=lihang21&dark=0&projector=0", false},
	} {
		e := newTestExplorer(t)
		built := e.look
		e.start([]string{c.link})
		retheme(e, built)
		sentinel := test.Theme()
		e.app.Settings().SetTheme(sentinel)
		started, ok := e.app.Lifecycle().(interface{ OnStarted() func() })
		if !ok {
			t.Fatal("the test app's lifecycle does not give its OnStarted hook")
		}
		if f := started.OnStarted(); f != nil {
			f()
		}
		if again := e.app.Settings().Theme() != sentinel; again != c.again {
			t.Errorf("%s: the theme set again once running: %v, want %v", c.link, again, c.again)
		}
	}
}
