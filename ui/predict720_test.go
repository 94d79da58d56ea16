package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// predict720 is 1280×720 in projector mode with predict mode on, on
// Example 2.1: the window of item 3 of the classroom work on issue 19.
func predict720(t *testing.T) *explorer {
	t.Helper()
	e := projectorWindow(t) // layout720_test.go
	loadLiHang(t, e)
	e.predict.Set(true)
	return e
}

// With predict on at 1280×720 on a projector, the question bar and the
// explanation under the plane left it 160–200 px of the 720: the bar
// took two rows, and the explanation, once revealed, half the area as if
// the bar were not there. The plane keeps at least 45 % of the height the
// bar, the plane and the strip share (and 200 px of the test driver's
// 453), with the question up and after each reveal. (Before: 41 to 74.)
func TestPredict720LeavesThePlaneItsHeight(t *testing.T) {
	e := predict720(t)
	b := e.predict.Bar()
	check := func(when string) {
		t.Helper()
		area, plane := e.strip.area.Size().Height, e.plane.Size().Height
		t.Logf("%s: area %.0f px high, the bar %.0f, the plane %.0f, the strip %.0f", when, area, b.Content.Size().Height, plane, e.strip.content.Size().Height)
		if plane < predictPlaneShare*area-1 || plane < 200 {
			t.Errorf("%s: the plane is %.0f px high of the %.0f its area has, want at least %.0f and 200", when, plane, area, predictPlaneShare*area)
		}
	}
	check("question up")
	for k := range 4 {
		clickAt(e, 3, 3)
		test.Tap(b.Reveal) // Reveal
		check("after reveal " + string(rune('1'+k)))
		test.Tap(b.Reveal) // Next question
		check("question " + string(rune('2'+k)) + " up")
	}
}

// predictPlaneShare is the least share of its area the plane keeps with
// a question up at 1280×720 on a projector: planeShare less the question
// bar's second row (the choices and the answer so far).
const predictPlaneShare = 0.45

// Predict mode hid the side panel for the question's width; turned off,
// it shows the panel again, as wide as it was.
func TestPredict720GivesTheSidePanelBack(t *testing.T) {
	e := projectorWindow(t)
	loadLiHang(t, e)
	before := e.side.Content.Size().Width
	e.predict.Set(true)
	if e.side.Content.Visible() || e.plane.Size().Width < 1200 {
		t.Errorf("predict on at 1280×720 on a projector: side panel shown %v, the plane %.0f px wide; want it hidden", e.side.Content.Visible(), e.plane.Size().Width)
	}
	e.predict.Set(false)
	if w := e.side.Content.Size().Width; !e.side.Content.Visible() || w != before {
		t.Errorf("predict off: the side panel is %.0f px wide, want its %.0f back", w, before)
	}
}
