// Package launch opens the window from the headless binary.
//
// make build makes two binaries: perceptronlab, built without cgo, runs
// every subcommand; perceptronlab-window, the cgo build, has the window
// (and the subcommands too). Go initialises every linked package before
// main, so a single binary paid Fyne's start-up (its translations, fonts and
// Markdown parser, about 4 ms) before each subcommand. Split, a subcommand
// starts without it, and perceptronlab with no subcommand hands the process
// to the window binary beside it.
package launch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// WindowName is the window binary's name, without the platform's
// executable suffix (".exe" on Windows).
const WindowName = "perceptronlab-window"

// handedOver is set in the window's environment. A binary that finds it
// set does not hand over again, so two headless builds, one copied over
// the window's name, cannot exec each other forever.
const handedOver = "PERCEPTRONLAB_HANDED_OVER"

// Beside returns the path of the window binary in exe's directory, with
// exe's suffix, or an error that names the path it looked for.
func Beside(exe string) (string, error) {
	path := filepath.Join(filepath.Dir(exe), WindowName+filepath.Ext(exe))
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "", fmt.Errorf("the window is a separate binary and %s does not exist (make build makes it beside this one); the subcommands work without it", path)
	case err != nil:
		return "", err
	case info.IsDir(), runtime.GOOS != "windows" && info.Mode().Perm()&0o111 == 0:
		return "", fmt.Errorf("%s is not an executable file", path)
	}
	return path, nil
}

// Window replaces this process with the window binary beside the running
// one, passing it args (the file to open, or none). It returns only when
// that cannot be done, with the reason.
func Window(args []string) error {
	if os.Getenv(handedOver) != "" {
		return fmt.Errorf("started as %s, yet this build has no window (it was built without cgo): make build builds the window", WindowName)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("cannot find this binary, so not the window beside it: %w", err)
	}
	path, err := Beside(exe)
	if err != nil {
		return err
	}
	env := append(os.Environ(), handedOver+"=1")
	return handOver(path, append([]string{path}, args...), env)
}
