package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// menuLetters are the letters that, with Alt, open the main menu's menus,
// in the menu's order: File, Edit, View, Train, Help (the same letters in
// Chinese). F10 opens the first.
var menuLetters = []fyne.KeyName{fyne.KeyF, fyne.KeyE, fyne.KeyV, fyne.KeyT, fyne.KeyH}

// menuMnemonics names the keys that open the menus, for the shortcuts
// sheet.
const menuMnemonics = "F10, Alt+F, Alt+E, Alt+V, Alt+T, Alt+H"

// inWindowMenu is what Fyne's canvas offers when it draws the main menu in
// the window (Linux, Windows, the browser): its bar opens on the first
// menu and takes the keyboard (arrows move, Enter chooses, Esc closes).
type inWindowMenu interface {
	ToggleMenu()
	DismissMenu() bool
}

// bindMenuKeys wires Alt+letter to the menus. (F10 is a single key:
// keyActions.) In a browser these keys are read from the page
// (keys_js.go), where Fyne does not tell the letters apart.
func (cm *commands) bindMenuKeys() {
	c := cm.e.win.Canvas()
	for i, k := range menuLetters {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}, func(fyne.Shortcut) { cm.openMenu(i) })
	}
}

// openMenu opens the main menu's menu i for the keyboard: the window's
// own menu bar where there is one, else (a native menu bar, the test
// driver) the same menu as a pop-up under where its title would be.
// Under a dialog it does nothing, as the other keys.
func (cm *commands) openMenu(i int) {
	c := cm.e.win.Canvas()
	if c.Overlays().Top() != nil {
		return
	}
	cm.held.altGuard++ // the menu is wanted: the Alt guard (modkeys.go) leaves it open
	if bar, ok := c.(inWindowMenu); ok {
		bar.DismissMenu()
		before := c.Focused()
		bar.ToggleMenu()
		if f := c.Focused(); f != nil && f != before { // the bar took the keyboard on its first menu
			for range i {
				c.FocusNext()
			}
			return
		}
	}
	cm.popMenu(i)
}

// popMenu shows menu i as a pop-up that takes the keyboard.
func (cm *commands) popMenu(i int) {
	mm := cm.e.win.MainMenu()
	if mm == nil || i >= len(mm.Items) {
		return
	}
	pop := widget.NewPopUpMenu(mm.Items[i], cm.e.win.Canvas())
	pop.ShowAtPosition(fyne.NewPos(float32(i)*60, 0))
	pop.ActivateNext() // the first item lit, as the arrows will move it
}
