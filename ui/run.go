// Package ui holds Perceptron Lab's window, panels, controls, theme and
// translations.
package ui

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

// Run opens the main window and blocks until it closes. args may name a CSV
// file or a saved session to open.
func Run(args []string) {
	a := app.NewWithID("org.perceptronlab.app")
	w := a.NewWindow("Perceptron Lab")
	w.SetContent(widget.NewLabel("Perceptron Lab"))
	w.ShowAndRun()
}
