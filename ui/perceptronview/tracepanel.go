package perceptronview

import (
	"io"
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

// The Trace's columns, as in Li Hang's Table 2.1: the update k, the
// misclassified point, w, b and w·x + b; the dual forms add αᵢ from ColAlpha
// on (α₁…α_N, Table 2.2, or the one αᵢ that changed).
const (
	ColK = iota
	ColPoint
	ColW
	ColB
	ColFormula
	ColAlpha
)

// traceSamples are typical cells of the columns: a column is as wide as
// its sample or its header, whichever is wider, in the theme's text size.
var traceSamples = [...]string{"00", "x₀₀", "(−10, −10)", "−10", "3x⁽¹⁾ + 3x⁽²⁾ − 10", "α₀₀ = 10"}

// Trace is the Trace tab: one row per update, with the start as
// row 0, in a virtualised table that scrolls to the latest update.
type Trace struct {
	r TraceRoom
	// Caption says what the tab shows.
	Caption *widget.Label
	// Note says when a long run's first updates are not kept.
	Note *widget.Label
	// Table is the tab's table.
	Table *widget.Table
	// Format is the format Copy and Save write.
	Format *kit.Choice
	// CopyButton copies the trace, SaveButton saves it.
	CopyButton, SaveButton *widget.Button
	rows                   int // rows shown last time, to scroll only when one is added
	alphas                 alphaRows
	fit                    traceFit
	content                fyne.CanvasObject
}

// NewTrace builds the Trace tab for e.
func NewTrace(e TraceRoom) *Trace {
	p := &Trace{r: e}
	p.buildUI()
	return p
}

// buildUI creates the caption and the table.
func (p *Trace) buildUI() {
	p.Caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.Note = &widget.Label{Wrapping: fyne.TextWrapWord, Importance: widget.WarningImportance}
	p.Note.Hide()
	p.Table = widget.NewTable(p.size, func() fyne.CanvasObject { return &widget.Label{TextStyle: cellStyle} }, p.updateCell)
	p.Table.ShowHeaderRow = true
	p.Table.CreateHeader = func() fyne.CanvasObject { return &widget.Label{TextStyle: fyne.TextStyle{Bold: true}} }
	p.Table.UpdateHeader = p.updateHeader
	p.sizeColumns()
	p.Format = kit.NewChoice(nil)
	p.CopyButton = &widget.Button{Icon: theme.ContentCopyIcon(), OnTapped: p.onCopy}
	p.SaveButton = &widget.Button{Icon: theme.DocumentSaveIcon(), OnTapped: p.onSave}
	export := container.NewHBox(p.Format, p.CopyButton, p.SaveButton)
	p.content = container.NewBorder(container.NewVBox(p.Caption, p.Note, export), nil, nil, nil, p.Table)
}

// sizeColumns fits the columns to the theme's text size and the headers'
// language, so that projector mode's larger text is not cut off in its
// cells; the table scrolls sideways when the panel is narrower.
func (p *Trace) sizeColumns() {
	size, pad := theme.TextSize(), cellPad()
	base := make([]float32, ColAlpha+maxAlphaCols)
	for c, sample := range traceSamples {
		head := fyne.MeasureText(traceHeader(c), size, fyne.TextStyle{Bold: true}).Width
		cell := fyne.MeasureText(sample, size, cellStyle).Width
		base[c] = max(head, cell) + pad
	}
	alpha := fyne.MeasureText("−10.5", size, cellStyle).Width + pad // Table 2.2's α columns (tracecols.go)
	for c := ColAlpha + 1; c < len(base); c++ {
		base[c] = alpha
	}
	if perAlpha(p.r.Session()) {
		base[ColAlpha] = alpha
	}
	p.fit.setBase(base)
	p.fitColumns()
}

// fitColumns widens the columns to the cells of the rows added since the
// last call, and sets the table's widths when they changed.
func (p *Trace) fitColumns() {
	s := p.r.Session()
	if !p.fit.fit(s.Version(), len(s.Training().State().Trace), p.cols(), p.cellText) && p.fit.applied {
		return
	}
	p.fit.applied = true
	for c, w := range p.fit.width {
		p.Table.SetColumnWidth(c, w)
	}
}

// chosenFormat returns the format chosen for Copy and Save, and its name.
func (p *Trace) chosenFormat() (traceFormat, string) {
	i := max(0, p.Format.SelectedIndex())
	return traceFormats[i], traceFormatNames()[i]
}

// onCopy copies the trace in the chosen format.
func (p *Trace) onCopy() { p.copyTrace(p.chosenFormat()) }

// onSave saves the trace in the chosen format.
func (p *Trace) onSave() {
	f, _ := p.chosenFormat()
	p.saveTrace(f)
}

// Relabel sets the texts in the current language.
func (p *Trace) Relabel() {
	p.Caption.SetText(p.caption())
	i := max(0, p.Format.SelectedIndex())
	p.Format.Options = traceFormatNames()
	p.Format.SetSelectedIndex(i)
	p.sizeColumns()
	p.CopyButton.SetText(i18n.T("Copy"))
	p.SaveButton.SetText(i18n.T("Save…"))
	p.Table.Refresh()
}

// Refresh shows new rows and scrolls to the latest.
func (p *Trace) Refresh() {
	p.refreshNote()
	if c := p.caption(); p.Caption.Text != c {
		p.Caption.SetText(c)
		p.sizeColumns()
	}
	n := len(p.r.Session().Training().State().Trace)
	p.fitColumns()
	p.Table.Refresh()
	if n != p.rows && kit.OnScreen(p.content, p.Table) {
		if n < p.rows {
			// Fyne's ScrollToBottom leaves the offset alone when the rows
			// fit, so after a long run a short one drew below the view.
			p.Table.ScrollToTop()
		}
		p.Table.ScrollToBottom()
		p.rows = n
	}
}

// size returns the rows (the trace) and the columns (one more in the dual form).
func (p *Trace) size() (int, int) {
	return len(p.r.Session().Training().State().Trace), p.cols()
}

// updateCell writes one value of one update.
func (p *Trace) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	o.(*widget.Label).SetText(p.cellText(id.Row, id.Col))
}

