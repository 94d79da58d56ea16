package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// exampleItem returns the Examples menu's item whose title is title in
// English (shown in the window's language), found in whichever chapter's
// submenu holds it, or fails.
func exampleItem(t *testing.T, e *explorer, title string) *fyne.MenuItem {
	t.Helper()
	for _, ch := range e.examples.menu().Items {
		if ch.ChildMenu == nil {
			continue
		}
		for _, it := range ch.ChildMenu.Items {
			if it.Label == i18n.T(title) || it.Label == title { // title given in English, or shown
				return it
			}
		}
	}
	t.Fatalf("the Examples menu has no %q", i18n.T(title))
	return nil
}

// The Examples menu holds one submenu per chapter of the book, each no
// taller than a 720-pixel screen in projector mode: in one list of 14
// items and 3 separators its last item was cut off at 1280×720 (issue 27,
// fault 12). Every example of the registry is in the chapter of the
// method it opens, and the curve-fitting ones in chapter 1.
func TestExamplesMenuByChapter(t *testing.T) {
	e := newTestExplorer(t)
	e.looks.SetProjector(true)
	t.Cleanup(func() { e.looks.SetProjector(false) })
	m := e.examples.menu()
	if len(m.Items) != len(exampleChapters()) {
		t.Fatalf("the Examples menu has %d items, want the %d chapters", len(m.Items), len(exampleChapters()))
	}
	room := screenRoom(720)
	for i, ch := range m.Items {
		if ch.Label != exampleChapters()[i] || ch.ChildMenu == nil {
			t.Fatalf("item %d is %q, not the submenu %q", i, ch.Label, exampleChapters()[i])
		}
		if h := popUpHeight(ch.ChildMenu); h > room {
			t.Errorf("%s is %.0f px tall in projector mode, more than the %.0f of a 720p screen", ch.Label, h, room)
		}
	}
	in := func(ch int, title string) bool {
		for _, it := range m.Items[ch].ChildMenu.Items {
			if it.Label == i18n.T(title) {
				return true
			}
		}
		return false
	}
	for _, x := range lab.Examples {
		want := 1
		switch x.Settings(lab.DefaultSettings()).Form {
		case lab.KNN:
			want = 2
		case lab.NaiveBayes:
			want = 3
		}
		if !in(want, x.Title) {
			t.Errorf("%q is not under %q", x.Title, exampleChapters()[want])
		}
	}
	for _, title := range []string{"Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)", "Bishop's ten points, PRML Table 1.1 (curve fitting)"} {
		if !in(0, title) {
			t.Errorf("%q is not under %q", title, exampleChapters()[0])
		}
	}
}

// popUpHeight is the height m takes as a pop-up in the current theme.
func popUpHeight(m *fyne.Menu) float32 { return widget.NewMenu(m).MinSize().Height }

// screenRoom is the height a menu has under the menu bar on a screen h
// pixels high (fit720_test.go's menuHeight is the bar's).
func screenRoom(h float32) float32 { return h - menuHeight() }
