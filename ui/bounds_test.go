package ui

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWindowOpensFarAndNarrowViews(t *testing.T) {
	// Issue 21: the link's view=1e15,1.0000000000000002e15,0,1 reached
	// 23 GB in the window; a session with "trace": [] and k = 7 crashed on
	// Back; t.csv near 10¹⁶ never showed.
	e := newTestExplorer(t)
	e.links.openArg("https://example.org/#example=lihang21&view=1e15,1.0000000000000002e15,0,1")
	if err := e.plane.View().Check(); err != nil {
		t.Errorf("the link's view shows as %+v: %v", e.plane.View(), err)
	}
	dir := t.TempDir()
	session := filepath.Join(dir, "s.json")
	body := `{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [4, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
	 "settings": {"eta": 1, "order": "first"}, "training": {"w": [1, 1], "b": -3, "alpha": [2, 0, 5], "k": 7, "trace": []}}`
	if err := os.WriteFile(session, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	e.links.openArg(session)
	for range 8 {
		e.ctl.Back()
	}
	far := filepath.Join(dir, "t.csv")
	csv := "x1,x2,y\n10000000000000006,10000000000000006,1\n10000000000000008,10000000000000006,1\n10000000000000002,10000000000000002,-1\n"
	if err := os.WriteFile(far, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
	e.links.openArg(far)
	if n, v := e.s.Set().Len(), e.plane.View(); n != 3 || v.Check() != nil || !v.Contains(1e16+6, 1e16+6) {
		t.Errorf("t.csv: %d points in the view %+v", n, v)
	}
	if len(e.plane.Scene().XTicks) < 2 {
		t.Errorf("t.csv: ticks %v", e.plane.Scene().XTicks)
	}
}
