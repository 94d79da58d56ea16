package figure

import (
	"perceptronlab/scene"

	"image/color"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// collectLegend names every layer the figure shows, when the options ask
// for a legend: the names as shown and their thumbnails.
func (f *figure) collectLegend() {
	f.legend, f.thumbs = f.legend[:0], f.thumbs[:0]
	if !f.o.Legend {
		return
	}
	for _, e := range f.s.Legend() {
		f.legend = append(f.legend, f.o.tr(e.Name))
		f.thumbs = append(f.thumbs, legendThumb(e, f.s.Style))
	}
}

// legendThumb returns the thumbnail of legend entry e.
func legendThumb(e scene.LegendEntry, st scene.Style) thumb {
	sh := e.Shape
	switch {
	case e.Class != 0:
		return thumb{glyph: pointGlyph(st, e.Class)}
	case e.Mark == scene.Updated:
		return thumb{glyph: draw.GlyphStyle{Color: scene.WithAlpha(st.Highlight, 0.85), Radius: u(st.PointRadius + 2), Shape: draw.CircleGlyph{}}}
	case e.Mark != 0:
		return thumb{glyph: draw.GlyphStyle{Color: st.MarkColor(e.Mark), Radius: u(st.PointRadius + 2), Shape: draw.RingGlyph{}}}
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
