//go:build unix

package ui

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
	e := newTestExplorer(t)
	e.s.AddPoint([]float64{1, 2}, 1)
	e.auto.save()
	if _, held := lockState(lockPath(e.auto.dir, os.Getpid())); !held {
		t.Fatal("the window's process holds no lock while it autosaves")
	}
	pid := os.Getppid()
	if !processAlive(pid) {
		t.Fatalf("the parent process %d is not alive", pid)
	}
	left := filepath.Join(e.auto.dir, fmt.Sprintf("autosave-%d-1.json", pid))
	if err := os.Rename(e.auto.path, left); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lockPath(e.auto.dir, pid), nil, 0o644); err != nil { // left by the crash, free
		t.Fatal(err)
	}
	e2 := secondWindow(t, e)
	if got := e2.auto.orphans(); !slices.Contains(got, left) {
		t.Errorf("orphans = %v, want %s, whose lock is free", got, left)
	}
	// A lock that is held keeps its autosave a living window's, whatever
	// the PID says (none has this one).
	if err := holdLock(lockPath(e.auto.dir, deadPID)); err != nil {
		t.Fatal(err)
	}
	live := filepath.Join(e.auto.dir, fmt.Sprintf("autosave-%d-1.json", deadPID))
	if err := os.WriteFile(live, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := e2.auto.orphans(); slices.Contains(got, live) {
		t.Errorf("orphans = %v offers %s, whose lock is held", got, live)
	}
	// A free lock with no autosave left is removed.
	stale := lockPath(e.auto.dir, 123456789)
	if err := os.WriteFile(stale, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	e2.auto.orphans()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("a stale lock stayed: %v", err)
	}
}
