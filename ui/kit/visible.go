package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// SetVisible shows o when on, else hides it.
func SetVisible(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// OnScreen reports whether a panel's tab is shown and its scroller laid
// out: scrolling a table or a list that has no size yet leaves it drawn at
// a wrong offset.
func OnScreen(tab, scroller fyne.CanvasObject) bool {
	return tab.Visible() && scroller.Size().Height > 0
}

// SetEnabled enables w when on, else disables it.
func SetEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// BoldLabel returns a label in bold, for a form's keys.
func BoldLabel(s string) *widget.Label {
	return &widget.Label{Text: s, TextStyle: fyne.TextStyle{Bold: true}}
}
