//go:build !js && !cgo

package main

import (
	"fmt"
	"os"

	"perceptronlab/cli"
)

// main runs a subcommand. Fyne's window needs cgo, so this build links
// none of it: without the window's packages, whose initialisation (Fyne's
// translations, fonts, Markdown) ran before every subcommand, a command
// starts in a quarter of the time.
func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	fmt.Fprintln(os.Stderr, "perceptronlab: this build has no window (built with CGO_ENABLED=0); the subcommands still work")
	os.Exit(2)
}
