package figure

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"perceptronlab/fileio"
	"perceptronlab/scene"
)

// Curve is a run's learning curve as a figure draws it: Li Hang's loss
// L(w, b) after the updates K[i] and the mistakes (updates) of each epoch,
// with a mark at update Mark.
type Curve struct {
	K        []int     // the k of each loss value
	Loss     []float64 // L(w, b) = −Σ_{xᵢ∈M} yᵢ(w·xᵢ+b) after update K[i]
	Epochs   []int     // the epochs, as the trainer numbered them
	Mistakes []int     // the updates in each epoch
	Mark     int       // the k marked (the update shown); −1: none
	Style    scene.Style
}

// RenderCurve draws c into an image of o.Width×o.Height pixels.
func RenderCurve(c Curve, o FigureOptions) (*image.RGBA, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	w, h := o.size()
	cv := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(int(o.dpi())))
	if err := drawCurve(draw.New(cv), c, o); err != nil {
		return nil, err
	}
	img, ok := cv.Image().(*image.RGBA)
	if !ok {
		return nil, fmt.Errorf("figure: vgimg did not draw into an RGBA image")
	}
	return img, nil
}

// WriteCurve writes c in format "png" or "svg".
func WriteCurve(w io.Writer, format string, c Curve, o FigureOptions) error {
	switch strings.ToLower(format) {
	case "png":
		img, err := RenderCurve(c, o)
		if err != nil {
			return err
		}
		return encodePNG(w, img, o.dpi())
	case "svg":
		if err := o.check(); err != nil {
			return err
		}
		cv := &outlineCanvas{CanvasWriterTo: vgsvg.New(o.size())}
		if err := drawCurve(draw.New(cv), c, o); err != nil {
			return err
		}
		_, err := cv.WriteTo(w)
		return err
	}
	return fmt.Errorf("unknown curve format %q (want png or svg)", format)
}

// SaveCurve writes c to path, in the format its extension names (.png or
// .svg), atomically.
func SaveCurve(path string, c Curve, o FigureOptions) error {
	var buf bytes.Buffer
	if err := WriteCurve(&buf, strings.TrimPrefix(filepath.Ext(path), "."), c, o); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return fileio.WriteAtomic(path, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}

// drawCurve draws the loss above the mistakes per epoch. A panic in
// gonum/plot becomes an error, as in drawFigure.
func drawCurve(dc draw.Canvas, c Curve, o FigureOptions) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the curve could not be drawn (%v); please report this with the data", r)
		}
	}()
	if c.Style.Text == nil {
		c.Style = scene.DefaultStyle(false)
	}
	cf, err := newCurveFigure(c, o)
	if err != nil {
		return err
	}
	dc.SetColor(c.Style.Background)
	dc.Fill(dc.Rectangle.Path())
	top, bottom := cf.lossPlot(), cf.mistakesPlot()
	if o.Title != "" {
		dc.FillText(cf.text(3, draw.XCenter), vg.Point{X: dc.Center().X, Y: dc.Max.Y - u(c.Style.TextSize*1.2)}, o.Title)
		dc = draw.Crop(dc, 0, 0, 0, -u(c.Style.TextSize*2.4))
	}
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadX: u(8), PadY: u(c.Style.TextSize), PadTop: u(6), PadBottom: u(6),
		PadLeft: u(6), PadRight: u(12)}
	cs := plot.Align([][]*plot.Plot{{top}, {bottom}}, tiles, dc)
	top.Draw(cs[0][0])
	bottom.Draw(cs[1][0])
	return nil
}

// curveFigure holds what the two plots share: the curve, the options and
// the fonts.
type curveFigure struct {
	c     Curve
	o     FigureOptions
	fonts [4]font.Font // small (ticks), normal (axes), bold (plot titles), title
}

// newCurveFigure loads the bundled font in the curve's sizes.
func newCurveFigure(c Curve, o FigureOptions) (*curveFigure, error) {
	cf := &curveFigure{c: c, o: o}
	for i, k := range []float32{0.9, 1, 1, 1.25} {
		f, err := figureFont(u(c.Style.TextSize*k), i >= 2)
		if err != nil {
			return nil, err
		}
		cf.fonts[i] = f
	}
	return cf, nil
}

