//go:build !js

package ui

import (
	"context"
	"io"
	"os"
	"perceptronlab/figure"
	"perceptronlab/fileio"
	"perceptronlab/scene"

	"fyne.io/fyne/v2"
)

// The desktop's side of what the web edition (web_js.go, files_js.go) does
// differently: here files are written by path, atomically.

// defaultWebAddress is where "make serve" serves the web edition; the
// desktop's links point there unless PERCEPTRONLAB_WEB_URL names the
// address where a teacher put build/web.
const defaultWebAddress = "http://127.0.0.1:8080/"

// webAddress returns the web edition's address, for links.
func webAddress() string {
	if u := os.Getenv("PERCEPTRONLAB_WEB_URL"); u != "" {
		return u
	}
	return defaultWebAddress
}

// windowSize is the size the window opens at.
func windowSize() fyne.Size { return fyne.NewSize(1240, 760) }

// centre returns what lies between the toolbar and the status bar: on
// the desktop, the split of the plane and the side panel.
func (e *explorer) centre() fyne.CanvasObject { return e.split }

// startInBrowser starts the web edition's window; on the desktop it
// leaves the start to explorer.start and reports false.
func startInBrowser(*explorer) bool { return false }

// startLook returns the look the window's widgets are built in: on the
// desktop, the saved one.
func startLook(_ fyne.App, l look) look { return l }

// platformMenu returns the main menu as the platform shows it: on the
// desktop, all of it.
func platformMenu(m *fyne.MainMenu) *fyne.MainMenu { return m }

// newOpenSaveKeys names the shortcuts of New, Open and Save.
const newOpenSaveKeys = "Ctrl+N, Ctrl+O, Ctrl+S"

// saveSession saves the session to path (File ▸ Save).
func (kp *keeper) saveSession(path string) error { return kp.Session().Save(path) }

// saveFigureFile writes a figure to path.
func saveFigureFile(path string, in scene.Input, v scene.View, o figure.FigureOptions) error {
	return figure.SaveFigure(path, in, v, o)
}

// saveAnimationFile writes an animation to path.
func saveAnimationFile(ctx context.Context, a *figure.Animation, path string) error {
	return a.Save(ctx, path)
}

// writeFileAtomic writes a file whole or not at all.
func writeFileAtomic(path string, write func(io.Writer) error) error {
	return fileio.WriteAtomic(path, write)
}

// lettersAsRunes is false: a desktop window reports letter keys by name,
// to onKey.
const lettersAsRunes = false

// bindPageKeys does nothing outside a browser.
func bindPageKeys(*commands) {}
