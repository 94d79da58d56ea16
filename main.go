//go:build !js && cgo

// Command perceptronlab opens the Perceptron Lab window, or runs a headless
// subcommand such as train. Built without cgo (main_nocgo.go) it has the
// subcommands only.
package main

import (
	"os"

	"perceptronlab/cli"
	"perceptronlab/ui"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	ui.Run(os.Args[1:])
}
