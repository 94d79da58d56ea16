package figure

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// legendSamples is how many points of each segment of a series count
// as covered when the legend would lie over them.
const legendSamples = 16

// placeLegend puts p's legend in the corner of its data area, inside c,
// that covers the fewest points and segments of f's series: at the top
// right it hid the test curve of both E_RMS figures, which rises there.
// Ties keep the top right. It also keeps the legend's markers inside the
// data area, where the right edge cut them in half.
func placeLegend(p *plot.Plot, c draw.Canvas, f SeriesFigure) {
	da := p.DataCanvas(c)
	r := p.Legend.Rectangle(da)
	w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	inset := u(f.Style.PointRadius + 3)
	trX, trY := p.Transforms(&da)
	best, bestN := 0, -1
	for i, corner := range []struct{ top, left bool }{{true, false}, {true, true}, {false, false}, {false, true}} {
		box := vg.Rectangle{Min: vg.Point{X: da.Max.X - w - 2*inset, Y: da.Max.Y - h - 2*inset}, Max: da.Max}
		if corner.left {
			box.Min.X, box.Max.X = da.Min.X, da.Min.X+w+2*inset
		}
		if !corner.top {
			box.Min.Y, box.Max.Y = da.Min.Y, da.Min.Y+h+2*inset
		}
		n := covered(f, box, trX, trY)
		if bestN < 0 || n < bestN {
			best, bestN = i, n
		}
	}
	p.Legend.Top, p.Legend.Left = best < 2, best%2 == 1
	p.Legend.XOffs, p.Legend.YOffs = -inset, -inset
	if p.Legend.Left {
		p.Legend.XOffs = inset
	}
	if !p.Legend.Top {
		p.Legend.YOffs = inset
	}
}

// covered counts the points of f's series, and the samples along their
// segments, that fall inside box.
func covered(f SeriesFigure, box vg.Rectangle, trX, trY func(float64) vg.Length) int {
	in := func(x, y float64) int {
		px, py := trX(x), trY(y)
		if px >= box.Min.X && px <= box.Max.X && py >= box.Min.Y && py <= box.Max.Y {
			return 1
		}
		return 0
	}
	n := 0
	for _, s := range f.Series {
		for k := range s.X {
			if k >= len(s.Y) || !finite(s.X[k]) || !finite(s.Y[k]) {
				continue
			}
			n += legendSamples * in(s.X[k], s.Y[k])
			if k == 0 || s.Kind == SeriesPoints || !finite(s.X[k-1]) || !finite(s.Y[k-1]) {
				continue
			}
			for j := 1; j < legendSamples; j++ {
				t := float64(j) / legendSamples
				n += in(s.X[k-1]+t*(s.X[k]-s.X[k-1]), s.Y[k-1]+t*(s.Y[k]-s.Y[k-1]))
			}
		}
	}
	return n
}
