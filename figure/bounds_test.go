package figure_test

import (
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/scene"

	"gonum.org/v1/plot/plotter"
)

// farInput is three points about (c, c) and the decision f, as a model
// of regions.
func farInput(c float64, f func([]float64) float64) (scene.Input, scene.View) {
	set := &dataset.Set{D: 2, X: []float64{c + 6, c + 6, c + 8, c + 6, c + 2, c + 2}, Y: []float64{1, 1, -1}}
	in := scene.NewInput(set)
	in.Show.Decision = true
	in.Models = []scene.Model{scene.Regions{F: f}}
	return in, scene.FitView(set, 640, 480)
}

// lineColumns returns the columns of row y where img has the boundary's
// colour (the style's Line, opaque).
func lineColumns(img *image.RGBA, y int, c color.Color) (cols []int) {
	r0, g0, b0, _ := c.RGBA()
	for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
		r, g, b, _ := img.At(x, y).RGBA()
		if r == r0 && g == g0 && b == b0 {
			cols = append(cols, x)
		}
	}
	return cols
}

func TestDecisionFarFromZero(t *testing.T) {
	// Issue 21: a boundary near 9e15, 1e14 and 1e300 panicked with
	// "contour: not a linear path" (grid points that rounded onto each
	// other), and ±Inf or NaN values with "invalid Z range". The boundary
	// x = c + 5 is a vertical line through the figure's middle.
	for _, c := range []float64{9e15, 1e14, 1e300, 1e308 / 1.2} {
		f := func(x []float64) float64 { return x[0] - (c + 5) }
		in, v := farInput(c, f)
		img, err := figure.RenderImage(in, v, figure.FigureOptions{Width: 640, Height: 480})
		if err != nil {
			t.Errorf("c = %v: %v", c, err)
			continue
		}
		if cols := lineColumns(img, 240, in.Style.Line); len(cols) == 0 {
			t.Errorf("c = %v: no boundary on the middle row", c)
		}
	}
	// A decision that is ±Inf, 0 (a plateau on the level) and NaN.
	for name, f := range map[string]func([]float64) float64{
		"inf":  func(x []float64) float64 { return math.Copysign(math.Inf(1), x[0]-5) },
		"zero": func(x []float64) float64 { return math.Max(0, x[0]-5) },
		"nan":  func(x []float64) float64 { return math.NaN() },
	} {
		in, v := farInput(0, f)
		if _, err := figure.RenderImage(in, v, figure.FigureOptions{Width: 320, Height: 240}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestFigurePanicIsAnError(t *testing.T) {
	// A panic inside the figure becomes an error at its boundary.
	in, v := farInput(0, func([]float64) float64 { panic("a model's bug") })
	_, err := figure.RenderImage(in, v, figure.FigureOptions{Width: 320, Height: 240})
	if err == nil || !strings.Contains(err.Error(), "a model's bug") {
		t.Errorf("err = %v, want the panic as an error", err)
	}
	// A view that cannot be drawn is refused by name.
	_, err = figure.RenderImage(in, scene.View{XMin: 1, XMax: math.NaN(), YMin: 0, YMax: 1}, figure.FigureOptions{Width: 320, Height: 240})
	if err == nil || !strings.Contains(err.Error(), "cannot be drawn") {
		t.Errorf("NaN view: err = %v", err)
	}
}

func TestThinLineKeepsExtremes(t *testing.T) {
	// 10⁶ points of a saw-tooth with one spike: the thinned line has at
	// most maxCurvePoints points, in order, the first and the last, and
	// the spike and the lowest value.
	n := 1_000_000
	xys := make(plotter.XYs, n)
	for i := range xys {
		xys[i] = plotter.XY{X: float64(i), Y: float64(i % 7)}
	}
	xys[777_777].Y, xys[333_333].Y = 100, -5
	got := figure.ThinLine(xys)
	if len(got) > 8192 || got[0] != xys[0] || got[len(got)-1] != xys[n-1] {
		t.Fatalf("%d points, from %v to %v", len(got), got[0], got[len(got)-1])
	}
	var spike, low bool
	for i, p := range got {
		if i > 0 && p.X <= got[i-1].X {
			t.Fatalf("point %d at x = %v after %v", i, p.X, got[i-1].X)
		}
		spike = spike || p.Y == 100
		low = low || p.Y == -5
	}
	if !spike || !low {
		t.Errorf("thinned line lost the spike (%v) or the lowest value (%v)", spike, low)
	}
}
