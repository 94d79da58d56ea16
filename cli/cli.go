// Package cli holds Perceptron Lab's headless subcommands.
package cli

import (
	"fmt"
	"io"
)

// IsCommand reports whether name is a subcommand (or a help flag) rather
// than a file for the GUI to open.
func IsCommand(name string) bool {
	switch name {
	case "help", "-h", "--help", "-help", "train":
		return true
	}
	return false
}

// Run runs the subcommand args[0] and returns the process exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "perceptronlab: not implemented yet")
	return 1
}
