//go:build js

package ui

import (
	"perceptronlab/ui/browser"
	"slices"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// lettersAsRunes is true: Fyne's browser window names no letter key
// (its keyToName gives KeyUnknown for them), so letters are read as the
// runes they type (onRune).
const lettersAsRunes = true

// bindPageKeys reads from the page the keys Fyne's browser window loses
// or misreads: Alt with a letter, which it passes on without the letter,
// F10, and Alt alone, which would arm its menu bar to open when Alt is
// released (after an Alt-drag too). They go no further than the app.
func bindPageKeys(cm *commands) {
	browser.OnPage("keydown", func(ev js.Value) {
		if ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
			return
		}
		key, code, alt := ev.Get("key").String(), ev.Get("code").String(), ev.Get("altKey").Bool()
		var act func()
		switch {
		case key == "Alt":
			act = func() { cm.onHeld(desktop.KeyAltLeft, true) }
		case key == "F10" && !alt:
			act = func() { cm.openMenu(0) }
		case alt && len(code) == 4 && strings.HasPrefix(code, "Key"):
			letter := fyne.KeyName(code[3:])
			if !cm.knowsAltLetter(letter) {
				return
			}
			act = func() { cm.onAltLetter(letter) }
		default:
			return
		}
		ev.Call("preventDefault")
		ev.Call("stopImmediatePropagation")
		fyne.Do(act)
	})
	// Alt's release reaches the app even when a widget has the focus.
	browser.OnPage("keyup", func(ev js.Value) {
		if ev.Get("key").String() == "Alt" {
			fyne.Do(func() { cm.onHeld(desktop.KeyAltLeft, false) })
		}
	})
}

// onAltLetter runs what Alt with the letter k does, and reports whether
// it did anything: open a menu, or New (Alt+N in a browser).
func (cm *commands) onAltLetter(k fyne.KeyName) bool {
	if shortcutNew.Modifier == fyne.KeyModifierAlt && k == shortcutNew.KeyName {
		cm.act(shortcutNew, cm.e.keep.onNew)()
		return true
	}
	if i := slices.Index(menuLetters, k); i >= 0 {
		cm.openMenu(i)
		return true
	}
	return false
}

// knowsAltLetter reports whether Alt with the letter k does something.
func (cm *commands) knowsAltLetter(k fyne.KeyName) bool {
	return k == shortcutNew.KeyName || slices.Contains(menuLetters, k)
}
