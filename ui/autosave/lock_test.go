//go:build unix

package autosave

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestAutosaveOrphanWhosePIDIsTaken(t *testing.T) {
	// Issue 21: after a crash and a reboot, another process may have the
	// crashed window's PID; kill(pid, 0) then said the window was alive and
	// its work was never offered. The crashed process's lock file is free:
	// that decides. The PID here is this test's parent's, which is alive.
	a := newTestSaver(t, t.TempDir())
	a.r.Session().AddPoint([]float64{1, 2}, 1)
	a.Save()
	if _, held := lockState(lockPath(a.Dir, os.Getpid())); !held {
		t.Fatal("the window's process holds no lock while it autosaves")
	}
	pid := os.Getppid()
	if !processAlive(pid) {
		t.Fatalf("the parent process %d is not alive", pid)
	}
	left := filepath.Join(a.Dir, fmt.Sprintf("autosave-%d-1.json", pid))
	if err := os.Rename(a.Path, left); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lockPath(a.Dir, pid), nil, 0o644); err != nil { // left by the crash, free
		t.Fatal(err)
	}
	a2 := newTestSaver(t, a.Dir)
	if got := a2.Orphans(); !slices.Contains(got, left) {
		t.Errorf("orphans = %v, want %s, whose lock is free", got, left)
	}
	// A lock that is held keeps its autosave a living window's, whatever
	// the PID says (none has this one).
	if err := holdLock(lockPath(a.Dir, deadPID)); err != nil {
		t.Fatal(err)
	}
	live := filepath.Join(a.Dir, fmt.Sprintf("autosave-%d-1.json", deadPID))
	if err := os.WriteFile(live, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := a2.Orphans(); slices.Contains(got, live) {
		t.Errorf("orphans = %v offers %s, whose lock is held", got, live)
	}
	// A free lock with no autosave left is removed.
	stale := lockPath(a.Dir, 123456789)
	if err := os.WriteFile(stale, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	a2.Orphans()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("a stale lock stayed: %v", err)
	}
}
