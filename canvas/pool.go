package canvas

import (
	"image/color"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
)

// pool holds canvas objects of one layer for reuse: each refresh takes
// what it needs with next and hides the rest with done. It grows only when
// a refresh needs more objects than any before.
type pool[T fyne.CanvasObject] struct {
	items []T
	used  int
	make  func() T
	grew  bool // set when items grew; the renderer then rebuilds its object list
}

// next returns the next object of the layer, shown.
func (p *pool[T]) next() T {
	if p.used == len(p.items) {
		p.items = append(p.items, p.make())
		p.grew = true
	}
	o := p.items[p.used]
	p.used++
	if !o.Visible() {
		o.Show()
	}
	return o
}

// done hides the objects this refresh did not use.
func (p *pool[T]) done() {
	for _, o := range p.items[p.used:] {
		if o.Visible() {
			o.Hide()
		}
	}
	p.used = 0
}

func newText() *fynecanvas.Text { return &fynecanvas.Text{} }

// setText places t centred on (x, y) in a box w wide (aligned by a), and
// refreshes it only when its text or look changed.
func setText(t *fynecanvas.Text, s string, x, y, w float32, a fyne.TextAlign, size float32, c color.Color) {
	if t.Text != s || t.TextSize != size || t.Color != c || t.Alignment != a {
		t.Text, t.TextSize, t.Color, t.Alignment = s, size, c, a
		t.Refresh()
	}
	h := size * 2
	switch a {
	case fyne.TextAlignLeading:
		t.Move(fyne.Position{X: x, Y: y - h/2})
	case fyne.TextAlignTrailing:
		t.Move(fyne.Position{X: x - w, Y: y - h/2})
	default:
		t.Move(fyne.Position{X: x - w/2, Y: y - h/2})
	}
	t.Resize(fyne.Size{Width: w, Height: h})
}
