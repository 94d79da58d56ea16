package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"perceptronlab/lab"
)

// trainLiHang loads Example 2.1 and trains it to its end, k = 7.
func trainLiHang(t *testing.T, e *explorer) {
	t.Helper()
	e.exampleLiHang()
	for e.s.State().Status.String() == "running" {
		e.ctl.step()
	}
	if st := e.s.State(); st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 {
		t.Fatalf("Example 2.1 trained to k = %d, w = %v, b = %v", st.K, st.W, st.B)
	}
}

func TestCopyLinkThenOpenIt(t *testing.T) {
	t.Setenv("PERCEPTRONLAB_WEB_URL", "https://lab.example/")
	e := newTestExplorer(t)
	trainLiHang(t, e)
	e.toggleLayer(&e.look.svm)
	e.onCopyLink()
	link := e.app.Clipboard().Content()
	if !strings.HasPrefix(link, "https://lab.example/#example=lihang21&k=7&end=1&view=") ||
		!strings.Contains(link, "svm") || !strings.Contains(link, "lang=en") {
		t.Fatalf("Copy link put %q on the clipboard", link)
	}

	e2 := newTestExplorer(t)
	e2.openArg(link)
	st := e2.s.State()
	if st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 || !e2.look.svm || e2.s.Dirty() {
		t.Errorf("the link opened at k = %d, w = %v, b = %v, svm shown %v, dirty %v", st.K, st.W, st.B, e2.look.svm, e2.s.Dirty())
	}
	// The plane keeps the view's x range (to the link's seven digits) and
	// may show more in y, as its height follows the panels under it.
	v, v2 := e.plane.View(), e2.plane.View()
	if same := func(a, b float64) bool { return math.Abs(a-b) <= 1e-6*math.Abs(a) }; !same(v.XMin, v2.XMin) ||
		!same(v.XMax, v2.XMax) || v2.YMin > v.YMin+1e-6 || v2.YMax < v.YMax-1e-6 {
		t.Errorf("the link opened with view %+v, want %+v", v2, v)
	}
	noView := func(u string) string {
		i, j := strings.Index(u, "&view="), strings.Index(u, "&show=")
		return u[:i] + u[j:]
	}
	if again, _ := e2.linkURL(); noView(again) != noView(link) {
		t.Errorf("the opened link's own link is %q, want %q", again, link)
	}
}

func TestOpenMalformedLinkEmptiesTheLab(t *testing.T) {
	e := newTestExplorer(t)
	trainLiHang(t, e)
	e.openLink("#points=1,2")
	if e.s.Set().Len() != 0 || e.s.Dirty() {
		t.Errorf("after a malformed link: %d points, dirty %v", e.s.Set().Len(), e.s.Dirty())
	}
	if !e.s.Undo() || e.s.Set().Len() != 3 {
		t.Error("undo does not bring the points back")
	}
}

func TestCopyLinkOfTooLargeALab(t *testing.T) {
	e := newTestExplorer(t)
	e.app.Clipboard().SetContent("before")
	for i := range 5000 {
		e.s.AddPoint([]float64{float64(i) * 1.000001, 0.5}, 1)
	}
	e.onCopyLink()
	if got := e.app.Clipboard().Content(); got != "before" {
		t.Errorf("Copy link of a lab too large for a link put %d characters on the clipboard", len(got))
	}
}

func TestLinkExamplesMatchTheMenu(t *testing.T) {
	e := newTestExplorer(t)
	e.exampleLiHang()
	set, ts, _ := lab.Example("lihang21")
	if !slices.Equal(e.s.Set().X, set.X) || !e.s.Settings().Equal(ts) {
		t.Errorf("the menu's Example 2.1 is %v with %+v; a link's is %v with %+v", e.s.Set().X, e.s.Settings(), set.X, ts)
	}
	if exampleN != lab.ExampleN || exampleSeed != lab.ExampleSeed {
		t.Errorf("the menu's random examples use n = %d, seed %d; links use %d, %d", exampleN, exampleSeed, lab.ExampleN, lab.ExampleSeed)
	}
}
