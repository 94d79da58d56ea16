package figure

import (
	"perceptronlab/scene"

	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// addLegend names every layer the figure shows, behind a light box.
func (f *figure) addLegend() {
	st, tr := f.s.Style, f.o.tr
	for _, e := range f.s.Legend() {
		f.legend = append(f.legend, tr(e.Name))
		f.p.Legend.Add(tr(e.Name), legendThumb(e, st))
	}
	f.placeLegend(f.p.DataCanvas(f.dc))
	f.p.Add(&legendBox{f})
}

// legendThumb returns the thumbnail of legend entry e.
func legendThumb(e scene.LegendEntry, st scene.Style) thumb {
	sh := e.Shape
	switch {
	case e.Class != 0:
		return thumb{glyph: pointGlyph(st, e.Class)}
	case sh.Kind == scene.Fill:
		return thumb{fill: sh.Color}
	}
	return thumb{line: strokeStyle(sh), head: sh.Kind == scene.Arrow}
}

// thumb is a legend thumbnail: a fill, a line (with an arrow head) or a glyph.
type thumb struct {
	fill  color.Color
	line  draw.LineStyle
	head  bool
	glyph draw.GlyphStyle
}

// Thumbnail implements plot.Thumbnailer.
func (t thumb) Thumbnail(c *draw.Canvas) {
	if t.fill != nil {
		r := c.Rectangle
		c.FillPolygon(t.fill, []vg.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}})
	}
	y := (c.Min.Y + c.Max.Y) / 2
	if t.line.Color != nil {
		c.StrokeLine2(t.line, c.Min.X, y, c.Max.X, y)
	}
	if t.head {
		x1, y1, x2, y2 := scene.ArrowHead(float32(c.Min.X), float32(y), float32(c.Max.X), float32(y), float32(t.line.Width*3))
		c.StrokeLines(t.line, []vg.Point{{X: vg.Length(x1), Y: vg.Length(y1)}, {X: c.Max.X, Y: y}, {X: vg.Length(x2), Y: vg.Length(y2)}})
	}
	if t.glyph.Shape != nil {
		c.DrawGlyph(t.glyph, vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: y})
	}
}

// legendSize returns the size of the legend's box, padding included.
func (f *figure) legendSize() (w, h, pad vg.Length) {
	l := &f.p.Legend
	for _, name := range f.legend {
		w = max(w, l.TextStyle.Width(" "+name))
	}
	n := vg.Length(len(f.legend))
	pad = u(f.s.Style.TextSize * 0.4)
	h = n*l.TextStyle.Rectangle("Xg").Size().Y + (n-1)*l.Padding
	return l.ThumbnailWidth + w + 2*pad, h + 2*pad, pad
}

// legendRect returns where the legend's box goes in the data area c.
func (f *figure) legendRect(c draw.Canvas) vg.Rectangle {
	w, h, pad := f.legendSize()
	inset := u(f.s.Style.TextSize * 0.6)
	var r vg.Rectangle
	r.Min.X, r.Min.Y = c.Max.X-inset-w+pad, c.Max.Y-inset-f.captionHeight()-h+pad
	if f.p.Legend.Left {
		r.Min.X = c.Min.X + inset - pad
	}
	if !f.p.Legend.Top {
		r.Min.Y = c.Min.Y + inset - pad
	}
	r.Max = vg.Point{X: r.Min.X + w, Y: r.Min.Y + h}
	return r
}

// placeLegend puts the legend in the corner of the data area c that
// covers the fewest points (top right on a tie), and insets it.
func (f *figure) placeLegend(c draw.Canvas) {
	l := &f.p.Legend
	trX, trY := f.p.Transforms(&c)
	best, bestN := 0, -1
	for k, corner := range [4][2]bool{{true, false}, {true, true}, {false, false}, {false, true}} {
		l.Top, l.Left = corner[0], corner[1]
		r := f.legendRect(c)
		n := 0
		for _, q := range f.s.Points {
			x, y := trX(q.Pos.X), trY(q.Pos.Y)
			if q.Flags&scene.Outside == 0 && x >= r.Min.X && x <= r.Max.X && y >= r.Min.Y && y <= r.Max.Y {
				n++
			}
		}
		if bestN < 0 || n < bestN {
			best, bestN = k, n
		}
	}
	l.Top, l.Left = best < 2, best%2 == 1
	inset := u(f.s.Style.TextSize * 0.6)
	l.XOffs, l.YOffs = -inset, -inset-f.captionHeight()
	if l.Left {
		l.XOffs = inset
	}
	if !l.Top {
		l.YOffs = inset
	}
}

// captionHeight is the height of the caption bar (0 without a caption).
func (f *figure) captionHeight() vg.Length {
	if f.s.Caption == "" {
		return 0
	}
	return u(f.s.Style.TextSize * 2)
}

// legendBox lays a light box where gonum's legend will go.
type legendBox struct{ f *figure }

// Plot implements plot.Plotter.
func (b *legendBox) Plot(c draw.Canvas, _ *plot.Plot) {
	if len(b.f.legend) == 0 {
		return
	}
	c.SetColor(scene.WithAlpha(b.f.s.Style.Background, 0.85))
	c.Fill(b.f.legendRect(c).Path())
}
