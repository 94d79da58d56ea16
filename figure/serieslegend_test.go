package figure

import (
	"testing"

	"gonum.org/v1/plot"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// TestLegendLeavesTheCurvesAlone lays out an E_RMS figure whose test
// curve rises to the top right, as PRML Fig. 1.5's does, at the sizes of
// the Errors tab, projector mode and an export: the legend ("training
// set", "test set") must cover no point of either series, and its box must
// lie inside the data area, markers included (the right edge cut them).
func TestLegendLeavesTheCurvesAlone(t *testing.T) {
	f := NewSeriesFigure("E_RMS against M", "M", "E_RMS")
	var m, train, test []float64
	for k := range 10 {
		m = append(m, float64(k))
		train = append(train, 1-float64(k)/9)
		test = append(test, 0.6+0.4*float64(k*k)/81)
	}
	f.Series = []Series{{Label: "training set", X: m, Y: train, Kind: SeriesLinePoints},
		{Label: "test set", X: m, Y: test, Kind: SeriesLinePoints}}
	for _, size := range []struct {
		w, h  int
		scale float32
	}{{480, 300, 1}, {640, 420, 1.6}, {1200, 800, 1}} {
		g := f
		g.Style.TextSize *= size.scale
		g.Style.PointRadius *= size.scale
		p, err := seriesPlot(g, FigureOptions{Width: size.w, Height: size.h})
		if err != nil {
			t.Fatal(err)
		}
		cv := vgimg.NewWith(vgimg.UseWH(vg.Length(size.w), vg.Length(size.h)), vgimg.UseDPI(72))
		pad := u(g.Style.TextSize)
		c := draw.Crop(draw.New(cv), pad, -pad, pad/2, -pad/2)
		placeLegend(p, c, g)
		da := p.DataCanvas(c)
		r := drawnLegend(p, da)
		if r.Min.X < da.Min.X || r.Max.X > da.Max.X || r.Min.Y < da.Min.Y || r.Max.Y > da.Max.Y {
			t.Errorf("%d×%d: the legend %v leaves the data area %v", size.w, size.h, r, da.Rectangle)
		}
		trX, trY := p.Transforms(&da)
		if n := covered(g, r, trX, trY); n > 0 {
			t.Errorf("%d×%d: the legend (top %v, left %v) covers %d samples of the curves", size.w, size.h, p.Legend.Top, p.Legend.Left, n)
		}
	}
}

// drawnLegend returns the box plot.Legend.Draw fills in da, offsets
// included (Legend.Rectangle puts a Left legend on the right).
func drawnLegend(p *plot.Plot, da draw.Canvas) vg.Rectangle {
	l := &p.Legend
	g := l.Rectangle(da)
	w, h := g.Max.X-g.Min.X, g.Max.Y-g.Min.Y
	r := vg.Rectangle{Min: vg.Point{X: da.Max.X - w, Y: da.Max.Y - h}, Max: da.Max}
	if l.Left {
		r.Min.X, r.Max.X = da.Min.X, da.Min.X+w
	}
	if !l.Top {
		r.Min.Y, r.Max.Y = da.Min.Y, da.Min.Y+h
	}
	r.Min.X, r.Max.X = r.Min.X+l.XOffs, r.Max.X+l.XOffs
	r.Min.Y, r.Max.Y = r.Min.Y+l.YOffs, r.Max.Y+l.YOffs
	return r
}
