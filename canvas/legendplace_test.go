package canvas_test

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// Issue 19, fault 11: the legend sat in the corner with the fewest points,
// even when its edge lay on a point's name (x₂'s at 1920×1080), and it
// could not be moved.

// rect is a box in widget pixels.
type rect struct{ x0, y0, x1, y1 float32 }

func (a rect) overlaps(b rect) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// textRect is where a text object's glyphs lie (setText centres a line of
// the text's size in a box twice as tall).
func textRect(tx *fynecanvas.Text) rect {
	w := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle).Width
	x := tx.Position().X
	switch tx.Alignment {
	case fyne.TextAlignCenter:
		x += (tx.Size().Width - w) / 2
	case fyne.TextAlignTrailing:
		x += tx.Size().Width - w
	}
	mid := tx.Position().Y + tx.Size().Height/2
	return rect{x, mid - tx.TextSize*0.6, x + w, mid + tx.TextSize*0.6}
}

// legendRect is the legend's box as its names (marked "<…>" by Translate)
// show it: the thumbnails lie left of the names, 2.2 + 1 text sizes wide.
func legendRect(t *testing.T, p *canvas.Plane) rect {
	t.Helper()
	r, found := rect{x0: 1e9, y0: 1e9, x1: -1e9, y1: -1e9}, false
	for _, o := range test.LaidOutObjects(p) {
		if tx, ok := o.(*fynecanvas.Text); ok && tx.Visible() && strings.HasPrefix(tx.Text, "<") {
			b := textRect(tx)
			r = rect{min(r.x0, b.x0-tx.TextSize*3.2), min(r.y0, b.y0), max(r.x1, b.x1), max(r.y1, b.y1)}
			found = true
		}
	}
	if !found {
		t.Fatal("no legend is drawn")
	}
	return r
}

// nameRects returns where the points' names are written.
func nameRects(p *canvas.Plane) []rect {
	var out []rect
	for _, o := range test.LaidOutObjects(p) {
		if tx, ok := o.(*fynecanvas.Text); ok && tx.Visible() && strings.HasPrefix(tx.Text, "x") {
			out = append(out, textRect(tx))
		}
	}
	return out
}

func legendPlane(t *testing.T, set *dataset.Set, w, h float32) (*canvas.Plane, fyne.Window) {
	return legendPlaneFit(t, set, w, h, 0, false)
}

// legendPlaneFit shows set at k = 7 of Example 2.1 on a w×h plane, its
// text at size text (0: the default), in View21 or framed as the window
// frames a set (fit).
func legendPlaneFit(t *testing.T, set *dataset.Set, w, h, text float32, fit bool) (*canvas.Plane, fyne.Window) {
	p, win := newTestPlane(t)
	in := scene.NewInput(set)
	if text > 0 {
		in.Style.TextSize = text
	}
	in.Models = scene.Step([]float64{1, 1}, -3, []float64{2, 2}, -2)
	in.Show.Names, in.Show.Legend = true, true
	p.Translate = func(s string) string { return "<" + s + ">" }
	p.SetInput(in)
	win.Resize(fyne.NewSize(w, h))
	p.SetView(scenetest.View21)
	if fit {
		p.Fit()
	}
	return p, win
}

// At the size the plane has at 1920×1080, and at the test's 600×500, the
// legend of Example 2.1 covers neither a point nor a point's name.
func TestLegendClearsPointsAndNames(t *testing.T) {
	for _, c := range []struct {
		sz   fyne.Size
		text float32
		fit  bool
	}{
		{fyne.NewSize(1340, 800), 0, false}, {fyne.NewSize(600, 500), 0, false},
		{fyne.NewSize(1340, 800), 0, true}, {fyne.NewSize(1500, 850), 0, true}, {fyne.NewSize(1200, 700), 0, true},
		{fyne.NewSize(1340, 800), 20, true}, {fyne.NewSize(1500, 850), 22, true}, {fyne.NewSize(1000, 600), 20, true},
	} {
		sz := c.sz
		p, _ := legendPlaneFit(t, scenetest.Example21(), sz.Width, sz.Height, c.text, c.fit)
		lr := legendRect(t, p)
		names := nameRects(p)
		if len(names) != 3 {
			t.Fatalf("%v: %d names written, want x₁, x₂, x₃", sz, len(names))
		}
		for _, n := range names {
			if lr.overlaps(n) {
				t.Errorf("%v: the legend %v covers a name at %v", sz, lr, n)
			}
		}
		checkNoPointUnder(t, p, lr, sz)
	}
}

