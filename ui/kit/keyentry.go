package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// KeyEntry is a text entry that passes the window's function keys on to
// the window: F10, which opens the menus, and F11, full screen. A widget
// with the keyboard gets every key Fyne does not take as a shortcut, and
// Fyne takes none without Ctrl, Alt or Super, so in a plain entry (the
// Model tab's η, the Table tab's cells) F10 did nothing (issue 27,
// fault 15). Letters, Space and Enter stay the entry's.
type KeyEntry struct {
	widget.Entry
}

// NewKeyEntry returns an empty KeyEntry.
func NewKeyEntry() *KeyEntry { return KeyEntryWith("") }

// KeyEntryWith returns a KeyEntry that says text.
func KeyEntryWith(text string) *KeyEntry {
	k := &KeyEntry{}
	k.Text = text
	k.ExtendBaseWidget(k)
	return k
}

// TypedKey implements fyne.Focusable.
func (k *KeyEntry) TypedKey(ev *fyne.KeyEvent) {
	if passWindowKey(k, ev) {
		return
	}
	k.Entry.TypedKey(ev)
}

// passWindowKey hands ev to the window of o when it is one of the
// window's function keys, and reports whether it did.
func passWindowKey(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	if ev.Name != fyne.KeyF10 && ev.Name != fyne.KeyF11 {
		return false
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil || c.OnTypedKey() == nil {
		return false
	}
	c.OnTypedKey()(ev)
	return true
}

// KeySelectEntry is a widget.SelectEntry that passes F10 and F11 on to
// the window, as KeyEntry does: the Table tab's query.
type KeySelectEntry struct {
	widget.SelectEntry
}

// NewKeySelectEntry returns an empty KeySelectEntry with no options.
func NewKeySelectEntry() *KeySelectEntry {
	e := &KeySelectEntry{}
	e.ExtendBaseWidget(e)
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip) // as widget.NewSelectEntry
	return e
}

// TypedKey implements fyne.Focusable.
func (e *KeySelectEntry) TypedKey(ev *fyne.KeyEvent) {
	if passWindowKey(e, ev) {
		return
	}
	e.SelectEntry.TypedKey(ev)
}
