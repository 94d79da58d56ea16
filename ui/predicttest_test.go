package ui

import (
	"strings"
	"testing"

	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Issue 27, fault 2: at 1280×720 in projector mode, after a reveal whose
// verdict wraps to two lines, the strip showed only the w and b lines: the
// test "yᵢ(w·xᵢ+b) = … ≤ 0, so xᵢ is misclassified", which the reveal is
// about, was scrolled out of view above them. After every reveal the
// test's line is inside the strip's view.
func TestPredict720RevealShowsTheTest(t *testing.T) {
	e := predict720(t)
	b := e.predict.Bar()
	x := e.strip.explain
	for k, at := range [][2]float64{{3, 3}, {1, 1}, {4, 3}, {3, 3}, {1, 1}, {4, 3}} {
		if k > 0 {
			test.Tap(b.Reveal) // Next question
		}
		clickAt(e, at[0], at[1])
		test.Tap(b.Reveal)
		top, view := x.scroll.Offset.Y, x.scroll.Size().Height
		found := false
		for _, o := range test.LaidOutObjects(x.text) {
			tx, ok := o.(*fynecanvas.Text)
			if !ok || !tx.Visible() || !strings.Contains(tx.Text, "≤ 0") {
				continue
			}
			found = true
			if y := tx.Position().Y; y < top-0.5 || y+tx.Size().Height > top+view+0.5 {
				t.Errorf("reveal %d (bar %q): the test %q lies at %.0f–%.0f, the view shows %.0f–%.0f", k+1, b.Question.Text, tx.Text, y, y+tx.Size().Height, top, top+view)
			}
		}
		if !found && strings.Contains(x.text.Text, "≤ 0") {
			t.Errorf("reveal %d: the test's line was not laid out: %q", k+1, x.text.Text)
		}
	}
}
