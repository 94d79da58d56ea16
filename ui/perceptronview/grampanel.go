package perceptronview

import (
	"fmt"
	"perceptronlab/algo/numeric"
	"strconv"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Gram is the Gram tab: G = [xᵢ·xⱼ] with headers x1…xN, the row of the
// latest check highlighted. The table is virtualised: only the visible cells
// exist, so it stays fast for thousands of points.
type Gram struct {
	r kit.Room
	// Caption says what the tab shows.
	Caption *widget.Label
	// Table is the tab's table.
	Table    *widget.Table
	scrolled int // the row last scrolled to, or −1
	n        int // the points last shown
	content  fyne.CanvasObject
}

// NewGram builds the Gram tab for e.
func NewGram(e kit.Room) *Gram {
	p := &Gram{r: e, scrolled: -1}
	p.buildUI()
	return p
}

// buildUI creates the caption and the table.
func (p *Gram) buildUI() {
	p.Caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.Table = widget.NewTableWithHeaders(p.size, newCell, p.updateCell)
	p.Table.CreateHeader = newHeader
	p.Table.UpdateHeader = p.updateHeader
	p.content = container.NewBorder(p.Caption, nil, nil, nil, p.Table)
}

// relabel sets the caption in the current language.
func (p *Gram) Relabel() { p.Refresh() }

// refresh redraws the visible cells and follows the latest check.
func (p *Gram) Refresh() {
	s := p.r.Session()
	h := s.Training().State().Updated
	text := i18n.T("G = [xᵢ·xⱼ], the inner products the dual form uses.")
	if k, err := s.Settings().Kernel(); err == nil && !s.Settings().Form.Linear() {
		text = fmt.Sprintf(i18n.T("K = [K(xᵢ, xⱼ)] with K = %s: the kernel's Gram matrix."), KernelName(k))
	}
	if h >= 0 {
		text += " " + fmt.Sprintf(i18n.T("Highlighted: row %s, the check that caused the latest update."), kit.PointName(h))
	}
	if next := s.Training().Next(); next >= 0 {
		text += " " + fmt.Sprintf(i18n.T("Next check: %s."), kit.PointName(next))
	}
	p.Caption.SetText(text)
	if n := s.Set().Len(); n < p.n && kit.OnScreen(p.content, p.Table) {
		p.Table.ScrollToTop() // a stale offset past fewer rows draws nothing (tracepanel.go)
		p.Table.ScrollToLeading()
		p.scrolled = -1
		p.n = n
	} else if n > p.n {
		p.n = n
	}
	if h != p.scrolled && h >= 0 && kit.OnScreen(p.content, p.Table) {
		p.Table.ScrollTo(widget.TableCellID{Row: h, Col: 0})
		p.scrolled = h
	}
	p.Table.Refresh()
}

// size returns the table's size: N×N.
func (p *Gram) size() (int, int) {
	n := p.r.Session().Set().Len()
	return n, n
}

// updateCell writes G[i][j] into a cell.
func (p *Gram) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	set := p.r.Session().Set()
	if id.Row >= set.Len() || id.Col >= set.Len() {
		return
	}
	setCell(o, kit.Num(p.entry(id.Row, id.Col)), id.Row == p.r.Session().Training().State().Updated)
}

// entry returns Gᵢⱼ: xᵢ·xⱼ, or K(xᵢ, xⱼ) in the kernel form.
func (p *Gram) entry(i, j int) float64 {
	s := p.r.Session()
	a, b := s.Set().Point(i), s.Set().Point(j)
	if !s.Settings().Form.Linear() {
		if k, err := s.Settings().Kernel(); err == nil {
			return k.Eval(a, b)
		}
	}
	var g float64
	for k, v := range a {
		g += v * b[k]
	}
	return g
}

// updateHeader names the rows and columns x1…xN.
func (p *Gram) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	switch {
	case id.Row < 0 && id.Col < 0:
		l.SetText("G")
	case id.Row < 0:
		l.SetText("x" + strconv.Itoa(id.Col+1))
	default:
		l.SetText("x" + strconv.Itoa(id.Row+1))
	}
}

// newCell returns a table cell: a label over a highlight background, in
// the monospace face so the columns align. Its placeholder text sets the
// column width: ten columns hold −0.123457 and −1234.57.
func newCell() fyne.CanvasObject {
	bg := fynecanvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	bg.Hide()
	return container.NewStack(bg, &widget.Label{Text: "−0000.0000", TextStyle: cellStyle})
}

// newHeader returns a bold header label sized for four-digit indices.
func newHeader() fyne.CanvasObject {
	return &widget.Label{Text: "x0000", TextStyle: fyne.TextStyle{Bold: true}}
}

// setCell writes text into a cell made by newCell and shows or hides its
// highlight.
func setCell(o fyne.CanvasObject, text string, highlight bool) {
	c := o.(*fyne.Container)
	bg := c.Objects[0].(*fynecanvas.Rectangle)
	l := c.Objects[1].(*widget.Label)
	if l.Text != text {
		l.SetText(text)
	}
	if highlight != bg.Visible() {
		kit.SetVisible(bg, highlight)
	}
	if highlight {
		if col := theme.Color(theme.ColorNameSelection); bg.FillColor != col {
			bg.FillColor = col
			bg.Refresh()
		}
	}
}

// KernelName describes a kernel: "rbf(σ=1)", "poly(d=2, c=1)".
func KernelName(k numeric.Kernel) string {
	if k == nil {
		return "—"
	}
	return k.String()
}
