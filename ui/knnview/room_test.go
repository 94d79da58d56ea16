package knnview

import (
	"io"
	"perceptronlab/algo/numeric"
	"perceptronlab/fileio"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
)

// testRoom is the window a Method's tests give it: a test window showing
// the method's two tabs, a session that holds its lab, and a record of
// what the view asked.
type testRoom struct {
	win       fyne.Window
	s         *lab.Session
	messages  []string
	shown     string // the tab shown
	queryMode bool
	panels    []kit.Panel
}

func (r *testRoom) Session() *lab.Session { return r.s }
func (r *testRoom) Window() fyne.Window   { return r.win }

// Refresh refreshes every tab from the session, as the window does after
// each change.
func (r *testRoom) Refresh() {
	for _, p := range r.panels {
		p.Refresh()
	}
}
func (r *testRoom) Changed()                { r.Refresh() }
func (r *testRoom) Message(s string)        { r.messages = append(r.messages, s) }
func (r *testRoom) PlaneStyle() scene.Style { return scene.DefaultStyle(false) }
func (r *testRoom) IsClosed() bool          { return false }
func (r *testRoom) StopRun()                {}
func (r *testRoom) Novikoff() (numeric.NovikoffResult, bool) {
	return numeric.NovikoffResult{}, false // k-NN's view never asks
}
func (r *testRoom) ShowTab(name string)       { r.shown = name }
func (r *testRoom) TabShown(name string) bool { return r.shown == name }
func (r *testRoom) ApplySettings(ts lab.TrainSettings) {
	r.s.SetSettings(ts)
	r.Changed()
}
func (r *testRoom) QueryMode() bool                            { return r.queryMode }
func (r *testRoom) SetQueryMode(on bool)                       { r.queryMode = on }
func (r *testRoom) PredictHides() bool                         { return false }
func (r *testRoom) AskSavePath(string, []string, func(string)) {}
func (r *testRoom) WriteFile(path string, write func(io.Writer) error) error {
	return fileio.WriteAtomic(path, write)
}
func (r *testRoom) Look() (dark, projector bool) { return false, false }
func (r *testRoom) SaveAnimation(string, func(scene.Input, scene.View) *figure.Animation) {
}

// newTestMethod returns k-NN's view for a test room over an empty
// session, its kd-tree and Choose k tabs built and shown side by side in
// a 900 × 800 test window. Every test waits for the cross-validation it
// starts before it ends.
func newTestMethod(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(labtheme.NewTheme(false, false))
	return newRoom(t)
}

// newRoom is newTestMethod in the test app already made: a second window.
func newRoom(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	r := &testRoom{s: lab.NewSession()}
	m := NewMethod(r).(*Method)
	var objs []fyne.CanvasObject
	for _, tab := range m.Tabs() {
		p := tab.Build()
		r.panels = append(r.panels, p)
		objs = append(objs, p.CanvasObject())
	}
	r.win = test.NewTempWindow(t, container.NewGridWithColumns(len(objs), objs...))
	r.win.Resize(fyne.NewSize(900, 800))
	for _, p := range r.panels {
		p.Relabel()
	}
	t.Cleanup(m.Wait)
	return r, m
}

// openExample opens Li Hang's example name as the window's Examples menu
// does: its points and settings in the session, then what the view shows
// of it (Method.Open).
func openExample(t *testing.T, r *testRoom, m *Method, name string) {
	t.Helper()
	x, ok := lab.ExampleByName(name)
	if !ok {
		t.Fatalf("no example %q", name)
	}
	set, err := x.Points()
	if err != nil {
		t.Fatal(err)
	}
	r.s.Replace(set, x.Settings(lab.DefaultSettings()))
	r.Changed()
	m.Open(&x)
	r.Refresh()
}

// replace puts set in the session with k-NN and k, as opening a file does.
func replace(r *testRoom, set *dataset.Set, k int) {
	ts := lab.DefaultSettings()
	ts.Form, ts.K = lab.KNN, k
	r.s.Replace(set, ts)
	r.Changed()
}

// treeTab returns the kd-tree tab.
func (r *testRoom) treeTab() *treePanel { return r.panels[0].(*treePanel) }

// countShapes counts the shapes of layer l in the scene of models ms over
// the session's points, as the plane builds it.
func countShapes(r *testRoom, ms []scene.Model, l scene.Layer) int {
	in := scene.NewInput(r.s.Set())
	in.Models = ms
	n := 0
	for _, sh := range scene.Build(in, scene.View{XMin: 0, XMax: 10, YMin: 0, YMax: 8}).Shapes {
		if sh.Layer == l {
			n++
		}
	}
	return n
}

// modelsOf returns the models of type M in ms.
func modelsOf[M scene.Model](ms []scene.Model) []M {
	var out []M
	for _, m := range ms {
		if v, ok := m.(M); ok {
			out = append(out, v)
		}
	}
	return out
}
