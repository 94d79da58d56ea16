package canvas

import (
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// u converts Fyne units (1/96 inch in a figure) to a vg length.
func u(x float32) vg.Length { return vg.Length(x) * vg.Inch / 96 }

// figure is the gonum/plot painter for one scene.
type figure struct {
	p      *plot.Plot
	s      *Scene
	o      FigureOptions
	fonts  [4]font.Font // small (ticks, labels), normal (axes, legend), bold (caption), title (bold)
	legend []string     // the legend's entries, as shown
	dc     draw.Canvas  // the whole figure
}

// drawFigure paints the scene of in through v onto dc.
func drawFigure(dc draw.Canvas, in Input, v View, o FigureOptions) error {
	if in.Style.Text == nil {
		in.Style = DefaultStyle(false)
	}
	f := &figure{o: o, dc: dc}
	st := in.Style
	for i, k := range []float32{0.9, 1, 1, 1.25} {
		fnt, err := figureFont(u(st.TextSize*k), i >= 2)
		if err != nil {
			return err
		}
		f.fonts[i] = fnt
	}
	f.p = f.newPlot(st)
	// The data area depends on the tick labels, which depend on the view:
	// two rounds settle an equal-scale view.
	n := tickTarget
	for range 2 {
		f.s = new(Scene)
		f.s.build(in, v, n)
		f.setAxes()
		da := f.p.DataCanvas(dc)
		w, h := float32((da.Max.X-da.Min.X)/u(1)), float32((da.Max.Y-da.Min.Y)/u(1))
		v = v.EqualScale(w, h)
		n = ticksFor(max(w, h), st.TextSize)
	}
	f.s = new(Scene)
	f.s.build(in, v, n)
	f.setAxes()
	f.addLayers()
	if o.Legend {
		f.addLegend()
	}
	f.p.Draw(dc)
	return nil
}

func (f *figure) textStyle(size int, c color.Color) text.Style {
	return text.Style{Color: c, Font: f.fonts[size], XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: f.p.TextHandler}
}

// newPlot makes a plot in the style's colours and the bundled font.
func (f *figure) newPlot(st Style) *plot.Plot {
	p := plot.New()
	p.BackgroundColor = st.Background
	p.Title.Text = f.o.Title
	p.Title.TextStyle.Font, p.Title.TextStyle.Color = f.fonts[3], st.Text
	p.Title.Padding = u(st.TextSize * 0.6)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color, a.Width = st.Axis, u(1)
		a.Tick.Color, a.Tick.Width, a.Tick.Length = st.Axis, u(1), u(5)
		a.Label.TextStyle.Font, a.Label.TextStyle.Color = f.fonts[1], st.Text
		a.Tick.Label.Font, a.Tick.Label.Color = f.fonts[0], st.Text
		a.Padding = 0
	}
	p.X.Label.Text = f.o.tr("x⁽¹⁾")
	p.Y.Label.Text = f.o.tr("x⁽²⁾")
	p.Legend.TextStyle.Font, p.Legend.TextStyle.Color = f.fonts[1], st.Text
	p.Legend.Top = true
	p.Legend.ThumbnailWidth = u(st.TextSize * 2)
	p.Legend.Padding = u(st.TextSize * 0.25)
	return p
}

// setAxes puts the scene's view and ticks on the axes.
func (f *figure) setAxes() {
	v := f.s.View
	f.p.X.Min, f.p.X.Max, f.p.Y.Min, f.p.Y.Max = v.XMin, v.XMax, v.YMin, v.YMax
	f.p.X.Tick.Marker = constTicks(f.s.XTicks)
	f.p.Y.Tick.Marker = constTicks(f.s.YTicks)
	if f.s.Dim == 1 {
		f.p.Y.Label.Text = ""
	}
}

func constTicks(ts []Tick) plot.ConstantTicks {
	out := make(plot.ConstantTicks, len(ts))
	for i, t := range ts {
		out[i] = plot.Tick{Value: t.Value, Label: t.Label}
	}
	return out
}

// addLayers adds the scene's layers, bottom to top, in the order the
// screen painter stacks them.
func (f *figure) addLayers() {
	s, st := f.s, f.s.Style
	if s.Decision != nil && s.Show.Kernel {
		f.addDecision()
	}
	if s.Show.Regions && s.Decision == nil {
		f.addFill(s.Sides[0], st.sideFill(0))
		f.addFill(s.Sides[1], st.sideFill(1))
	}
	if s.Show.SVM {
		f.addFill(s.SVMBand, st.svmFill())
	}
	if s.Show.Margin {
		f.addFill(s.MarginBand, st.marginFill())
		f.p.Add(&segments{segs: s.MarginEdges[:], style: draw.LineStyle{Color: st.marginEdge(), Width: u(st.LineWidth / 2)}})
	}
	g := plotter.NewGrid()
	g.Vertical = draw.LineStyle{Color: st.Grid, Width: u(1)}
	g.Horizontal = g.Vertical
	f.p.Add(g, &segments{segs: s.Axes[:], style: draw.LineStyle{Color: st.Axis, Width: u(1.2)}})
	f.addLines()
	f.p.Add(&distances{f}, &points{f}, &arrow{f}, &labels{f})
}

// addFill adds a filled polygon (nothing when it is empty).
func (f *figure) addFill(pg Polygon, c color.Color) {
	if pg.N < 3 {
		return
	}
	xys := make(plotter.XYs, pg.N)
	for i, v := range pg.Vertices() {
		xys[i] = plotter.XY{X: v.X, Y: v.Y}
	}
	poly, err := plotter.NewPolygon(xys)
	if err != nil {
		return // only NaN or ±Inf vertices, which Build never makes
	}
	poly.Color, poly.LineStyle = c, draw.LineStyle{}
	f.p.Add(poly)
}

// addLines adds the extra lines, the least-squares line, the previous
// line, the optimal hyperplane with its slab, and the hyperplane.
func (f *figure) addLines() {
	s, st := f.s, f.s.Style
	lw := u(st.LineWidth)
	for k, l := range s.Lines {
		f.p.Add(&segments{segs: []Segment{l}, style: draw.LineStyle{Color: extraColor(k), Width: lw}})
	}
	if s.Show.LSQ {
		f.p.Add(&segments{segs: []Segment{s.LSQ}, style: draw.LineStyle{Color: st.LSQ, Width: lw, Dashes: []vg.Length{u(8), u(4)}}})
	}
	f.p.Add(&segments{segs: []Segment{s.Prev}, style: draw.LineStyle{Color: st.Prev, Width: lw}})
	if s.Show.SVM {
		f.p.Add(&segments{segs: []Segment{s.SVMUpper, s.SVMLower}, style: draw.LineStyle{Color: st.SVM, Width: lw / 2, Dashes: []vg.Length{u(5), u(4)}}},
			&segments{segs: []Segment{s.SVM}, style: draw.LineStyle{Color: st.SVM, Width: lw}})
	}
	if s.Show.Line {
		f.p.Add(&segments{segs: []Segment{s.Line}, style: draw.LineStyle{Color: st.Line, Width: lw}})
	}
}
