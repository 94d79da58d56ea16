package figure

import (
	"bytes"
	"image/color"
	"math"
	"strings"
	"testing"
)

// testSeriesFigure has one series of each kind, each in its own colour,
// on fixed axes.
func testSeriesFigure() SeriesFigure {
	f := NewSeriesFigure("title", "x", "y")
	f.Series = []Series{
		{Label: "line", X: []float64{0, 1, 2}, Y: []float64{0, 1, 0}, Color: color.NRGBA{0xff, 0, 0, 0xff}},
		{Label: "points", X: []float64{0.5, 1.5}, Y: []float64{1.5, 1.5}, Kind: SeriesPoints, Color: color.NRGBA{0, 0xff, 0, 0xff}},
		{Label: "bars", X: []float64{1}, Y: []float64{-1}, Kind: SeriesBars, Color: color.NRGBA{0, 0, 0xff, 0xff}},
		{Label: "stems", X: []float64{0.25, 1.75}, Y: []float64{-0.5, 1.8}, Y0: []float64{0.5, 0.2}, Kind: SeriesStems, Color: color.NRGBA{0xff, 0, 0xff, 0xff}},
	}
	f.MarkX, f.MarkLabel = 1.25, "mark"
	f.XMin, f.XMax, f.YMin, f.YMax = -0.5, 2.5, -2, 2
	return f
}

// TestRenderSeries draws every kind of series and wants each colour on
// the image (with a tolerance of a few levels for anti-aliasing, and at
// least 20 pixels each: a line 2 px wide and 1 data unit long has
// hundreds), and the mark's purple.
func TestRenderSeries(t *testing.T) {
	f := testSeriesFigure()
	img, err := RenderSeries(f, FigureOptions{Width: 600, Height: 400})
	if err != nil {
		t.Fatal(err)
	}
	count := map[color.NRGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			count[color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)]++
		}
	}
	for _, s := range f.Series {
		if n := count[s.Color.(color.NRGBA)]; n < 20 {
			t.Errorf("%s: %d pixels of its colour %v", s.Label, n, s.Color)
		}
	}
}

// TestSeriesFonts checks that every text of the plot names the bundled
// typeface, the legend's included: gonum/plot's own default there is
// Liberation Serif, which the web build lacks.
func TestSeriesFonts(t *testing.T) {
	p, err := seriesPlot(testSeriesFigure(), FigureOptions{Width: 600, Height: 400})
	if err != nil {
		t.Fatal(err)
	}
	for name, tf := range map[string]string{
		"title": string(p.Title.TextStyle.Font.Typeface), "legend": string(p.Legend.TextStyle.Font.Typeface),
		"x label": string(p.X.Label.TextStyle.Font.Typeface), "y ticks": string(p.Y.Tick.Label.Font.Typeface),
	} {
		if tf != figureTypeface {
			t.Errorf("%s font %q, want %q", name, tf, figureTypeface)
		}
	}
}

// TestWriteSeriesFormats writes SVG and PDF and refuses bad series.
func TestWriteSeriesFormats(t *testing.T) {
	f := testSeriesFigure()
	for _, format := range []string{"svg", "pdf", "png"} {
		var buf bytes.Buffer
		if err := WriteSeries(&buf, format, f, FigureOptions{Width: 400, Height: 300}); err != nil || buf.Len() < 1000 {
			t.Errorf("%s: %d bytes, %v", format, buf.Len(), err)
		}
	}
	var buf bytes.Buffer
	if err := WriteSeries(&buf, "gif", f, FigureOptions{Width: 400, Height: 300}); err == nil {
		t.Error("gif accepted")
	}
	f.Series = append(f.Series, Series{Label: "bad", X: []float64{1, 2}, Y: []float64{1}})
	if _, err := RenderSeries(f, FigureOptions{Width: 400, Height: 300}); err == nil || !strings.Contains(err.Error(), `"bad"`) {
		t.Errorf("mismatched series: %v", err)
	}
	f.Series = []Series{{Label: "nan", X: []float64{0, 1, math.NaN()}, Y: []float64{0, math.Inf(1), 1}}}
	if _, err := RenderSeries(f, FigureOptions{Width: 400, Height: 300}); err != nil {
		t.Errorf("non-finite values are skipped, yet: %v", err)
	}
}

// TestSeriesXAt checks the inverse of the layout: a figure of y = x on
// [0, 10] drawn 800 pixels wide maps the pixel of a red mark at x = 7
// (found in the image) back to 7 within a pixel's width of x, and the
// margins to nothing.
func TestSeriesXAt(t *testing.T) {
	f := NewSeriesFigure("t", "x", "y")
	f.Series = []Series{{X: []float64{0, 10}, Y: []float64{0, 10}}}
	f.XMin, f.XMax, f.MarkX = 0, 10, 7
	o := FigureOptions{Width: 800, Height: 500}
	img, err := RenderSeries(f, o)
	if err != nil {
		t.Fatal(err)
	}
	// The mark is drawn in the style's Misclassified colour; find its
	// columns on the image's middle row.
	mc := color.NRGBAModel.Convert(f.Style.Misclassified).(color.NRGBA)
	var cols []int
	for x := range 800 {
		c := color.NRGBAModel.Convert(img.At(x, 250)).(color.NRGBA)
		if absDiff(c.R, mc.R) < 20 && absDiff(c.G, mc.G) < 20 && absDiff(c.B, mc.B) < 20 {
			cols = append(cols, x)
		}
	}
	if len(cols) == 0 {
		t.Fatal("no mark found")
	}
	mid := float64(cols[0]+cols[len(cols)-1]) / 2
	x, ok := SeriesXAt(f, o, mid)
	if !ok || math.Abs(x-7) > 10.0/600 {
		t.Errorf("pixel %.1f maps to %v (%v), want 7", mid, x, ok)
	}
	if _, ok := SeriesXAt(f, o, 2); ok {
		t.Error("the left margin maps to data")
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
