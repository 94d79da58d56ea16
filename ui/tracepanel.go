package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo"
)

// Trace columns, as in Li Hang's Table 2.1; the dual form adds αᵢ.
const (
	colK = iota
	colPoint
	colW
	colB
	colFormula
	colAlpha
)

// traceWidths are the columns' widths.
var traceWidths = [...]float32{44, 120, 110, 60, 170, 90}

// tracePanel is the Trace tab: one row per update, with the start as
// row 0, in a virtualised table that scrolls to the latest update.
type tracePanel struct {
	e       *explorer
	caption *widget.Label
	table   *widget.Table
	rows    int // rows shown last time, to scroll only when one is added
	content fyne.CanvasObject
}

// newTracePanel builds the Trace tab for e.
func newTracePanel(e *explorer) *tracePanel {
	p := &tracePanel{e: e}
	p.buildUI()
	return p
}

// buildUI creates the caption and the table.
func (p *tracePanel) buildUI() {
	p.caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.table = widget.NewTable(p.size, func() fyne.CanvasObject { return widget.NewLabel("") }, p.updateCell)
	p.table.ShowHeaderRow = true
	p.table.CreateHeader = func() fyne.CanvasObject { return &widget.Label{TextStyle: fyne.TextStyle{Bold: true}} }
	p.table.UpdateHeader = p.updateHeader
	for i, w := range traceWidths {
		p.table.SetColumnWidth(i, w)
	}
	p.content = container.NewBorder(p.caption, nil, nil, nil, p.table)
}

// relabel sets the texts in the current language.
func (p *tracePanel) relabel() {
	p.caption.SetText(T("Every update, as in Li Hang's Table 2.1. Row 0 is the start."))
	p.table.Refresh()
}

// refresh shows new rows and scrolls to the latest.
func (p *tracePanel) refresh() {
	n := len(p.e.s.State().Trace)
	p.table.Refresh()
	if n != p.rows && onScreen(p.content, p.table) {
		p.table.ScrollToBottom()
		p.rows = n
	}
}

// size returns the rows (the trace) and the columns (one more in the dual form).
func (p *tracePanel) size() (int, int) {
	cols := colAlpha
	if p.e.s.settings.Form != Primal {
		cols++
	}
	return len(p.e.s.State().Trace), cols
}

// updateCell writes one value of one update.
func (p *tracePanel) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	tr := p.e.s.State().Trace
	if id.Row >= len(tr) {
		return
	}
	o.(*widget.Label).SetText(traceCell(tr[id.Row], id.Col))
}

// traceCell returns the text of column col for one update.
func traceCell(ev algo.Event, col int) string {
	switch col {
	case colK:
		return strconv.Itoa(ev.K)
	case colPoint:
		return pointName(ev.I)
	case colW:
		if ev.W == nil {
			return "—"
		}
		return vec(ev.W)
	case colB:
		return num(ev.B)
	case colFormula:
		if ev.W == nil {
			return "—"
		}
		return algo.FormulaUnicode(ev.W, ev.B)
	case colAlpha:
		if ev.I < 0 {
			return "—"
		}
		return "α" + subscript(ev.I+1) + " = " + num(ev.Alpha)
	}
	return ""
}

// updateHeader names the columns.
func (p *tracePanel) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	switch id.Col {
	case colK:
		l.SetText("k")
	case colPoint:
		l.SetText(T("Misclassified"))
	case colW:
		l.SetText("w")
	case colB:
		l.SetText("b")
	case colFormula:
		l.SetText("w·x + b")
	case colAlpha:
		l.SetText("αᵢ")
	}
}
