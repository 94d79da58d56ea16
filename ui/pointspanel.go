package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// pointsPanel is the Points tab: a table of x⁽¹⁾, x⁽²⁾ and y, one row per
// point, in which a coordinate is typed exactly (the book's examples built
// by hand), a label switched, a row added or deleted. Each change is one
// undoable edit of the session and everything redraws from it.
type pointsPanel struct {
	r        pointsRoom
	caption  *widget.Label
	head     *fyne.Container // the column names
	head2    *widget.Label   // x⁽²⁾, hidden for 1-D data
	list     *widget.List
	add      *widget.Button
	rows     map[fyne.CanvasObject]*pointRow
	updating bool // set while a row is filled in, so it applies nothing
	content  fyne.CanvasObject
}

// pointRow is one row of the table: the point's name, its coordinates,
// its label and a delete button.
type pointRow struct {
	i      int
	name   *widget.Label
	x1, x2 *commitEntry
	y      *kit.Choice
	del    *widget.Button
}

// newPointsPanel builds the Points tab for e.
func newPointsPanel(e pointsRoom) *pointsPanel {
	p := &pointsPanel{r: e, rows: map[fyne.CanvasObject]*pointRow{}}
	p.buildUI()
	return p
}

// buildUI creates the caption, the header, the list and the Add button.
func (p *pointsPanel) buildUI() {
	p.caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.head2 = widget.NewLabelWithStyle("x⁽²⁾", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	bold := fyne.TextStyle{Bold: true}
	p.head = container.NewBorder(nil, nil, nameCell(widget.NewLabelWithStyle("x₀₀₀₀", fyne.TextAlignLeading, fyne.TextStyle{})),
		widget.NewButtonWithIcon("", theme.DeleteIcon(), nil),
		container.NewGridWithColumns(3, widget.NewLabelWithStyle("x⁽¹⁾", fyne.TextAlignCenter, bold), p.head2,
			widget.NewLabelWithStyle("y", fyne.TextAlignCenter, bold)))
	hideHeadPlaceholders(p.head)
	p.list = widget.NewList(func() int { return p.r.Session().Set().Len() }, p.newRow, p.updateRow)
	p.add = &widget.Button{Icon: theme.ContentAddIcon(), OnTapped: p.onAdd}
	top := container.NewVBox(p.caption, container.NewHBox(p.add, layout.NewSpacer()), p.head)
	p.content = container.NewBorder(top, nil, nil, nil, p.list)
}

// hideHeadPlaceholders keeps the header's side cells for their width only,
// so the column names sit over the columns.
func hideHeadPlaceholders(head *fyne.Container) {
	for _, o := range head.Objects {
		if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 1 { // nameCell
			o = c.Objects[0]
		}
		switch o := o.(type) {
		case *widget.Label:
			o.Importance = widget.LowImportance
			o.SetText("")
		case *widget.Button:
			o.Importance = widget.LowImportance
			o.Disable()
		}
	}
}

// relabel sets the texts in the current language.
func (p *pointsPanel) Relabel() {
	p.caption.SetText(i18n.T("Type a coordinate and press Enter or leave the cell; every change can be undone (Ctrl+Z)."))
	p.add.SetText(i18n.T("Add point"))
	p.Refresh()
}

// refresh shows the session's points.
func (p *pointsPanel) Refresh() {
	d := p.r.Session().Set().D
	kit.SetVisible(p.head2, d != 1)
	if d > 2 {
		p.caption.SetText(fmt.Sprintf(i18n.T("These points have %d coordinates: edit them in their file."), d))
	}
	p.list.Refresh()
}

// newRow makes a row of the table.
func (p *pointsPanel) newRow() fyne.CanvasObject {
	r := &pointRow{name: widget.NewLabel("x₀₀₀₀"), x1: newCommitEntry(), x2: newCommitEntry()}
	r.x1.onCommit = func(s string) { p.onCoord(r, 0, s) }
	r.x2.onCommit = func(s string) { p.onCoord(r, 1, s) }
	r.y = kit.NewChoice(func(s string) { p.onLabel(r, s) })
	r.y.Options = []string{classPos, classNeg}
	r.del = &widget.Button{Icon: theme.DeleteIcon(), Importance: widget.LowImportance, OnTapped: func() { p.onDelete(r) }}
	o := container.NewBorder(nil, nil, nameCell(r.name), r.del, container.NewGridWithColumns(3, r.x1, r.x2, r.y))
	p.rows[o] = r
	return o
}

// updateRow shows point i in a row.
func (p *pointsPanel) updateRow(i widget.ListItemID, o fyne.CanvasObject) {
	r, set := p.rows[o], p.r.Session().Set()
	if r == nil || i >= set.Len() {
		return
	}
	p.updating = true
	defer func() { p.updating = false }()
	r.i = i
	r.name.SetText(kit.PointName(i))
	x := set.Point(i)
	focused := p.r.Window().Canvas().Focused()
	for j, en := range []*commitEntry{r.x1, r.x2} {
		kit.SetVisible(en, j < len(x))
		if j < len(x) && focused != fyne.Focusable(en) && en.Text != kit.Num(x[j]) {
			en.SetText(kit.Num(x[j]))
		}
		kit.SetEnabled(en, len(x) <= 2)
	}
	label := classPos
	if set.Y[i] < 0 {
		label = classNeg
	}
	r.y.SetSelected(label)
}

// onCoord takes a typed coordinate j of the row's point.
func (p *pointsPanel) onCoord(r *pointRow, j int, s string) {
	set := p.r.Session().Set()
	if p.updating || r.i >= set.Len() || j >= set.D {
		return
	}
	v, err := lab.ParseReal(s)
	if err != nil {
		p.r.Message(fmt.Sprintf(i18n.T("%s: %v"), kit.PointName(r.i), err))
		p.list.RefreshItem(r.i)
		return
	}
	x := append([]float64(nil), set.Point(r.i)...)
	x[j] = v
	if p.r.Session().MovePoint(r.i, x) {
		p.r.edited()
	}
}

// onLabel takes a new label of the row's point.
func (p *pointsPanel) onLabel(r *pointRow, s string) {
	y := 1.0
	if s == classNeg {
		y = -1
	}
	if !p.updating && p.r.Session().SetLabel(r.i, y) {
		p.r.edited()
	}
}

// onDelete deletes the row's point.
func (p *pointsPanel) onDelete(r *pointRow) {
	if r.i < p.r.Session().Set().Len() {
		p.r.Session().RemovePoint(r.i)
		p.r.edited()
	}
}

// onAdd adds a point at the origin, of the class new points get, and
// scrolls to it.
func (p *pointsPanel) onAdd() {
	y := 1.0
	if p.r.negativeMode() {
		y = -1
	}
	d := p.r.Session().Set().D
	if d < 1 || d > 2 {
		return
	}
	i := p.r.Session().AddPoint(make([]float64, d), y)
	p.r.edited()
	p.list.ScrollTo(i)
}

// commitEntry is an entry that hands its text over when Enter is pressed
// or it loses the focus, so that typing a number makes one edit, not one
// per key.
type commitEntry struct {
	kit.KeyEntry // F10 opens the menus from it (keys.go)
	onCommit     func(string)
	last         string // the text last handed over, or set
}

// newCommitEntry returns an empty commitEntry.
func newCommitEntry() *commitEntry {
	// No scroller of its own: the wheel over a cell scrolls the table
	// (issue 19, fault 11), and a number fits its cell anyway.
	c := &commitEntry{KeyEntry: kit.KeyEntry{Entry: widget.Entry{Scroll: fyne.ScrollNone}}}
	c.ExtendBaseWidget(c)
	c.OnSubmitted = func(string) { c.commit() }
	return c
}

// FocusLost implements fyne.Focusable: leaving the cell commits it.
func (c *commitEntry) FocusLost() {
	c.Entry.FocusLost()
	c.commit()
}

// SetText shows s without committing it.
func (c *commitEntry) SetText(s string) {
	c.last = s
	c.Entry.SetText(s)
}

// commit hands the text over when it changed.
func (c *commitEntry) commit() {
	if c.onCommit != nil && c.Text != c.last {
		c.last = c.Text
		c.onCommit(c.Text)
	}
}

// pointsRoom is what the pointsPanel asks of the window.
type pointsRoom interface {
	room
	edited()
	negativeMode() bool
}

// nameCell holds a point's name in a column as wide as "x₀₀₀₀" in the
// current text size, so that the coordinates line up under the header
// whatever the name: they moved right from x₁₀ on.
func nameCell(name *widget.Label) *fyne.Container {
	return container.New(sampleWidth{sample: "x₀₀₀₀"}, name)
}

// sampleWidth lays its objects over the whole cell, at least as wide as a
// label of sample.
type sampleWidth struct{ sample string }

// Layout implements fyne.Layout.
func (l sampleWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize implements fyne.Layout.
func (l sampleWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := fyne.MeasureText(l.sample, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return fyne.NewSize(max(s.Width, w), s.Height)
}
