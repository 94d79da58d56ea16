package figure

import (
	"image/color"
	"math"
	"testing"
)

// TestSeriesDataRect checks the data area against the picture: on a
// figure of y = 10 − x over [0, 10] × [0, 10] drawn 800 × 500, the line's
// pixels found in the image's columns sit where the rectangle maps
// 10 − x, within 2 pixels; the rectangle lies inside the image, with room
// for the title above and the ticks below.
func TestSeriesDataRect(t *testing.T) {
	f := NewSeriesFigure("t", "x", "y")
	blue := color.NRGBA{0, 0x72, 0xb2, 0xff}
	f.Series = []Series{{X: []float64{0, 10}, Y: []float64{10, 0}, Color: blue}}
	f.XMin, f.XMax, f.YMin, f.YMax = 0, 10, 0, 10
	o := FigureOptions{Width: 800, Height: 500}
	r, ok := SeriesDataRect(f, o)
	if !ok || r.Left <= 0 || r.Top <= 10 || r.Right >= 800 || r.Bottom >= 490 || r.Left >= r.Right || r.Top >= r.Bottom {
		t.Fatalf("data area %+v (%v)", r, ok)
	}
	img, err := RenderSeries(f, o)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []float64{1, 3, 5, 7, 9} {
		px := int(r.Left + x/10*(r.Right-r.Left))
		want := r.Top + (1-(10-x)/10)*(r.Bottom-r.Top)
		var rows []int
		for y := range 500 {
			c := color.NRGBAModel.Convert(img.At(px, y)).(color.NRGBA)
			if absDiff(c.R, blue.R) < 40 && absDiff(c.G, blue.G) < 40 && absDiff(c.B, blue.B) < 40 {
				rows = append(rows, y)
			}
		}
		if len(rows) == 0 {
			t.Fatalf("x = %g: no line in column %d", x, px)
		}
		if mid := float64(rows[0]+rows[len(rows)-1]) / 2; math.Abs(mid-want) > 2 {
			t.Errorf("x = %g: the line is at row %.1f, the rectangle maps it to %.1f", x, mid, want)
		}
	}
	if _, ok := SeriesDataRect(f, FigureOptions{Width: 0, Height: 500}); ok {
		t.Error("a figure 0 pixels wide has a data area")
	}
}
