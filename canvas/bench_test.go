package canvas_test

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"perceptronlab/canvas"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

func BenchmarkBuild(b *testing.B) {
	in := scenetest.Bench1000()
	b.ReportAllocs()
	for b.Loop() {
		scene.Build(in, scenetest.BenchView)
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
	p.SetView(scenetest.BenchView)
	p.SetInput(scenetest.Bench1000())
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
	in := scenetest.Bench1000()
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
	in := scenetest.Bench1000()
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
