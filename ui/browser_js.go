//go:build js

package ui

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

// download hands data to the browser as a file called name.
func download(name string, data []byte) error {
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

// pickFile shows the browser's file picker for files of the types accept
// lists (".csv,.json") and calls then, on the callback goroutine, with the
// name and contents of the file picked. Nothing is called when the user
// cancels.
func pickFile(accept string, then func(name string, data []byte, err error)) {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", accept)
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		readFile(f, func(data []byte, err error) { then(f.Get("name").String(), data, err) })
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

// readFile reads a File object's bytes and calls then with them.
func readFile(f js.Value, then func([]byte, error)) {
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		go then(data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		go then(nil, fmt.Errorf("%s: %s", f.Get("name").String(), args[0].Call("toString").String()))
		return nil
	})
	f.Call("arrayBuffer").Call("then", ok, fail)
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

// storageGet returns the value of key in localStorage; ok is false when
// there is none.
func storageGet(key string) (value string, ok bool) {
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

// storageSet stores value under key; the error says when storage is full
// or refused.
func storageSet(key, value string) error {
	s := localStorage()
	if s.IsUndefined() || s.IsNull() {
		return fmt.Errorf("this browser keeps no storage for the page")
	}
	return jsCall(func() { s.Call("setItem", key, value) })
}

// storageRemove removes key from localStorage.
func storageRemove(key string) {
	if s := localStorage(); !s.IsUndefined() && !s.IsNull() {
		s.Call("removeItem", key)
	}
}

// storageKeys returns the keys of localStorage.
func storageKeys() []string {
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

// onPage calls f on every event called name of the page's window, such
// as "hashchange" or "pagehide", with the event.
func onPage(name string, f func(ev js.Value)) {
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
