package figure

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The title, the caption and the legend sit outside the data area, in
// strips of their own: the title on top, the caption under it, the legend
// right of the plot, its top level with the data area's. So they never cover a point, a line or a label;
// the data area is narrower instead, and the view is widened to fill it.

// captionHeight is the height of the caption strip (0 without a caption).
func (f *figure) captionHeight() vg.Length {
	if f.s.CaptionText(nil) == "" {
		return 0
	}
	return u(f.s.Style.TextSize * 2)
}

// titleHeight is the height of the title strip (0 without a title).
func (f *figure) titleHeight() vg.Length {
	if f.o.Title == "" {
		return 0
	}
	return u(f.s.Style.TextSize * 2.4)
}

// legendWidth is the width of the legend strip (0 without a legend): the
// thumbnails, the longest name and a gap on either side.
func (f *figure) legendWidth() vg.Length {
	if len(f.legend) == 0 {
		return 0
	}
	l := &f.p.Legend
	var w vg.Length
	for _, name := range f.legend {
		w = max(w, l.TextStyle.Rectangle(" "+name).Max.X)
	}
	return l.ThumbnailWidth + w + 2*f.legendGap()
}

// legendGap is the room between the plot, the legend and the edge.
func (f *figure) legendGap() vg.Length { return u(f.s.Style.TextSize * 0.8) }

// plotCanvas returns the part of dc the plot is drawn in: dc less the
// caption strip and the legend strip.
func (f *figure) plotCanvas(dc draw.Canvas) draw.Canvas {
	return draw.Crop(dc, 0, -f.legendWidth(), 0, -f.captionHeight()-f.titleHeight())
}

// drawLegend draws the legend in its strip right of the plot pc.
func (f *figure) drawLegend(dc, pc draw.Canvas) {
	if len(f.legend) == 0 {
		return
	}
	l := plot.NewLegend()
	pl := &f.p.Legend
	l.TextStyle, l.ThumbnailWidth, l.Padding = pl.TextStyle, pl.ThumbnailWidth, pl.Padding
	l.Top, l.Left = true, true
	for i, name := range f.legend {
		l.Add(name, f.thumbs[i])
	}
	strip := draw.Crop(dc, pc.Max.X-dc.Min.X+f.legendGap(), 0, 0, -f.captionHeight()-f.titleHeight())
	l.YOffs = f.p.DataCanvas(pc).Max.Y - strip.Max.Y
	l.Draw(strip)
}

// drawCaption writes the title and the caption, each centred in its strip
// above the plot.
func (f *figure) drawCaption(dc draw.Canvas) {
	top := dc.Max.Y
	if h := f.titleHeight(); h > 0 {
		dc.FillText(f.textStyle(3, f.s.Style.Text), vg.Point{X: dc.Center().X, Y: top - h/2}, f.o.Title)
		top -= h
	}
	if h := f.captionHeight(); h > 0 {
		dc.FillText(f.textStyle(2, f.s.Style.Text), vg.Point{X: dc.Center().X, Y: top - h/2}, f.s.CaptionText(f.o.tr))
	}
}
