//go:build js || cgo

package main

import "fyne.io/fyne/v2"

// webMetadata is FyneApp.toml's metadata, which the web edition sets
// itself (main_js.go): the desktop's development builds read that file
// beside the program, and a page has no such file ("failed to lookup build
// executable"). Its fyneDo migration is what gives the web edition the
// desktop's thread model, where key and mouse events may come from any
// goroutine and widgets are touched through fyne.Do; without it every key
// tripped Fyne's thread checks ("Error in Fyne call thread", issue 20).
// The build tag migrated_fynedo would also set it, but it swaps Fyne's
// locked maps for plain ones, and the web edition then failed (memory
// access out of bounds in Fyne's canvas cache) on switching tabs.
// TestWebMetadata keeps it equal to FyneApp.toml.
var webMetadata = fyne.AppMetadata{
	ID:         "org.perceptronlab.app",
	Name:       "Perceptron Lab",
	Version:    "0.1.0",
	Build:      1,
	Migrations: map[string]bool{"fyneDo": true},
}
