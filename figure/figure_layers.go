package figure

import (
	"perceptronlab/scene"

	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The figure's own plotters: each draws one layer of the scene.

// segments strokes its visible segments, clipped to the data area.
type segments struct {
	segs  []scene.Segment
	style draw.LineStyle
}

// Plot implements plot.Plotter.
func (l *segments) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for _, sg := range l.segs {
		if sg.Visible {
			pts := []vg.Point{{X: trX(sg.A.X), Y: trY(sg.A.Y)}, {X: trX(sg.B.X), Y: trY(sg.B.Y)}}
			c.StrokeLines(l.style, c.ClipLinesXY(pts)...)
		}
	}
}

// distances strokes the perpendiculars from the points to the hyperplane.
type distances struct{ f *figure }

// Plot implements plot.Plotter.
func (d *distances) Plot(c draw.Canvas, p *plot.Plot) {
	s := d.f.s
	if !s.Show.Distances {
		return
	}
	segs := make([]scene.Segment, len(s.Distances))
	for i, dist := range s.Distances {
		segs[i] = dist.Seg
	}
	sty := draw.LineStyle{Color: scene.WithAlpha(s.Style.Text, 0.55), Width: u(s.Style.DistanceWidth())}
	(&segments{segs: segs, style: sty}).Plot(c, p)
}

// arrows draws every arrow with its head and its name.
type arrows struct{ f *figure }

// Plot implements plot.Plotter.
func (a *arrows) Plot(c draw.Canvas, p *plot.Plot) {
	s, st := a.f.s, a.f.s.Style
	trX, trY := p.Transforms(&c)
	for _, sh := range s.Shapes {
		if sh.Kind != scene.Arrow || !sh.Seg.Visible || !s.Show.Shows(sh.Layer) {
			continue
		}
		ax, ay, bx, by := trX(sh.Seg.A.X), trY(sh.Seg.A.Y), trX(sh.Seg.B.X), trY(sh.Seg.B.Y)
		// The two barbs are mirror images, so y up or down makes no difference.
		x1, y1, x2, y2 := scene.ArrowHead(float32(ax), float32(ay), float32(bx), float32(by), float32(u(st.ArrowHeadLength())))
		sty := draw.LineStyle{Color: sh.Color, Width: u(sh.Width)}
		c.StrokeLines(sty, []vg.Point{{X: ax, Y: ay}, {X: bx, Y: by}},
			[]vg.Point{{X: vg.Length(x1), Y: vg.Length(y1)}, {X: bx, Y: by}, {X: vg.Length(x2), Y: vg.Length(y2)}})
		n := math.Hypot(float64(bx-ax), float64(by-ay))
		k := u(st.TextSize) / vg.Length(n)
		c.FillText(a.f.textStyle(1, sh.Color), vg.Point{X: bx + (bx-ax)*k, Y: by + (by-ay)*k}, sh.Label)
	}
}

// paths strokes the shapes of kind Path, clipped to the data area.
type paths struct{ f *figure }

// Plot implements plot.Plotter.
func (pp *paths) Plot(c draw.Canvas, p *plot.Plot) {
	s := pp.f.s
	trX, trY := p.Transforms(&c)
	for _, sh := range s.Shapes {
		if sh.Kind != scene.Path || !s.Show.Shows(sh.Layer) || len(sh.Path) < 2 {
			continue
		}
		pts := make([]vg.Point, 0, len(sh.Path)+1)
		for _, v := range sh.Path {
			pts = append(pts, vg.Point{X: trX(v.X), Y: trY(v.Y)})
		}
		if sh.Closed {
			pts = append(pts, pts[0])
		}
		c.StrokeLines(strokeStyle(sh), c.ClipLinesXY(pts)...)
	}
}

// strokeStyle is the line style of a stroke or path: dashed when asked.
func strokeStyle(sh scene.Shape) draw.LineStyle {
	sty := draw.LineStyle{Color: sh.Color, Width: u(sh.Width)}
	if sh.Dashed {
		sty.Dashes = []vg.Length{u(3*sh.Width + 2), u(4)} // 8 on 4 for a 2-unit line, 5 on 4 for a 1-unit one

	}
	return sty
}

// points draws the halo of the updated point, the rings, then the points.
type points struct{ f *figure }

