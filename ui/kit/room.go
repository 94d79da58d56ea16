// Package kit is what every part of the window shares: the room a part is
// given (Room) and the panel it is (Panel), the dropdown that gives the
// keyboard back (Choice), the error dialog in the lab's words (ShowError),
// and numbers and points written for people (Num, Vec, PointName).
package kit

import (
	"fyne.io/fyne/v2"

	"perceptronlab/lab"
	"perceptronlab/scene"
)

// Room is what a part of the window may reach of it: the session to read
// (and edit), and the intents it may send. The window implements it; no
// part holds the window, nor reaches into another part: after a change
// the window refreshes every part from the session. A part that needs
// more declares its own interface embedding Room, which names exactly
// what it asks.
type Room interface {
	// Session returns the lab session the window shows.
	Session() *lab.Session
	// Window returns the window, the parent of dialogs.
	Window() fyne.Window
	// Refresh redraws every part from the session; Changed does so after
	// an edit of the data, and schedules an autosave.
	Refresh()
	Changed()
	// Message says s in the status bar.
	Message(s string)
	// PlaneStyle returns the plane's style for the current look.
	PlaneStyle() scene.Style
	// IsClosed reports whether the window has closed, for callbacks that
	// arrive after it (fyne.Do).
	IsClosed() bool
}

// Panel is one tab of the side panel: its content, its redraw from the
// session, and its texts in the current language. The window refreshes
// every panel after each change, so that a panel never reaches into
// another: what one panel does shows in the others through the session.
type Panel interface {
	CanvasObject() fyne.CanvasObject
	Refresh()
	Relabel()
}
