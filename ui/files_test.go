package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"

	"perceptronlab/param"
	"perceptronlab/ui/i18n"
)

func TestSessionRoundTrip(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.Form.SetSelected(f.Form.Options[1])
	tapN(e.bar.stepBtn, 3)
	path := filepath.Join(t.TempDir(), "lesson.json")
	e.keep.saveTo(path, nil)
	if e.s.Dirty() || e.s.Path != path {
		t.Fatalf("after saving: dirty %v, path %q", e.s.Dirty(), e.s.Path)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), `"version": 1`) {
		t.Fatalf("session file: %v\n%s", err, data)
	}

	e2 := newTestExplorer(t)
	e2.keep.openPath(path)
	a, b := e.s, e2.s
	if !sameSet(a.Set(), b.Set()) || !a.Settings().Equal(b.Settings()) {
		t.Fatalf("reopened session differs: %v %+v vs %v %+v", b.Set(), b.Settings(), a.Set(), a.Settings())
	}
	sa, sb := a.Training().State(), b.Training().State()
	if sa.K != sb.K || !slices.Equal(sa.W, sb.W) || sa.B != sb.B || !slices.Equal(sa.Alpha, sb.Alpha) || len(sa.Trace) != len(sb.Trace) {
		t.Fatalf("training state differs: %+v vs %+v", sb, sa)
	}
	// Training goes on from the saved state to the book's end.
	tapN(e2.bar.stepBtn, 4)
	if st := e2.s.Training().State(); !slices.Equal(st.Alpha, []float64{2, 0, 5}) || st.B != -3 {
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
	e.keep.saveTo(path, nil)
	e2 := newTestExplorer(t)
	e2.keep.openPath(path)
	if !sameSet(e2.s.Set(), e.s.Set()) {
		t.Errorf("CSV round trip: %v, want %v", e2.s.Set(), e.s.Set())
	}
}

func TestSaveFailureKeepsWorkUnsaved(t *testing.T) {
	e := newTestExplorer(t)
	e.s.AddPoint([]float64{1, 1}, 1)
	e.keep.saveTo(filepath.Join(t.TempDir(), "no", "such", "dir", "x.json"), nil)
	if !e.s.Dirty() || e.win.Canvas().Overlays().Top() == nil {
		t.Errorf("a failed save: dirty %v, dialog %v", e.s.Dirty(), e.win.Canvas().Overlays().Top())
	}
}

func TestCloseAsksAboutUnsavedChanges(t *testing.T) {
	a := test.NewTempApp(t)
	e := newExplorer(a, test.NewWindow(nil)) // not a temp window: it closes itself
	e.keep.onClose()
	if !e.closed.Load() {
		t.Fatal("a clean session did not close")
	}
	e = newTestExplorer(t)
	e.s.AddPoint([]float64{1, 1}, 1)
	e.keep.onClose()
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), i18n.T("Unsaved changes")) {
		t.Fatal("closing with unsaved changes did not ask")
	}
}

// deadPID is a process ID no process has (Linux caps them far lower).
const deadPID = 2147483646

