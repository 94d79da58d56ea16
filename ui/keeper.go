package ui

import (
	"sync"

	"fyne.io/fyne/v2"

	"perceptronlab/canvas"
	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/ui/autosave"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// keeper keeps the lab in files: New, Open, Save and Save As with their
// questions, closing with unsaved work, the autosave's restore, and the
// exports of figures and animations (files*.go, filessave.go,
// export*.go). It is the autosaver's room, and its goroutines are
// counted for the tests.
type keeper struct {
	keeperWindow
	app   fyne.App
	plane *canvas.Plane  // its view is saved with the lab
	fit   *fitview.Frame // curve fitting's lab is in the same file
	saver *autosave.Saver

	// Exports: the last figure choice, the dialogs last opened (for tests),
	// the goroutines writing files, and pickSave, which stands in for the
	// file dialog in tests when set.
	figure    figuredialog.Choice
	figureDlg *figuredialog.Dialog
	jobs      sync.WaitGroup
	pickSave  func(name string, exts []string, then func(path string))
	progress  *kit.Progress // the latest long export's dialog
}

// keeperWindow is what the keeper asks of the window.
type keeperWindow interface {
	room
	View() methodview.View
	Run() kit.Runner
	selectMethod(name string)
	// input is what the plane draws; geometryModels the lines over it.
	input() scene.Input
	geometryModels() []scene.Model
	// statusMessage is what the status bar says now.
	statusMessage() string
}

// Storage is where the autosave writes: the app's storage.
func (kp *keeper) Storage() fyne.Storage { return kp.app.Storage() }

// FigureChoice is the choice of the last figure export; SetFigureChoice
// keeps one.
func (kp *keeper) FigureChoice() figuredialog.Choice     { return kp.figure }
func (kp *keeper) SetFigureChoice(c figuredialog.Choice) { kp.figure = c }

// SaveAnimation asks for a GIF named name and writes the frames that
// frames makes from what the plane shows, in the background with a
// progress dialog (exportGIF).
func (kp *keeper) SaveAnimation(name string, frames func(in scene.Input, v scene.View) *figure.Animation) {
	kp.AskSavePath(name, []string{".gif"}, func(path string) {
		kp.exportGIF(path, func() *figure.Animation { return frames(kp.exportInput(), kp.plane.View()) })
	})
}

// ShowOpenedFit and showOpenedFold show the curve-fitting lab a file or
// an autosave held, and its fold (fitview/framesession.go).
func (kp *keeper) ShowOpenedFit(name string) { kp.fit.ShowOpened(name) }
func (kp *keeper) ShowOpenedFold()           { kp.fit.ShowOpenedFold() }
