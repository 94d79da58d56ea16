//go:build !unix

package launch

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
)

// handOver runs path as a child with this process's standard streams and
// exits with its status, since this platform has no exec.
func handOver(path string, argv, env []string) error {
	cmd := exec.Command(path, argv[1:]...)
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		os.Exit(exit.ExitCode())
	}
	if err != nil {
		return fmt.Errorf("starting %s: %w", path, err)
	}
	os.Exit(0)
	return nil
}
