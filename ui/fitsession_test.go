package ui

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/i18n"
)

// TestFitUndoCoversEveryEdit checks that Ctrl+Z and Ctrl+Shift+Z in
// curve fitting take back and redo, one at a time, a move of the M
// slider, of the ln λ slider, a key's step of M, Generate and a point
// placed, through the session's history, with the title's unsaved mark
// following.
func TestFitUndoCoversEveryEdit(t *testing.T) {
	e, v := enterFit(t)
	if e.s.Dirty() {
		t.Fatal("an example opened is unsaved work")
	}
	type state struct {
		m  int
		ln float64
		n  int
	}
	now := func() state { return state{v.Lab().M, v.Lab().LnLambda, len(v.Lab().Points)} }
	var before []state
	for _, edit := range []func(){
		func() { v.Controls.M.SetValue(9) },
		func() { v.Controls.LnLambda.SetValue(-18) },
		func() { v.OnKey(&fyne.KeyEvent{Name: fyne.KeyUp}) },
		func() { v.Controls.OnGenerate() },
		func() { v.OnAdd(0.5, 0.5, 1) },
	} {
		before = append(before, now())
		edit()
	}
	after := now()
	if after.m != 10 || after.ln != -18 || after.n != 31 {
		t.Fatalf("after the edits: %+v", after)
	}
	if !e.s.Dirty() || !strings.HasPrefix(e.win.Title(), "• ") {
		t.Errorf("edits of the fit: dirty %v, title %q", e.s.Dirty(), e.win.Title())
	}
	for i := len(before) - 1; i >= 0; i-- {
		typeShortcut(t, e, shortcutUndo)
		if got := now(); got != before[i] {
			t.Fatalf("Ctrl+Z %d: %+v, want %+v", len(before)-i, got, before[i])
		}
		if v.Controls.M.Value != float64(before[i].m) || v.Controls.LnLambda.Value != before[i].ln {
			t.Errorf("Ctrl+Z %d: the sliders at M %g, ln λ %g", len(before)-i, v.Controls.M.Value, v.Controls.LnLambda.Value)
		}
	}
	if e.s.Dirty() || strings.HasPrefix(e.win.Title(), "• ") {
		t.Errorf("every edit undone: dirty %v, title %q", e.s.Dirty(), e.win.Title())
	}
	for range before {
		typeShortcut(t, e, shortcutRedo)
	}
	if got := now(); got != after {
		t.Errorf("Ctrl+Shift+Z of every edit: %+v, want %+v", got, after)
	}
	if e.s.CanUndo() {
		t.Error("the fit's edits reached the classifiers' history")
	}
}

// TestFitQuitAsksAboutUnsavedWork checks that Ctrl+Q asks before a
// chapter-1 lab's unsaved edits are lost, as it asks for the
// classifiers' points, and closes at once when nothing is at stake: an
// example opened, or the lab saved.
func TestFitQuitAsksAboutUnsavedWork(t *testing.T) {
	a := test.NewTempApp(t)
	e := newExplorer(a, test.NewWindow(nil)) // not a temp window: it closes itself
	moveAutosave(e.auto, t.TempDir())
	e.fit.OpenExample("bishop11")
	e.keep.onClose()
	if !e.closed.Load() {
		t.Fatal("an example just opened did not close")
	}

	e, v := enterFit(t)
	v.OnAdd(0.5, 0.5, 1)
	typeShortcut(t, e, shortcutQuit)
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), i18n.T("Unsaved changes")) {
		t.Fatal("Ctrl+Q with a point placed in curve fitting did not ask")
	}
	top.Hide()
	e.keep.saveTo(filepath.Join(t.TempDir(), "fit.json"), nil)
	if e.s.Dirty() {
		t.Fatal("saved, yet unsaved")
	}
	e.fit.LeaveFitMode()
	e.selectMethod("polyfit")
	v.Controls.M.SetValue(5)
	e.fit.LeaveFitMode()
	if !e.s.Dirty() {
		t.Error("M changed, then curve fitting left: the work counts as saved")
	}
}

// TestFitSavedAndOpenedComesBackTheSame saves a curve-fitting lab (its
// own points, M, λ, the stepper at fold 2) with Save, opens the file in
// another window, and checks that it comes back the same, in curve
// fitting at that fold; Undo there takes the opened lab back.
func TestFitSavedAndOpenedComesBackTheSame(t *testing.T) {
	e, v := enterFit(t)
	v.OnAdd(0.55, 1.1, 1)
	v.OnAdd(0.35, -0.4, -1)
	v.Controls.M.SetValue(9)
	v.Controls.LnLambda.SetValue(-11.5)
	v.CV.OnStart()
	v.Jobs.Wait()
	v.CV.OnNext()
	path := filepath.Join(t.TempDir(), "chapter1.json")
	e.keep.pickSave = func(name string, exts []string, then func(string)) {
		if !slices.Equal(exts, []string{".json"}) {
			t.Errorf("curve fitting's save dialog offers %q", exts)
		}
		then(path)
	}
	typeShortcut(t, e, shortcutSave)
	if e.s.Dirty() || e.s.Path != path {
		t.Fatalf("Ctrl+S: dirty %v, path %q", e.s.Dirty(), e.s.Path)
	}

	e2 := newTestExplorer(t)
	e2.keep.openPath(path)
	if !e2.fit.InFitMode() {
		t.Fatal("a saved curve-fitting lab did not open in curve fitting")
	}
	v2 := e2.fit.View
	v2.Jobs.Wait()
	sameFitLab(t, v2.Lab(), v.Lab())
	if v2.Lab().Step.Pos != 1 || v2.Tabs.SelectedIndex() != fitview.CVTab {
		t.Errorf("the stepper at %d on tab %d, want 1 on the Cross-validation tab", v2.Lab().Step.Pos, v2.Tabs.SelectedIndex())
	}
	if e2.s.Dirty() || e2.s.Fit() != v2.Lab() {
		t.Errorf("opened: dirty %v, the session holds the window's lab %v", e2.s.Dirty(), e2.s.Fit() == v2.Lab())
	}
	typeShortcut(t, e2, shortcutUndo)
	if g := lab.DefaultFitGen(); len(v2.Lab().Points) != g.N+g.NTest || v2.Lab().M != 3 || !v2.Lab().Truth {
		t.Errorf("Undo after Open: M %d, %d points, want the lab before it", v2.Lab().M, len(v2.Lab().Points))
	}

	// A .csv in curve fitting would hold the classifiers' points alone.
	csv := filepath.Join(t.TempDir(), "chapter1.csv")
	e.keep.saveTo(csv, nil)
	if _, err := os.Stat(csv); err == nil {
		t.Error("curve fitting saved as .csv")
	}
}

