package figure

import (
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"perceptronlab/scene"
)

// SeriesXAt returns the x of the data under pixel column px of f as
// RenderSeries draws it with o, and whether px lies over the data area:
// the inverse a window needs to let a click on an error curve choose M or
// λ. It lays the figure out as RenderSeries does, without painting it.
func SeriesXAt(f SeriesFigure, o FigureOptions, px float64) (float64, bool) {
	r, xmin, xmax, ok := seriesLayout(f, o)
	if !ok || px < r.Left || px > r.Right {
		return 0, false
	}
	t := (px - r.Left) / (r.Right - r.Left)
	return xmin + t*(xmax-xmin), true
}

// SeriesDataRect returns the pixel rectangle of f's data area as
// RenderSeries draws it with o (y down, as in the image), and whether f
// can be laid out: with the axes' ranges it maps data to pixels, for a
// test that looks for a curve where it should be.
func SeriesDataRect(f SeriesFigure, o FigureOptions) (r PixelRect, ok bool) {
	r, _, _, ok = seriesLayout(f, o)
	return r, ok
}

// PixelRect is a rectangle in pixels of an image, y down.
type PixelRect struct{ Left, Top, Right, Bottom float64 }

// seriesLayout lays f out as RenderSeries does, without painting it, and
// returns the data area in pixels and the x axis's range.
func seriesLayout(f SeriesFigure, o FigureOptions) (r PixelRect, xmin, xmax float64, ok bool) {
	if o.check() != nil {
		return r, 0, 0, false
	}
	if f.Style.Text == nil {
		f.Style = scene.DefaultStyle(false)
	}
	p, err := seriesPlot(f, o)
	if err != nil {
		return r, 0, 0, false
	}
	w, h := o.size()
	// A 1×1-pixel canvas of the same size in vg units: only its
	// rectangle matters for the layout.
	cv := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(1))
	pad := u(f.Style.TextSize)
	da := p.DataCanvas(draw.Crop(draw.New(cv), pad, -pad, pad/2, -pad/2))
	if da.Max.X <= da.Min.X || da.Max.Y <= da.Min.Y {
		return r, 0, 0, false
	}
	sx, sy := float64(o.Width)/float64(w), float64(o.Height)/float64(h)
	r.Left, r.Right = float64(da.Min.X)*sx, float64(da.Max.X)*sx
	r.Top, r.Bottom = float64(h-da.Max.Y)*sy, float64(h-da.Min.Y)*sy
	return r, p.X.Min, p.X.Max, true
}
