package canvas

import (
	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// The screen's legend: a box in the corner of the plane that covers the
// fewest points, naming every class and layer drawn (scene.Scene.Legend),
// each beside a thumbnail painted as the layer is. The layout is made in
// widget units by the renderer, which writes the names; the plane image
// paints the box and the thumbnails from the same layout.

// maxLegendShare is the largest part of the plane the legend may cover;
// on a smaller plane it is not drawn.
const maxLegendShare = 0.2

// box is a rectangle in widget units.
type box struct{ x, y, w, h float32 }

// contains reports whether (x, y) lies in b.
func (b box) contains(x, y float32) bool { return x >= b.x && x <= b.x+b.w && y >= b.y && y <= b.y+b.h }

// legendRow is one line of the legend.
type legendRow struct {
	entry      scene.LegendEntry
	name       string
	thumb      box
	textX, mid float32 // where the name starts, and the row's middle
}

// legendLayout is where the legend and its rows go; no rows: no legend.
type legendLayout struct {
	box  box
	rows []legendRow
	size float32 // the names' text size
}

// layoutLegend lays out scene s's legend for mapping m, naming entries
// through tr (nil: English), reusing l's rows, where pin says or else
// where it covers least and clear of keep (legendplace.go).
func layoutLegend(l *legendLayout, s *scene.Scene, m scene.Mapping, tr func(string) string, pin legendPin, keep []box) {
	l.rows = l.rows[:0]
	if !s.Show.Legend || s.Message != "" {
		return
	}
	st := s.Style
	l.size = st.TextSize * 0.8
	rowH, thumbW, pad := l.size*1.6, l.size*2.2, l.size*0.5
	var textW float32
	for _, e := range s.Legend() {
		name := e.Name
		if tr != nil {
			name = tr(name)
		}
		textW = max(textW, fyne.MeasureText(name, l.size, fyne.TextStyle{}).Width)
		l.rows = append(l.rows, legendRow{entry: e, name: name})
	}
	if len(l.rows) == 0 {
		return
	}
	w, h := pad*3+thumbW+textW, pad*2+rowH*float32(len(l.rows))
	if w*h > maxLegendShare*m.Width*m.Height || w > m.Width*0.6 || h > m.Height*0.8 {
		l.rows = l.rows[:0] // on a small plane the legend would hide it
		return
	}
	l.box = legendBox(s, m, w, h, pin, keep)
	for i := range l.rows {
		r := &l.rows[i]
		y := l.box.y + pad + rowH*float32(i)
		r.thumb = box{l.box.x + pad, y + rowH*0.2, thumbW, rowH * 0.6}
		r.textX, r.mid = r.thumb.x+thumbW+pad, y+rowH/2
	}
}

// legendKey is what of a legend layout the painted image depends on
// beyond the scene: where its box is and how many rows it has.
type legendKey struct {
	box  box
	rows int
}

// keyOf returns l's key; a nil layout has the zero key.
func keyOf(l *legendLayout) legendKey {
	if l == nil {
		return legendKey{}
	}
	return legendKey{l.box, len(l.rows)}
}

// refreshLegend writes the legend's names.
func (r *planeRenderer) refreshLegend(s *scene.Scene) {
	for _, row := range r.legend.rows {
		setText(r.legendText.next(), row.name, row.textX, row.mid, row.thumb.w*20, fyne.TextAlignLeading, r.legend.size, s.Style.Text)
	}
	r.legendText.done()
}

// paintLegend paints the legend's box and thumbnails in device pixels.
func (pi *planeImage) paintLegend(s *scene.Scene, d devMap, l *legendLayout) {
	if len(l.rows) == 0 {
		return
	}
	st := s.Style
	px := func(x, y float32) pt { return pt{(x - d.x) * d.k, (y - d.y) * d.k} }
	b := l.box
	corners := []pt{px(b.x, b.y), px(b.x+b.w, b.y), px(b.x+b.w, b.y+b.h), px(b.x, b.y+b.h)}
	fillConvex(pi.img, corners, premul(scene.WithAlpha(st.Background, 0.9)))
	edge := rgbaOf(st.Grid)
	for i := range corners {
		a, c := corners[i], corners[(i+1)%4]
		pi.stroke(d, a.X, a.Y, c.X, c.Y, 1, edge)
	}
	for _, row := range l.rows {
		pi.paintThumb(st, d, row, px)
	}
}

// paintThumb paints one legend thumbnail: a class's glyph, a filled
// swatch, or a line (with a head for an arrow).
func (pi *planeImage) paintThumb(st scene.Style, d devMap, row legendRow, px func(x, y float32) pt) {
	t, sh := row.thumb, row.entry.Shape
	mid := px(t.x+t.w/2, t.y+t.h/2)
	switch {
	case row.entry.Class != 0:
		pi.stampPoint(st, row.entry.Class, mid.X, mid.Y, d.k)
	case row.entry.Mark == scene.Updated:
		r := min(st.HaloRadius(), t.h*0.6)
		pi.stamp(sprite{spriteDisc, r * d.k, 0}, mid.X, mid.Y, premul(scene.WithAlpha(st.Highlight, 0.85)))
	case row.entry.Mark != 0:
		w := max(1, st.LineWidth*0.75)
		r := min(st.PointRadius+w/2+4, t.h*0.6)
		pi.stamp(sprite{spriteRing, r * d.k, w * d.k}, mid.X, mid.Y, rgbaOf(st.MarkColor(row.entry.Mark)))
	case sh.Kind == scene.Fill:
		fillConvex(pi.img, []pt{px(t.x, t.y), px(t.x+t.w, t.y), px(t.x+t.w, t.y+t.h), px(t.x, t.y+t.h)}, premul(sh.Color))
	default:
		a, b, c := px(t.x, t.y+t.h/2), px(t.x+t.w, t.y+t.h/2), premul(sh.Color)
		w := max(sh.Width, 1)
		pi.stroke(d, a.X, a.Y, b.X, b.Y, w, c)
		if sh.Kind == scene.Arrow {
			x1, y1, x2, y2 := scene.ArrowHead(a.X, a.Y, b.X, b.Y, st.ArrowHeadLength()*d.k*0.7)
			pi.stroke(d, x1, y1, b.X, b.Y, w, c)
			pi.stroke(d, x2, y2, b.X, b.Y, w, c)
		}
	}
}

// covered reports whether the legend covers the widget point (x, y), so
// that text there is not written over it.
func (r *planeRenderer) covered(x, y float32) bool {
	return len(r.legend.rows) > 0 && r.legend.box.contains(x, y)
}
