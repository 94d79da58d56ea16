package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
)

// Fault 5 of issue 19: the explanation strip cut off its last lines, even
// at 1080p: the dual form's conclusion and the Pocket and Averaged
// summaries. The strip now grows to its text; its last line is on screen.
func TestExplanationShowsItsConclusion(t *testing.T) {
	cases := []struct {
		example string // the Examples menu's title
		form    lab.Form
	}{{"Li Hang, Example 2.1", formOf("dual")}, {"XOR (not separable)", formOf("pocket")}, {"XOR (not separable)", formOf("averaged")}}
	for _, c := range cases {
		for _, scr := range []struct {
			w, h      float32
			projector bool
		}{{1920, 1080, false}, {1920, 1080, true}, {1280, 720, true}} { // the 720p desktop lies between
			name := fmt.Sprintf("%v at %v×%v, projector %v", c.form, scr.w, scr.h, scr.projector)
			e := newTestExplorer(t)
			e.win.Resize(fyne.NewSize(scr.w, scr.h))
			e.SetProjector(scr.projector)
			defer e.SetProjector(false) // a preference: the next window would start in it
			exampleItem(t, e, c.example).Action()
			ts := e.s.Settings()
			ts.Form, ts.Order = c.form, perceptron.First
			e.applySettings(ts)
			e.ctl.trainToEnd()
			settle(t, e)
			p := e.strip.explain
			text, shown := p.text.MinSize().Height, p.scroll.Size().Height
			bottom := p.scroll.Offset.Y + shown
			if bottom+1 < text {
				t.Errorf("%s: the explanation's last line is cut: %v of %v px shown (from %v)\n%s",
					name, shown, text, p.scroll.Offset.Y, p.text.Text)
			}
			if scr.h >= 1080 && shown+1 < text {
				t.Errorf("%s: at 1080p the explanation scrolls: %v of %v px", name, shown, text)
			}
		}
	}
}
