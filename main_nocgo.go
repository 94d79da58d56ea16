//go:build !js && !cgo

package main

import (
	"fmt"
	"os"

	"perceptronlab/cli"
	"perceptronlab/launch"
)

// main runs a subcommand, or hands the process to the window binary beside
// this one. This build links no Fyne, whose packages' initialisation
// (translations, fonts, Markdown) would otherwise run before every
// subcommand: a command starts in a third of the time.
func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	err := launch.Window(os.Args[1:])
	fmt.Fprintln(os.Stderr, "perceptronlab:", err)
	os.Exit(2)
}
