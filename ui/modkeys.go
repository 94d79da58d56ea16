package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// heldKeys tracks the modifier keys held down. Fyne hands a typed key to
// the canvas without its modifiers, and ignores custom shortcuts whose only
// modifier is Shift, so Shift+Space and the Alt that frees a dragged point
// from the grid are read from key-down and key-up events.
type heldKeys struct {
	shift, alt bool
	// altGuard counts Alt presses and menus opened on purpose: a guard
	// (guardAlt) ends when it changes.
	altGuard int
}

// bindHeldKeys follows the modifier keys on a desktop canvas.
func (cm *commands) bindHeldKeys() {
	dc, ok := cm.e.win.Canvas().(desktop.Canvas)
	if !ok {
		return
	}
	dc.SetOnKeyDown(func(ev *fyne.KeyEvent) { cm.onHeld(ev.Name, true) })
	dc.SetOnKeyUp(func(ev *fyne.KeyEvent) { cm.onHeld(ev.Name, false) })
}

// onHeld records a modifier key going down or up.
func (cm *commands) onHeld(k fyne.KeyName, down bool) {
	switch k {
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		cm.held.shift = down
	case desktop.KeyAltLeft, desktop.KeyAltRight:
		cm.held.alt = down
		cm.e.plane.Free = down
		if down {
			cm.guardAlt()
		}
	}
}

// altGuardTick is how often guardAlt looks at the menu bar, and
// altGuardTicks how many times before it gives up (a minute: an Alt held
// longer, through a long drag, opens the menu as before).
const (
	altGuardTick  = 20 * time.Millisecond
	altGuardTicks = 3000
)

// guardAlt keeps Alt alone from opening the menu. Fyne's in-window menu
// bar opens its first menu when Alt is released with no key pressed in
// between, even after an Alt-drag (Alt places points off the grid);
// F10 and Alt+letter open the menus here (menukeys.go). The release does
// not reach the app once the bar has the focus, so while Alt is held the
// guard looks, and closes a menu that opened without being asked for.
func (cm *commands) guardAlt() {
	bar, ok := cm.e.win.Canvas().(inWindowMenu)
	if !ok {
		return
	}
	cm.held.altGuard++
	gen := cm.held.altGuard
	if testing.Testing() {
		// The test driver runs fyne.Do on the caller's goroutine, so the
		// guard would race with the test: tests call closeAltMenu.
		return
	}
	go func() {
		tick := time.NewTicker(altGuardTick)
		defer tick.Stop()
		for range altGuardTicks {
			<-tick.C
			done := false
			fyne.DoAndWait(func() { done = cm.closeAltMenu(bar, gen) })
			if done {
				return
			}
		}
	}()
}

// closeAltMenu closes the menu Alt's release opened, and reports whether
// the guard gen is over: Alt came up with no menu, a menu was opened on
// purpose, Alt went down again, or the window closed.
func (cm *commands) closeAltMenu(bar inWindowMenu, gen int) bool {
	if cm.e.closed.Load() || cm.held.altGuard != gen || !cm.held.alt {
		return true
	}
	if !bar.DismissMenu() {
		return false
	}
	cm.held.alt, cm.e.plane.Free = false, false
	return true
}

// onSpace steps, or with Shift held goes back one update.
func (cm *commands) onSpace() {
	if cm.held.shift {
		cm.e.ctl.Back()
		return
	}
	cm.e.ctl.Step()
}

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
