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
	e.examples.open("lihang21")
	for e.s.Training().State().Status.String() == "running" {
		e.ctl.Step()
	}
	if st := e.s.Training().State(); st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 {
		t.Fatalf("Example 2.1 trained to k = %d, w = %v, b = %v", st.K, st.W, st.B)
	}
}

func TestCopyLinkThenOpenIt(t *testing.T) {
	t.Setenv("PERCEPTRONLAB_WEB_URL", "https://lab.example/")
	e := newTestExplorer(t)
	trainLiHang(t, e)
	e.looks.toggleLayer(&e.look.svm)
	e.links.onCopyLink()
	link := e.app.Clipboard().Content()
	if !strings.HasPrefix(link, "https://lab.example/#example=lihang21&k=7&end=1&view=") ||
		!strings.Contains(link, "svm") || !strings.Contains(link, "lang=en") {
		t.Fatalf("Copy link put %q on the clipboard", link)
	}

	e2 := newTestExplorer(t)
	e2.links.openArg(link)
	st := e2.s.Training().State()
	if st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 || !e2.look.svm || e2.s.Dirty() {
		t.Errorf("the link opened at k = %d, w = %v, b = %v, svm shown %v, dirty %v", st.K, st.W, st.B, e2.look.svm, e2.s.Dirty())
	}
	// The plane keeps the view's x range (to the link's ten-thousandth of
	// the width) and may show more in y, as its height follows the panels
	// under it.
	v, v2 := e.plane.View(), e2.plane.View()
	dx, dy := (v.XMax-v.XMin)*1e-4, (v.YMax-v.YMin)*1e-4
	if same := func(a, b float64) bool { return math.Abs(a-b) <= dx }; !same(v.XMin, v2.XMin) ||
		!same(v.XMax, v2.XMax) || v2.YMin > v.YMin+dy || v2.YMax < v.YMax-dy {
		t.Errorf("the link opened with view %+v, want %+v", v2, v)
	}
	noView := func(u string) string {
		i, j := strings.Index(u, "&view="), strings.Index(u, "&show=")
		return u[:i] + u[j:]
	}
	if again, _ := e2.links.linkURL(); noView(again) != noView(link) {
		t.Errorf("the opened link's own link is %q, want %q", again, link)
	}
}

func TestOpenMalformedLinkEmptiesTheLab(t *testing.T) {
	e := newTestExplorer(t)
	trainLiHang(t, e)
	e.links.openLink("#points=1,2")
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
	e.links.onCopyLink()
	if got := e.app.Clipboard().Content(); got != "before" {
		t.Errorf("Copy link of a lab too large for a link put %d characters on the clipboard", len(got))
	}
}

// TestLinkExamplesMatchTheMenu opens every example of the one registry
// from the menu and from a link (#example=name): the same points, the
// same settings (from a new window's), and the same plane, query and
// balls included.
func TestLinkExamplesMatchTheMenu(t *testing.T) {
	for _, x := range lab.Examples {
		if x.Ask {
			continue // the menu asks for the size first
		}
		menu := newTestExplorer(t)
		menu.examples.open(x.Name)
		link := newTestExplorer(t)
		link.links.openLink("#example=" + x.Name)
		set, ts, _ := lab.Example(x.Name)
		if x.Table == "" && (!slices.Equal(menu.s.Set().X, set.X) || !menu.s.Settings().Equal(ts)) {
			t.Errorf("%s: the menu's is %v with %+v; a link's is %v with %+v", x.Name, menu.s.Set().X, menu.s.Settings(), set.X, ts)
		}
		if a, b := planeSummary(menu), planeSummary(link); a != b {
			t.Errorf("%s: the menu draws\n%s\nthe link draws\n%s", x.Name, a, b)
		}
		if x.Table != "" && (link.table == nil || menu.table == nil) {
			t.Errorf("%s: the table did not load (menu %v, link %v)", x.Name, menu.table != nil, link.table != nil)
		}
	}
}
