package canvas_test

import (
	"image"
	"io"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
)

// bench1000 is 1000 points in two clusters, with a model that
// misclassifies some, distances and every layer shown.
func bench1000() canvas.Input {
	r := rand.New(rand.NewPCG(1, 2))
	s := &dataset.Set{D: 2}
	for i := range 1000 {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{2 + 1.5*y + r.NormFloat64(), 2 + 1.5*y + r.NormFloat64()}, y)
	}
	in := canvas.NewInput(s)
	in.W, in.B = []float64{1, 1.2}, -4.5
	in.PrevW, in.PrevB = []float64{1, 1}, -4
	in.Updated, in.Selected, in.Hovered = 17, 3, 5
	return in
}

var benchView = canvas.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}

func BenchmarkBuild(b *testing.B) {
	in := bench1000()
	b.ReportAllocs()
	for b.Loop() {
		canvas.Build(in, benchView)
	}
}

// newBenchPlane shows bench1000 on an 800×800 plane in a test window
// (software painter).
func newBenchPlane(b *testing.B) (*canvas.Plane, fyne.Window) {
	test.NewTempApp(b)
	p := canvas.NewPlane()
	w := test.NewTempWindow(b, p)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800, 800))
	p.SetView(benchView)
	p.SetInput(bench1000())
	return p, w
}

// BenchmarkPlaneRefresh is the renderer's Refresh alone: moving and
// re-styling the pooled objects. It must not allocate per point.
func BenchmarkPlaneRefresh(b *testing.B) {
	p, _ := newBenchPlane(b)
	b.ReportAllocs()
	for b.Loop() {
		p.Refresh()
	}
}

// BenchmarkPlaneSetInput is what a drag does per event: rebuild the scene
// in place, then Refresh.
func BenchmarkPlaneSetInput(b *testing.B) {
	p, _ := newBenchPlane(b)
	in := bench1000()
	b.ReportAllocs()
	for b.Loop() {
		in.Set.X[0] += 1e-3
		p.SetInput(in)
	}
}

// BenchmarkPlaneFrame is a whole frame: SetInput, then painting the window
// with Fyne's software painter.
func BenchmarkPlaneFrame(b *testing.B) {
	p, w := newBenchPlane(b)
	in := bench1000()
	b.ReportAllocs()
	for b.Loop() {
		in.Set.X[0] += 1e-3
		p.SetInput(in)
		w.Canvas().Capture()
	}
}

// BenchmarkCaptureFloor is what the software painter costs for the same
// 800×800 window showing only one full-size raster (a fixed image): the
// floor under BenchmarkPlaneFrame, which no way of drawing the plane can
// go below.
func BenchmarkCaptureFloor(b *testing.B) {
	test.NewTempApp(b)
	img := image.NewRGBA(image.Rect(0, 0, 800, 800))
	w := test.NewTempWindow(b, fynecanvas.NewRaster(func(int, int) image.Image { return img }))
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800, 800))
	b.ReportAllocs()
	for b.Loop() {
		w.Canvas().Capture()
	}
}

func BenchmarkSaveFigurePNG(b *testing.B) {
	in := bench1000()
	o := canvas.FigureOptions{Width: 1920, Height: 1080, DPI: 96, Legend: true, Title: "1000 points"}
	b.ReportAllocs()
	for b.Loop() {
		if err := canvas.WriteFigure(io.Discard, "png", in, benchView, o); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderImageFrame is one GIF frame of Example 2.1 at 640×480.
func BenchmarkRenderImageFrame(b *testing.B) {
	in := steppedPrimal21()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := canvas.RenderImage(in, view21, figureOpts); err != nil {
			b.Fatal(err)
		}
	}
}
