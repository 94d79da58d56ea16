package ui

import (
	"os"
	"path/filepath"
	"perceptronlab/lab"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/algo"
)

func TestSessionRoundTrip(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.side.model.settings
	f.form.SetSelected(f.form.Options[1])
	tapN(e.bar.stepBtn, 3)
	path := filepath.Join(t.TempDir(), "lesson.json")
	e.saveTo(path, nil)
	if e.s.Dirty() || e.s.Path != path {
		t.Fatalf("after saving: dirty %v, path %q", e.s.Dirty(), e.s.Path)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), `"version": 1`) {
		t.Fatalf("session file: %v\n%s", err, data)
	}

	e2 := newTestExplorer(t)
	e2.openPath(path)
	a, b := e.s, e2.s
	if !sameSet(a.Set(), b.Set()) || !a.Settings().Equal(b.Settings()) {
		t.Fatalf("reopened session differs: %v %+v vs %v %+v", b.Set(), b.Settings(), a.Set(), a.Settings())
	}
	sa, sb := a.State(), b.State()
	if sa.K != sb.K || !slices.Equal(sa.W, sb.W) || sa.B != sb.B || !slices.Equal(sa.Alpha, sb.Alpha) || len(sa.Trace) != len(sb.Trace) {
		t.Fatalf("training state differs: %+v vs %+v", sb, sa)
	}
	// Training goes on from the saved state to the book's end.
	tapN(e2.bar.stepBtn, 4)
	if st := e2.s.State(); !slices.Equal(st.Alpha, []float64{2, 0, 5}) || st.B != -3 {
		t.Errorf("continued after reopening: α = %v, b = %v", st.Alpha, st.B)
	}
	if e2.s.View == nil {
		t.Error("the view was not stored")
	}
}

func TestSaveCSVKeepsThePoints(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	path := filepath.Join(t.TempDir(), "points.csv")
	e.saveTo(path, nil)
	e2 := newTestExplorer(t)
	e2.openPath(path)
	if !sameSet(e2.s.Set(), e.s.Set()) {
		t.Errorf("CSV round trip: %v, want %v", e2.s.Set(), e.s.Set())
	}
}

func TestSaveFailureKeepsWorkUnsaved(t *testing.T) {
	e := newTestExplorer(t)
	e.s.AddPoint([]float64{1, 1}, 1)
	e.saveTo(filepath.Join(t.TempDir(), "no", "such", "dir", "x.json"), nil)
	if !e.s.Dirty() || e.win.Canvas().Overlays().Top() == nil {
		t.Errorf("a failed save: dirty %v, dialog %v", e.s.Dirty(), e.win.Canvas().Overlays().Top())
	}
}

func TestCloseAsksAboutUnsavedChanges(t *testing.T) {
	a := test.NewTempApp(t)
	e := newExplorer(a, test.NewWindow(nil)) // not a temp window: it closes itself
	e.onClose()
	if !e.closed {
		t.Fatal("a clean session did not close")
	}
	e = newTestExplorer(t)
	e.s.AddPoint([]float64{1, 1}, 1)
	e.onClose()
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), T("Unsaved changes")) {
		t.Fatal("closing with unsaved changes did not ask")
	}
}

func TestAutosaveIsOfferedBack(t *testing.T) {
	e := newTestExplorer(t)
	e.s.AddPoint([]float64{1, 2}, 1)
	e.s.AddPoint([]float64{-1, 0}, -1)
	e.auto.save()
	if _, err := os.Stat(e.auto.path); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	// A new window on the same app storage finds it and offers it back.
	e2 := newExplorer(e.app, test.NewTempWindow(t, nil))
	e2.start(nil)
	if e2.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no offer to restore the autosave")
	}
	e2.auto.onRestore(true)
	if !sameSet(e2.s.Set(), e.s.Set()) || !e2.s.Dirty() || e2.s.Path != "" {
		t.Errorf("restored %v dirty %v path %q", e2.s.Set(), e2.s.Dirty(), e2.s.Path)
	}
	e2.saveTo(filepath.Join(t.TempDir(), "kept.json"), nil)
	if _, err := os.Stat(e.auto.path); !os.IsNotExist(err) {
		t.Error("saving did not drop the autosave")
	}
}

func TestOpenFromCommandLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "one.csv")
	if err := os.WriteFile(path, []byte("x,y\n2,1\n-2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e := newTestExplorer(t)
	e.start([]string{path})
	if e.s.Set().Len() != 2 || e.s.Set().D != 1 || e.s.Dirty() {
		t.Fatalf("opened %v (dirty %v)", e.s.Set(), e.s.Dirty())
	}
	test.Tap(e.bar.endBtn)
	settle(t, e)
	if e.s.State().Status != algo.Converged {
		t.Errorf("1-D data: %v", e.s.State().Status)
	}
	if !strings.Contains(e.win.Title(), "one.csv") {
		t.Errorf("title %q does not name the file", e.win.Title())
	}
}

func TestKernelSessionRoundTrip(t *testing.T) {
	e := newTestExplorer(t)
	e.examplesMenu().Items[5].Action()
	f := e.side.model.settings
	f.form.SetSelected(f.form.Options[lab.Kernel])
	f.param.SetText("0.5")
	tapN(e.bar.stepBtn, 5)
	path := filepath.Join(t.TempDir(), "kernel.json")
	e.saveTo(path, nil)
	e2 := newTestExplorer(t)
	e2.openPath(path)
	a, b := e.s.State(), e2.s.State()
	if !e2.s.Settings().Equal(e.s.Settings()) || e2.s.Settings().Sigma != 0.5 {
		t.Fatalf("settings %+v, want %+v", e2.s.Settings(), e.s.Settings())
	}
	if b.K != 5 || !slices.Equal(a.Alpha, b.Alpha) || a.B != b.B || b.W != nil {
		t.Errorf("kernel state after reopening: k = %d, α equal %v, b %v vs %v, w %v",
			b.K, slices.Equal(a.Alpha, b.Alpha), b.B, a.B, b.W)
	}
}
