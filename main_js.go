//go:build js

// Command perceptronlab, built for the browser (GOOS=js), opens the
// Perceptron Lab window in the page. The headless subcommands are left
// out: a page has no command line, and they would only make the download
// larger.
package main

import "perceptronlab/ui"

func main() {
	ui.Run(nil)
}
