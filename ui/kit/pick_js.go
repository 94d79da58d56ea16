//go:build js

package kit

import (
	"fmt"
	"syscall/js"
)

// PickFile shows the browser's file picker for files of the types accept
// lists (".csv,.json") and calls then, on the callback goroutine, with the
// name and contents of the file picked. Nothing is called when the user
// cancels.
func PickFile(accept string, then func(name string, data []byte, err error)) {
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
