package fitview

import (
	"io"
	"perceptronlab/fileio"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/labtheme"
)

// testRoom is the window a View's tests give it: a test window showing the
// view, a session that holds its lab, and a record of what the view asked.
type testRoom struct {
	win       fyne.Window
	s         *lab.Session
	messages  []string
	figure    figuredialog.Choice
	dialog    *figuredialog.Dialog
	savePath  string // AskSavePath's answer; "" cancels
	projector bool
	left      bool // LeaveFitMode was asked
	edits     int  // FitEdited calls
	jobs      sync.WaitGroup
	v         *View
}

func (r *testRoom) Session() *lab.Session   { return r.s }
func (r *testRoom) Window() fyne.Window     { return r.win }
func (r *testRoom) Refresh()                {}
func (r *testRoom) Changed()                {}
func (r *testRoom) Message(s string)        { r.messages = append(r.messages, s) }
func (r *testRoom) PlaneStyle() scene.Style { return scene.DefaultStyle(false) }
func (r *testRoom) IsClosed() bool          { return false }
func (r *testRoom) FigureChoice() figuredialog.Choice {
	return r.figure
}
func (r *testRoom) SetFigureChoice(c figuredialog.Choice) { r.figure = c }
func (r *testRoom) AskSavePath(_ string, _ []string, then func(path string)) {
	if r.savePath != "" {
		then(r.savePath)
	}
}
func (r *testRoom) ShowFigureDialog(d *figuredialog.Dialog) { r.dialog = d; d.Show() }
func (r *testRoom) WriteFile(path string, write func(io.Writer) error) error {
	return fileio.WriteAtomic(path, write)
}
func (r *testRoom) Track() func()                { r.jobs.Add(1); return r.jobs.Done }
func (r *testRoom) LeaveFitMode()                { r.left = true }
func (r *testRoom) InFitMode() bool              { return !r.left }
func (r *testRoom) FitEdited()                   { r.edits++ }
func (r *testRoom) KeepClean(bool)               {}
func (r *testRoom) Look() (dark, projector bool) { return false, r.projector }
func (r *testRoom) SetProjector(on bool) {
	r.projector = on
	fyne.CurrentApp().Settings().SetTheme(labtheme.NewTheme(false, on))
	r.v.Relabel()
	r.v.Restyle()
}
func (r *testRoom) ToggleFullScreen() {}

// newTestView returns a View on Bishop's ten points in a 1240 × 760 test
// window, as the window shows it.
func newTestView(t *testing.T) (*testRoom, *View) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(labtheme.NewTheme(false, false))
	r := &testRoom{s: lab.NewSession(), figure: figuredialog.DefaultChoice}
	v := NewView(r)
	r.v = v
	r.s.SetFit(v.Lab())
	if err := v.LoadExample("bishop11"); err != nil {
		t.Fatal(err)
	}
	r.win = test.NewTempWindow(t, v.Content())
	r.win.Resize(fyne.NewSize(1240, 760))
	r.win.Canvas().SetOnTypedKey(v.OnKey)
	v.Frame()
	v.Refresh()
	t.Cleanup(func() {
		v.Wait()
		r.jobs.Wait()
	})
	return r, v
}

// newTestViewLOO is newTestView, then leave-one-out started from the
// Cross-validation tab: the stepper shows fold 1 of Bishop's 10.
func newTestViewLOO(t *testing.T) (*testRoom, *View) {
	t.Helper()
	r, v := newTestView(t)
	v.Tabs.SelectIndex(CVTab)
	v.CV.Kind.SetSelectedIndex(int(lab.CVLOO))
	test.Tap(v.CV.Start)
	v.Jobs.Wait()
	return r, v
}

// waitFigures waits for the Chapter 1 tab's figures being drawn.
func (m *fitMore) waitFigures() {
	m.losses.Jobs.Wait()
	m.bound.Jobs.Wait()
	m.coin.Jobs.Wait()
}
