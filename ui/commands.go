package ui

import "fyne.io/fyne/v2/dialog"

// commands are what a user commands the window by menu and by key: the
// main menu, the shortcuts, the letters, F10 and Alt+letter into the
// menus, the modifier keys held, and the shortcuts sheet (keys*.go,
// menu*.go, modkeys.go, help.go). Each command is an action of one of
// the window's parts; commands hold the window to reach them, and the
// state of the keys.
type commands struct {
	e     *explorer
	held  heldKeys      // the modifier keys held down (modkeys.go)
	sheet dialog.Dialog // the shortcuts sheet while shown, for Esc (help.go)
}
