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
	// being built (web/index.html). The page shows it before Go goes on.
	pl := js.Global().Get("perceptronlab")
	if step := pl.Get("step"); step.Type() == js.TypeFunction {
		step.Invoke("main", 0.9, "Building the window… 正在构建窗口…")
		waitPainted(pl)
	}
	ui.Run(nil)
}

// waitPainted waits until the page has been drawn (perceptronlab.painted,
// a Promise): until Go waits, the page cannot draw.
func waitPainted(pl js.Value) {
	painted := pl.Get("painted")
	if painted.Type() != js.TypeFunction {
		return
	}
	done := make(chan struct{})
	f := js.FuncOf(func(js.Value, []js.Value) any { close(done); return nil })
	defer f.Release()
	painted.Invoke().Call("then", f)
	<-done
}
