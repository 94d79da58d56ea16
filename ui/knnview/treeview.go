package knnview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// treeNode is one node of a drawn kd-tree: its two lines of text, its place
// (column by in-order rank, row by depth), its parent and how it is marked.
type treeNode struct {
	title, split string
	col, depth   int
	parent       int // −1 for the root
	mark         treeMark
}

// treeMark is how a drawn node is marked.
type treeMark uint8

const (
	markPlain   treeMark = iota
	markVisited          // its point was compared with the query
	markPruned           // in a subtree the search skipped
	markBest             // among the nearest so far
)

// kdTreeView draws a kd-tree as boxes joined by lines, the root on top,
// each node below its parent and in in-order from left to right, so a
// left subtree lies left of its node as its cell lies left of (or below)
// the splitting line. One node can be ringed as the current one.
type kdTreeView struct {
	widget.BaseWidget
	nodes   []treeNode
	current int
}

var _ fyne.Widget = (*kdTreeView)(nil)

// newKDTreeView returns an empty tree view.
func newKDTreeView() *kdTreeView {
	v := &kdTreeView{current: -1}
	v.ExtendBaseWidget(v)
	return v
}

// set shows nodes, with node current ringed (−1: none).
func (v *kdTreeView) set(nodes []treeNode, current int) {
	v.nodes, v.current = nodes, current
	v.Refresh()
}

// CreateRenderer implements fyne.Widget.
func (v *kdTreeView) CreateRenderer() fyne.WidgetRenderer {
	r := &treeRenderer{v: v}
	r.update()
	r.Layout(v.Size()) // a renderer made again after the cache dropped it is not laid out otherwise
	return r
}

// treeRenderer keeps one box, two texts and one edge per node, reused
// from refresh to refresh.
type treeRenderer struct {
	v     *kdTreeView
	boxes []*canvas.Rectangle
	texts []*canvas.Text // two per node: the point, the splitting line
	edges []*canvas.Line
	objs  []fyne.CanvasObject
}

// cell returns the size of one node's place: a column and a row.
func (r *treeRenderer) cell() fyne.Size {
	w := float32(0)
	for _, t := range r.texts {
		w = max(w, t.MinSize().Width)
	}
	s := theme.TextSize()
	return fyne.NewSize(w+s, 4*s)
}

// MinSize implements fyne.WidgetRenderer.
func (r *treeRenderer) MinSize() fyne.Size {
	cols, rows := 0, 0
	for _, n := range r.v.nodes {
		cols, rows = max(cols, n.col+1), max(rows, n.depth+1)
	}
	c := r.cell()
	return fyne.NewSize(float32(cols)*c.Width, float32(rows)*c.Height)
}

// Layout implements fyne.WidgetRenderer: the tree is centred in size.
func (r *treeRenderer) Layout(size fyne.Size) {
	c, minSize := r.cell(), r.MinSize()
	left := max(0, (size.Width-minSize.Width)/2)
	s := theme.TextSize()
	box := fyne.NewSize(c.Width-s/2, 2.6*s)
	centre := func(n treeNode) fyne.Position {
		return fyne.NewPos(left+(float32(n.col)+0.5)*c.Width, (float32(n.depth)+0.5)*c.Height)
	}
	for i, n := range r.v.nodes {
		p := centre(n)
		r.boxes[i].Resize(box)
		r.boxes[i].Move(fyne.NewPos(p.X-box.Width/2, p.Y-box.Height/2))
		for j, t := range r.texts[2*i : 2*i+2] {
			ts := t.MinSize()
			t.Resize(ts)
			t.Move(fyne.NewPos(p.X-ts.Width/2, p.Y-box.Height/2+float32(j)*1.25*s+0.1*s))
		}
		e := r.edges[i]
		if n.parent < 0 {
			e.Hide()
			continue
		}
		q := centre(r.v.nodes[n.parent])
		e.Position1, e.Position2 = fyne.NewPos(q.X, q.Y+box.Height/2), fyne.NewPos(p.X, p.Y-box.Height/2)
		e.Show()
	}
}

// Refresh implements fyne.WidgetRenderer.
func (r *treeRenderer) Refresh() {
	r.update()
	r.Layout(r.v.Size())
	canvas.Refresh(r.v)
}

// update grows the pools to the nodes and styles each.
func (r *treeRenderer) update() {
	r.grow(len(r.v.nodes))
	for i, n := range r.v.nodes {
		r.style(i, n)
	}
}

// grow makes sure there are objects for n nodes and lists only those.
func (r *treeRenderer) grow(n int) {
	for len(r.boxes) < n {
		r.boxes = append(r.boxes, &canvas.Rectangle{CornerRadius: 4})
		r.texts = append(r.texts, &canvas.Text{}, &canvas.Text{})
		r.edges = append(r.edges, &canvas.Line{})
	}
	r.objs = r.objs[:0]
	for i := range n {
		r.objs = append(r.objs, r.edges[i])
	}
	for i := range n {
		r.objs = append(r.objs, r.boxes[i], r.texts[2*i], r.texts[2*i+1])
	}
}

// style paints node i for its mark.
func (r *treeRenderer) style(i int, n treeNode) {
	fg, sep := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameSeparator)
	fill, stroke, text := theme.Color(theme.ColorNameInputBackground), fg, fg
	switch n.mark {
	case markVisited:
		fill = withAlpha(theme.Color(theme.ColorNamePrimary), 0.25)
	case markPruned:
		fill, stroke, text = color.Transparent, theme.Color(theme.ColorNameDisabled), theme.Color(theme.ColorNameDisabled)
	case markBest:
		fill = withAlpha(theme.Color(theme.ColorNameSuccess), 0.35)
	}
	b := r.boxes[i]
	b.FillColor, b.StrokeColor, b.StrokeWidth = fill, stroke, 1
	if i == r.v.current {
		b.StrokeColor, b.StrokeWidth = theme.Color(theme.ColorNamePrimary), 3
	}
	small := theme.TextSize() * 0.85
	r.texts[2*i].Text, r.texts[2*i].Color, r.texts[2*i].TextSize = n.title, text, theme.TextSize()
	r.texts[2*i+1].Text, r.texts[2*i+1].Color, r.texts[2*i+1].TextSize = n.split, text, small
	r.edges[i].StrokeColor, r.edges[i].StrokeWidth = sep, 2
	if n.mark == markPruned {
		r.edges[i].StrokeColor = theme.Color(theme.ColorNameDisabled)
	}
}

// Objects implements fyne.WidgetRenderer.
func (r *treeRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Destroy implements fyne.WidgetRenderer.
func (r *treeRenderer) Destroy() {}

// withAlpha returns c with its alpha scaled by a.
func withAlpha(c color.Color, a float64) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float64(n.A) * a)
	return n
}
