package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
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

// traceSamples are typical cells of the columns: a column is as wide as
// its sample or its header, whichever is wider, in the theme's text size.
var traceSamples = [...]string{"00", "x₀₀", "(−10, −10)", "−10", "3x⁽¹⁾ + 3x⁽²⁾ − 10", "α₀₀ = 10"}

// tracePanel is the Trace tab: one row per update, with the start as
// row 0, in a virtualised table that scrolls to the latest update.
type tracePanel struct {
	r       traceRoom
	caption *widget.Label
	note    *widget.Label // says when a long run's first updates are not kept
	table   *widget.Table
	format  *kit.Choice // the format Copy and Save write
	copyBtn *widget.Button
	saveBtn *widget.Button
	rows    int // rows shown last time, to scroll only when one is added
	alphas  alphaRows
	fit     traceFit
	content fyne.CanvasObject
}

// newTracePanel builds the Trace tab for e.
func newTracePanel(e traceRoom) *tracePanel {
	p := &tracePanel{r: e}
	p.buildUI()
	return p
}

// buildUI creates the caption and the table.
func (p *tracePanel) buildUI() {
	p.caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.note = &widget.Label{Wrapping: fyne.TextWrapWord, Importance: widget.WarningImportance}
	p.note.Hide()
	p.table = widget.NewTable(p.size, func() fyne.CanvasObject { return &widget.Label{TextStyle: cellStyle} }, p.updateCell)
	p.table.ShowHeaderRow = true
	p.table.CreateHeader = func() fyne.CanvasObject { return &widget.Label{TextStyle: fyne.TextStyle{Bold: true}} }
	p.table.UpdateHeader = p.updateHeader
	p.sizeColumns()
	p.format = kit.NewChoice(nil)
	p.copyBtn = &widget.Button{Icon: theme.ContentCopyIcon(), OnTapped: p.onCopy}
	p.saveBtn = &widget.Button{Icon: theme.DocumentSaveIcon(), OnTapped: p.onSave}
	export := container.NewHBox(p.format, p.copyBtn, p.saveBtn)
	p.content = container.NewBorder(container.NewVBox(p.caption, p.note, export), nil, nil, nil, p.table)
}

// sizeColumns fits the columns to the theme's text size and the headers'
// language, so that projector mode's larger text is not cut off in its
// cells; the table scrolls sideways when the panel is narrower.
func (p *tracePanel) sizeColumns() {
	size, pad := theme.TextSize(), cellPad()
	base := make([]float32, colAlpha+maxAlphaCols)
	for c, sample := range traceSamples {
		head := fyne.MeasureText(traceHeader(c), size, fyne.TextStyle{Bold: true}).Width
		cell := fyne.MeasureText(sample, size, cellStyle).Width
		base[c] = max(head, cell) + pad
	}
	alpha := fyne.MeasureText("−10.5", size, cellStyle).Width + pad // Table 2.2's α columns (tracecols.go)
	for c := colAlpha + 1; c < len(base); c++ {
		base[c] = alpha
	}
	if p.r.perAlpha() {
		base[colAlpha] = alpha
	}
	p.fit.setBase(base)
	p.fitColumns()
}

// fitColumns widens the columns to the cells of the rows added since the
// last call, and sets the table's widths when they changed.
func (p *tracePanel) fitColumns() {
	s := p.r.Session()
	if !p.fit.fit(s.Version(), len(s.Training().State().Trace), p.r.traceCols(), p.r.traceCellText) && p.fit.applied {
		return
	}
	p.fit.applied = true
	for c, w := range p.fit.width {
		p.table.SetColumnWidth(c, w)
	}
}

// chosenFormat returns the format chosen for Copy and Save, and its name.
func (p *tracePanel) chosenFormat() (traceFormat, string) {
	i := max(0, p.format.SelectedIndex())
	return traceFormats[i], traceFormatNames()[i]
}

// onCopy copies the trace in the chosen format.
func (p *tracePanel) onCopy() { p.r.copyTrace(p.chosenFormat()) }

// onSave saves the trace in the chosen format.
func (p *tracePanel) onSave() {
	f, _ := p.chosenFormat()
	p.r.saveTrace(f)
}

// relabel sets the texts in the current language.
func (p *tracePanel) Relabel() {
	p.caption.SetText(p.r.traceCaption())
	i := max(0, p.format.SelectedIndex())
	p.format.Options = traceFormatNames()
	p.format.SetSelectedIndex(i)
	p.sizeColumns()
	p.copyBtn.SetText(i18n.T("Copy"))
	p.saveBtn.SetText(i18n.T("Save…"))
	p.table.Refresh()
}

// refresh shows new rows and scrolls to the latest.
func (p *tracePanel) Refresh() {
	p.refreshNote()
	if c := p.r.traceCaption(); p.caption.Text != c {
		p.caption.SetText(c)
		p.sizeColumns()
	}
	n := len(p.r.Session().Training().State().Trace)
	p.fitColumns()
	p.table.Refresh()
	if n != p.rows && kit.OnScreen(p.content, p.table) {
		if n < p.rows {
			// Fyne's ScrollToBottom leaves the offset alone when the rows
			// fit, so after a long run a short one drew below the view.
			p.table.ScrollToTop()
		}
		p.table.ScrollToBottom()
		p.rows = n
	}
}

// size returns the rows (the trace) and the columns (one more in the dual form).
func (p *tracePanel) size() (int, int) {
	return len(p.r.Session().Training().State().Trace), p.r.traceCols()
}

// updateCell writes one value of one update.
func (p *tracePanel) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	o.(*widget.Label).SetText(p.r.traceCellText(id.Row, id.Col))
}

// traceCell returns the text of column col for one update.
func traceCell(ev perceptron.Event, col int) string {
	switch col {
	case colK:
		return strconv.Itoa(ev.K)
	case colPoint:
		return kit.PointName(ev.I)
	case colW:
		if ev.W == nil {
			return "—"
		}
		return kit.Vec(ev.W)
	case colB:
		return kit.Num(ev.B)
	case colFormula:
		if ev.W == nil {
			return "—"
		}
		return typeset.FormulaUnicode(ev.W, ev.B)
	case colAlpha:
		if ev.I < 0 {
			return "—"
		}
		return "α" + typeset.Subscript(ev.I+1) + " = " + kit.Num(ev.Alpha)
	}
	return ""
}

// updateHeader names the columns.
func (p *tracePanel) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	o.(*widget.Label).SetText(p.r.traceHead(id.Col))
}

// traceHeader names column col.
func traceHeader(col int) string {
	switch col {
	case colK:
		return "k"
	case colPoint:
		return i18n.T("Misclassified")
	case colW:
		return "w"
	case colB:
		return "b"
	case colFormula:
		return "w·x + b"
	case colAlpha:
		return "αᵢ"
	}
	return ""
}

// traceRoom is what the tracePanel asks of the window.
type traceRoom interface {
	room
	traceCaption() string
	traceCols() int
	traceCellText(r, col int) string
	traceHead(col int) string
	perAlpha() bool
	copyTrace(f traceFormat, name string)
	saveTrace(f traceFormat)
}