func checkNoPointUnder(t *testing.T, p *canvas.Plane, lr rect, sz fyne.Size) {
	t.Helper()
	m, r := p.Mapping(), p.Scene().Style.PointRadius
	for i, q := range p.Scene().Points {
		x, y := m.ToPixel(q.Pos.X, q.Pos.Y)
		if lr.overlaps(rect{x - r, y - r, x + r, y + r}) {
			t.Errorf("%v: the legend %v covers point %d at (%.0f, %.0f)", sz, lr, i+1, x, y)
		}
	}
}

// Points crowded into the top-right corner, where an empty plane's legend
// goes, send it elsewhere.
func TestLegendLeavesACrowdedCorner(t *testing.T) {
	set := scenetest.Example21()
	for i := range 5 {
		for j := range 4 {
			set.X = append(set.X, 3.2+0.4*float64(i), 2.3+0.4*float64(j))
			set.Y = append(set.Y, 1)
		}
	}
	p, _ := legendPlane(t, set, 600, 500)
	lr := legendRect(t, p)
	checkNoPointUnder(t, p, lr, fyne.NewSize(600, 500))
	if lr.x1 > 450 && lr.y0 < 150 {
		t.Errorf("the legend %v stayed in the crowded top-right corner", lr)
	}
}

// A drag that starts on the legend moves the legend by the drag, not a
// point and not the view; a click on it adds no point.
func TestLegendDrags(t *testing.T) {
	p, win := legendPlane(t, scenetest.Example21(), 600, 500)
	moved, added, told := false, false, 0
	p.OnMove = func(int, float64, float64) { moved = true }
	p.OnAdd = func(float64, float64, float64) { added = true }
	p.OnLegendMoved = func() { told++ }
	v0, before := p.View(), legendRect(t, p)
	at := fyne.NewPos((before.x0+before.x1)/2, (before.y0+before.y1)/2)
	dx, dy := 150-before.x0, 250-before.y0 // to (150, 250): room on every side
	test.Drag(win.Canvas(), at, dx, dy)
	after := legendRect(t, p)
	if moved || p.View() != v0 {
		t.Errorf("the drag moved a point (%v) or the view (%+v → %+v)", moved, v0, p.View())
	}
	if mx, my := after.x0-before.x0, after.y0-before.y0; math.Abs(float64(mx-dx)) > 1 || math.Abs(float64(my-dy)) > 1 {
		t.Errorf("the legend moved by (%.1f, %.1f), want (%.1f, %.1f)", mx, my, dx, dy)
	}
	if _, _, ok := p.LegendPin(); !ok || told != 1 {
		t.Errorf("after the drag LegendPin ok = %v, OnLegendMoved called %d times; want true, 1", ok, told)
	}
	click(p, (after.x0+after.x1)/2, (after.y0+after.y1)/2, 1, 0)
	if added {
		t.Error("a click on the legend added a point")
	}
	p.SetLegendPin(0, 0, false)
	if back := legendRect(t, p); back != before {
		t.Errorf("after SetLegendPin(…, false) the legend is at %v, want its own place %v", back, before)
	}
}

// A point just left of the top-right corner writes its name into the
// corner: the legend there covered no point but the name (x₂'s, in the
// trial at 1920×1080), so the legend goes elsewhere.
func TestLegendClearsANameReachingIntoTheCorner(t *testing.T) {
	set := scenetest.Example21()
	set.X, set.Y = append(set.X, 4.90625, 3.625), append(set.Y, -1) // pixel (1135, 60) at 1340×800
	p, _ := legendPlane(t, set, 1340, 800)
	lr := legendRect(t, p)
	for _, n := range nameRects(p) {
		if lr.overlaps(n) {
			t.Errorf("the legend %v covers a name at %v", lr, n)
		}
	}
	checkNoPointUnder(t, p, lr, fyne.NewSize(1340, 800))
}
