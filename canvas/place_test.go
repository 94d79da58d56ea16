package canvas_test

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"perceptronlab/canvas"
)

// decimals returns how many digits follow the point in the shortest
// decimal that reads back as v.
func decimals(v float64) int {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// TestPlaceFreeReadsAsDecimals: a point placed or dragged freely is the
// clicked place rounded to one pixel's decade (100 px a unit here: two
// decimals), within half a pixel, with no binary noise such as
// 3.2999998974939313 = float64(float32(3.3)); so is a query (k-NN's
// or naive Bayes's x), which a link carries too.
func TestPlaceFreeReadsAsDecimals(t *testing.T) {
	p, w := newTestPlane(t)
	p.Snap = false
	var got [2]float64
	p.OnAdd = func(x, y, _ float64) { got = [2]float64{x, y} }
	p.OnMove = func(_ int, x, y float64) { got = [2]float64{x, y} }
	check := func(what string, px, py float32) {
		t.Helper()
		wx, wy := (float64(px)-100)/100, (400-float64(py))/100 // the plane point under (px, py)
		for k, v := range got {
			exact := []float64{wx, wy}[k]
			if decimals(v) > 2 || math.Abs(v-exact) > 0.005+1e-12 {
				t.Errorf("%s at (%v, %v): coordinate %d is %v, want %v to 2 decimals", what, px, py, k, v, exact)
			}
		}
	}
	for _, c := range [][2]float32{{433.3, 70.001}, {float32(1) / 3 * 500, 123.456}, {330, 70}} {
		click(p, c[0], c[1], desktop.MouseButtonPrimary, 0)
		check("click", c[0], c[1])
	}
	p.Snap, p.Free = true, true
	click(p, 211.11, 311.17, desktop.MouseButtonPrimary, 0)
	check("click with Free", 211.11, 311.17)
	p.Free = false
	click(p, 111.19, 211.17, desktop.MouseButtonPrimary, canvas.FreeModifier)
	check("click with the free key", 111.19, 211.17)
	p.Snap = false
	p.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(400, 100)}, Button: desktop.MouseButtonPrimary})
	p.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(433.37, 89.99)}, Dragged: fyne.NewDelta(33.37, -10.01)})
	check("drag of x1", 433.37, 89.99)
	p.OnQuery = func(x, y float64) bool { got = [2]float64{x, y}; return true }
	p.QueryMode = true
	click(p, 211.11, 311.17, desktop.MouseButtonPrimary, 0)
	check("query", 211.11, 311.17)
	_ = w
}

// TestPlaceSnappedIsTheGridValue: with Snap on, a click and a drag give
// the grid crossing itself, bit for bit.
func TestPlaceSnappedIsTheGridValue(t *testing.T) {
	p, _ := newTestPlane(t)
	p.Snap = true
	var got [2]float64
	p.OnAdd = func(x, y, _ float64) { got = [2]float64{x, y} }
	click(p, 433.3, 79.8, desktop.MouseButtonPrimary, 0) // (3.333, 3.202); grid lines 0.5 apart
	if got != [2]float64{3.5, 3} {
		t.Errorf("snapped click gave %v, want [3.5 3]", got)
	}
}

// TestPlaceAtTheEdgeShowsTheWholeMarker: a click within a marker's radius
// of the plot area's edge places the point where its whole marker shows
// (free: moved in to the radius; snapped: the nearest grid line inside),
// at each of the four edges.
func TestPlaceAtTheEdgeShowsTheWholeMarker(t *testing.T) {
	p, _ := newTestPlane(t)
	var got [2]float64
	p.OnAdd = func(x, y, _ float64) { got = [2]float64{x, y} }
	r := float64(p.Scene().Style.PointRadius) + 0.5 // the ring around the disc
	for _, c := range [][2]float32{{300, 0}, {300, 1}, {0, 250}, {599, 250}, {300, 499.5}, {1, 1}} {
		p.Snap = false
		click(p, c[0], c[1], desktop.MouseButtonPrimary, 0)
		px, py := 100+100*got[0], 400-100*got[1]
		if px < r || px > 600-r || py < r || py > 500-r {
			t.Errorf("free click at %v placed %v, at pixel (%.2f, %.2f): its marker (radius %.1f) leaves the 600×500 area", c, got, px, py, r)
		}
		if math.Abs(px-float64(c[0])) > r+1 || math.Abs(py-float64(c[1])) > r+1 {
			t.Errorf("free click at %v placed %v, at pixel (%.2f, %.2f): further than the marker's radius", c, got, px, py)
		}
		p.Snap = true
		click(p, c[0], c[1], desktop.MouseButtonPrimary, 0)
		half := func(v float64) float64 { return math.Round(v*2) / 2 } // the grid lines are 0.5 apart
		want := [2]float64{half((float64(c[0]) - 100) / 100), half((400 - float64(c[1])) / 100)}
		want[0], want[1] = min(max(want[0], -0.5), 4.5), min(max(want[1], -0.5), 3.5) // the grid lines inside the view
		if got != want {
			t.Errorf("snapped click at %v placed %v, want %v", c, got, want)
		}
	}
}
