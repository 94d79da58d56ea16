package ui

import (
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
	e.loadExample("sixty", dataset.Separable(60, 2, 1, 7), e.s.Settings())
	p := e.side.pointsP()
	e.side.tabs.Select(e.side.tab("points"))
	var cell *commitEntry
	for o, r := range p.rows {
		if r.i == 2 && o.Visible() {
			cell = r.x1
		}
	}
	if cell == nil {
		t.Fatal("row x₃ of the table is not shown")
	}
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(cell).Add(fyne.NewPos(cell.Size().Width/2, cell.Size().Height/2))
	before := p.list.GetScrollOffset()
	test.Scroll(e.win.Canvas(), at, 0, -120) // the wheel down
	if after := p.list.GetScrollOffset(); after <= before {
		t.Errorf("the wheel over x₃'s x⁽¹⁾ cell left the table at offset %v (was %v)", after, before)
	}
}
