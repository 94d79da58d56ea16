package figure

import (
	"fmt"

	"perceptronlab/scene"

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
	s      *scene.Scene
	o      FigureOptions
	fonts  [4]font.Font // small (ticks, labels), normal (axes, legend), bold (caption), title (bold)
	legend []string     // the legend's entries, as shown
	thumbs []thumb      // and their thumbnails (figure_legend.go)
	dc     draw.Canvas  // the whole figure
}

// drawFigure paints the scene of in through v onto dc. A panic in
// gonum/plot becomes an error here, at the figure's boundary: the inputs
// it is given are made finite and ordered first, so one is a bug to
// report, never a reason to lose the window or the command.
func drawFigure(dc draw.Canvas, in scene.Input, v scene.View, o FigureOptions) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the figure could not be drawn (%v); please report this with the data", r)
		}
	}()
	bv, ok := v.Bounded()
	if !ok {
		return fmt.Errorf("the view %v…%v × %v…%v cannot be drawn: %v", v.XMin, v.XMax, v.YMin, v.YMax, v.Check())
	}
	v = bv
	if in.Style.Text == nil {
		in.Style = scene.DefaultStyle(false)
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
	n := scene.TickTarget
	for range 2 {
		f.s = new(scene.Scene)
		f.s.Rebuild(in, v, n)
		f.setAxes()
		f.collectLegend()
		da := f.p.DataCanvas(f.plotCanvas(dc))
		w, h := float32((da.Max.X-da.Min.X)/u(1)), float32((da.Max.Y-da.Min.Y)/u(1))
		v = v.EqualScale(w, h)
		n = scene.TicksFor(max(w, h), st.TextSize)
	}
	f.s = new(scene.Scene)
	f.s.Rebuild(in, v, n)
	f.setAxes()
	f.collectLegend()
	da := f.p.DataCanvas(f.plotCanvas(dc))
	px := vg.Inch / vg.Length(o.dpi()) // one pixel
	f.addLayers(int((da.Max.X-da.Min.X)/px), int((da.Max.Y-da.Min.Y)/px))
	pc := f.plotCanvas(dc)
	f.p.Draw(pc)
	f.drawLegend(dc, pc)
	f.drawCaption(dc)
	return nil
}

func (f *figure) textStyle(size int, c color.Color) text.Style {
	return text.Style{Color: c, Font: f.fonts[size], XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: f.p.TextHandler}
}

// newPlot makes a plot in the style's colours and the bundled font.
func (f *figure) newPlot(st scene.Style) *plot.Plot {
	p := fontedPlot(f.fonts[0], f.fonts[1], f.fonts[3], st.Text)
	p.BackgroundColor = st.Background
	// The title has a strip of its own above the plot (margins.go).
	p.Title.Padding = u(st.TextSize * 0.6)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color, a.Width = st.Axis, u(1)
		a.Tick.Color, a.Tick.Width, a.Tick.Length = st.Axis, u(1), u(5)
		a.Padding = 0
	}
	p.X.Label.Text = f.o.tr("x⁽¹⁾")
	p.Y.Label.Text = f.o.tr("x⁽²⁾")
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

func constTicks(ts []scene.Tick) plot.ConstantTicks {
	out := make(plot.ConstantTicks, len(ts))
	for i, t := range ts {
		out[i] = plot.Tick{Value: t.Value, Label: t.Label}
	}
	return out
}

// addLayers adds, for a data area of pxW×pxH pixels, the scene's layers, bottom to top, in the order the
// screen painter stacks them: a decision's regions, the fills, the grid
// and axes, the strokes and paths, the distances, the points, the arrows
// and the labels.
func (f *figure) addLayers(pxW, pxH int) {
	s, st := f.s, f.s.Style
	decision := s.Decision != nil && s.Show.Decision
	if decision {
		f.addDecision(pxW, pxH)
	}
	for _, sh := range s.Shapes {
		if sh.Kind == scene.Fill && s.Show.Shows(sh.Layer) && !(decision && sh.Layer == scene.LayerSides) {
			f.addFill(sh.Vertices(), sh.Color)
		}
	}
	g := plotter.NewGrid()
	g.Vertical = draw.LineStyle{Color: st.Grid, Width: u(1)}
	g.Horizontal = g.Vertical
	f.p.Add(g, &segments{segs: s.Axes[:], style: draw.LineStyle{Color: st.Axis, Width: u(1.2)}})
	for _, sh := range s.Shapes {
		if sh.Kind == scene.Stroke && s.Show.Shows(sh.Layer) {
			f.p.Add(&segments{segs: []scene.Segment{sh.Seg}, style: strokeStyle(sh)})
		}
	}
	f.p.Add(&paths{f}, &distances{f}, &points{f}, &arrows{f}, &labels{f})
}

// addFill adds a filled convex polygon (nothing when it is empty).
func (f *figure) addFill(vs []scene.Vec, c color.Color) {
	if len(vs) < 3 {
		return
	}
	xys := make(plotter.XYs, len(vs))
	for i, v := range vs {
		xys[i] = plotter.XY{X: v.X, Y: v.Y}
	}
	poly, err := plotter.NewPolygon(xys)
	if err != nil {
		return // only NaN or ±Inf vertices, which Build never makes
	}
	poly.Color, poly.LineStyle = c, draw.LineStyle{}
	f.p.Add(poly)
}
