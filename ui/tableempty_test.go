package ui

import (
	"perceptronlab/ui/side"
	"testing"

	"fyne.io/fyne/v2/widget"
)

// Issue 27, fault 13: an empty Table tab showed a red error before
// anything was typed. Then it says what to type, in plain text; a row
// typed but incomplete is still an error, in red.
func TestEmptyTableIsNoError(t *testing.T) {
	e := newTestExplorer(t)
	e.modelP().Settings.Form.SetSelected(side.FormName(formOf("nb")))
	e.side.Show("table")
	p := e.tableP()
	p.RefreshResults()
	r := p.Results.Problem
	if !r.Visible() || r.Text == "" || r.Importance == widget.DangerImportance {
		t.Errorf("empty table: %q shown %v in importance %v; want a plain hint", r.Text, r.Visible(), r.Importance)
	}
	p.Categorical().SetCell(0, 0, "1")
	p.RefreshResults()
	if r.Importance != widget.DangerImportance {
		t.Errorf("a row typed but incomplete: %q in importance %v; want red", r.Text, r.Importance)
	}
}