// text returns a text style in font i.
func (cf *curveFigure) text(i int, x draw.XAlignment) text.Style {
	return text.Style{Color: cf.c.Style.Text, Font: cf.fonts[i], XAlign: x, YAlign: draw.YCenter, Handler: plot.DefaultTextHandler}
}

// newPlot returns an empty plot in the style's colours, titled title.
func (cf *curveFigure) newPlot(title, x, y string) *plot.Plot {
	st := cf.c.Style
	p := fontedPlot(cf.fonts[0], cf.fonts[1], cf.fonts[2], st.Text)
	p.BackgroundColor = st.Background
	p.Title.Text, p.Title.TextStyle = cf.o.tr(title), cf.text(2, draw.XCenter)
	p.Title.Padding = u(st.TextSize * 0.5)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color, a.Width = st.Axis, u(1)
		a.Tick.Color, a.Tick.Width, a.Tick.Length = st.Axis, u(1), u(5)
		a.Tick.Marker = intTicks{}
		a.Padding = u(2)
	}
	p.X.Label.Text, p.Y.Label.Text = cf.o.tr(x), cf.o.tr(y)
	p.Y.Min = 0
	p.Add(&plotter.Grid{Vertical: draw.LineStyle{Color: st.Grid, Width: u(1)}, Horizontal: draw.LineStyle{Color: st.Grid, Width: u(1)}})
	return p
}

// lossPlot draws L(w, b) against k, with the mark at the update shown.
func (cf *curveFigure) lossPlot() *plot.Plot {
	st := cf.c.Style
	p := cf.newPlot("Li Hang's loss L(w, b) = −Σ yᵢ(w·xᵢ + b) over the misclassified xᵢ", "k (updates)", "L(w, b)")
	xys := make(plotter.XYs, len(cf.c.Loss))
	for i, l := range cf.c.Loss {
		xys[i] = plotter.XY{X: float64(cf.c.K[i]), Y: l}
	}
	if len(xys) > 0 {
		line := &plotter.Line{XYs: thinLine(xys), LineStyle: draw.LineStyle{Color: st.Line, Width: u(st.LineWidth * 0.75)}}
		p.Add(line)
		if len(xys) <= 60 {
			sc := &plotter.Scatter{XYs: xys, GlyphStyle: draw.GlyphStyle{Color: st.Pos, Radius: u(st.PointRadius * 0.6), Shape: draw.CircleGlyph{}}}
			p.Add(sc)
		}
	} else {
		p.Title.Text += "\n" + cf.o.tr("(too long a kernel run to compute)")
	}
	p.X.Min = 0
	p.Y.Tick.Marker = plot.DefaultTicks{} // the loss is not a count
	cf.addMark(p, float64(cf.c.Mark))
	return p
}

// mistakesPlot draws the mistakes of each epoch as bars, the epoch of the
// update shown marked.
func (cf *curveFigure) mistakesPlot() *plot.Plot {
	st := cf.c.Style
	p := cf.newPlot("mistakes per epoch", "epoch", "mistakes")
	vals := make(plotter.XYs, len(cf.c.Mistakes))
	for i, m := range cf.c.Mistakes {
		vals[i] = plotter.XY{X: float64(cf.c.Epochs[i]), Y: float64(m)}
	}
	if len(vals) > 0 {
		p.Add(&bars{xys: vals, color: scene.WithAlpha(st.Pos, 0.8)})
		p.X.Min, p.X.Max = vals[0].X-0.5, vals[len(vals)-1].X+0.5
	}
	p.Y.Max = max(p.Y.Max, 1)
	if e, ok := cf.markEpoch(); ok {
		cf.addMark(p, e)
	}
	return p
}

// markEpoch returns the epoch of the marked update.
func (cf *curveFigure) markEpoch() (float64, bool) {
	k := cf.c.Mark
	if k < 1 {
		return 0, false
	}
	seen := 0
	for i, m := range cf.c.Mistakes {
		if seen += m; seen >= k-cf.firstK()+1 {
			return float64(cf.c.Epochs[i]), true
		}
	}
	return 0, false
}

