//go:build !cgo && !js

package ui

import (
	"fmt"
	"os"
)

// Run reports that this binary was built without cgo, which Fyne's window
// needs, and exits. The headless subcommands still work.
func Run(args []string) {
	fmt.Fprintln(os.Stderr, "perceptronlab: this build has no window (built with CGO_ENABLED=0); the subcommands still work")
	os.Exit(2)
}
