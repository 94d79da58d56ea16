//go:build unix

package autosave

import (
	"errors"
	"os"
	"sync"
	"syscall"
)

// processAlive reports whether process pid exists (signal 0 probes it; a
// process of another user answers EPERM and counts as alive). After a
// reboot another process may have the PID: processLock says more.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// heldLocks are the lock files this process holds, by path, open for its
// whole life: the kernel releases a flock when the process ends, however
// it ends, and a reboot releases them all.
var heldLocks = struct {
	sync.Mutex
	files map[string]*os.File
}{files: map[string]*os.File{}}

// holdLock creates the lock file at path, if need be, and holds an
// exclusive flock on it until the process ends.
func holdLock(path string) error {
	heldLocks.Lock()
	defer heldLocks.Unlock()
	if heldLocks.files[path] != nil {
		return nil
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return err
	}
	heldLocks.files[path] = f
	return nil
}

// lockState says whether the lock file at path exists and whether a
// living process holds it: one that exists but is free was left by a
// process that has ended, whatever process has its PID now.
func lockState(path string) (exists, held bool) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return !errors.Is(err, os.ErrNotExist), false
	}
	defer f.Close()
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if err != nil {
		return true, errors.Is(err, syscall.EWOULDBLOCK)
	}
	syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return true, false
}
