package canvas_test

import (
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// TestPlaneNamesAndLegendGolden draws Example 2.1 at k = 7 with the
// points' names and the legend: the picture is the point.
func TestPlaneNamesAndLegendGolden(t *testing.T) {
	p, _ := newTestPlane(t)
	in := scenetest.SteppedPrimal21()
	in.Show.Names, in.Show.Legend = true, true
	p.SetInput(in)
	test.AssertObjectRendersToImage(t, "plane_legend.png", p)
}

// TestLegendNamesEveryLayerDrawn checks the legend's rows against the
// scene's legend, translated, and that it leaves the points uncovered.
func TestLegendNamesEveryLayerDrawn(t *testing.T) {
	p, _ := newTestPlane(t)
	in := scenetest.SteppedPrimal21()
	in.Show.Legend = true
	p.Translate = func(s string) string { return "<" + s + ">" }
	p.SetInput(in)
	texts := map[string]bool{}
	for _, tx := range visibleTexts(p) {
		texts[tx] = true
	}
	legend := p.Scene().Legend()
	if len(legend) < 6 {
		t.Fatalf("the scene's legend has %d entries; Example 2.1 at k = 7 draws more", len(legend))
	}
	for _, e := range legend {
		if !texts["<"+e.Name+">"] {
			t.Errorf("the legend does not name %q", e.Name)
		}
	}
	in.Show.Legend = false
	p.SetInput(in)
	for _, tx := range visibleTexts(p) {
		if len(tx) > 0 && tx[0] == '<' {
			t.Errorf("legend off, yet %q is written", tx)
		}
	}
}

// TestNamesAndTooltip checks the points' names and the hover box.
func TestNamesAndTooltip(t *testing.T) {
	p, _ := newTestPlane(t)
	in := scenetest.Converged21()
	in.Show.Names = true
	p.Tooltip = func(i int) []string { return []string{scene.PointName(i) + " tip"} }
	p.SetInput(in)
	has := func(s string) bool {
		for _, tx := range visibleTexts(p) {
			if tx == s {
				return true
			}
		}
		return false
	}
	for _, n := range []string{"x₁", "x₂", "x₃"} {
		if !has(n) {
			t.Errorf("no name %s on the plane", n)
		}
	}
	if has("x₃ tip") {
		t.Fatal("a tooltip with no point under the cursor")
	}
	p.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(200, 300)}}) // over x₃ = (1, 1)
	if !has("x₃ tip") {
		t.Error("hovering x₃ shows no tooltip")
	}
	p.MouseOut()
	if has("x₃ tip") {
		t.Error("the tooltip stays after the cursor left")
	}
}

// visibleTexts returns the texts the plane shows.
func visibleTexts(p fyne.CanvasObject) []string {
	var out []string
	for _, o := range test.LaidOutObjects(p) {
		if tx, ok := o.(*fynecanvas.Text); ok && tx.Visible() {
			out = append(out, tx.Text)
		}
	}
	return out
}

// TestLegendGivesWayOnASmallPlane checks that the legend is not drawn
// where it would cover more than a fifth of the plane.
func TestLegendGivesWayOnASmallPlane(t *testing.T) {
	p, w := newTestPlane(t)
	in := scenetest.SteppedPrimal21()
	in.Show.Legend = true
	p.Translate = func(s string) string { return "<" + s + ">" }
	p.SetInput(in)
	w.Resize(fyne.NewSize(260, 200))
	p.Refresh()
	for _, tx := range visibleTexts(p) {
		if len(tx) > 0 && tx[0] == '<' {
			t.Fatalf("a 260×200 plane writes the legend entry %q", tx)
		}
	}
}
