//go:build unix

package autosave

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
	"perceptronlab/scene"
)

// deadPID is a process ID no process has (Linux caps them far lower).
const deadPID = 2147483646

// testRoom is a window's room without a window's parts: a session, a test
// window, the test app's storage.
type testRoom struct {
	s *lab.Session
	w fyne.Window
}

func (r *testRoom) Session() *lab.Session   { return r.s }
func (r *testRoom) Window() fyne.Window     { return r.w }
func (r *testRoom) Refresh()                {}
func (r *testRoom) Changed()                {}
func (r *testRoom) Message(string)          {}
func (r *testRoom) PlaneStyle() scene.Style { return scene.DefaultStyle(false) }
func (r *testRoom) IsClosed() bool          { return false }
func (r *testRoom) Storage() fyne.Storage   { return fyne.CurrentApp().Storage() }
func (r *testRoom) StoreView()              {}
func (r *testRoom) ApplyView()              {}
func (r *testRoom) ShowOpenedFit(string)    {}
func (r *testRoom) ShowOpenedFold()         {}

// newTestSaver returns the saver of a new window whose autosaves are in dir.
func newTestSaver(t *testing.T, dir string) *Saver {
	t.Helper()
	test.NewTempApp(t)
	a := New(&testRoom{s: lab.NewSession(), w: test.NewTempWindow(t, nil)})
	a.Dir, a.Path = dir, filepath.Join(dir, filepath.Base(a.Path))
	return a
}
