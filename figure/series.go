package figure

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgpdf"
	"gonum.org/v1/plot/vg/vgsvg"

	"perceptronlab/fileio"
	"perceptronlab/scene"
)

// SeriesKind says how a Series is drawn.
type SeriesKind int

const (
	// SeriesLine joins the points by straight segments.
	SeriesLine SeriesKind = iota
	// SeriesPoints draws a dot at each point.
	SeriesPoints
	// SeriesLinePoints joins the points and dots them.
	SeriesLinePoints
	// SeriesBars draws a bar from 0 to each y, BarWidth wide in data units.
	SeriesBars
	// SeriesStems draws a segment at each x from Y0[i] (0 when Y0 is nil)
	// to Y[i]: residuals, or a bar of zero width.
	SeriesStems
)

// Series is one labelled set of (x, y) values of a SeriesFigure.
type Series struct {
	// Label names the series in the legend; "" keeps it out.
	Label string
	// X and Y hold the values; Y0 the stems' other ends.
	X, Y, Y0 []float64
	// Kind says how to draw it.
	Kind SeriesKind
	// Color is the series' colour; nil takes the palette's next one.
	Color color.Color
	// Dashed draws a line dashed.
	Dashed bool
	// BarWidth is the width of bars in data units; 0 is 0.8.
	BarWidth float64
	// Cross draws the points as crosses, as the screen draws test points
	// (and −1 points), rather than dots.
	Cross bool
}

// SeriesFigure is a generic figure of lines, points, bars and stems on
// labelled axes with a legend and a vertical marker: PRML's curve fits
// and error curves, the loss functions of Li Hang §1.3, and anything else
// that is y against x.
type SeriesFigure struct {
	// Title, XLabel and YLabel are the plot's title and axis labels.
	Title, XLabel, YLabel string
	// Series are drawn in order, the first underneath.
	Series []Series
	// MarkX, when not NaN, draws a dashed vertical line there, labelled
	// MarkLabel in the legend: the current choice of M or λ.
	MarkX     float64
	MarkLabel string
	// XMin, XMax, YMin, YMax fix the axes' ranges where not NaN; data
	// beyond them is clipped.
	XMin, XMax, YMin, YMax float64
	// CountX and CountY keep an axis's ticks to whole numbers: counts such
	// as k, epochs and mistakes.
	CountX, CountY bool
	// TitleScale is the title's size against the text size; 0 is 1.2.
	TitleScale float32
	// Style gives the colours and sizes; the zero Style is the light one.
	Style scene.Style
}

// NewSeriesFigure returns an empty figure with automatic axes, no mark and
// the light style.
func NewSeriesFigure(title, xlabel, ylabel string) SeriesFigure {
	nan := math.NaN()
	return SeriesFigure{Title: title, XLabel: xlabel, YLabel: ylabel, MarkX: nan,
		XMin: nan, XMax: nan, YMin: nan, YMax: nan, Style: scene.DefaultStyle(false)}
}

// seriesPalette is the Okabe–Ito palette, distinguishable in colour
// blindness, as the scene's styles use it.
var seriesPalette = []color.Color{
	color.NRGBA{0x00, 0x72, 0xb2, 0xff}, // blue
	color.NRGBA{0xd5, 0x5e, 0x00, 0xff}, // vermilion
	color.NRGBA{0x00, 0x9e, 0x73, 0xff}, // green
	color.NRGBA{0xcc, 0x79, 0xa7, 0xff}, // purple
	color.NRGBA{0xe6, 0x9f, 0x00, 0xff}, // orange
	color.NRGBA{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	color.NRGBA{0x10, 0x10, 0x10, 0xff}, // black
}

// RenderSeries draws f into an image of o.Width×o.Height pixels.
func RenderSeries(f SeriesFigure, o FigureOptions) (*image.RGBA, error) {
	return render(o, func(dc draw.Canvas) error { return drawSeries(dc, f, o) })
}

// WriteSeries writes f in format "png", "svg" or "pdf".
func WriteSeries(w io.Writer, format string, f SeriesFigure, o FigureOptions) error {
	return write(w, format, o, func(dc draw.Canvas) error { return drawSeries(dc, f, o) })
}

// SaveSeries writes f to path, in the format its extension names (.png,
// .svg or .pdf), atomically.
func SaveSeries(path string, f SeriesFigure, o FigureOptions) error {
	return save(path, o, func(dc draw.Canvas) error { return drawSeries(dc, f, o) })
}

// render paints with paint into an image of o.Width×o.Height pixels.
func render(o FigureOptions, paint func(draw.Canvas) error) (*image.RGBA, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	w, h := o.size()
	cv := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(int(o.dpi())))
	if err := paint(draw.New(cv)); err != nil {
		return nil, err
	}
	img, ok := cv.Image().(*image.RGBA)
	if !ok {
		return nil, fmt.Errorf("figure: vgimg did not draw into an RGBA image")
	}
	return img, nil
}

