//go:build js

package ui

import (
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
func bindPageKeys(e *explorer) {
	onPage("keydown", func(ev js.Value) {
		if ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
			return
		}
		key, code, alt := ev.Get("key").String(), ev.Get("code").String(), ev.Get("altKey").Bool()
		var act func()
		switch {
		case key == "Alt":
			act = func() { e.onHeld(desktop.KeyAltLeft, true) }
		case key == "F10" && !alt:
			act = func() { e.openMenu(0) }
		case alt && len(code) == 4 && strings.HasPrefix(code, "Key"):
			letter := fyne.KeyName(code[3:])
			if !e.knowsAltLetter(letter) {
				return
			}
			act = func() { e.onAltLetter(letter) }
		default:
			return
		}
		ev.Call("preventDefault")
		ev.Call("stopImmediatePropagation")
		fyne.Do(act)
	})
	// Alt's release reaches the app even when a widget has the focus.
	onPage("keyup", func(ev js.Value) {
		if ev.Get("key").String() == "Alt" {
			fyne.Do(func() { e.onHeld(desktop.KeyAltLeft, false) })
		}
	})
}

// onAltLetter runs what Alt with the letter k does, and reports whether
// it did anything: open a menu, or New (Alt+N in a browser).
func (e *explorer) onAltLetter(k fyne.KeyName) bool {
	if shortcutNew.Modifier == fyne.KeyModifierAlt && k == shortcutNew.KeyName {
		e.fit.act(shortcutNew, e.keep.onNew)()
		return true
	}
	if i := slices.Index(menuLetters, k); i >= 0 {
		e.openMenu(i)
		return true
	}
	return false
}

// knowsAltLetter reports whether Alt with the letter k does something.
func (e *explorer) knowsAltLetter(k fyne.KeyName) bool {
	return k == shortcutNew.KeyName || slices.Contains(menuLetters, k)
}
