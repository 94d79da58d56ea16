//go:build js

package ui

import (
	"slices"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
)

// followScreenReader keeps the page's text for a screen reader: the
// window is drawn with WebGL, so it has none of its own. web/index.html
// holds, beside the canvas and visually hidden, a live region
// (#a11y-step, aria-live="polite") that gets the explanation of each
// step, and in predict mode the question asked and its verdict; and the
// plane as text (#a11y-plane: the points, w, b, the margin). They are
// written when they change, so the reader speaks each change once.
func followScreenReader(e *explorer) {
	doc := js.Global().Get("document")
	step, plane := doc.Call("getElementById", "a11y-step"), doc.Call("getElementById", "a11y-plane")
	if step.IsNull() || plane.IsNull() {
		return
	}
	var said, drawn string
	go func() {
		for range time.Tick(250 * time.Millisecond) {
			fyne.Do(func() {
				if s := spokenStep(e); s != said {
					said = s
					step.Set("textContent", s)
				}
				if p := e.plane.AccessibilityLabel(); p != drawn {
					drawn = p
					plane.Set("textContent", p)
				}
			})
		}
	}()
}

// spokenStep is what the live region says: the explanation under the
// plane, then in predict mode the question and the answer or verdict.
func spokenStep(e *explorer) string {
	parts := []string{e.strip.explain.text.Text}
	if e.predict.On() {
		b := e.predict.Bar()
		parts = append(parts, b.Question.Text, b.Answer.Text)
	}
	var said []string
	for _, p := range parts {
		p = strings.Join(strings.Fields(p), " ")
		if p != "" && !slices.ContainsFunc(said, func(s string) bool { return strings.Contains(s, p) }) {
			said = append(said, p) // the verdict may stand in the question too: said once
		}
	}
	return strings.Join(said, " ")
}