// sameFitLab fails unless got holds want's points, M and λ.
func sameFitLab(t *testing.T, got, want *lab.FitLab) {
	t.Helper()
	if !slices.Equal(got.Points, want.Points) || got.M != want.M || math.Abs(got.LnLambda-want.LnLambda) > 1e-12 {
		t.Errorf("lab: M %d, ln λ %g, %d points; want M %d, ln λ %g, %d points",
			got.M, got.LnLambda, len(got.Points), want.M, want.LnLambda, len(want.Points))
	}
}

// TestFitAutosaveRestoresTheLab crashes a window with an edited
// curve-fitting lab and restores its autosave in another: curve fitting
// comes back with the points, M and λ, as unsaved work.
func TestFitAutosaveRestoresTheLab(t *testing.T) {
	e, v := enterFit(t)
	v.OnAdd(0.5, 1.4, 1)
	v.Controls.M.SetValue(7)
	v.Controls.LnLambda.SetValue(-9)
	left := crash(t, e)
	e2 := secondWindow(t, e)
	e2.auto.OnRestore(left, true)
	if !e2.fit.InFitMode() {
		t.Fatal("the autosave of curve fitting restored no curve fitting")
	}
	sameFitLab(t, e2.fit.View.Lab(), v.Lab())
	if !e2.s.Dirty() {
		t.Error("restored work is not unsaved work")
	}
}

// TestSessionWithoutFitLeavesCurveFitting opens a classifiers' session
// file from curve fitting: the window shows its points, and the lab it
// left stays in the session, unsaved work still.
func TestSessionWithoutFitLeavesCurveFitting(t *testing.T) {
	other := newTestExplorer(t)
	other.s.AddPoint([]float64{1, 2}, 1)
	path := filepath.Join(t.TempDir(), "points.json")
	if err := other.s.Save(path); err != nil {
		t.Fatal(err)
	}
	e, v := enterFit(t)
	v.Controls.M.SetValue(6)
	e.keep.openPath(path)
	if e.fit.InFitMode() || e.s.Set().Len() != 1 {
		t.Fatalf("fit mode %v, %d points", e.fit.InFitMode(), e.s.Set().Len())
	}
	if e.s.Fit() != v.Lab() || !e.s.Dirty() {
		t.Errorf("the lab left: held %v, dirty %v", e.s.Fit() == v.Lab(), e.s.Dirty())
	}
}

// TestFitSliderTakesMsOneLimit opens a link with M = 20, past the old
// slider's 12: the slider shows it, and Up stops at param.M's 30.
func TestFitSliderTakesMsOneLimit(t *testing.T) {
	e := newTestExplorer(t)
	e.fit.OpenLink("fit=1&polyfit.m=20")
	v := e.fit.View
	if v.Lab().M != 20 || v.Controls.M.Value != 20 {
		t.Fatalf("M = 20 by link: lab %d, slider %g", v.Lab().M, v.Controls.M.Value)
	}
	for range 15 {
		v.OnKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	}
	if v.Lab().M != int(param.M.Max) || v.Controls.M.Max != float64(param.M.Max) {
		t.Errorf("Up past the end: M %d, slider to %g; want %d", v.Lab().M, v.Controls.M.Max, param.M.Max)
	}
}

// waitFitJobs waits for curve fitting's drawings in e, which measure text
// on their own goroutines, so that they end before the test's app goes.
func waitFitJobs(e *explorer) {
	if v := e.fit.View; v != nil {
		v.Jobs.Wait()
		if v.Views != nil {
			v.Views.Jobs.Wait()
		}
	}
}

// Issue 26: M has one limit, param.M's 0–30: a link with M = 20 opens,
// and the slider shows it (it stopped at 12, the sweeps' range).
func TestFitLinkOfMTwenty(t *testing.T) {
	e := newTestExplorer(t)
	e.fit.OpenLink("fit=1&example=bishop11&polyfit.m=20")
	v := e.fit.View
	if v == nil {
		t.Fatal("M = 20 link: not in curve fitting")
	}
	if v.Lab().M != 20 || v.Controls.M.Value != 20 || v.Controls.M.Max != float64(param.M.Max) {
		t.Errorf("M = 20 link: lab M %d, slider %v of %v, want 20 of %d", v.Lab().M, v.Controls.M.Value, v.Controls.M.Max, param.M.Max)
	}
}
