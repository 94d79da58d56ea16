package canvas

import (
	"image"
	"image/color"
	"math"
	"testing"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Fault 6 of issue 19: the L2 boundary of k-NN was a staircase of cells.
// k-NN's vote is ±1, so interpolation between cell centres put every
// crossing halfway, up to two pixels off; bisection puts the boundary of
// the 1-NN of (−1, −1) and (1, 1), the line x + y = 0, within a tenth of a
// pixel.
func TestKNNBoundaryIsSmooth(t *testing.T) {
	v := scene.View{XMin: -2.3, XMax: 2.1, YMin: -2.2, YMax: 2.2}
	const w, h = 401, 397
	d := knnGrid(t, [][3]float64{{-1, -1, -1}, {1, 1, 1}}, v, w, h)
	px := v.Width() / w // plane units per pixel (x); y is alike
	worst, n := 0.0, 0
	d.segments(func(x0, y0, x1, y1 float32) {
		for _, p := range [][2]float32{{x0, y0}, {x1, y1}} {
			x := v.XMin + float64(p[0])/w*v.Width()
			y := v.YMax - float64(p[1])/h*v.Height()
			worst = math.Max(worst, math.Abs(x+y)/math.Sqrt2/px)
			n++
		}
	})
	if n < 100 {
		t.Fatalf("%d boundary points", n)
	}
	if worst > 0.1 {
		t.Errorf("the 1-NN boundary strays %.2f px from x + y = 0, want at most 0.1", worst)
	}
}

// The boundary is stroked as one line, not as 4-pixel pieces blended in
// turn: each piece's end column got part coverage twice, and blending the
// two parts (1 − (1 − a)(1 − b) < a + b) left a lighter joint every
// cell, a serrated line on screen. Every column the 45° boundary crosses
// must carry the same ink, within 3 %.
func TestKNNBoundaryHasEvenInk(t *testing.T) {
	const w, h = 401, 397
	img := contourOnWhite(knnGrid(t, [][3]float64{{-1, -1, -1}, {1, 1, 1}}, scene.View{XMin: -2.3, XMax: 2.1, YMin: -2.2, YMax: 2.2}, w, h))
	lo, hi := math.Inf(1), 0.0
	for x := 50; x < w-50; x++ {
		ink := 0.0
		for y := range h {
			ink += float64(255 - img.Pix[img.PixOffset(x, y)])
		}
		lo, hi = math.Min(lo, ink), math.Max(hi, ink)
	}
	if lo <= 0 || hi/lo > 1.03 {
		t.Errorf("ink per column from %.0f to %.0f, want within 3 %%", lo, hi)
	}
}

// On the real window's view of Li Hang's Example 3.2 (833×528 pixels),
// the 1-NN edge between x₂ = (5, 4) and x₆ = (7, 2), the line y = x − 3,
// runs at about 45° on screen. Stroked piece by piece along each piece's
// own major axis it alternated between column and row spans: a serrated
// line. Filled as one path, the ink's centre in every pixel column stays
// within a quarter of a pixel of the line.
func TestKNNBoundaryAt45DegreesIsStraight(t *testing.T) {
	v := scene.View{XMin: -4.650816292616025, XMax: 13.650816292616025, YMin: -2.2969275047997364, YMax: 9.296927504799736}
	const w, h = 833, 528
	img := contourOnWhite(knnGrid(t, example32, v, w, h))
	worst, cols := 0.0, 0
	for x := range w {
		dx := v.XMin + (float64(x)+0.5)/w*v.Width()
		if dx < 4.8 || dx > 6.6 {
			continue // the edge runs from about (4.3, 1.3) to (7, 4)
		}
		line := (v.YMax - (dx - 3)) / v.Height() * h // the line's y in pixels
		ink, sum := 0.0, 0.0
		for y := max(0, int(line)-6); y < min(h, int(line)+7); y++ {
			a := float64(255 - img.Pix[img.PixOffset(x, y)])
			ink, sum = ink+a, sum+a*(float64(y)+0.5)
		}
		if ink == 0 {
			t.Fatalf("no ink in column %d", x)
		}
		worst = math.Max(worst, math.Abs(sum/ink-line))
		cols++
	}
	if cols < 50 || worst > 0.25 {
		t.Errorf("over %d columns the line's centre strays up to %.2f px from y = x − 3, want at most 0.25", cols, worst)
	}
}

// BenchmarkKNNContour draws the 1-NN boundary of Example 3.2 over an
// 800×800 image, its grid already evaluated.
func BenchmarkKNNContour(b *testing.B) {
	d := knnGrid(b, example32, scene.View{XMin: -1, XMax: 11, YMin: -1, YMax: 11}, 800, 800)
	img := image.NewRGBA(image.Rect(0, 0, 800, 800))
	b.ReportAllocs()
	for b.Loop() {
		d.contour(img, 2.5, color.RGBA{A: 255})
	}
}

// knnGrid returns the decision grid of the 1-NN classifier of pts (x, y,
// label) over view v on a w×h raster.
func knnGrid(tb testing.TB, pts [][3]float64, v scene.View, w, h int) *decisionCache {
	tb.Helper()
	set := &dataset.Set{D: 2}
	for _, p := range pts {
		set.Add([]float64{p[0], p[1]}, p[2])
	}
	m, err := knn.NewKNN(set.Matrix(), set.Y, 1, 2)
	if err != nil {
		tb.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KNN{Model: m}}
	d := new(decisionCache)
	if !d.grid(scene.Build(in, v), 1, w, h) {
		tb.Fatal("no decision grid")
	}
	return d
}

// contourOnWhite draws d's boundary, 2.5 pixels wide and black, on a white
// image.
func contourOnWhite(d *decisionCache) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, d.w, d.h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	d.contour(img, 2.5, color.RGBA{A: 255})
	return img
}

// example32 is Li Hang's Example 3.2.
var example32 = [][3]float64{{2, 3, 1}, {5, 4, 1}, {9, 6, -1}, {4, 7, 1}, {8, 1, -1}, {7, 2, -1}}
