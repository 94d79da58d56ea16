package ui

import (
	"perceptronlab/ui/side"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
)

// Issue 19, fault 11: the mouse wheel over a cell of the Points table
// (an x⁽¹⁾ entry) did nothing: the entry's own scroller took it. It must
// scroll the table as it does between the cells.
func TestWheelOverAPointsCellScrollsTheTable(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.load("sixty", dataset.Separable(60, 2, 1, 7), e.s.Settings())
	p := e.pointsP()
	e.side.Tabs.Select(e.side.Tab("points"))
	var cell *side.CommitEntry
	for o, r := range p.Rows {
		if r.I == 2 && o.Visible() {
			cell = r.X1
		}
	}
	if cell == nil {
		t.Fatal("row x₃ of the table is not shown")
	}
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(cell).Add(fyne.NewPos(cell.Size().Width/2, cell.Size().Height/2))
	before := p.List.GetScrollOffset()
	test.Scroll(e.win.Canvas(), at, 0, -120) // the wheel down
	if after := p.List.GetScrollOffset(); after <= before {
		t.Errorf("the wheel over x₃'s x⁽¹⁾ cell left the table at offset %v (was %v)", after, before)
	}
}
