package side

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

// Points is the Points tab: a table of x⁽¹⁾, x⁽²⁾ and y, one row per
// point, in which a coordinate is typed exactly (the book's examples built
// by hand), a label switched, a row added or deleted. Each change is one
// undoable edit of the session and everything redraws from it.
type Points struct {
	r        pointsRoom
	caption  *widget.Label
	Head     *fyne.Container // the column names
	head2    *widget.Label   // x⁽²⁾, hidden for 1-D data
	List     *widget.List
	Add      *widget.Button
	Rows     map[fyne.CanvasObject]*PointRow
	updating bool // set while a row is filled in, so it applies nothing
	Content  fyne.CanvasObject
}

// PointRow is one row of the table: the point's name, its coordinates,
// its label and a delete button.
type PointRow struct {
	I      int
	name   *widget.Label
	X1, X2 *CommitEntry
	Y      *kit.Choice
	Del    *widget.Button
}

// newPointsPanel builds the Points tab for e.
func newPointsPanel(e pointsRoom) *Points {
	p := &Points{r: e, Rows: map[fyne.CanvasObject]*PointRow{}}
	p.buildUI()
	return p
}

// buildUI creates the caption, the header, the list and the Add button.
func (p *Points) buildUI() {
	p.caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.head2 = widget.NewLabelWithStyle("x⁽²⁾", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	bold := fyne.TextStyle{Bold: true}
	p.Head = container.NewBorder(nil, nil, nameCell(widget.NewLabelWithStyle("x₀₀₀₀", fyne.TextAlignLeading, fyne.TextStyle{})),
		widget.NewButtonWithIcon("", theme.DeleteIcon(), nil),
		container.NewGridWithColumns(3, widget.NewLabelWithStyle("x⁽¹⁾", fyne.TextAlignCenter, bold), p.head2,
			widget.NewLabelWithStyle("y", fyne.TextAlignCenter, bold)))
	hideHeadPlaceholders(p.Head)
	p.List = widget.NewList(func() int { return p.r.Session().Set().Len() }, p.NewRow, p.UpdateRow)
	p.Add = &widget.Button{Icon: theme.ContentAddIcon(), OnTapped: p.onAdd}
	top := container.NewVBox(p.caption, container.NewHBox(p.Add, layout.NewSpacer()), p.Head)
	p.Content = container.NewBorder(top, nil, nil, nil, p.List)
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

// Relabel sets the texts in the current language.
func (p *Points) Relabel() {
	p.caption.SetText(i18n.T("Type a coordinate and press Enter or leave the cell; every change can be undone (Ctrl+Z)."))
	p.Add.SetText(i18n.T("Add point"))
	p.Refresh()
}

// Refresh shows the session's points.
func (p *Points) Refresh() {
	d := p.r.Session().Set().D
	kit.SetVisible(p.head2, d != 1)
	if d > 2 {
		p.caption.SetText(fmt.Sprintf(i18n.T("These points have %d coordinates: edit them in their file."), d))
	}
	p.List.Refresh()
}

// NewRow makes a row of the table.
func (p *Points) NewRow() fyne.CanvasObject {
	r := &PointRow{name: widget.NewLabel("x₀₀₀₀"), X1: newCommitEntry(), X2: newCommitEntry()}
	r.X1.onCommit = func(s string) { p.onCoord(r, 0, s) }
	r.X2.onCommit = func(s string) { p.onCoord(r, 1, s) }
	r.Y = kit.NewChoice(func(s string) { p.onLabel(r, s) })
	r.Y.Options = []string{kit.ClassPos, kit.ClassNeg}
	r.Del = &widget.Button{Icon: theme.DeleteIcon(), Importance: widget.LowImportance, OnTapped: func() { p.onDelete(r) }}
	o := container.NewBorder(nil, nil, nameCell(r.name), r.Del, container.NewGridWithColumns(3, r.X1, r.X2, r.Y))
	p.Rows[o] = r
	return o
}

// UpdateRow shows point i in a row.
func (p *Points) UpdateRow(i widget.ListItemID, o fyne.CanvasObject) {
	r, set := p.Rows[o], p.r.Session().Set()
	if r == nil || i >= set.Len() {
		return
	}
	p.updating = true
	defer func() { p.updating = false }()
	r.I = i
	r.name.SetText(kit.PointName(i))
	x := set.Point(i)
	focused := p.r.Window().Canvas().Focused()
	for j, en := range []*CommitEntry{r.X1, r.X2} {
		kit.SetVisible(en, j < len(x))
		if j < len(x) && focused != fyne.Focusable(en) && en.Text != kit.Num(x[j]) {
			en.SetText(kit.Num(x[j]))
		}
		kit.SetEnabled(en, len(x) <= 2)
	}
	label := kit.ClassPos
	if set.Y[i] < 0 {
		label = kit.ClassNeg
	}
	r.Y.SetSelected(label)
}

// onCoord takes a typed coordinate j of the row's point.
func (p *Points) onCoord(r *PointRow, j int, s string) {
	set := p.r.Session().Set()
	if p.updating || r.I >= set.Len() || j >= set.D {
		return
	}
	v, err := lab.ParseReal(s)
	if err != nil {
		p.r.Message(fmt.Sprintf(i18n.T("%s: %v"), kit.PointName(r.I), err))
		p.List.RefreshItem(r.I)
		return
	}
	x := append([]float64(nil), set.Point(r.I)...)
	x[j] = v
	if p.r.Session().MovePoint(r.I, x) {
		p.r.Edited()
	}
}

// onLabel takes a new label of the row's point.
func (p *Points) onLabel(r *PointRow, s string) {
	y := 1.0
	if s == kit.ClassNeg {
		y = -1
	}
	if !p.updating && p.r.Session().SetLabel(r.I, y) {
		p.r.Edited()
	}
}

// onDelete deletes the row's point.
func (p *Points) onDelete(r *PointRow) {
	if r.I < p.r.Session().Set().Len() {
		p.r.Session().RemovePoint(r.I)
		p.r.Edited()
	}
}

// onAdd adds a point at the origin, of the class new points get, and
// scrolls to it.
func (p *Points) onAdd() {
	y := 1.0
	if p.r.NegativeMode() {
		y = -1
	}
	d := p.r.Session().Set().D
	if d < 1 || d > 2 {
		return
	}
	i := p.r.Session().AddPoint(make([]float64, d), y)
	p.r.Edited()
	p.List.ScrollTo(i)
}

// CommitEntry is an entry that hands its text over when Enter is pressed
// or it loses the focus, so that typing a number makes one edit, not one
// per key.
type CommitEntry struct {
	kit.KeyEntry // F10 opens the menus from it (keys.go)
	onCommit     func(string)
	last         string // the text last handed over, or set
}

// newCommitEntry returns an empty CommitEntry.
func newCommitEntry() *CommitEntry {
	// No scroller of its own: the wheel over a cell scrolls the table
	// (issue 19, fault 11), and a number fits its cell anyway.
	c := &CommitEntry{KeyEntry: kit.KeyEntry{Entry: widget.Entry{Scroll: fyne.ScrollNone}}}
	c.ExtendBaseWidget(c)
	c.OnSubmitted = func(string) { c.commit() }
	return c
}

// FocusLost implements fyne.Focusable: leaving the cell commits it.
func (c *CommitEntry) FocusLost() {
	c.Entry.FocusLost()
	c.commit()
}

// SetText shows s without committing it.
func (c *CommitEntry) SetText(s string) {
	c.last = s
	c.Entry.SetText(s)
}

// commit hands the text over when it changed.
func (c *CommitEntry) commit() {
	if c.onCommit != nil && c.Text != c.last {
		c.last = c.Text
		c.onCommit(c.Text)
	}
}

// pointsRoom is what the Points asks of the window.
type pointsRoom interface {
	kit.Room
	// Edited follows an edit of the points in the table.
	Edited()
	// NegativeMode reports whether a new point is of class −1.
	NegativeMode() bool
}

// nameCell holds a point's name in a column as wide as "x₀₀₀₀" in the
// current text size, so that the coordinates line up under the header
// whatever the name: they moved right from x₁₀ on.
func nameCell(name *widget.Label) *fyne.Container {
	return container.New(sampleWidth{sample: "x₀₀₀₀"}, name)
}

// sampleWidth lays its objects over the whole cell, at least as wide as a
// Label of sample.
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
