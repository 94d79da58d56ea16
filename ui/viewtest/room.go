// Package viewtest is the window a method view's tests give it: a
// methodview.Room over a session, a test window that shows the view's
// tabs side by side, and a record of what the view asked. It is test
// support only, as scene/scenetest is, so that each view's tests run
// without the window (ui/knnview, ui/nbview).
package viewtest

import (
	"io"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"perceptronlab/algo/numeric"
	"perceptronlab/figure"
	"perceptronlab/fileio"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
	"perceptronlab/ui/methodview"
)

// Room is a methodview.Room for a view's tests.
type Room struct {
	Win      fyne.Window
	S        *lab.Session
	Messages []string    // what the view said in the status bar, in order
	Shown    string      // the side panel's tab shown
	QueryOn  bool        // query mode
	Panels   []kit.Panel // the view's tabs, in its order
}

var _ methodview.Room = (*Room)(nil)

// NewApp makes the test app a view's tests run in, in the lab's light
// theme, so that golden images and sizes are the window's.
func NewApp(t testing.TB) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(labtheme.NewTheme(false, false))
	return a
}

// Open makes a Room over an empty session, the view maker makes in it,
// and the view's tabs built and shown side by side in a test window
// width × 800 wide, in the test app already made.
func Open(t testing.TB, maker methodview.Maker, width float32) (*Room, methodview.View) {
	t.Helper()
	r := &Room{S: lab.NewSession()}
	v := maker(r)
	var objs []fyne.CanvasObject
	for _, tab := range v.Tabs() {
		p := tab.Build()
		r.Panels = append(r.Panels, p)
		objs = append(objs, p.CanvasObject())
	}
	r.Win = test.NewTempWindow(t, container.NewGridWithColumns(max(len(objs), 1), objs...))
	r.Win.Resize(fyne.NewSize(width, 800))
	for _, p := range r.Panels {
		p.Relabel()
	}
	return r, v
}

// Session returns the session.
func (r *Room) Session() *lab.Session { return r.S }

// Window returns the test window.
func (r *Room) Window() fyne.Window { return r.Win }

// Refresh refreshes every tab from the session, as the window does after
// each change; Changed does the same.
func (r *Room) Refresh() {
	for _, p := range r.Panels {
		p.Refresh()
	}
}

// Changed refreshes every tab, as after an edit.
func (r *Room) Changed() { r.Refresh() }

// Message records s.
func (r *Room) Message(s string) { r.Messages = append(r.Messages, s) }

// PlaneStyle is the light style.
func (r *Room) PlaneStyle() scene.Style { return scene.DefaultStyle(false) }

// IsClosed is false: the window stays open for the test.
func (r *Room) IsClosed() bool { return false }

// StopRun does nothing: no controller runs in a view's test.
func (r *Room) StopRun() {}

// Novikoff reports nothing computed: the views of k-NN and naive Bayes
// never ask.
func (r *Room) Novikoff() (numeric.NovikoffResult, bool) { return numeric.NovikoffResult{}, false }

// ShowTab records the tab shown; TabShown asks it.
func (r *Room) ShowTab(name string) { r.Shown = name }

// TabShown reports whether name is the tab shown.
func (r *Room) TabShown(name string) bool { return r.Shown == name }

// ApplySettings puts ts in the session and refreshes the tabs.
func (r *Room) ApplySettings(ts lab.TrainSettings) {
	r.S.SetSettings(ts)
	r.Changed()
}

// QueryMode reports query mode; SetQueryMode sets it.
func (r *Room) QueryMode() bool { return r.QueryOn }

// SetQueryMode sets query mode.
func (r *Room) SetQueryMode(on bool) { r.QueryOn = on }

// PredictHides is false: predict mode is off.
func (r *Room) PredictHides() bool { return false }

// AskSavePath asks nothing: a test writes with WriteFile.
func (r *Room) AskSavePath(string, []string, func(string)) {}

// WriteFile writes path atomically, as the window does.
func (r *Room) WriteFile(path string, write func(io.Writer) error) error {
	return fileio.WriteAtomic(path, write)
}

// Look is light, not in projector mode.
func (r *Room) Look() (dark, projector bool) { return false, false }

// SaveAnimation writes nothing.
func (r *Room) SaveAnimation(string, func(scene.Input, scene.View) *figure.Animation) {}
