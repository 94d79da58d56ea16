//go:build unix

package launch

import (
	"fmt"
	"syscall"
)

// handOver execs path: the window keeps this process's id, so whatever
// started perceptronlab (a desktop file, a script that waits on it) sees
// the window as the process it started.
func handOver(path string, argv, env []string) error {
	if err := syscall.Exec(path, argv, env); err != nil {
		return fmt.Errorf("starting %s: %w", path, err)
	}
	return nil
}
