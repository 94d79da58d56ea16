package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
)

// BenchmarkDragEnd measures, at 1000 points in a 1280×800 window, the
// work a drag's end triggers for the perceptron and k-NN: the edit
// recorded, the refit, the panels, and the plane's image repainted fine,
// until the window's background work is done. The move before it is not
// timed.
func BenchmarkDragEnd(b *testing.B) {
	for _, form := range []lab.Form{lab.Primal, lab.KNN} {
		b.Run(form.String(), func(b *testing.B) {
			e := newExplorer(test.NewTempApp(b), test.NewTempWindow(b, widget.NewLabel("")))
			e.win.Resize(fyne.NewSize(1280, 800))
			ts := lab.DefaultSettings()
			ts.Form = form
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
			for b.Loop() {
				b.StopTimer()
				i++
				d := fyne.NewDelta(float32(1-2*(i%2))*6, 0)
				e.plane.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: d})
				paintPlane(e.plane)
				b.StartTimer()
				e.plane.DragEnd()
				paintPlane(e.plane)
				e.ctl.wg.Wait()
			}
		})
	}
}
