package fitview

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// dragStroke presses the plane at plane point (x0, y0), drags it through
// each following point by the widget's Dragged events, and releases it
// with DragEnd, as the desktop driver does.
func dragStroke(v *View, pts ...[2]float64) {
	m := v.Plane.Mapping()
	px, py := m.ToPixel(pts[0][0], pts[0][1])
	v.Plane.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(px, py)}, Button: desktop.MouseButtonPrimary})
	for _, p := range pts[1:] {
		nx, ny := m.ToPixel(p[0], p[1])
		v.Plane.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(nx, ny)}, Dragged: fyne.Delta{DX: nx - px, DY: ny - py}})
		px, py = nx, ny
	}
	v.Plane.DragEnd()
	v.Plane.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(px, py)}, Button: desktop.MouseButtonPrimary})
}

// TestFitSketchByDragging draws the M = 9 guess as freehand strokes: a
// stroke left to right becomes the sketch, vertex by vertex, without
// moving a point or panning; a second stroke over part of the x range
// replaces that part only; after Reveal a drag pans again. The verdict is
// checked against a hand computation over the sketch's vertices.
func TestFitSketchByDragging(t *testing.T) {
	_, v := newTestView(t)
	v.Controls.M.SetValue(9)
	test.Tap(v.Predict.Button)
	view := v.Plane.View()
	before := append([]float64(nil), v.Lab().Points[0].X, v.Lab().Points[0].T)
	var stroke [][2]float64
	for i := range 11 {
		x := 0.05 + 0.09*float64(i)
		stroke = append(stroke, [2]float64{x, math.Sin(2 * math.Pi * x)})
	}
	stroke[0] = [2]float64{v.Lab().Points[0].X, v.Lab().Points[0].T} // starting on a data point draws too
	dragStroke(v, stroke...)
	if n := len(v.Predict.Sketch); n != 11 {
		t.Fatalf("a stroke of 11 positions left %d vertices: %v", n, v.Predict.Sketch)
	}
	if v.Lab().Points[0].X != before[0] || v.Lab().Points[0].T != before[1] || v.Plane.View() != view {
		t.Error("the stroke moved a point or panned the plane")
	}
	for i, s := range v.Predict.Sketch[1:] {
		if d := math.Abs(s.Y - stroke[i+1][1]); d > 0.02 {
			t.Errorf("vertex %d at (%.3f, %.3f), drawn at (%.3f, %.3f)", i+1, s.X, s.Y, stroke[i+1][0], stroke[i+1][1])
		}
	}
	dragStroke(v, [2]float64{0.28, 1}, [2]float64{0.36, 1}, [2]float64{0.45, 1})
	inside := 0
	for i, s := range v.Predict.Sketch {
		if i > 0 && s.X < v.Predict.Sketch[i-1].X {
			t.Fatalf("the sketch is not sorted by x: %v", v.Predict.Sketch)
		}
		if s.X >= 0.27 && s.X <= 0.46 {
			inside++
			if math.Abs(s.Y-1) > 0.02 {
				t.Errorf("the second stroke left (%.3f, %.3f) of the first", s.X, s.Y)
			}
		}
	}
	if inside != 3 || len(v.Predict.Sketch) != 11-2+3 { // the first stroke had x = 0.32 and 0.41 there
		t.Errorf("after the second stroke: %d vertices in [0.28, 0.45], %d in all", inside, len(v.Predict.Sketch))
	}
	test.Tap(v.Predict.Button)
	var ss float64
	for _, s := range v.Predict.Sketch {
		d := s.Y - v.Fit.Poly.Eval(s.X)
		ss += d * d
	}
	want := fmt.Sprintf("Your sketch and the fit at M = 9 differ by %.3f (root mean square over your %d points)",
		math.Sqrt(ss/float64(len(v.Predict.Sketch))), len(v.Predict.Sketch))
	if v.Status.Text != want {
		t.Errorf("verdict %q, want %q", v.Status.Text, want)
	}
	dragStroke(v, [2]float64{0.5, -1.2}, [2]float64{0.6, -1.2})
	if v.Plane.View() == view || len(v.Predict.Sketch) != 12 {
		t.Error("after Reveal a drag on empty space should pan, not sketch")
	}
}
