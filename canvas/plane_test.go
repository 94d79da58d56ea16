package canvas_test

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"perceptronlab/assets"
	"perceptronlab/canvas"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// fontTheme is the test theme with the bundled font, so that golden images
// do not depend on the machine's fonts.
type fontTheme struct{ fyne.Theme }

var (
	bundledFont = fyne.NewStaticResource("LabSans.ttf", assets.FontRegular)
	bundledBold = fyne.NewStaticResource("LabSans-Bold.ttf", assets.FontBold)
)

func (fontTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Bold {
		return bundledBold
	}
	return bundledFont
}

func (t fontTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}

// newTestPlane shows converged21 on a 600×500 plane at scenetest.View21: 100 px per
// unit, plane (x, y) at pixel (100x+100, 400−100y).
func newTestPlane(t *testing.T) (*canvas.Plane, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(fontTheme{test.Theme()})
	p := canvas.NewPlane()
	w := test.NewTempWindow(t, p)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 500))
	p.SetInput(scenetest.Converged21())
	p.SetView(scenetest.View21)
	return p, w
}

func click(p *canvas.Plane, x, y float32, b desktop.MouseButton, mod fyne.KeyModifier) {
	ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, y)}, Button: b, Modifier: mod}
	p.MouseDown(ev)
	p.MouseUp(ev)
}

func TestPlaneClickAdds(t *testing.T) {
	p, _ := newTestPlane(t)
	if v := p.View(); v != scenetest.View21 {
		t.Fatalf("view = %+v, want %+v", v, scenetest.View21)
	}
	for _, c := range []struct {
		name     string
		b        desktop.MouseButton
		mod      fyne.KeyModifier
		negative bool
		want     float64
	}{
		{"left", desktop.MouseButtonPrimary, 0, false, 1},
		{"right", desktop.MouseButtonSecondary, 0, false, -1},
		{"shift+left", desktop.MouseButtonPrimary, fyne.KeyModifierShift, false, -1},
		{"left in negative mode", desktop.MouseButtonPrimary, 0, true, -1},
	} {
		var got []float64
		p.OnAdd = func(x, y, label float64) { got = []float64{x, y, label} }
		p.NegativeMode = c.negative
		click(p, 250, 150, c.b, c.mod) // plane (1.5, 2.5)
		if len(got) != 3 || math.Abs(got[0]-1.5) > 1e-5 || math.Abs(got[1]-2.5) > 1e-5 || got[2] != c.want {
			t.Errorf("%s click: OnAdd%v, want (1.5, 2.5, %v)", c.name, got, c.want)
		}
	}
}

func TestPlaneClickSelects(t *testing.T) {
	p, _ := newTestPlane(t)
	selected, added := -2, false
	p.OnSelect = func(i int) { selected = i }
	p.OnAdd = func(float64, float64, float64) { added = true }
	click(p, 503, 98, desktop.MouseButtonPrimary, 0) // near x2 = (4,3) at (500,100)
	if selected != 1 || added {
		t.Errorf("click on x2: selected %d, added %v; want 1 and no point added", selected, added)
	}
	if p.Scene().Points[1].Flags&scene.Selected == 0 {
		t.Error("x2 is not drawn selected")
	}
}

func TestPlaneDragMovesPoint(t *testing.T) {
	p, w := newTestPlane(t)
	var events []string
	var at []float64
	p.OnDragStart = func(i int) { events = append(events, "start", string(rune('0'+i))) }
	p.OnMove = func(i int, x, y float64) { at = []float64{float64(i), x, y} }
	p.OnDragEnd = func(i int) { events = append(events, "end", string(rune('0'+i))) }
	// Drag x1 = (3,3), at pixel (400,100), by (+50, +100) pixels: to (3.5, 2).
	test.Drag(w.Canvas(), fyne.NewPos(400, 100), 50, 100)
	if len(events) != 4 || events[0] != "start" || events[1] != "0" || events[2] != "end" || events[3] != "0" {
		t.Errorf("drag events %v, want start 0, end 0", events)
	}
	if len(at) != 3 || at[0] != 0 || math.Abs(at[1]-3.5) > 1e-5 || math.Abs(at[2]-2) > 1e-5 {
		t.Errorf("OnMove%v, want (0, 3.5, 2)", at)
	}
}

