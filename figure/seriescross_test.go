package figure

import (
	"image/color"
	"testing"
)

// Issue 27, fault 14: exported test points were dots where the screen
// draws crosses. A Cross series draws an ×: ink on its diagonals, none
// straight above its centre at the glyph's radius, where a dot has ink.
func TestCrossSeriesDrawsCrosses(t *testing.T) {
	for _, cross := range []bool{false, true} {
		f := NewSeriesFigure("", "x", "t")
		f.XMin, f.XMax, f.YMin, f.YMax = -1, 1, -1, 1
		f.Style.PointRadius = 20
		f.Series = []Series{{X: []float64{0}, Y: []float64{0}, Kind: SeriesPoints, Cross: cross, Color: color.Black}}
		o := FigureOptions{Width: 400, Height: 400}
		img, err := RenderSeries(f, o)
		if err != nil {
			t.Fatal(err)
		}
		r, _, _, _ := seriesLayout(f, o)
		cx, cy := int((r.Left+r.Right)/2), int((r.Top+r.Bottom)/2)
		dark := func(x, y int) bool { c := img.RGBAAt(x, y); return c.R < 100 && c.G < 100 && c.B < 100 }
		k := int(f.Style.PointRadius * 0.8 * 0.5) // inside the glyph, off its centre
		diag, above := dark(cx+k, cy+k), dark(cx, cy-k)
		if cross && (!diag || above) || !cross && !above {
			t.Errorf("cross %v: ink on the diagonal %v, straight above %v", cross, diag, above)
		}
	}
}
