package ui

import (
	"perceptronlab/ui/side"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// F10 opens the File menu while a text entry has the keyboard: the Model
// tab's η, a cell of the Table tab, a coordinate of the Points tab (issue
// 27, fault 15: an entry with the focus took F10, and the menus were out
// of the keyboard's reach). The key goes where Fyne's window sends it, to
// the focused widget; a letter typed there stays the entry's.
func TestF10FromAnEntry(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, "Li Hang, Example 2.1")
	c := e.win.Canvas()
	entries := map[string]func() fyne.Focusable{
		"the Model tab's η": func() fyne.Focusable { return e.modelP().Settings.Row(param.Eta).Entry },
		"the Points tab's first x₁": func() fyne.Focusable {
			e.side.Show("points")
			for _, r := range e.pointsP().Rows { // the rows the list shows
				if c.Focus(r.X1); c.Focused() == r.X1 {
					return r.X1
				}
			}
			t.Fatal("the Points tab shows no row")
			return nil
		},
		"the Table tab's first cell": func() fyne.Focusable {
			menuItem(t, e, "Li Hang, Example 4.1 (naive Bayes table)")
			return e.tableP().Cells[0][0]
		},
		"the Table tab's query": func() fyne.Focusable {
			menuItem(t, e, "Li Hang, Example 4.1 (naive Bayes table)")
			return e.tableP().Query[0]
		},
	}
	for _, name := range []string{"the Model tab's η", "the Points tab's first x₁", "the Table tab's first cell", "the Table tab's query"} {
		en := entries[name]()
		c.Focus(en)
		if c.Focused() != en {
			t.Fatalf("%s takes no focus", name)
		}
		test.Type(en, "7") // to the widget, as the window's typed runes go
		if got := entryText(en); !strings.Contains(got, "7") {
			t.Errorf("7 typed in %s left it %q", name, got)
		}
		press(e, fyne.KeyF10)
		if m := keyMenu(t, e, "F10 in "+name); itemLabel(m.Items[0]) != i18n.T("New") {
			t.Errorf("F10 in %s opened a menu starting with %q, want File", name, itemLabel(m.Items[0]))
		}
		press(e, fyne.KeyEscape)
		if c.Overlays().Top() != nil {
			t.Fatalf("Esc left the menu open after F10 in %s", name)
		}
	}
}

// entryText is the text of one of the window's entries.
func entryText(f fyne.Focusable) string {
	switch en := f.(type) {
	case *kit.KeyEntry:
		return en.Text
	case *side.CommitEntry:
		return en.Text
	case *kit.KeySelectEntry:
		return en.Text
	}
	return ""
}