// firstK is the k of the first update counted in Mistakes.
func (cf *curveFigure) firstK() int {
	if len(cf.c.K) > 0 {
		return cf.c.K[0] + 1
	}
	return 1
}

// addMark draws a vertical line at x when the curve has a mark.
func (cf *curveFigure) addMark(p *plot.Plot, x float64) {
	if cf.c.Mark < 0 {
		return
	}
	st := cf.c.Style
	p.Add(&vline{x: x, style: draw.LineStyle{Color: st.Misclassified, Width: u(st.LineWidth), Dashes: []vg.Length{u(6), u(4)}}})
}

// vline is a vertical line across a plot's data area.
type vline struct {
	x     float64
	style draw.LineStyle
}

// Plot implements plot.Plotter.
func (l *vline) Plot(c draw.Canvas, p *plot.Plot) {
	trX, _ := p.Transforms(&c)
	x := trX(l.x)
	c.StrokeLine2(l.style, x, c.Min.Y, x, c.Max.Y)
}

// DataRange implements plot.DataRanger, so the mark widens the axis to
// stay in view.
func (l *vline) DataRange() (xmin, xmax, ymin, ymax float64) { return l.x, l.x, 0, 0 }

// bars draws one bar per value, a unit wide and centred on its x.
type bars struct {
	xys   plotter.XYs
	color color.Color
}

// Plot implements plot.Plotter.
func (b *bars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for _, v := range b.xys {
		x0, x1, y0, y1 := trX(v.X-0.4), trX(v.X+0.4), trY(0), trY(v.Y)
		c.FillPolygon(b.color, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
	}
}

// DataRange implements plot.DataRanger.
func (b *bars) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = plotter.XYRange(b.xys)
	return xmin - 0.5, xmax + 0.5, min(ymin, 0), ymax
}

// intTicks are gonum's default ticks kept to whole numbers: k, epochs and
// mistakes are counts.
type intTicks struct{}

// Ticks implements plot.Ticker.
func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	var out []plot.Tick
	for _, t := range (plot.DefaultTicks{}).Ticks(lo, hi) {
		if t.Value == math.Trunc(t.Value) {
			if t.Label != "" {
				t.Label = strconv.FormatFloat(t.Value, 'f', 0, 64)
			}
			out = append(out, t)
		}
	}
	if len(out) < 2 {
		// Counted in integers: v++ stops moving past 2⁵³.
		out = nil
		first, n := math.Ceil(lo), math.Floor(hi)-math.Ceil(lo)
		for i := range int(min(max(n+1, 0), 10)) {
			v := first + float64(i)
			out = append(out, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', 0, 64)})
		}
	}
	return out
}

// maxCurvePoints bounds the points of the loss line: a few per pixel
// column of the widest figure. A run of 10⁸ updates is drawn from the
// lowest and the highest loss of each of maxCurvePoints/2 runs of
// updates, which is what its pixels show.
const maxCurvePoints = 8192

// thinLine returns xys, or, when longer than maxCurvePoints, the first
// and last point and the lowest and highest of each of maxCurvePoints/2
// equal runs of points, in order.
func thinLine(xys plotter.XYs) plotter.XYs {
	n := len(xys)
	if n <= maxCurvePoints {
		return xys
	}
	buckets := maxCurvePoints/2 - 1
	out := make(plotter.XYs, 0, maxCurvePoints)
	out = append(out, xys[0])
	for b := range buckets {
		run := xys[1+b*(n-2)/buckets : 1+(b+1)*(n-2)/buckets]
		if len(run) == 0 {
			continue
		}
		lo, hi := 0, 0
		for i, v := range run {
			if v.Y < run[lo].Y {
				lo = i
			}
			if v.Y > run[hi].Y {
				hi = i
			}
		}
		out = append(out, run[min(lo, hi)])
		if lo != hi {
			out = append(out, run[max(lo, hi)])
		}
	}
	return append(out, xys[n-1])
}
