package ui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/param"
)

// Issue 26: curve fitting's lab is unsaved work like a classifier's: an
// edit of it makes closing the window ask, where before the window closed
// with no prompt and the work was gone.
func TestFitEditAsksBeforeClosing(t *testing.T) {
	a := test.NewTempApp(t)
	e := newExplorer(a, test.NewWindow(nil)) // not a temp window: it closes itself
	e.auto.moveTo(t.TempDir())
	t.Cleanup(func() { waitFitJobs(e) })
	e.selectMethod("polyfit")
	if !e.inFitMode() || e.s.Dirty() {
		t.Fatalf("entering curve fitting: mode %v, dirty %v", e.inFitMode(), e.s.Dirty())
	}
	e.fitMode.view.controls.m.SetValue(5)
	if !e.s.Dirty() || !strings.HasPrefix(e.win.Title(), "•") {
		t.Fatalf("after M = 5: dirty %v, title %q", e.s.Dirty(), e.win.Title())
	}
	e.onClose()
	top := e.win.Canvas().Overlays().Top()
	if e.closed.Load() || top == nil || !strings.Contains(overlayText(top), T("Unsaved changes")) {
		t.Fatalf("closing after a fit edit: closed %v, dialog %v", e.closed.Load(), top)
	}
}

// Issue 26: a curve-fitting lab saved as a session file opens again in
// curve fitting, the same (points, M, ln λ), and so does its autosave.
func TestFitLabSavedOpensAgain(t *testing.T) {
	e, v := enterFit(t)
	v.controls.m.SetValue(9)
	v.controls.lnLambda.SetValue(-18)
	path := filepath.Join(t.TempDir(), "fit.json")
	e.saveTo(path, nil)
	if e.s.Dirty() {
		t.Fatal("saved, still dirty")
	}
	check := func(name string, e2 *explorer) {
		t.Helper()
		v2 := e2.fitMode.view
		if !e2.inFitMode() || v2 == nil {
			t.Fatalf("%s: not in curve fitting", name)
		}
		if !slices.Equal(v2.lab.Points, v.lab.Points) || v2.lab.M != 9 || v2.lab.LnLambda != v.lab.LnLambda {
			t.Errorf("%s: M %d ln λ %v, %d points; want M 9 ln λ %v, %d points", name, v2.lab.M, v2.lab.LnLambda, len(v2.lab.Points), v.lab.LnLambda, len(v.lab.Points))
		}
		if v2.controls.m.Value != 9 {
			t.Errorf("%s: the M slider shows %v", name, v2.controls.m.Value)
		}
	}
	e2 := secondWindow(t, e)
	t.Cleanup(func() { waitFitJobs(e2) })
	e2.openPath(path)
	check("opened", e2)

	v.controls.m.SetValue(9) // unchanged: no edit
	v.controls.m.SetValue(4)
	v.controls.m.SetValue(9)
	left := crash(t, e)
	e3 := secondWindow(t, e)
	t.Cleanup(func() { waitFitJobs(e3) })
	e3.auto.onRestore(left, true)
	check("restored", e3)
}

// waitFitJobs waits for curve fitting's drawings in e, which measure text
// on their own goroutines, so that they end before the test's app goes.
func waitFitJobs(e *explorer) {
	if v := e.fitMode.view; v != nil {
		v.jobs.Wait()
		if v.views != nil {
			v.views.jobs.Wait()
		}
	}
}

// Issue 26: M has one limit, param.M's 0–30: a link with M = 20 opens,
// and the slider shows it (it stopped at 12, the sweeps' range).
func TestFitLinkOfMTwenty(t *testing.T) {
	e := newTestExplorer(t)
	e.openFitLink("fit=1&example=bishop11&polyfit.m=20")
	v := e.fitMode.view
	if v == nil {
		t.Fatal("M = 20 link: not in curve fitting")
	}
	if v.lab.M != 20 || v.controls.m.Value != 20 || v.controls.m.Max != float64(param.M.Max) {
		t.Errorf("M = 20 link: lab M %d, slider %v of %v, want 20 of %d", v.lab.M, v.controls.m.Value, v.controls.m.Max, param.M.Max)
	}
}
