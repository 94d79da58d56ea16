package ui

import (
	"perceptronlab/lab"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
)

// BenchmarkDragAmong1000 measures one mouse move while dragging a point
// among 1000 with distances shown: the session edit, the scene, the plane,
// and the Model, Gram, α and Trace panels all follow. A frame at 60 Hz has
// 16 ms.
func BenchmarkDragAmong1000(b *testing.B) {
	a := test.NewTempApp(b)
	e := newExplorer(a, test.NewTempWindow(b, widget.NewLabel("")))
	e.win.Resize(fyne.NewSize(1280, 800))
	e.examples.load("bench", dataset.Separable(1000, 2, 1, 1), lab.DefaultSettings())
	for range 20 {
		e.ctl.Step()
	}
	p := e.s.Set().Point(0)
	x, y := p[0], p[1]
	e.edit.onDragStart(0)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		e.edit.onMove(0, x+float64(i%10)*0.01, y)
	}
	e.edit.onDragEnd(0)
}

// BenchmarkStepAmong1000 measures one Step with 1000 points: the update and
// the redraw of everything.
func BenchmarkStepAmong1000(b *testing.B) {
	a := test.NewTempApp(b)
	e := newExplorer(a, test.NewTempWindow(b, widget.NewLabel("")))
	e.win.Resize(fyne.NewSize(1280, 800))
	e.examples.load("bench", dataset.Separable(1000, 2, 0.01, 2), lab.DefaultSettings())
	b.ReportAllocs()
	for b.Loop() {
		e.ctl.Step()
		if e.s.Training().State().Status != 0 {
			e.ctl.Reset()
		}
	}
}

// BenchmarkNewWindow measures building the window, as the web edition
// does before its first frame: the explorer on a new app, laid out at
// 1280 × 800.
func BenchmarkNewWindow(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		a := test.NewTempApp(b)
		w := test.NewTempWindow(b, widget.NewLabel(""))
		e := newExplorer(a, w)
		w.Resize(fyne.NewSize(1280, 800))
		e.start(nil)
		w.Canvas().Refresh(w.Content())
	}
}

// BenchmarkFitDragAmong1000 measures one mouse move while dragging a point
// among 1000 in the curve-fitting mode at M = 9: the refit by (1.19), the
// scene with the fitted curve, the true curve and the residuals, and the
// plane's refresh. A frame at 60 Hz has 16 ms.
func BenchmarkFitDragAmong1000(b *testing.B) {
	a := test.NewTempApp(b)
	e := newExplorer(a, test.NewTempWindow(b, widget.NewLabel("")))
	e.win.Resize(fyne.NewSize(1280, 800))
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
	}
}
