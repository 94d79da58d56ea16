package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
	"perceptronlab/lab"
)

// paintPlane paints the plane's image as the window's painter does on the
// next frame: through its raster's generator, at the plane's size.
func paintPlane(p *canvas.Plane) {
	r := test.WidgetRenderer(p).Objects()[0].(*fynecanvas.Raster)
	s := p.Size()
	r.Generator(int(s.Width), int(s.Height))
}

// BenchmarkDragMove measures, for each method at 1000 points in a
// 1280×800 window, the work one mouse move of a drag triggers: the edit,
// the model's refit, the scene, the panels and the plane's image. A frame
// at 60 Hz has 16 ms; the target is 8 ms.
func BenchmarkDragMove(b *testing.B) {
	for _, m := range lab.Methods {
		b.Run(m.Name, func(b *testing.B) {
			e := newExplorer(test.NewTempApp(b), test.NewTempWindow(b, widget.NewLabel("")))
			e.win.Resize(fyne.NewSize(1280, 800))
			if m.Form == lab.PolyFit {
				benchFitDrag(b, e)
				return
			}
			ts := lab.DefaultSettings()
			ts.Form = m.Form
			e.examples.load("bench", dataset.Separable(1000, 2, 0.01, 2), ts)
			for range 20 {
				e.ctl.Step()
			}
			e.ctl.wg.Wait()
			p := slices.Clone(e.s.Set().Point(0))
			x, y := e.plane.Mapping().ToPixel(p[0], p[1])
			at := fyne.NewPos(x, y)
			b.ReportAllocs()
			i := 0
			for b.Loop() { // the plane's own drag: the regions are coarse while it lasts
				i++
				d := fyne.NewDelta(float32(1-2*(i%2))*6, 0)
				e.plane.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: d})
				paintPlane(e.plane)
				if i == 1 && e.s.Set().Point(0)[0] == p[0] {
					b.Fatal("the drag did not move the point")
				}
			}
			e.plane.DragEnd()
		})
	}
}

// benchFitDrag is BenchmarkDragMove for curve fitting at M = 9.
func benchFitDrag(b *testing.B, e *explorer) {
	e.fit.Enter()
	v := e.fit.View
	v.Lab().Generate(lab.FitGen{N: 1000, NTest: 0, Sigma: 0.3, Seed: 1})
	v.Lab().M, v.Lab().ShowResiduals = 9, true
	v.Changed()
	v.Views.Jobs.Wait()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		v.OnMove(0, float64(i%10)*0.01, 0.5)
		paintPlane(v.Plane)
	}
}