// crash makes e's autosave look like one a crashed process left behind.
func crash(t *testing.T, e *explorer) string {
	t.Helper()
	e.auto.Save()
	left := filepath.Join(e.auto.Dir, fmt.Sprintf("autosave-%d-1.json", deadPID))
	if err := os.Rename(e.auto.Path, left); err != nil {
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
	e2.auto.Save()
	if _, err := os.Stat(left); err != nil {
		t.Fatalf("the window's first autosave removed what the crash left: %v", err)
	}
	e2.auto.OnRestore(left, true)
	if !sameSet(e2.s.Set(), e.s.Set()) || !e2.s.Dirty() || e2.s.Path != "" {
		t.Errorf("restored %v dirty %v path %q", e2.s.Set(), e2.s.Dirty(), e2.s.Path)
	}
	if _, err := os.Stat(e2.auto.Path); err != nil {
		t.Errorf("the restored work has no autosave of its own: %v", err)
	}
	e2.keep.saveTo(filepath.Join(t.TempDir(), "kept.json"), nil)
	if _, err := os.Stat(e2.auto.Path); !os.IsNotExist(err) {
		t.Error("saving did not drop the window's autosave")
	}
}

func TestAutosaveIsPerWindow(t *testing.T) {
	e1 := newTestExplorer(t)
	e2 := secondWindow(t, e1)
	for _, e := range []*explorer{e1, e2} {
		e.s.AddPoint([]float64{1, 1}, 1)
		e.auto.Save()
	}
	if e1.auto.Path == e2.auto.Path {
		t.Fatalf("two windows share the autosave %s", e1.auto.Path)
	}
	e1.auto.Discard() // what quit does to the autosave (closing the test window twice would panic)
	if _, err := os.Stat(e2.auto.Path); err != nil {
		t.Errorf("quitting one window removed the other's autosave: %v", err)
	}
	if len(e2.auto.Orphans()) != 0 {
		t.Errorf("a live window's autosave is offered as a crash's: %v", e2.auto.Orphans())
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
	e2.auto.OnRestore(left, true)
	if k := e2.s.Training().State().K; k != 3 {
		t.Errorf("restored training at k = %d, want 3", k)
	}
}

func TestAutosaveFailureIsSaid(t *testing.T) {
	e := newTestExplorer(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	e.auto.Dir = filepath.Join(blocker, "autosaves") // a folder inside a file cannot be made
	e.s.AddPoint([]float64{1, 1}, 1)
	e.auto.Save()
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
	if e.s.Training().State().Status != perceptron.Converged {
		t.Errorf("1-D data: %v", e.s.Training().State().Status)
	}
	if !strings.Contains(e.win.Title(), "one.csv") {
		t.Errorf("title %q does not name the file", e.win.Title())
	}
}

func TestKernelSessionRoundTrip(t *testing.T) {
	e := newTestExplorer(t)
	exampleItem(t, e, "Two concentric circles").Action()
	f := e.modelP().Settings
	f.Form.SetSelected(f.Form.Options[formOf("kernel")])
	f.Row(param.Sigma).Entry.SetText("0.5")
	tapN(e.bar.stepBtn, 5)
	path := filepath.Join(t.TempDir(), "kernel.json")
	e.keep.saveTo(path, nil)
	e2 := newTestExplorer(t)
	e2.keep.openPath(path)
	a, b := e.s.Training().State(), e2.s.Training().State()
	if !e2.s.Settings().Equal(e.s.Settings()) || e2.s.Settings().Sigma != 0.5 {
		t.Fatalf("settings %+v, want %+v", e2.s.Settings(), e.s.Settings())
	}
	if b.K != 5 || !slices.Equal(a.Alpha, b.Alpha) || a.B != b.B || b.W != nil {
		t.Errorf("kernel state after reopening: k = %d, α equal %v, b %v vs %v, w %v",
			b.K, slices.Equal(a.Alpha, b.Alpha), b.B, a.B, b.W)
	}
}

// tumoursCSV is a CSV file as a person writes it: comments, a header of
// their own names, labels 0 and 1, a section comment and a note on a row.
const tumoursCSV = `# Four tumours, two features
# source: hand-made for the test
radius,texture,diagnosis
1.5,2,0
2,1,0 # small
# malignant ones
4,4,1
5,3.25,1
`

// writeFile writes text to name in a new temporary folder.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// readText returns the text of the file at path.
func readText(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSaveOverCSVKeepsItsForm(t *testing.T) {
	// Issue 25: Ctrl+S over an opened CSV dropped its comments, renamed
	// radius,texture,diagnosis to x1,x2,y and wrote labels 0/1 as −1/+1.
	e := newTestExplorer(t)
	path := writeFile(t, "tumours.csv", tumoursCSV)
	e.keep.openPath(path)
	e.s.AddPoint([]float64{6, 5}, 1)
	e.s.AddPoint([]float64{0.5, 0.5}, -1)
	e.keep.onSave()
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("saving asked: %s", overlayText(top))
	}
	want := tumoursCSV + "6,5,1\n0.5,0.5,0\n"
	if got := readText(t, path); got != want {
		t.Errorf("saved\n%s\nwant\n%s", got, want)
	}
	if e.s.Dirty() || !strings.Contains(e.status.Message(), "Saved tumours.csv") {
		t.Errorf("after saving: dirty %v, status %q", e.s.Dirty(), e.status.Message())
	}
	// It reads back as the same points, and a second save keeps the form.
	e2 := secondWindow(t, e)
	e2.keep.openPath(path)
	if !sameSet(e2.s.Set(), e.s.Set()) {
		t.Errorf("read back %v, want %v", e2.s.Set(), e.s.Set())
	}
	e.s.RemovePoint(1) // the row with the note
	e.keep.onSave()
	if got, want := readText(t, path), strings.Replace(want, "2,1,0 # small\n", "# small\n", 1); got != want {
		t.Errorf("after deleting a row, saved\n%s\nwant\n%s", got, want)
	}
}

// buttonIn returns the button of the top overlay of e's window with the
// text, or fails.
func buttonIn(t *testing.T, e *explorer, text string) *widget.Button {
	t.Helper()
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog with a button %q", text)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q in\n%s", text, overlayText(top))
	return nil
}

// undoneOpen opens a 1-D file, then tumours.csv, and undoes the second
// opening: the window has 1-D points and still names tumours.csv.
func undoneOpen(t *testing.T) (*explorer, string) {
	t.Helper()
	e := newTestExplorer(t)
	e.keep.openPath(writeFile(t, "line.csv", "x,y\n2,1\n-2,-1\n"))
	path := writeFile(t, "tumours.csv", tumoursCSV)
	e.keep.openPath(path)
	e.edit.undo()
	if e.s.Set().D != 1 || e.s.Path != path {
		t.Fatalf("after undo: %d-D points, path %q", e.s.Set().D, e.s.Path)
	}
	return e, path
}

func TestSaveOverCSVAsksWhenItCannotKeepItsForm(t *testing.T) {
	// Undoing the opening of tumours.csv brings back 1-D points, while the
	// window still names tumours.csv: Ctrl+S wrote them over it, as x1,y.
	e, path := undoneOpen(t)
	e.keep.onSave()
	if got := overlayText(e.win.Canvas().Overlays().Top()); !strings.Contains(got, "tumours.csv cannot take these points in its own form: it has 3 columns (radius,texture,diagnosis), these points need 2.") {
		t.Fatalf("the question says\n%s", got)
	}
	test.Tap(buttonIn(t, e, i18n.T("Cancel")))
	if readText(t, path) != tumoursCSV || !e.s.Dirty() {
		t.Fatalf("Cancel wrote the file (dirty %v)", e.s.Dirty())
	}
	// Save as session proposes tumours.json, and saves everything there.
	var proposed string
	e.keep.pickSave = func(name string, _ []string, then func(string)) {
		proposed = name
		then(filepath.Join(filepath.Dir(path), name))
	}
	e.keep.onSave()
	test.Tap(buttonIn(t, e, i18n.T("Save as session")))
	if proposed != "tumours.json" || readText(t, path) != tumoursCSV {
		t.Fatalf("proposed %q; the CSV file now\n%s", proposed, readText(t, path))
	}
	if !strings.Contains(readText(t, filepath.Join(filepath.Dir(path), "tumours.json")), `"version": 1`) || e.s.Dirty() {
		t.Fatalf("no session file, or still dirty (%v)", e.s.Dirty())
	}
	// Overwrite anyway writes the lab's own form.
	e, path = undoneOpen(t)
	e.keep.onSave()
	test.Tap(buttonIn(t, e, i18n.T("Overwrite anyway")))
	if got := readText(t, path); got != "x1,y\n2,1\n-2,-1\n" || e.s.Dirty() {
		t.Errorf("Overwrite anyway wrote\n%s(dirty %v)", got, e.s.Dirty())
	}
}

func TestSaveAsksWhenAnotherWindowWroteTheFile(t *testing.T) {
	// Issue 25: two windows on one file, and the later save silently
	// overwrote the other's work.
	e1 := newTestExplorer(t)
	path := writeFile(t, "tumours.csv", tumoursCSV)
	e1.keep.openPath(path)
	e2 := secondWindow(t, e1)
	e2.keep.openPath(path)
	e2.s.AddPoint([]float64{9, 9}, 1)
	e2.keep.onSave()
	theirs := readText(t, path)
	if !strings.Contains(theirs, "9,9,1") {
		t.Fatalf("the second window's save:\n%s", theirs)
	}
	e1.s.AddPoint([]float64{0, 0}, -1)
	e1.keep.onSave()
	if got := overlayText(e1.win.Canvas().Overlays().Top()); !strings.Contains(got, "tumours.csv was changed by another window or program") {
		t.Fatalf("the first window's save did not ask:\n%s", got)
	}
	test.Tap(buttonIn(t, e1, i18n.T("Cancel")))
	if readText(t, path) != theirs || !e1.s.Dirty() {
		t.Fatal("Cancel wrote the file, or marked the work saved")
	}
	// Save As… saves elsewhere and leaves their file alone.
	other := filepath.Join(t.TempDir(), "mine.csv")
	e1.keep.pickSave = func(_ string, _ []string, then func(string)) { then(other) }
	e1.keep.onSave()
	test.Tap(buttonIn(t, e1, i18n.T("Save As…")))
	if readText(t, path) != theirs || !strings.Contains(readText(t, other), "0,0,0") {
		t.Fatalf("Save As… wrote\n%s\nand left\n%s", readText(t, other), readText(t, path))
	}
	// Overwrite overwrites, and the next save does not ask again.
	e3 := secondWindow(t, e1)
	e3.keep.openPath(path)
	e2.s.AddPoint([]float64{8, 8}, 1)
	e2.keep.onSave()
	if top := e2.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("the window that wrote the file last was asked:\n%s", overlayText(top))
	}
	e3.s.AddPoint([]float64{7, 0}, -1)
	e3.keep.onSave()
	test.Tap(buttonIn(t, e3, i18n.T("Overwrite")))
	if got := readText(t, path); !strings.Contains(got, "7,0,0") || strings.Contains(got, "8,8,1") {
		t.Errorf("Overwrite wrote\n%s", got)
	}
	e3.s.AddPoint([]float64{7, 1}, -1)
	e3.keep.onSave()
	if top := e3.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a second save asked again:\n%s", overlayText(top))
	}
}