// write paints with paint in format "png", "svg" or "pdf".
func write(w io.Writer, format string, o FigureOptions, paint func(draw.Canvas) error) error {
	if err := o.check(); err != nil {
		return err
	}
	var cv *outlineCanvas
	switch strings.ToLower(format) {
	case "png":
		img, err := render(o, paint)
		if err != nil {
			return err
		}
		return encodePNG(w, img, o.dpi())
	case "svg":
		cv = &outlineCanvas{CanvasWriterTo: vgsvg.New(o.size())}
	case "pdf":
		fw, fh := o.size()
		cv = &outlineCanvas{CanvasWriterTo: vgpdf.New(fw, fh), straight: true}
	default:
		return fmt.Errorf("unknown figure format %q (want png, svg or pdf)", format)
	}
	if err := paint(draw.New(cv)); err != nil {
		return err
	}
	_, err := cv.WriteTo(w)
	return err
}

// save paints with paint to path, in the format its extension names,
// atomically: a failed drawing leaves what was there.
func save(path string, o FigureOptions, paint func(draw.Canvas) error) error {
	var buf bytes.Buffer
	if err := write(&buf, strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."), o, paint); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return fileio.WriteAtomic(path, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}

// drawSeries paints the background and the plot.
func drawSeries(dc draw.Canvas, f SeriesFigure, o FigureOptions) error {
	if f.Style.Text == nil {
		f.Style = scene.DefaultStyle(false)
	}
	p, err := seriesPlot(f, o)
	if err != nil {
		return err
	}
	dc.SetColor(f.Style.Background)
	dc.Fill(dc.Rectangle.Path())
	pad := u(f.Style.TextSize)
	c := draw.Crop(dc, pad, -pad, pad/2, -pad/2)
	placeLegend(p, c, f)
	p.Draw(c)
	return nil
}

// seriesFonts returns the bundled font for ticks, axis labels, the
// legend and the title. Every text style gets its font explicitly: the web
// build carries no Liberation fonts for gonum/plot to fall back on.
func seriesFonts(size, titleScale float32) (ticks, labels, title font.Font, err error) {
	if ticks, err = figureFont(u(size*0.9), false); err != nil {
		return
	}
	if labels, err = figureFont(u(size), false); err != nil {
		return
	}
	if titleScale == 0 {
		titleScale = 1.2
	}
	title, err = figureFont(u(size*titleScale), true)
	return
}

// seriesPlot builds the gonum plot of f.
func seriesPlot(f SeriesFigure, o FigureOptions) (*plot.Plot, error) {
	st := f.Style
	ticks, labels, title, err := seriesFonts(st.TextSize, f.TitleScale)
	if err != nil {
		return nil, err
	}
	p := plot.New()
	p.BackgroundColor = st.Background
	p.Title.Text = o.tr(f.Title)
	p.Title.TextStyle = text.Style{Color: st.Text, Font: title, XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: plot.DefaultTextHandler}
	p.Title.Padding = u(st.TextSize * 0.6)
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color, a.Width = st.Axis, u(1)
		a.Tick.Color, a.Tick.Width, a.Tick.Length = st.Axis, u(1), u(5)
		a.Label.TextStyle.Font, a.Label.TextStyle.Color = labels, st.Text
		a.Tick.Label.Font, a.Tick.Label.Color = ticks, st.Text
		a.Padding = u(2)
	}
	if f.CountX {
		p.X.Tick.Marker = intTicks{}
	}
	if f.CountY {
		p.Y.Tick.Marker = intTicks{}
	}
	p.X.Label.Text, p.Y.Label.Text = o.tr(f.XLabel), o.tr(f.YLabel)
	p.Legend.TextStyle = text.Style{Color: st.Text, Font: labels, Handler: plot.DefaultTextHandler}
	p.Legend.Top, p.Legend.Padding = true, u(3)
	p.Legend.ThumbnailWidth = u(28)
	p.Add(&plotter.Grid{Vertical: draw.LineStyle{Color: st.Grid, Width: u(1)}, Horizontal: draw.LineStyle{Color: st.Grid, Width: u(1)}})
	for i, s := range f.Series {
		s.Label = o.tr(s.Label) // a legend reads in the figure's language, as its title does
		if err := addSeries(p, s, i, st); err != nil {
			return nil, err
		}
	}
	if !math.IsNaN(f.MarkX) {
		m := &vline{x: f.MarkX, style: draw.LineStyle{Color: st.Misclassified, Width: u(st.LineWidth * 0.75), Dashes: []vg.Length{u(6), u(4)}}}
		p.Add(m)
		if f.MarkLabel != "" {
			p.Legend.Add(o.tr(f.MarkLabel), &plotter.Line{LineStyle: m.style})
		}
	}
	fixRange(&p.X.Min, &p.X.Max, f.XMin, f.XMax)
	fixRange(&p.Y.Min, &p.Y.Max, f.YMin, f.YMax)
	return p, nil
}

// fixRange sets an axis's ends where the figure fixes them.
func fixRange(lo, hi *float64, fixLo, fixHi float64) {
	if !math.IsNaN(fixLo) {
		*lo = fixLo
	}
	if !math.IsNaN(fixHi) {
		*hi = fixHi
	}
}

// addSeries adds series s, the i-th, to p with its legend entry.
func addSeries(p *plot.Plot, s Series, i int, st scene.Style) error {
	if len(s.X) != len(s.Y) || (s.Y0 != nil && len(s.Y0) != len(s.Y)) {
		return fmt.Errorf("figure: series %q has %d x, %d y and %d y0 values", s.Label, len(s.X), len(s.Y), len(s.Y0))
	}
	xys := make(plotter.XYs, 0, len(s.X))
	for k := range s.X {
		if finite(s.X[k]) && finite(s.Y[k]) {
			xys = append(xys, plotter.XY{X: s.X[k], Y: s.Y[k]})
		}
	}
	c := s.Color
	if c == nil {
		c = seriesPalette[i%len(seriesPalette)]
	}
	line := draw.LineStyle{Color: c, Width: u(st.LineWidth)}
	if s.Dashed {
		line.Dashes = []vg.Length{u(7), u(4)}
	}
	glyph := draw.GlyphStyle{Color: c, Radius: u(st.PointRadius * 0.8), Shape: draw.CircleGlyph{}}
	if s.Cross {
		glyph.Shape = draw.CrossGlyph{}
	}
	var thumbs []plot.Thumbnailer
	switch s.Kind {
	case SeriesLine, SeriesLinePoints:
		l := &plotter.Line{XYs: thinLine(xys), LineStyle: line}
		p.Add(l)
		thumbs = append(thumbs, l)
		if s.Kind == SeriesLinePoints {
			sc := &plotter.Scatter{XYs: xys, GlyphStyle: glyph}
			p.Add(sc)
			thumbs = append(thumbs, sc)
		}
	case SeriesPoints:
		sc := &plotter.Scatter{XYs: xys, GlyphStyle: glyph}
		p.Add(sc)
		thumbs = append(thumbs, sc)
	case SeriesBars:
		w := s.BarWidth
		if w == 0 {
			w = 0.8
		}
		b := &widthBars{xys: xys, width: w, color: c}
		p.Add(b)
		thumbs = append(thumbs, b)
	case SeriesStems:
		line.Width = u(st.LineWidth * 0.6)
		st := &stems{x: s.X, y: s.Y, y0: s.Y0, style: line}
		p.Add(st)
		thumbs = append(thumbs, &plotter.Line{LineStyle: line})
	default:
		return fmt.Errorf("figure: series %q has an unknown kind %d", s.Label, s.Kind)
	}
	if s.Label != "" {
		p.Legend.Add(s.Label, thumbs...)
	}
	return nil
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// widthBars draws a bar from 0 to each y, width data units wide.
type widthBars struct {
	xys   plotter.XYs
	width float64
	color color.Color
}

// Plot implements plot.Plotter.
func (b *widthBars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for _, v := range b.xys {
		x0, x1, y0, y1 := trX(v.X-b.width/2), trX(v.X+b.width/2), trY(0), trY(v.Y)
		c.FillPolygon(b.color, c.ClipPolygonXY([]vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}))
	}
}

// DataRange implements plot.DataRanger.
func (b *widthBars) DataRange() (xmin, xmax, ymin, ymax float64) {
	if len(b.xys) == 0 {
		return math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	}
	xmin, xmax, ymin, ymax = plotter.XYRange(b.xys)
	return xmin - b.width/2, xmax + b.width/2, min(ymin, 0), max(ymax, 0)
}

// Thumbnail implements plot.Thumbnailer: a filled square.
func (b *widthBars) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(b.color, []vg.Point{c.Min, {X: c.Max.X, Y: c.Min.Y}, c.Max, {X: c.Min.X, Y: c.Max.Y}})
}

// stems draws a vertical segment at each x from y0 (or 0) to y.
type stems struct {
	x, y, y0 []float64
	style    draw.LineStyle
}

// Plot implements plot.Plotter.
func (s *stems) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for i := range s.x {
		from := 0.0
		if s.y0 != nil {
			from = s.y0[i]
		}
		if !finite(s.x[i]) || !finite(s.y[i]) || !finite(from) {
			continue
		}
		x := trX(s.x[i])
		c.StrokeLines(s.style, c.ClipLinesY([]vg.Point{{X: x, Y: trY(from)}, {X: x, Y: trY(s.y[i])}})...)
	}
}

// DataRange implements plot.DataRanger.
func (s *stems) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i := range s.x {
		from := 0.0
		if s.y0 != nil {
			from = s.y0[i]
		}
		xmin, xmax = math.Min(xmin, s.x[i]), math.Max(xmax, s.x[i])
		ymin, ymax = math.Min(ymin, math.Min(from, s.y[i])), math.Max(ymax, math.Max(from, s.y[i]))
	}
	return
}
