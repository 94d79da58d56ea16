package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/ui/perceptronview"
)

// Fault 3 of issue 19: XOR, Pocket, order first, Space ×6, Train to end.
// The primal run under the pocket makes one mistake in each of its 11
// epochs (perceptronlab train --order first on xor.csv: "11 epochs, 11
// mistakes"), so the chart has 11 bars, as Primal's and Averaged's have.
func TestPocketCurveHasEveryEpoch(t *testing.T) {
	for _, form := range []lab.Form{formOf("primal"), formOf("pocket"), formOf("averaged")} {
		e := newTestExplorer(t)
		exampleItem(t, e, "XOR (not separable)").Action()
		ts := e.s.Settings()
		ts.Form, ts.Order = form, perceptron.First
		e.ApplySettings(ts)
		for range 6 {
			e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		}
		e.ctl.TrainToEnd()
		settle(t, e)
		c := perceptronview.ExplainerOf(e.s, e.s.Training().Head()).Curve(e.s.Training().State().K)
		t.Logf("%v: K %v, epochs %v, mistakes %v, mark %d", form, c.K, c.Epochs, c.Mistakes, c.Mark)
		if len(c.Epochs) != 11 || c.Epochs[0] != 1 || c.Epochs[10] != 11 {
			t.Errorf("%v: epochs %v, want 1 … 11", form, c.Epochs)
		}
		for i, m := range c.Mistakes {
			if m != 1 {
				t.Errorf("%v: %d mistakes in epoch %d, want 1", form, m, c.Epochs[i])
			}
		}
		if c.Mark != 11 || len(c.K) != 12 || c.K[11] != 11 {
			t.Errorf("%v: mark at k = %d, losses at %v; want k = 11 and 0 … 11", form, c.Mark, c.K)
		}
	}
}
