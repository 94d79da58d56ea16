package ui

import (
	"strings"

	"testing"

	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Issue 19: after a reveal at 1280×720 in projector mode the explanation
// strip, scrolled to its last line, showed the bottom of a line across its
// top edge. Each line the strip shows after a reveal is whole: its view
// begins at the top of a line of the text (or at the text's start), and
// the last line ends inside it. The verdict, which the bar shows in the
// question's place, is not repeated there.
func TestPredict720RevealShowsWholeLines(t *testing.T) {
	e := predict720(t)
	b := e.predict.Bar()
	x := e.strip.explain
	for k := range 4 {
		if k > 0 {
			test.Tap(b.Reveal) // Next question
		}
		clickAt(e, 3, 3)
		test.Tap(b.Reveal)
		if v := e.predict.Quiz().Last().Verdict(); b.Question.Text != v || strings.Contains(x.text.Text, v) {
			t.Errorf("reveal %d: the bar says %q and the strip %q; want the verdict %q in the bar only", k+1, b.Question.Text, x.text.Text, v)
		}
		top, view := x.scroll.Offset.Y, x.scroll.Size().Height
		var rows []*fynecanvas.Text // the label's lines, as laid out
		for _, o := range test.LaidOutObjects(x.text) {
			if tx, ok := o.(*fynecanvas.Text); ok && tx.Visible() && tx.Text != "" {
				rows = append(rows, tx)
			}
		}
		if len(rows) < 2 {
			t.Fatalf("reveal %d: the strip has %d lines: %q", k+1, len(rows), x.text.Text)
		}
		last := rows[len(rows)-1]
		if end := last.Position().Y + last.Size().Height; end > top+view+0.5 {
			t.Errorf("reveal %d: the last line ends at %.1f, below the view's %.1f–%.1f", k+1, end, top, top+view)
		}
		if top < 0.5 {
			continue // from the start: every line above the view's end is whole
		}
		onTop := false
		for _, r := range rows {
			y := r.Position().Y
			onTop = onTop || abs32(y-top) <= 0.5
			if y < top && y+r.Size().Height > top+0.5 {
				t.Errorf("reveal %d: the view begins at %.1f, across the line %q at %.1f–%.1f", k+1, top, r.Text, y, y+r.Size().Height)
			}
		}
		if !onTop {
			t.Errorf("reveal %d: the view begins at %.1f, at no line's top", k+1, top)
		}
	}
}
