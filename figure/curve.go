package figure

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

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
	return render(o, func(dc draw.Canvas) error { return drawCurve(dc, c, o) })
}

// SaveCurve writes c to path, in the format its extension names (.png,
// .svg or .pdf), atomically.
func SaveCurve(path string, c Curve, o FigureOptions) error {
	return save(path, o, func(dc draw.Canvas) error { return drawCurve(dc, c, o) })
}

// drawCurve draws the loss above the mistakes per epoch, two series
// figures under o.Title. A panic in gonum/plot becomes an error, as in
// drawFigure.
func drawCurve(dc draw.Canvas, c Curve, o FigureOptions) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the curve could not be drawn (%v); please report this with the data", r)
		}
	}()
	if c.Style.Text == nil {
		c.Style = scene.DefaultStyle(false)
	}
	top, err := seriesPlot(c.lossFigure(), o)
	if err != nil {
		return err
	}
	if len(c.Loss) == 0 {
		top.Title.Text += "\n" + o.tr("(too long a kernel run to compute)")
	}
	bottom, err := seriesPlot(c.mistakesFigure(), o)
	if err != nil {
		return err
	}
	st := c.Style
	dc.SetColor(st.Background)
	dc.Fill(dc.Rectangle.Path())
	if o.Title != "" {
		f, err := figureFont(u(st.TextSize*1.25), true)
		if err != nil {
			return err
		}
		ts := text.Style{Color: st.Text, Font: f, XAlign: draw.XCenter, YAlign: draw.YCenter, Handler: plot.DefaultTextHandler}
		dc.FillText(ts, vg.Point{X: dc.Center().X, Y: dc.Max.Y - u(st.TextSize*1.2)}, o.Title)
		dc = draw.Crop(dc, 0, 0, 0, -u(st.TextSize*2.4))
	}
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadX: u(8), PadY: u(st.TextSize), PadTop: u(6), PadBottom: u(6),
		PadLeft: u(6), PadRight: u(12)}
	cs := plot.Align([][]*plot.Plot{{top}, {bottom}}, tiles, dc)
	placeLegend(top, cs[0][0], c.lossFigure())
	placeLegend(bottom, cs[1][0], c.mistakesFigure())
	top.Draw(cs[0][0])
	bottom.Draw(cs[1][0])
	return nil
}

// newFigure returns a series figure of the curve's: in its style, from 0
// on the y axis, titled in the plot-title size the two stacked plots share.
func (c Curve) newFigure(title, x, y string) SeriesFigure {
	f := NewSeriesFigure(title, x, y)
	f.Style, f.TitleScale, f.YMin, f.CountX = c.Style, 1, 0, true
	if c.Mark >= 0 {
		f.MarkX = float64(c.Mark)
	}
	return f
}

// lossFigure is L(w, b) against k, with the mark at the update shown.
func (c Curve) lossFigure() SeriesFigure {
	f := c.newFigure("Li Hang's loss L(w, b) = −Σ yᵢ(w·xᵢ + b) over the misclassified xᵢ", "k (updates)", "L(w, b)")
	f.XMin = 0
	if len(c.Loss) == 0 {
		return f
	}
	s := Series{X: make([]float64, len(c.Loss)), Y: c.Loss, Kind: SeriesLine, Color: c.Style.Line}
	for i, k := range c.K[:len(c.Loss)] {
		s.X[i] = float64(k)
	}
	if len(c.Loss) <= 60 {
		s.Kind = SeriesLinePoints
	}
	f.Series = []Series{s}
	return f
}

// mistakesFigure is the mistakes of each epoch as bars, the epoch of the
// update shown marked.
func (c Curve) mistakesFigure() SeriesFigure {
	f := c.newFigure("mistakes per epoch", "epoch", "mistakes")
	f.CountY, f.MarkX = true, math.NaN()
	if e, ok := c.markEpoch(); ok {
		f.MarkX = e
	}
	n := min(len(c.Epochs), len(c.Mistakes))
	if n == 0 {
		f.YMax = 1
		return f
	}
	s := Series{X: make([]float64, n), Y: make([]float64, n), Kind: SeriesBars,
		Color: scene.WithAlpha(c.Style.Pos, 0.8), BarWidth: 0.8}
	for i := range n {
		s.X[i], s.Y[i] = float64(c.Epochs[i]), float64(c.Mistakes[i])
	}
	f.Series = []Series{s}
	f.XMin, f.XMax = s.X[0]-0.5, s.X[n-1]+0.5
	if slices.Max(s.Y) < 1 {
		f.YMax = 1
	}
	return f
}

// markEpoch returns the epoch of the marked update.
func (c Curve) markEpoch() (float64, bool) {
	k := c.Mark
	if k < 1 {
		return 0, false
	}
	seen := 0
	for i, m := range c.Mistakes[:min(len(c.Mistakes), len(c.Epochs))] {
		if seen += m; seen >= k-c.firstK()+1 {
			return float64(c.Epochs[i]), true
		}
	}
	return 0, false
}

// firstK is the k of the first update counted in Mistakes.
func (c Curve) firstK() int {
	if len(c.K) > 0 {
		return c.K[0] + 1
	}
	return 1
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
