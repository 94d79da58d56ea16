//go:build js

// Command perceptronlab, built for the browser (GOOS=js), opens the
// Perceptron Lab window in the page. The headless subcommands are left
// out: a page has no command line, and they would only make the download
// larger.
package main

import (
	"syscall/js"

	"fyne.io/fyne/v2/app"

	"perceptronlab/ui"
)

func main() {
	app.SetMetadata(webMetadata) // webmeta.go
	// The page's loading bar moves on: Go has started, and the window is
	// being built (web/index.html).
	if step := js.Global().Get("perceptronlab").Get("step"); step.Type() == js.TypeFunction {
		step.Invoke("main", 0.9)
	}
	ui.Run(nil)
}