// Plot implements plot.Plotter.
func (pp *points) Plot(c draw.Canvas, p *plot.Plot) {
	s, st := pp.f.s, pp.f.s.Style
	trX, trY := p.Transforms(&c)
	at := func(q scene.Point) vg.Point { return vg.Point{X: trX(q.Pos.X), Y: trY(q.Pos.Y)} }
	for _, q := range s.Points {
		if q.Flags&(scene.Updated|scene.Hidden) == scene.Updated {
			c.DrawGlyph(draw.GlyphStyle{Color: scene.WithAlpha(st.Highlight, 0.85), Radius: u(st.HaloRadius()), Shape: draw.CircleGlyph{}}, at(q))
		}
	}
	var rings []scene.Ring
	for _, q := range s.Points {
		if q.Flags&scene.Hidden != 0 {
			continue
		}
		rings = s.AppendRings(rings[:0], q)
		for _, r := range rings {
			c.SetLineStyle(draw.LineStyle{Color: r.C, Width: u(r.W)})
			var path vg.Path
			pt := at(q)
			path.Move(vg.Point{X: pt.X + u(r.R), Y: pt.Y})
			path.Arc(pt, u(r.R), 0, 2*math.Pi)
			path.Close()
			c.Stroke(path)
		}
	}
	for _, q := range s.Points {
		if q.Flags&scene.Hidden == 0 {
			c.DrawGlyph(pointGlyph(st, q.Label), at(q))
		}
	}
}

// pointGlyph is the glyph of class y: a filled circle for +1, a cross for −1.
func pointGlyph(st scene.Style, y float64) draw.GlyphStyle {
	if y > 0 {
		return draw.GlyphStyle{Color: st.Pos, Radius: u(st.PointRadius), Shape: circleGlyph{st.Background}}
	}
	return draw.GlyphStyle{Color: st.Neg, Radius: u(st.CrossHalf()), Shape: crossGlyph{u(st.CrossWidth())}}
}

// circleGlyph is a filled circle with a thin outline in the background
// colour, which keeps overlapping points apart (as on screen).
type circleGlyph struct{ edge color.Color }

// DrawGlyph implements draw.GlyphDrawer.
func (g circleGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	var p vg.Path
	p.Move(vg.Point{X: pt.X + sty.Radius, Y: pt.Y})
	p.Arc(pt, sty.Radius, 0, 2*math.Pi)
	p.Close()
	c.SetColor(sty.Color)
	c.Fill(p)
	c.SetLineStyle(draw.LineStyle{Color: g.edge, Width: u(1)})
	c.Stroke(p)
}

// crossGlyph is a "×" whose half-diagonal is the glyph radius.
type crossGlyph struct{ width vg.Length }

// DrawGlyph implements draw.GlyphDrawer.
func (g crossGlyph) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	r := sty.Radius
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: g.width})
	var p vg.Path
	p.Move(vg.Point{X: pt.X - r, Y: pt.Y - r})
	p.Line(vg.Point{X: pt.X + r, Y: pt.Y + r})
	p.Move(vg.Point{X: pt.X - r, Y: pt.Y + r})
	p.Line(vg.Point{X: pt.X + r, Y: pt.Y - r})
	c.Stroke(p)
}

// labels writes the distance labels and the points' names (the caption
// has a strip of its own: margins.go).
type labels struct{ f *figure }

// Plot implements plot.Plotter.
func (l *labels) Plot(c draw.Canvas, p *plot.Plot) {
	s, st := l.f.s, l.f.s.Style
	trX, trY := p.Transforms(&c)
	sty := l.f.textStyle(0, st.Text)
	l.names(c, trX, trY)
	for _, d := range s.Distances {
		if s.Labelled(d) && s.View.Contains(d.LabelAt.X, d.LabelAt.Y) {
			dx, dy := s.LabelOffset(d)
			at := vg.Point{X: trX(d.LabelAt.X) + u(dx), Y: trY(d.LabelAt.Y) - u(dy)}
			// text.Plain puts the baseline at y − h/2 − ascent + size; the
			// box spans a little below it to the top of the digits.
			e, size := sty.FontExtents(), sty.Font.Size
			base := at.Y - sty.Height(d.Label)/2 - e.Ascent + size
			w, pad := sty.Width(d.Label), size/4
			box := vg.Rectangle{Min: vg.Point{X: at.X - w/2 - pad, Y: base - size*0.3}, Max: vg.Point{X: at.X + w/2 + pad, Y: base + size}}
			c.SetColor(st.LabelBox())
			c.Fill(box.Path())
			c.FillText(sty, at, d.Label)
		}
	}
}

// names writes each point's name, x₁…x_N, where the plane writes it: up
// and to the right of the point (scene.Style.NameOffset). A PNG used to
// drop the names the plane showed.
func (l *labels) names(c draw.Canvas, trX, trY func(float64) vg.Length) {
	s, st := l.f.s, l.f.s.Style
	if !s.Show.Names {
		return
	}
	sty := l.f.textStyle(0, st.Text)
	sty.XAlign = draw.XLeft
	dx, dy := st.NameOffset()
	for i, q := range s.Points {
		if s.Named(q) && s.View.Contains(q.Pos.X, q.Pos.Y) {
			c.FillText(sty, vg.Point{X: trX(q.Pos.X) + u(dx), Y: trY(q.Pos.Y) - u(dy)}, scene.PointName(i))
		}
	}
}
