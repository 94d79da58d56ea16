package ui

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2/widget"
)

// TestTraceCellsFitTheirColumns opens the Trace of the pocket on the
// Gaussians (non-integer data, 20 updates) and checks that every cell's
// label, as the table's own callbacks make it, fits the width the table
// gives its column, in normal and projector mode: the columns were sized
// for Table 2.1's integers, so b was drawn over w's last digits and
// w·x + b was cut off.
func TestTraceCellsFitTheirColumns(t *testing.T) {
	e := newTestExplorer(t)
	e.links.openLink("https://example.org/#example=gaussians&form=pocket&k=20")
	settle(t, e)
	if k := e.s.Training().State().K; k != 20 {
		t.Fatalf("the link gave k = %d, want 20", k)
	}
	e.ShowTab("trace")
	for _, projector := range []bool{false, true} {
		e.looks.SetProjector(projector)
		e.Refresh()
		tb := e.traceP().Table
		rows, cols := tb.Length()
		for r := range rows {
			for c := range cols {
				o := tb.CreateCell()
				tb.UpdateCell(widget.TableCellID{Row: r, Col: c}, o)
				l := o.(*widget.Label)
				if need, have := l.MinSize().Width, columnWidth(tb, c); need > have {
					t.Errorf("projector %v: row %d cell %q needs %.0f px, its column has %.0f", projector, r, l.Text, need, have)
				}
			}
		}
	}
	e.looks.SetProjector(false)
}

// columnWidth reads the width the table was given for column c (Fyne
// has no getter for it).
func columnWidth(tb *widget.Table, c int) float32 {
	v := reflect.ValueOf(tb).Elem().FieldByName("columnWidths").MapIndex(reflect.ValueOf(c))
	if !v.IsValid() {
		return 0
	}
	return float32(v.Float())
}
