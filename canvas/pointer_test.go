package canvas_test

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// The plane fed by its host (the web edition's pointer events): 100 px per
// unit, plane (x, y) at pixel (100x+100, 400−100y), as in newTestPlane.

func TestPointerClicksAdd(t *testing.T) {
	p, _ := newTestPlane(t)
	p.FeedPointer()
	var got [][3]float64
	p.OnAdd = func(x, y, label float64) { got = append(got, [3]float64{x, y, label}) }
	// Fyne's own presses are ignored once the host feeds the plane.
	click(p, 250, 150, desktop.MouseButtonPrimary, 0)
	// A press, a jitter of 3 px and the release: a click at the press.
	p.PointerDown(fyne.NewPos(250, 150), desktop.MouseButtonPrimary, 0)
	p.PointerMove(fyne.NewPos(253, 150), 4)
	p.PointerUp()
	p.PointerDown(fyne.NewPos(150, 250), desktop.MouseButtonPrimary, fyne.KeyModifierShift)
	p.PointerUp()
	p.PointerDown(fyne.NewPos(350, 350), desktop.MouseButtonSecondary, 0)
	p.PointerMove(fyne.NewPos(450, 350), 4) // a right press never drags
	p.PointerUp()
	want := [][3]float64{{1.5, 2.5, 1}, {0.5, 1.5, -1}, {2.5, 0.5, -1}}
	if len(got) != len(want) {
		t.Fatalf("OnAdd calls %v, want %v", got, want)
	}
	for i := range want {
		for j := range 3 {
			if math.Abs(got[i][j]-want[i][j]) > 1e-5 {
				t.Errorf("point %d: %v, want %v", i, got[i], want[i])
			}
		}
	}
	if v := p.View(); v != scenetest.View21 {
		t.Errorf("the clicks moved the view to %+v", v)
	}
}

func TestPointerDragPans(t *testing.T) {
	p, _ := newTestPlane(t)
	p.FeedPointer()
	added := false
	p.OnAdd = func(float64, float64, float64) { added = true }
	p.PointerDown(fyne.NewPos(300, 300), desktop.MouseButtonPrimary, 0)
	p.PointerMove(fyne.NewPos(350, 275), 4)
	p.PointerMove(fyne.NewPos(400, 250), 4)
	p.PointerUp()
	want := scene.View{XMin: -2, XMax: 4, YMin: -1.5, YMax: 3.5} // as TestPlaneDragPans
	if v := p.View(); added || !nearView(v, want) {
		t.Errorf("pan gave %+v (added a point: %v), want %+v", v, added, want)
	}
}

func TestPointerDragMovesPoint(t *testing.T) {
	p, _ := newTestPlane(t)
	p.FeedPointer()
	var at []float64
	ended := -1
	p.OnMove = func(i int, x, y float64) { at = []float64{float64(i), x, y} }
	p.OnDragEnd = func(i int) { ended = i }
	p.PointerDown(fyne.NewPos(400, 100), desktop.MouseButtonPrimary, 0) // x1 = (3, 3)
	p.PointerMove(fyne.NewPos(450, 200), 4)
	p.PointerUp()
	if len(at) != 3 || at[0] != 0 || math.Abs(at[1]-3.5) > 1e-5 || math.Abs(at[2]-2) > 1e-5 || ended != 0 {
		t.Errorf("OnMove%v, OnDragEnd(%d); want (0, 3.5, 2) and 0", at, ended)
	}
}

func TestPointerLongPressAddsNegative(t *testing.T) {
	p, _ := newTestPlane(t)
	p.FeedPointer()
	var got []float64
	p.OnAdd = func(x, y, label float64) { got = append(got, x, y, label) }
	p.PointerDown(fyne.NewPos(250, 150), desktop.MouseButtonPrimary, 0)
	p.PointerMove(fyne.NewPos(252, 151), 10) // a finger's tremor
	if !p.LongPress() {
		t.Fatal("LongPress found no press")
	}
	p.PointerUp() // the finger lifts: nothing more
	if len(got) != 3 || math.Abs(got[0]-1.5) > 1e-5 || math.Abs(got[1]-2.5) > 1e-5 || got[2] != -1 {
		t.Errorf("long press: OnAdd%v, want one call (1.5, 2.5, -1)", got)
	}
	if p.LongPress() {
		t.Error("LongPress with no press held")
	}
}

func TestPointerCancelAddsNothing(t *testing.T) {
	p, _ := newTestPlane(t)
	p.FeedPointer()
	added := false
	p.OnAdd = func(float64, float64, float64) { added = true }
	p.PointerDown(fyne.NewPos(250, 150), desktop.MouseButtonPrimary, 0)
	p.PointerCancel() // a second finger: a pinch, not a tap
	p.PointerUp()
	if added {
		t.Error("a cancelled press added a point")
	}
}

func TestPointerPinchZooms(t *testing.T) {
	p, _ := newTestPlane(t)
	// Zoom in by 2 about pixel (300, 200) = plane (2, 2): the view
	// −1…5 × −1…4 becomes 0.5…3.5 × 0.5…3.
	p.Pinch(fyne.NewPos(300, 200), 0.5)
	want := scene.View{XMin: 0.5, XMax: 3.5, YMin: 0.5, YMax: 3}
	if v := p.View(); !nearView(v, want) {
		t.Errorf("pinch gave %+v, want %+v", v, want)
	}
	p.Pinch(fyne.NewPos(300, 200), 1e-9) // beyond the limit: ignored
	if v := p.View(); !nearView(v, want) {
		t.Errorf("an extreme pinch changed the view to %+v", v)
	}
}
