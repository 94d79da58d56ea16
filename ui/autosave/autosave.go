//go:build !js

package autosave

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"perceptronlab/lab"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// autosaveDir is the folder, in the app's storage, that holds one autosave
// per open window: autosave-PID-N.json, N counting the windows of process
// PID. A file whose process is gone is what a crash left behind.
const autosaveDir = "autosaves"

// windowCount numbers the windows of this process.
var windowCount atomic.Int64

// Saver keeps a copy of the window's unsaved work (points, settings and
// training state) in the app's storage, so a crash loses little, and offers
// back what a crashed window left.
type Saver struct {
	r       Room
	Dir     string // "" disables autosave
	Path    string // this window's own file
	pending bool
	Enabled bool // timers run only in the real app, not in tests
	savedK  int  // the training step last autosaved
	lastErr string
}

// New returns the Saver of r, writing to the app's storage.
func New(r Room) *Saver {
	a := &Saver{r: r}
	if root := r.Storage().RootURI(); root != nil {
		a.Dir = filepath.Join(root.Path(), autosaveDir)
		a.Path = filepath.Join(a.Dir, fmt.Sprintf("autosave-%d-%d.json", os.Getpid(), windowCount.Add(1)))
	}
	return a
}

// writes reports whether autosave has a folder to write to.
func (a *Saver) writes() bool { return a.Dir != "" }

// write writes the session into this window's autosave, holding the
// lock that tells a living window's autosave from a crashed one's.
func (a *Saver) write(s *lab.Session) error {
	err := os.MkdirAll(a.Dir, 0o755)
	if err == nil {
		err = holdLock(lockPath(a.Dir, os.Getpid()))
	}
	if err == nil {
		a.r.StoreView()
		err = s.WriteSession(a.Path)
	}
	return err
}

// Discard removes this window's autosave: the work is saved or
// deliberately dropped. Other windows' autosaves stay.
func (a *Saver) Discard() {
	if a.Path != "" {
		os.Remove(a.Path)
	}
}

// Orphans returns the autosaves whose window is gone: their process has
// ended (crashed or was killed) without discarding them. Newest first.
func (a *Saver) Orphans() []string {
	if a.Dir == "" {
		return nil
	}
	names, _ := filepath.Glob(filepath.Join(a.Dir, "autosave-*.json"))
	var out []string
	for _, n := range names {
		if pid, ok := autosavePID(filepath.Base(n)); ok && !alive(a.Dir, pid) {
			out = append(out, n)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	a.dropStaleLocks()
	return out
}

// dropStaleLocks removes the lock files of ended processes that left no
// autosave (they quit, or their work was restored or set aside).
func (a *Saver) dropStaleLocks() {
	locks, _ := filepath.Glob(filepath.Join(a.Dir, "autosave-*.lock"))
	for _, l := range locks {
		pid, err := kit.IntIn("pid", strings.TrimSuffix(strings.TrimPrefix(filepath.Base(l), "autosave-"), ".lock"), 1, math.MaxInt32)
		if err != nil || pid == os.Getpid() {
			continue
		}
		if left, _ := filepath.Glob(filepath.Join(a.Dir, fmt.Sprintf("autosave-%d-*.json", pid))); len(left) > 0 {
			continue
		}
		if _, held := lockState(l); !held {
			os.Remove(l)
		}
	}
}

// lockPath is the lock file that process pid holds while it lives
// (autosave-PID.lock): an autosave-PID-N.json whose lock is free was left
// by a crash, even when another process has the PID now (after a
// reboot). A process ID alone said the work was still open.
func lockPath(dir string, pid int) string {
	return filepath.Join(dir, fmt.Sprintf("autosave-%d.lock", pid))
}

// alive reports whether the window process pid that autosaves in dir is
// still running: its lock is held, or, without a lock file (an autosave
// of an older version), a process has the PID.
func alive(dir string, pid int) bool {
	if exists, held := lockState(lockPath(dir, pid)); exists {
		return held
	}
	return processAlive(pid)
}

// autosavePID reads PID from autosave-PID-N.json.
func autosavePID(name string) (int, bool) {
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(name, "autosave-"), ".json"), "-")
	if len(parts) != 2 {
		return 0, false
	}
	pid, err := kit.IntIn("pid", parts[0], 1, math.MaxInt32)
	return pid, err == nil && pid > 0 && pid != os.Getpid()
}

// OfferRestore asks whether to restore the newest autosave a crashed
// window left, whatever this window opened. Declining keeps it, renamed
// as autosave.previous-TIME.json, so nothing is lost.
func (a *Saver) OfferRestore() {
	found := a.Orphans()
	if len(found) == 0 {
		return
	}
	path := found[0]
	info, err := os.Stat(path)
	if err != nil {
		return
	}
	msg := fmt.Sprintf(i18n.T("Perceptron Lab found unsaved work from %s. Restore it?"), info.ModTime().Format("2006-01-02 15:04"))
	dialog.ShowConfirm(i18n.T("Restore unsaved work?"), msg, func(ok bool) { a.OnRestore(path, ok) }, a.r.Window())
}

// OnRestore restores the autosave at path, or sets it aside.
func (a *Saver) OnRestore(path string, ok bool) {
	if !ok {
		os.Rename(path, filepath.Join(filepath.Dir(path), "autosave.previous-"+time.Now().Format("20060102-150405")+".json"))
		return
	}
	if err := a.r.Session().Open(path); err != nil {
		kit.ShowError(err, a.r.Window())
		return
	}
	a.r.ShowOpenedFit("")
	os.Remove(path) // this window's own autosave carries it on
	a.r.Session().Path = ""
	a.r.Session().MarkUnsaved() // restored work is unsaved work
	a.r.ApplyView()
	a.r.Message(i18n.T("Restored your unsaved work"))
	a.r.Changed()
	a.Save()
	a.r.ShowOpenedFold()
}

// Room is what the Saver asks of the window.
type Room interface {
	kit.Room
	Storage() fyne.Storage
	StoreView()
	ApplyView()
	// ShowOpenedFit shows the curve-fitting lab the autosave held.
	ShowOpenedFit(name string)
	// ShowOpenedFold shows the fold of the lab restored, last.
	ShowOpenedFold()
}
