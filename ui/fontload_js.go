//go:build js

package ui

import (
	"errors"
	"sync"
	"syscall/js"

	"fyne.io/fyne/v2"

	"perceptronlab/assets"
	"perceptronlab/figure"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
)

// The web edition's wasm carries its font without hanzi
// (assets/fonts_js.go), 1 MB less for every visit in English. The face
// with hanzi lies beside the wasm; the page fetches it when Chinese is
// chosen (web/index.html's perceptronlab.font, which starts at once when
// the link or the browser asks for Chinese). Until it is in, the hanzi
// have no glyphs and the page says above the window that the font is
// loading; then the theme and the figures switch to it and every window
// is drawn again.

// followChineseFont fetches the face with hanzi as soon as the interface
// is, or becomes, Chinese.
func followChineseFont(e *explorer) {
	need := func() {
		if i18n.Language() == "zh" {
			loadChineseFont(e)
		}
	}
	i18n.OnLanguageChange(need)
	need()
}

// chineseFont starts the fetch once.
var chineseFont sync.Once

// loadChineseFont fetches the face with hanzi, unless that has begun, and
// puts it in place on arrival. A failed fetch leaves the interface in the
// face without hanzi, and the page's note says why.
func loadChineseFont(e *explorer) {
	chineseFont.Do(func() {
		pageFontNote("loading")
		go func() {
			ttf, err := fetchPageFont(assets.WebFontFile)
			if err != nil {
				fyne.LogError("fetching the Chinese font", err)
				pageFontNote("failed")
				return
			}
			fyne.Do(func() { useChineseFont(e, ttf) })
		}()
	})
}

// earlyChineseFont puts the face with hanzi in place before the window is
// built, when the interface starts in Chinese and the page has already
// fetched the face (it starts to beside the wasm for a link or a browser
// in Chinese): the widgets are then measured once, in it, rather than
// again when it comes, which held the first frame back by a second.
func earlyChineseFont() {
	if i18n.Language() != "zh" {
		return
	}
	fetched := js.Global().Get("perceptronlab").Get("fontFetched")
	if fetched.Type() != js.TypeFunction {
		return
	}
	b := fetched.Invoke(assets.WebFontFile)
	if b.Type() != js.TypeObject {
		return // not in yet: followChineseFont asks for it
	}
	ttf := make([]byte, b.Get("byteLength").Int())
	js.CopyBytesToGo(ttf, b)
	chineseFont.Do(func() {
		installChineseFont(ttf)
		markPage("font")
	})
}

// installChineseFont makes ttf the face of the theme and of the figures.
func installChineseFont(ttf []byte) {
	assets.FontRegular, assets.FontBold = ttf, ttf
	labtheme.SetFont(fyne.NewStaticResource(assets.WebFontFile, ttf))
	if err := figure.RegisterFont(); err != nil {
		fyne.LogError("registering the Chinese font for figures", err)
	}
}

// useChineseFont makes ttf the face of the theme and of the figures, and
// draws every window again (a new theme clears Fyne's font caches).
func useChineseFont(e *explorer, ttf []byte) {
	installChineseFont(ttf)
	e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector))
	e.plane.SetInput(e.input()) // its legend is laid out anew, for the hanzi's widths
	pageFontNote("")
	markPage("font")
}

// fetchPageFont returns the bytes of the file name beside the page, through
// the page's perceptronlab.font (a Promise of a Uint8Array).
func fetchPageFont(name string) ([]byte, error) {
	fetch := js.Global().Get("perceptronlab").Get("font")
	if fetch.Type() != js.TypeFunction {
		return nil, errors.New("the page has no perceptronlab.font")
	}
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		b := make([]byte, args[0].Get("byteLength").Int())
		js.CopyBytesToGo(b, args[0])
		done <- result{b: b}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	fetch.Invoke(name).Call("then", ok, fail)
	r := <-done
	return r.b, r.err
}

// pageFontNote shows the page's note about the font: "loading", "failed",
// or "" for none.
func pageFontNote(state string) {
	if note := js.Global().Get("perceptronlab").Get("fontNote"); note.Type() == js.TypeFunction {
		note.Invoke(state)
	}
}
