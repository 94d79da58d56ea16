package nbview

import (
	"io"
	"perceptronlab/algo/numeric"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"perceptronlab/figure"
	"perceptronlab/fileio"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
)

// testRoom is the window a Method's tests give it, as knnview's tests
// make it: a test window showing the method's tabs, a session that holds
// its lab, and a record of what the view asked.
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
	return numeric.NovikoffResult{}, false // naive Bayes's view never asks
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

// newTestMethod returns naive Bayes's view for a test room over an empty
// session, its Bayes tab built and shown in a 600 × 800 test window.
func newTestMethod(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(labtheme.NewTheme(false, false))
	r := &testRoom{s: lab.NewSession()}
	m := NewMethod(r).(*Method)
	var objs []fyne.CanvasObject
	for _, tab := range m.Tabs() {
		p := tab.Build()
		r.panels = append(r.panels, p)
		objs = append(objs, p.CanvasObject())
	}
	r.win = test.NewTempWindow(t, container.NewGridWithColumns(len(objs), objs...))
	r.win.Resize(fyne.NewSize(600, 800))
	for _, p := range r.panels {
		p.Relabel()
	}
	return r, m
}

// bayesTab returns the Bayes tab.
func (r *testRoom) bayesTab() *nbPanel { return r.panels[0].(*nbPanel) }
