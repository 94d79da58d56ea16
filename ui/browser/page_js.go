//go:build js

package browser

import (
	"fmt"
	"mime"
	"path/filepath"
	"syscall/js"
)

// The few things the web edition asks of the page, through syscall/js:
// downloads, the file picker, the page's storage and address, and its
// events. Calls into JavaScript that can throw go through jsCall, which
// turns the exception into an error.

// Download hands data to the browser as a file called name.
func Download(name string, data []byte) error {
	return jsCall(func() {
		doc := js.Global().Get("document")
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		opts := map[string]any{"type": mimeType(name)}
		blob := js.Global().Get("Blob").New([]any{arr}, opts)
		url := js.Global().Get("URL").Call("createObjectURL", blob)
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		doc.Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		// The download has started from the URL; a minute later it is done
		// with it.
		js.Global().Call("setTimeout", js.Global().Get("URL").Get("revokeObjectURL"), 60000, url)
	})
}

// mimeType returns the type a download of name is offered as.
func mimeType(name string) string {
	if t := mime.TypeByExtension(filepath.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// localStorage returns the page's localStorage, or undefined when the browser
// refuses it (some privacy settings do).
func localStorage() js.Value {
	var s js.Value
	if jsCall(func() { s = js.Global().Get("localStorage") }) != nil {
		return js.Undefined()
	}
	return s
}

// StorageGet returns the value of key in localStorage; ok is false when
// there is none.
func StorageGet(key string) (value string, ok bool) {
	s := localStorage()
	if s.IsUndefined() || s.IsNull() {
		return "", false
	}
	v := s.Call("getItem", key)
	if v.IsNull() {
		return "", false
	}
	return v.String(), true
}

// StorageSet stores value under key; the error says when storage is full
// or refused.
func StorageSet(key, value string) error {
	s := localStorage()
	if s.IsUndefined() || s.IsNull() {
		return fmt.Errorf("this browser keeps no storage for the page")
	}
	return jsCall(func() { s.Call("setItem", key, value) })
}

// StorageRemove removes key from localStorage.
func StorageRemove(key string) {
	if s := localStorage(); !s.IsUndefined() && !s.IsNull() {
		s.Call("removeItem", key)
	}
}

// StorageKeys returns the keys of localStorage.
func StorageKeys() []string {
	s := localStorage()
	if s.IsUndefined() || s.IsNull() {
		return nil
	}
	n := s.Get("length").Int()
	keys := make([]string, 0, n)
	for i := range n {
		if k := s.Call("key", i); !k.IsNull() {
			keys = append(keys, k.String())
		}
	}
	return keys
}

// OnPage calls f on every event called name of the page's window, such
// as "hashchange" or "pagehide", with the event.
func OnPage(name string, f func(ev js.Value)) {
	js.Global().Call("addEventListener", name, js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	}), map[string]any{"capture": true})
}

// jsCall runs f, turning a JavaScript exception it raises into an error.
func jsCall(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if jerr, ok := r.(js.Error); ok {
				err = jerr
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}
