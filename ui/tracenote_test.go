package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/ui/perceptronview"
)

// TestLongRunKeepsTheLatestUpdates trains to the end on 1000 noisy points
// in random order (a million or so updates over 1000 epochs, which used to
// keep every one in memory): the session keeps at most 2·lab.MaxTrace
// rows, the Trace tab says the first updates are not kept, and the trace
// table goes on from the last update not kept.
func TestLongRunKeepsTheLatestUpdates(t *testing.T) {
	e := newTestExplorer(t)
	r := rand.New(rand.NewPCG(8, 9))
	set := &dataset.Set{D: 2}
	for range 1000 {
		set.Add([]float64{r.NormFloat64(), r.NormFloat64()}, float64(2*r.IntN(2)-1))
	}
	ts := lab.DefaultSettings()
	ts.Order = perceptron.Random
	e.examples.load("noise", set, ts)
	test.Tap(e.bar.endBtn)
	settle(t, e)
	st := e.s.Training().State()
	rows := len(st.Trace) - 1
	if st.Dropped == 0 || rows > 2*lab.MaxTrace || st.Dropped+rows != st.K {
		t.Fatalf("k = %d with %d rows, %d not kept; want rows ≤ %d", st.K, rows, st.Dropped, 2*lab.MaxTrace)
	}
	e.traceP().Refresh()
	if !e.traceP().Note.Visible() || !strings.Contains(e.traceP().Note.Text, "k = ") {
		t.Errorf("the Trace tab does not say the first updates are not kept: %q", e.traceP().Note.Text)
	}
	tbl := perceptronview.TraceTable(e.s)
	if got := tbl.Rows(); len(got) != rows+1 || got[0].K != st.Dropped || got[1].K != st.Dropped+1 {
		t.Errorf("the trace table has %d rows from k = %d, want %d from %d", len(got), got[0].K, rows+1, st.Dropped)
	}
}
