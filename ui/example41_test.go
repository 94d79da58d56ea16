package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
)

// TestExample41OpensInNaiveBayes opens Example 2.1, steps it, then Li
// Hang's Example 4.1 from the menu and from a link: both must show naive
// Bayes (the method of Table 4.1) over an empty plane, with none of
// Example 2.1's points or explanation left behind.
func TestExample41OpensInNaiveBayes(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	test.Tap(e.bar.stepBtn)
	settle(t, e)
	e.examples.open("lihang41")
	settle(t, e)
	check := func(how string) {
		t.Helper()
		if f := e.s.Settings().Form; f != lab.NaiveBayes {
			t.Errorf("%s: form %v, want naive Bayes", how, f)
		}
		if n := e.s.Set().Len(); n != 0 {
			t.Errorf("%s: %d points on the plane, want none", how, n)
		}
		if strip := e.strip.explain.text.Text; strings.Contains(strip, "x₃") || strings.Contains(strip, "w ←") {
			t.Errorf("%s: the strip still explains Example 2.1: %q", how, strip)
		}
		if tb := e.table; tb == nil || !tb.Equal(lab.ExampleTable("lihang41")) {
			t.Errorf("%s: the Table tab does not hold Table 4.1", how)
		}
	}
	check("menu")
	e2 := secondWindow(t, e)
	e2.links.openLink("https://example.org/#example=lihang41")
	settle(t, e2)
	e = e2
	check("link")
}
