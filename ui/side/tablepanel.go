package side

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Table is the Table tab: categorical data typed in cells (or Li
// Hang's Table 4.1 loaded), the smoothing λ and a query; below them the
// count tables, the estimated probabilities as exact fractions and the
// Products per class with the winner (Li Hang, Examples 4.1 and 4.2).
// Every edit of a cell, λ or the query updates the results at once.
type Table struct {
	r tableRoom

	dataHead, lambdaKey, queryHead *widget.Label
	loadBtn, AddBtn                *widget.Button
	mleBtn, laplaceBtn             *widget.Button
	Lambda                         *kit.KeyEntry
	Cells                          [][]*kit.KeyEntry // by row, then column (the label last)
	Query                          []*kit.KeySelectEntry
	grid, queryBox                 *fyne.Container
	Results                        *tableResults
	Content                        fyne.CanvasObject
	filling                        bool                  // set while the widgets are written from the table
	stale                          bool                  // the widgets wait for the tab to be shown to show the table
	filled                         *lab.CategoricalTable // the table the widgets show
}

// newTablePanel builds the Table tab for e.
func newTablePanel(e tableRoom) *Table {
	p := &Table{r: e}
	p.buildUI()
	return p
}

// Categorical returns the table the tab edits.
func (p *Table) Categorical() *lab.CategoricalTable { return p.r.Categorical() }

// buildUI creates the tab's widgets.
func (p *Table) buildUI() {
	bold := func() *widget.Label { return &widget.Label{TextStyle: fyne.TextStyle{Bold: true}} }
	p.dataHead, p.lambdaKey, p.queryHead = bold(), bold(), bold()
	p.loadBtn = &widget.Button{Icon: theme.FolderOpenIcon(), OnTapped: func() { p.r.OpenExample("lihang41") }}
	p.AddBtn = &widget.Button{Icon: theme.ContentAddIcon(), OnTapped: p.onAddRow}
	p.Lambda = kit.NewKeyEntry() // F10 opens the menus from it and from the cells (keys.go)
	p.Lambda.Text, p.Lambda.Validator = "0", func(s string) error { _, err := lab.ParseLambda(s); return err }
	p.Lambda.OnChanged = p.onLambda
	p.mleBtn = &widget.Button{Text: "λ = 0", OnTapped: func() { p.Lambda.SetText("0") }}
	p.laplaceBtn = &widget.Button{Text: "λ = 1", OnTapped: func() { p.Lambda.SetText("1") }}
	p.grid, p.queryBox = container.NewVBox(), container.NewHBox()
	p.Results = newTableResults()
	data := container.NewVScroll(container.NewVBox(
		container.NewHBox(p.dataHead, layout.NewSpacer(), p.loadBtn),
		p.grid, container.NewHBox(p.AddBtn, layout.NewSpacer())))
	// The data above the results, in the side panel's own width: side by
	// side they widened the panel to about 890 pixels and squeezed the
	// plane. The products' long lines scroll sideways.
	results := container.NewScroll(container.NewVBox(
		container.NewBorder(nil, nil, p.lambdaKey, container.NewHBox(p.mleBtn, p.laplaceBtn), p.Lambda),
		p.queryHead, p.queryBox,
		widget.NewSeparator(), p.Results.Content))
	split := container.NewVSplit(data, results)
	split.Offset = 0.45
	p.Content = split
	p.stale = true // filled when first shown: 60 entries took a sixth of a second in the browser
}

// Relabel sets the tab's texts in the current language.
func (p *Table) Relabel() {
	p.dataHead.SetText(i18n.T("Training data (categorical)"))
	p.loadBtn.SetText(i18n.T("Li Hang, Example 4.1"))
	p.AddBtn.SetText(i18n.T("Add a row"))
	p.lambdaKey.SetText("λ")
	p.queryHead.SetText(i18n.T("Query x"))
	if !p.stale {
		p.RefreshResults()
	}
}

// Refresh fills the widgets if the table changed while the tab was
// hidden, or a new table came (an example, a link): the side panel
// refreshes the tab while it is shown and when it is selected.
func (p *Table) Refresh() {
	if p.Categorical() != p.filled {
		p.stale = true
	}
	if p.stale {
		p.fill()
	}
}

// fill writes the whole table into the widgets.
func (p *Table) fill() {
	p.stale = false
	t := p.Categorical()
	p.filled = t
	p.filling = true
	defer func() { p.filling = false }()
	p.Cells = p.Cells[:0]
	rows := []fyne.CanvasObject{p.Row(-1)}
	for i := range t.Len() {
		rows = append(rows, p.Row(i))
	}
	p.grid.Objects = rows
	p.grid.Refresh()
	p.Query = p.Query[:0]
	var q []fyne.CanvasObject
	for j, v := range t.Query() {
		s := kit.NewKeySelectEntry()
		s.SetText(v)
		s.OnChanged = func(v string) { p.onQuery(j, v) }
		p.Query = append(p.Query, s)
		q = append(q, widget.NewLabel(t.Header()[j]), s)
	}
	p.queryBox.Objects = q
	p.queryBox.Refresh()
	p.Lambda.SetText(t.Lambda().RatString())
	p.RefreshResults()
}

// Row returns the widgets of data row i: an entry per cell and a delete
// button; row −1 is the header.
func (p *Table) Row(i int) fyne.CanvasObject {
	t := p.Categorical()
	var objs []fyne.CanvasObject
	if i < 0 {
		for _, h := range t.Header() {
			objs = append(objs, &widget.Label{Text: h, TextStyle: fyne.TextStyle{Bold: true}})
		}
		return container.NewBorder(nil, nil, nil, widget.NewLabel("      "), container.NewGridWithColumns(len(objs), objs...))
	}
	var cells []*kit.KeyEntry
	for j := range t.Dim() + 1 {
		en := kit.NewKeyEntry()
		en.Text = t.Cell(i, j)
		en.OnChanged = func(v string) { p.onCell(en, j, v) }
		cells = append(cells, en)
		objs = append(objs, en)
	}
	p.Cells = append(p.Cells, cells)
	del := &widget.Button{Icon: theme.DeleteIcon(), Importance: widget.LowImportance}
	del.OnTapped = func() { p.onDeleteRow(cells[0]) }
	return container.NewBorder(nil, nil, nil, del, container.NewGridWithColumns(len(objs), objs...))
}

// rowOf returns the row whose first cell is en, or −1.
func (p *Table) rowOf(en *kit.KeyEntry) int {
	for i, r := range p.Cells {
		for _, c := range r {
			if c == en {
				return i
			}
		}
	}
	return -1
}

// onCell takes an edit of a cell.
func (p *Table) onCell(en *kit.KeyEntry, j int, v string) {
	if p.filling {
		return
	}
	p.Categorical().SetCell(p.rowOf(en), j, v)
	p.RefreshResults()
}

// onAddRow appends an empty row.
func (p *Table) onAddRow() {
	p.Categorical().AddRow()
	p.fill()
}

// onDeleteRow removes the row whose first cell is en.
func (p *Table) onDeleteRow(en *kit.KeyEntry) {
	p.Categorical().DeleteRow(p.rowOf(en))
	p.fill()
}

// onLambda takes a new λ; an invalid one shows why on the entry.
func (p *Table) onLambda(s string) {
	if p.filling {
		return
	}
	if p.Categorical().SetLambda(s) == nil {
		p.RefreshResults()
	}
}

// onQuery takes a query value.
func (p *Table) onQuery(j int, v string) {
	if p.filling {
		return
	}
	p.Categorical().SetQuery(j, v)
	p.RefreshResults()
}

// RefreshResults fits the table and shows the results, and offers the
// values seen in the query's drop-downs.
func (p *Table) RefreshResults() {
	m, skipped, err := p.Categorical().Fit()
	if m != nil {
		for j, s := range p.Query {
			s.SetOptions(m.Values(j))
		}
	}
	p.Results.show(p.Categorical(), m, skipped, err)
}

// tableRoom is what the Table asks of the window.
type tableRoom interface {
	kit.Room
	// Categorical returns the Table tab's data.
	Categorical() *lab.CategoricalTable
	// OpenExample opens the built-in example named name.
	OpenExample(name string)
}