// traceCell returns the text of column col for one update.
func traceCell(ev perceptron.Event, col int) string {
	switch col {
	case ColK:
		return strconv.Itoa(ev.K)
	case ColPoint:
		return kit.PointName(ev.I)
	case ColW:
		if ev.W == nil {
			return "—"
		}
		return kit.Vec(ev.W)
	case ColB:
		return kit.Num(ev.B)
	case ColFormula:
		if ev.W == nil {
			return "—"
		}
		return typeset.FormulaUnicode(ev.W, ev.B)
	case ColAlpha:
		if ev.I < 0 {
			return "—"
		}
		return "α" + typeset.Subscript(ev.I+1) + " = " + kit.Num(ev.Alpha)
	}
	return ""
}

// updateHeader names the columns.
func (p *Trace) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	o.(*widget.Label).SetText(p.Head(id.Col))
}

// traceHeader names column col.
func traceHeader(col int) string {
	switch col {
	case ColK:
		return "k"
	case ColPoint:
		return i18n.T("Misclassified")
	case ColW:
		return "w"
	case ColB:
		return "b"
	case ColFormula:
		return "w·x + b"
	case ColAlpha:
		return "αᵢ"
	}
	return ""
}

// TraceRoom is what the Trace asks of the window: a file to save the
// trace to, and the writing of it (a download in the browser).
type TraceRoom interface {
	kit.Room
	// AskSavePath asks for a file to save to, named name with one of exts.
	AskSavePath(name string, exts []string, then func(path string))
	// WriteFile writes path atomically with write, an error naming it.
	WriteFile(path string, write func(io.Writer) error) error
}
