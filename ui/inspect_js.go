//go:build js

package ui

import (
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
)

// showWidgets keeps, in window.perceptronlab.shown, the texts that the
// status bar, the Model tab, the slider under the plane and the
// explanation show, a few times a second. The window is drawn with WebGL,
// so the page has no text of its own: the browser test (webtest) reads
// these to check that the parts of the window agree after keys.
func showWidgets(e *explorer) {
	go func() {
		for range time.Tick(300 * time.Millisecond) {
			fyne.Do(func() {
				pl := js.Global().Get("perceptronlab")
				if pl.Type() != js.TypeObject {
					return
				}
				m, s := e.side.model, e.strip
				pl.Set("shown", map[string]any{
					"status":    e.status.message.Text,
					"hint":      e.status.hint.Text,
					"panelK":    m.mistakes.Text,
					"w":         m.w.Text,
					"b":         m.b.Text,
					"stripK":    s.k.Text,
					"slider":    s.slider.Value,
					"sliderMax": s.slider.Max,
					"explain":   s.explain.text.Text,
				})
			})
		}
	}()
}
