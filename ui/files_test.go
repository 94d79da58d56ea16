package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"perceptronlab/lab"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/algo/perceptron"
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
	if !e.closed.Load() {
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

// deadPID is a process ID no process has (Linux caps them far lower).
const deadPID = 2147483646

// crash makes e's autosave look like one a crashed process left behind.
func crash(t *testing.T, e *explorer) string {
	t.Helper()
	e.auto.save()
	left := filepath.Join(e.auto.dir, fmt.Sprintf("autosave-%d-1.json", deadPID))
	if err := os.Rename(e.auto.path, left); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	return left
}

func TestAutosaveIsOfferedBack(t *testing.T) {
	e := newTestExplorer(t)
	e.s.AddPoint([]float64{1, 2}, 1)
	e.s.AddPoint([]float64{-1, 0}, -1)
	left := crash(t, e)
	// A window started on a file still finds what the crash left.
	csv := filepath.Join(t.TempDir(), "ok.csv")
	if err := os.WriteFile(csv, []byte("x,y\n2,1\n-2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e2 := secondWindow(t, e)
	e2.start([]string{csv})
	if e2.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no offer to restore the autosave")
	}
	e2.s.AddPoint([]float64{5}, 1) // an edit before answering must not overwrite it
	e2.auto.save()
	if _, err := os.Stat(left); err != nil {
		t.Fatalf("the window's first autosave removed what the crash left: %v", err)
	}
	e2.auto.onRestore(left, true)
	if !sameSet(e2.s.Set(), e.s.Set()) || !e2.s.Dirty() || e2.s.Path != "" {
		t.Errorf("restored %v dirty %v path %q", e2.s.Set(), e2.s.Dirty(), e2.s.Path)
	}
	if _, err := os.Stat(e2.auto.path); err != nil {
		t.Errorf("the restored work has no autosave of its own: %v", err)
	}
	e2.saveTo(filepath.Join(t.TempDir(), "kept.json"), nil)
	if _, err := os.Stat(e2.auto.path); !os.IsNotExist(err) {
		t.Error("saving did not drop the window's autosave")
	}
}

func TestAutosaveIsPerWindow(t *testing.T) {
	e1 := newTestExplorer(t)
	e2 := secondWindow(t, e1)
	for _, e := range []*explorer{e1, e2} {
		e.s.AddPoint([]float64{1, 1}, 1)
		e.auto.save()
	}
	if e1.auto.path == e2.auto.path {
		t.Fatalf("two windows share the autosave %s", e1.auto.path)
	}
	e1.auto.discard() // what quit does to the autosave (closing the test window twice would panic)
	if _, err := os.Stat(e2.auto.path); err != nil {
		t.Errorf("quitting one window removed the other's autosave: %v", err)
	}
	if len(e2.auto.orphans()) != 0 {
		t.Errorf("a live window's autosave is offered as a crash's: %v", e2.auto.orphans())
	}
}

func TestAutosaveKeepsTraining(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	for range 3 {
		test.Tap(e.bar.stepBtn)
	}
	if e.s.Dirty() {
		t.Fatal("steps made the session dirty; the test wants them alone")
	}
	left := crash(t, e)
	e2 := secondWindow(t, e)
	e2.auto.onRestore(left, true)
	if k := e2.s.State().K; k != 3 {
		t.Errorf("restored training at k = %d, want 3", k)
	}
}

func TestAutosaveFailureIsSaid(t *testing.T) {
	e := newTestExplorer(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	e.auto.dir = filepath.Join(blocker, "autosaves") // a folder inside a file cannot be made
	e.s.AddPoint([]float64{1, 1}, 1)
	e.auto.save()
	if msg := e.status.Message(); !strings.Contains(msg, "Autosave failed") {
		t.Errorf("status %q, want a word that autosave failed", msg)
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
	if e.s.State().Status != perceptron.Converged {
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