func TestSaveAsksWhenTheBytesChangedButNotTheSizeOrTime(t *testing.T) {
	// A change within the file system's time resolution, of the same size:
	// only the hash tells it.
	e := newTestExplorer(t)
	path := writeFile(t, "lab.json", "")
	e.s.AddPoint([]float64{1, 1}, 1)
	e.keep.saveTo(path, nil)
	info, _ := os.Stat(path)
	text := readText(t, path)
	changed := strings.Replace(text, `"version": 1`, `"version":  1`, 1)
	changed = strings.Replace(changed, `"b": 0`, `"b":0`, 1)
	if len(changed) != len(text) || changed == text {
		t.Fatalf("the test's change is not of the same size: %d vs %d", len(changed), len(text))
	}
	if err := os.WriteFile(path, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(path, info.ModTime(), info.ModTime())
	e.s.AddPoint([]float64{2, 2}, 1)
	e.keep.onSave()
	if top := e.win.Canvas().Overlays().Top(); top == nil || !strings.Contains(overlayText(top), i18n.T("The file changed on disk")) {
		t.Fatal("a change of the same size and time was overwritten without a word")
	}
	// A file only touched has not changed: saving does not ask.
	test.Tap(buttonIn(t, e, i18n.T("Overwrite")))
	later := info.ModTime().Add(time.Hour)
	os.Chtimes(path, later, later)
	e.s.AddPoint([]float64{3, 3}, 1)
	e.keep.onSave()
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a touched file asked:\n%s", overlayText(top))
	}
}

func TestAutosaveNeverWritesTheUsersFile(t *testing.T) {
	e := newTestExplorer(t)
	path := writeFile(t, "tumours.csv", tumoursCSV)
	e.keep.openPath(path)
	e.s.AddPoint([]float64{6, 5}, 1)
	e.auto.Save()
	if _, err := os.Stat(e.auto.Path); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	if readText(t, path) != tumoursCSV {
		t.Error("autosave wrote the user's file")
	}
	e.keep.onSave() // and the autosave did not make the window's own save ask
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("saving after an autosave asked:\n%s", overlayText(top))
	}
}