func TestPlaneDragPans(t *testing.T) {
	p, w := newTestPlane(t)
	moved := false
	p.OnMove = func(int, float64, float64) { moved = true }
	test.Drag(w.Canvas(), fyne.NewPos(300, 300), 100, -50) // empty space at (2, 1)
	want := scene.View{XMin: -2, XMax: 4, YMin: -1.5, YMax: 3.5}
	if v := p.View(); moved || !nearView(v, want) {
		t.Errorf("pan gave %+v (moved a point: %v), want %+v", v, moved, want)
	}
}

func TestPlaneScrollZooms(t *testing.T) {
	p, w := newTestPlane(t)
	// test.Scroll sends no position, so the zoom is about pixel (0,0) = plane (−1, 4).
	test.Scroll(w.Canvas(), fyne.NewPos(300, 300), 0, 25)
	f := math.Exp(-25 * 0.0056)
	want := scene.View{XMin: -1, XMax: -1 + 6*f, YMin: 4 - 5*f, YMax: 4}
	if v := p.View(); !nearView(v, want) || f >= 1 {
		t.Errorf("scroll up gave %+v, want %+v (zoomed in by %v)", v, want, f)
	}
}

func TestPlaneHover(t *testing.T) {
	p, _ := newTestPlane(t)
	var cur []float64
	p.OnCursor = func(x, y float64) { cur = []float64{x, y} }
	ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(200, 300)}}
	p.MouseIn(ev) // over x3 = (1,1)
	if len(cur) != 2 || math.Abs(cur[0]-1) > 1e-5 || math.Abs(cur[1]-1) > 1e-5 {
		t.Errorf("OnCursor%v, want (1, 1)", cur)
	}
	if p.Scene().Points[2].Flags&scene.Hovered == 0 {
		t.Error("x3 is not hovered")
	}
	p.MouseOut()
	if p.Scene().Points[2].Flags&scene.Hovered != 0 {
		t.Error("x3 still hovered after MouseOut")
	}
}

func TestPlaneResizeKeepsSquareUnits(t *testing.T) {
	p, w := newTestPlane(t)
	w.Resize(fyne.NewSize(900, 500))
	m := p.Mapping()
	if ux, uy := m.View.Width()/float64(m.Width), m.View.Height()/float64(m.Height); math.Abs(ux-uy) > 1e-9 {
		t.Errorf("units per pixel %v along x, %v along y", ux, uy)
	}
}

func nearView(a, b scene.View) bool {
	return math.Abs(a.XMin-b.XMin)+math.Abs(a.XMax-b.XMax)+math.Abs(a.YMin-b.YMin)+math.Abs(a.YMax-b.YMax) < 1e-5
}

func TestPlaneGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		in   scene.Input
	}{{"plane_primal.png", scenetest.SteppedPrimal21()}, {"plane_dual.png", scenetest.SteppedDual21()}} {
		p, _ := newTestPlane(t)
		p.SetInput(c.in)
		test.AssertObjectRendersToImage(t, c.name, p)
	}
}

// TestPlaneRefreshAllocs checks that a refresh allocates no more for 1000
// points than for 3: the renderer reuses its objects.
func TestPlaneRefreshAllocs(t *testing.T) {
	p, _ := newTestPlane(t)
	small := testing.AllocsPerRun(20, p.Refresh)
	p.SetView(scenetest.BenchView)
	p.SetInput(scenetest.Bench1000())
	big := testing.AllocsPerRun(20, p.Refresh)
	if big > small {
		t.Errorf("Refresh allocates %v times for 1000 points, %v for 3", big, small)
	}
}
