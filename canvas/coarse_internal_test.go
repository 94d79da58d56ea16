package canvas

import (
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// While a drag goes on the decision regions are evaluated on a grid of
// cells coarseFactor times wider, and the drag's end repaints them on the
// fine grid: 400×400 pixels are 100×100 cells of scene.DecisionCell = 4,
// 34×34 of 12.
func TestRegionsCoarseWhileDragging(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlane()
	w := test.NewTempWindow(t, p)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 400))
	var calls atomic.Int64
	in := scene.NewInput(&dataset.Set{D: 2, X: []float64{1, 1}, Y: []float64{1}})
	in.Models = []scene.Model{scene.Regions{F: func(x []float64) float64 { calls.Add(1); return x[0] - x[1] }}}
	p.SetView(scene.View{XMin: -5, XMax: 5, YMin: -5, YMax: 5})
	p.SetInput(in)
	raster := test.WidgetRenderer(p).Objects()[0].(*fynecanvas.Raster)
	evals := func() int64 {
		calls.Store(0)
		raster.Generator(400, 400)
		return calls.Load()
	}
	fine := int64(100 * 100)
	if n := evals(); n != fine {
		t.Fatalf("before the drag: %d evaluations, want %d", n, fine)
	}
	p.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(50, 50)}, Dragged: fyne.NewDelta(5, 0)})
	if n, want := evals(), int64(34*34); n != want {
		t.Errorf("during the drag: %d evaluations, want %d (coarse)", n, want)
	}
	p.DragEnd()
	if n := evals(); n != fine {
		t.Errorf("after the drag: %d evaluations, want %d (fine again)", n, fine)
	}
}
