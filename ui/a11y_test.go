package ui

import (
	"strings"
	"testing"
)

// The plane's text for a screen reader (issue 27, fault 16) names the
// points, the line and the margin, in the window's language. At k = 1
// of Li Hang's Example 2.1, Table 2.1 has w = (3, 3), b = 1; the margin
// min yᵢ(w·xᵢ+b)/‖w‖ is x₃'s −7/√18 = −1.6499 (by hand; "perceptronlab
// train --order first --max-epochs 1" prints −1.64992).
func TestPlaneReadsAsText(t *testing.T) {
	e := newTestExplorer(t)
	t.Cleanup(func() { e.looks.setLanguage("en") })
	loadLiHang(t, e)
	e.cmd.onSpace()
	got := e.plane.AccessibilityLabel()
	for _, want := range []string{"The plane has 3 points: x1 = (3, 3) +1, x2 = (4, 3) +1, x3 = (1, 1) −1.",
		"The line: w = (3, 3), b = 1.", "The margin is −1.6499, set by x3."} {
		if !strings.Contains(got, want) {
			t.Errorf("the plane reads %q; it does not say %q", got, want)
		}
	}
	e.looks.setLanguage("zh")
	if got := e.plane.AccessibilityLabel(); !strings.Contains(got, "平面上有 3 个点") || !strings.Contains(got, "直线：w = (3, 3)，b = 1。") {
		t.Errorf("in Chinese the plane reads %q", got)
	}
}
