package ui

import (
	"strings"
	"testing"
)

// The hover box of Example 2.1's x₃ at its last update names the marks
// it wears, inside out: the ring of the closest point, then the halo.
func TestTooltipNamesThePointsRings(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 7)
	settle(t, e)
	lines := e.looks.tooltip(2)
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "Marks, inside out: ") || !strings.Contains(last, "closest point") || !strings.HasSuffix(last, "point of the latest update") {
		t.Errorf("x₃'s hover box ends %q; want its rings named, the closest point's and then the halo", last)
	}
}
