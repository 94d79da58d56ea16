package ui

import (
	"perceptronlab/ui/side"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
)

// viewItem returns the View menu's item labelled label, in a submenu or not.
func viewItem(t *testing.T, e *explorer, label string) *fyne.MenuItem {
	t.Helper()
	if it := findItem(e.win.MainMenu().Items[2].Items, label); it != nil {
		return it
	}
	t.Fatalf("View menu has no %q", label)
	return nil
}

// findItem looks for the item labelled label among items and their submenus.
func findItem(items []*fyne.MenuItem, label string) *fyne.MenuItem {
	for _, it := range items {
		if it.Label == label {
			return it
		}
		if it.ChildMenu != nil {
			if c := findItem(it.ChildMenu.Items, label); c != nil {
				return c
			}
		}
	}
	return nil
}

// manyPoints loads n points of a random separable set.
func manyPoints(e *explorer, n int) {
	e.examples.load("test", dataset.Separable(n, 2, 1, 1), lab.DefaultSettings())
}

func TestNamesAndDistancesFollowTheNumberOfPoints(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	if sh := e.plane.Input().Show; !sh.Names || !sh.Distances || !sh.Legend {
		t.Errorf("3 points: names %v, distances %v, legend %v; want all on", sh.Names, sh.Distances, sh.Legend)
	}
	manyPoints(e, namesLimit+1)
	if sh := e.plane.Input().Show; sh.Names || !sh.Distances {
		t.Errorf("%d points: names %v, distances %v; want names off, distances on", namesLimit+1, sh.Names, sh.Distances)
	}
	manyPoints(e, distancesLimit+1)
	if e.plane.Input().Show.Distances || viewItem(t, e, "Distances to the line").Checked {
		t.Errorf("%d points: distances on by default", distancesLimit+1)
	}
	viewItem(t, e, "Distances to the line").Action() // the user turns them back on
	viewItem(t, e, "Point names x₁, x₂, …").Action()
	if sh := e.plane.Input().Show; !sh.Distances || !sh.Names {
		t.Errorf("turned on by the user: distances %v, names %v", sh.Distances, sh.Names)
	}
	viewItem(t, e, "Legend").Action()
	if e.plane.Input().Show.Legend || viewItem(t, e, "Legend").Checked {
		t.Error("the legend did not go off")
	}
}

func TestTooltipDescribesThePoint(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 2) // w = (2, 2), b = 0
	// x₃ = (1, 1), y = −1: w·x₃ + b = 4, and 4/‖(2, 2)‖ = √2 = 1.41.
	want := []string{"x₃: point 3 of 3", "coordinates (1, 1), label y = −1", "w·x₃ + b = 4",
		"signed distance (w·x + b)/‖w‖ = +1.41",
		"Marks, inside out: misclassified: y·f(x) ≤ 0; closest point (sets the margin); point of the latest update"}
	if got := e.looks.tooltip(2); !slices.Equal(got, want) {
		t.Errorf("tooltip of x₃:\n got %q\nwant %q", got, want)
	}
	f := e.modelP().Settings
	f.Form.SetSelected(side.FormName(formOf("kernel")))
	tapN(e.bar.stepBtn, 1)
	if got := e.looks.tooltip(0); len(got) < 3 || !strings.HasPrefix(got[2], "f(x₁) = Σⱼ αⱼyⱼK(xⱼ, x₁) + b = ") {
		t.Errorf("kernel tooltip of x₁: %q", got)
	}
}

func TestClicksSnapToTheGridUnlessAltIsHeld(t *testing.T) {
	e := newTestExplorer(t)
	m := e.plane.Mapping()
	px, py := m.ToPixel(3.04, 2.97) // a hand's breadth off (3, 3)
	click(e, px, py, desktop.MouseButtonPrimary, 0)
	if p := e.s.Set().Point(0); !slices.Equal(p, []float64{3, 3}) {
		t.Errorf("a click near (3, 3) added %v, want exactly (3, 3)", p)
	}
	px, py = m.ToPixel(1.04, 1.03)
	click(e, px, py, desktop.MouseButtonPrimary, fyne.KeyModifierAlt)
	if p := e.s.Set().Point(1); near(p[0], 1) || near(p[1], 1) {
		t.Errorf("an Alt+click near (1, 1) snapped to %v", p)
	}
	// A drag snaps too; holding Alt during it frees the point.
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.plane)
	x1, y1 := m.ToPixel(3, 3)
	dx, dy := m.ToPixel(4.03, 1.98)
	test.Drag(e.win.Canvas(), fyne.NewPos(at.X+x1, at.Y+y1), dx-x1, dy-y1)
	if p := e.s.Set().Point(0); !slices.Equal(p, []float64{4, 2}) {
		t.Errorf("x₁ dragged near (4, 2) is at %v, want exactly (4, 2)", p)
	}
	e.cmd.onHeld(desktop.KeyAltLeft, true)
	x1, y1 = m.ToPixel(4, 2)
	test.Drag(e.win.Canvas(), fyne.NewPos(at.X+x1, at.Y+y1), 7, 5)
	e.cmd.onHeld(desktop.KeyAltLeft, false)
	if p := e.s.Set().Point(0); near(p[0], 4) || slices.Equal(p, []float64{4, 2}) {
		t.Errorf("x₁ dragged with Alt held is at %v: it snapped", p)
	}
	viewItem(t, e, "Snap to grid (Alt frees)").Action()
	px, py = m.ToPixel(2.04, 2.97)
	click(e, px, py, desktop.MouseButtonPrimary, 0)
	if p := e.s.Set().Point(2); near(p[0], 2) {
		t.Errorf("with snap off a click near (2, 3) added %v", p)
	}
}

// Fault 11 of issue 19: snapping followed the zoom. Zoomed out to grid
// lines 2 apart, a click near (3, 5) snaps to (3, 5), not to (4, 4).
func TestSnapKeepsWholeNumbersZoomedOut(t *testing.T) {
	e := newTestExplorer(t)
	e.plane.SetView(scene.View{XMin: -20, XMax: 20, YMin: -15, YMax: 15})
	e.Refresh()
	m := e.plane.Mapping()
	if s := e.plane.Scene().XTicks; len(s) < 2 || s[1].Value-s[0].Value < 2 {
		t.Fatalf("the view is not zoomed out: ticks %v", s)
	}
	px, py := m.ToPixel(3.1, 4.9)
	click(e, px, py, desktop.MouseButtonPrimary, 0)
	if p := e.s.Set().Point(0); !slices.Equal(p, []float64{3, 5}) {
		t.Errorf("a click near (3, 5) with the grid %v apart added %v, want (3, 5)", e.plane.Scene().XTicks[1].Value-e.plane.Scene().XTicks[0].Value, p)
	}
}
