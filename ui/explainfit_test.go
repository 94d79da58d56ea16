package ui

import (
	"fmt"
	"perceptronlab/ui/perceptronview"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
)

// Fault 5 of issue 19: the explanation strip cut off its last lines, even
// at 1080p: the dual form's conclusion and the Pocket and Averaged
// summaries. Issue 27, fault 12: at 1024×768 in projector mode, after a
// run ended, the strip was scrolled to its end and started mid-text. A
// run's result now comes first (the variant's line, then why it ended),
// then the update that led to it; the strip shows its beginning, and at
// 1080p the whole text.
func TestExplanationShowsItsConclusion(t *testing.T) {
	cases := []struct {
		example string // the Examples menu's title
		form    lab.Form
	}{{"Li Hang, Example 2.1", formOf("primal")}, {"Li Hang, Example 2.1", formOf("dual")},
		{"XOR (not separable)", formOf("pocket")}, {"XOR (not separable)", formOf("averaged")}}
	for _, c := range cases {
		for _, scr := range []struct {
			w, h      float32
			projector bool
		}{{1920, 1080, false}, {1920, 1080, true}, {1280, 720, true}, {1024, 768, true}} {
			name := fmt.Sprintf("%v at %v×%v, projector %v", c.form, scr.w, scr.h, scr.projector)
			e := newTestExplorer(t)
			e.win.Resize(fyne.NewSize(scr.w, scr.h))
			e.looks.SetProjector(scr.projector)
			defer e.looks.SetProjector(false) // a preference: the next window would start in it
			exampleItem(t, e, c.example).Action()
			ts := e.s.Settings()
			ts.Form, ts.Order = c.form, perceptron.First
			e.ApplySettings(ts)
			e.ctl.TrainToEnd()
			settle(t, e)
			p := e.strip.explain
			first := perceptronview.ExplainerOf(e.s, e.s.Training().State()).End()[0]
			if v := perceptronview.VariantLine(e.s); v != "" {
				first = v
			}
			if !strings.HasPrefix(p.text.Text, first) || p.scroll.Offset.Y != 0 {
				t.Errorf("%s: the strip starts at %v px with %q, want the result %q at the top",
					name, p.scroll.Offset.Y, strings.SplitN(p.text.Text, "\n", 2)[0], first)
			}
			text, shown := p.text.MinSize().Height, p.scroll.Size().Height
			if scr.h >= 1080 && shown+1 < text {
				t.Errorf("%s: at 1080p the explanation scrolls: %v of %v px", name, shown, text)
			}
		}
	}
}
