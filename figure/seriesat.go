package figure

import (
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"perceptronlab/scene"
)

// SeriesXAt returns the x of the data under pixel column px of f as
// RenderSeries draws it with o, and whether px lies over the data area:
// the inverse a window needs to let a click on an error curve choose M or
// λ. It lays the figure out as RenderSeries does, without painting it.
func SeriesXAt(f SeriesFigure, o FigureOptions, px float64) (float64, bool) {
	if o.check() != nil {
		return 0, false
	}
	if f.Style.Text == nil {
		f.Style = scene.DefaultStyle(false)
	}
	p, err := seriesPlot(f, o)
	if err != nil {
		return 0, false
	}
	w, h := o.size()
	// A 1×1-pixel canvas of the same size in vg units: only its
	// rectangle matters for the layout.
	cv := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(1))
	pad := u(f.Style.TextSize)
	da := p.DataCanvas(draw.Crop(draw.New(cv), pad, -pad, pad/2, -pad/2))
	at := vg.Length(px) * w / vg.Length(o.Width)
	if at < da.Min.X || at > da.Max.X || da.Max.X <= da.Min.X {
		return 0, false
	}
	t := float64((at - da.Min.X) / (da.Max.X - da.Min.X))
	return p.X.Min + t*(p.X.Max-p.X.Min), true
}
