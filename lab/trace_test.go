package lab

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// noisy is n points in 2-D with random labels: the perceptron never
// settles, so a run makes an update at about every other check.
func noisy(n int) *dataset.Set {
	r := rand.New(rand.NewPCG(4, 5))
	s := &dataset.Set{D: 2}
	for range n {
		s.Add([]float64{float64(r.IntN(9) - 4), float64(r.IntN(9) - 4)}, float64(2*r.IntN(2)-1))
	}
	return s
}

// TestLongRunKeepsABoundedTrace steps the dual form on noisy data, then
// runs it to the end, with a trace bound of 50 updates: the session keeps
// at most 2·50 rows, numbered on from the forgotten ones; its w, b and α
// are those of the same steps and run with the whole trace kept, whose
// last rows the bounded trace holds; the forgotten α (BaseAlpha) replays
// the forgotten updates. A save and a reopen keep it all.
func TestLongRunKeepsABoundedTrace(t *testing.T) {
	defer func(c int) { traceCap = c }(traceCap)
	ts := DefaultSettings()
	ts.Form, ts.Order, ts.Seed = Dual, perceptron.Random, 1
	traceCap = 1 << 30
	whole := stepsThenRun(t, ts)
	traceCap = 50
	s := stepsThenRun(t, ts)
	st, wt := s.Training().State(), whole.Training().State()
	if wt.K < 2000 || wt.Dropped != 0 {
		t.Fatalf("the whole run made %d updates (%d dropped): the test wants a long one", wt.K, wt.Dropped)
	}
	rows := len(st.Trace) - 1
	if rows > 2*traceCap || st.Dropped+rows != st.K || st.K != wt.K || st.Trace[1].K != st.Dropped+1 {
		t.Fatalf("K = %d with %d rows after %d dropped; the whole run made %d updates", st.K, rows, st.Dropped, wt.K)
	}
	if !slices.Equal(st.W, wt.W) || st.B != wt.B || !slices.Equal(st.Alpha, wt.Alpha) || st.Trace[rows].I != wt.Trace[wt.K].I {
		t.Errorf("w %v b %v α %v, the whole run's %v %v %v", st.W, st.B, st.Alpha, wt.W, wt.B, wt.Alpha)
	}
	alpha := make([]float64, s.Set().Len())
	for _, ev := range wt.Trace[1 : st.Dropped+1] {
		alpha[ev.I] = ev.Alpha
	}
	if !slices.Equal(st.BaseAlpha, alpha) || st.Base.K != st.Dropped {
		t.Errorf("BaseAlpha %v at k = %d, replay gives %v at %d", st.BaseAlpha, st.Base.K, alpha, st.Dropped)
	}
	path := filepath.Join(t.TempDir(), "long.json")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	back := NewSession()
	if err := back.Open(path); err != nil {
		t.Fatal(err)
	}
	if b := back.Training().State(); b.Dropped != st.Dropped || len(b.Trace) != len(st.Trace) || !slices.Equal(b.BaseAlpha, st.BaseAlpha) {
		t.Errorf("reopened: dropped %d, %d rows; saved %d, %d", b.Dropped, len(b.Trace), st.Dropped, len(st.Trace))
	}
}

// stepsThenRun makes 30 steps on noisy(40), kept row by row, then a run to
// the end in the background, as the window does.
func stepsThenRun(t *testing.T, ts TrainSettings) *Session {
	t.Helper()
	s := NewSession()
	s.Replace(noisy(40), ts)
	for range 30 {
		if _, err := s.Training().Step(); err != nil {
			t.Fatal(err)
		}
	}
	r, err := s.Training().PrepareRun()
	if err != nil {
		t.Fatal(err)
	}
	res, _ := r.Run(context.Background())
	if !s.Training().FinishRun(r, res) {
		t.Fatal("FinishRun refused the run")
	}
	return s
}

// TestStepsKeepABoundedTrace: step by step too, past 2·cap rows the oldest
// are folded away, and the rows left are the latest updates in order.
func TestStepsKeepABoundedTrace(t *testing.T) {
	defer func(c int) { traceCap = c }(traceCap)
	traceCap = 5
	s := NewSession()
	s.Replace(noisy(40), DefaultSettings())
	for range 33 {
		if _, err := s.Training().Step(); err != nil {
			t.Fatal(err)
		}
	}
	st := s.Training().State()
	rows := len(st.Trace) - 1
	if rows >= 2*traceCap || st.Dropped+rows != 33 || st.Trace[0].K != 0 {
		t.Fatalf("%d rows after %d dropped at k = %d", rows, st.Dropped, st.K)
	}
	for k, ev := range st.Trace[1:] {
		if ev.K != st.Dropped+1+k {
			t.Errorf("row %d has k = %d, want %d", k+1, ev.K, st.Dropped+1+k)
		}
	}
}

// A run that goes on with a new trainer (Train to end after steps) numbers
// its passes on from the last, so the learning curve has one bar per pass
// (fault 3 of issue 19). On XOR in Li Hang's order every pass makes one
// update and the run stops after 11 ("perceptronlab train --order first
// xor.csv": 11 epochs, 11 mistakes); before, the passes after the six
// steps were numbered 1 to 5 again.
func TestEpochsGoOnAfterTrainToEnd(t *testing.T) {
	xor := &dataset.Set{D: 2}
	for _, p := range [][3]float64{{0, 0, -1}, {0, 1, 1}, {1, 0, 1}, {1, 1, -1}} {
		xor.Add(p[:2], p[2])
	}
	for _, f := range []Form{Primal, Pocket, Averaged} {
		s := NewSession()
		ts := DefaultSettings()
		ts.Form, ts.Order = f, perceptron.First
		s.Replace(xor.Clone(), ts)
		for range 6 {
			if _, err := s.Training().Step(); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Training().PrepareRun()
		if err != nil {
			t.Fatal(err)
		}
		res, _ := r.Run(context.Background())
		if !s.Training().FinishRun(r, res) {
			t.Fatal("the run was refused")
		}
		var epochs []int
		for _, ev := range s.Training().State().Trace[1:] {
			epochs = append(epochs, ev.Epoch)
		}
		if want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}; !slices.Equal(epochs, want) {
			t.Errorf("%v: the updates' epochs are %v, want %v", f, epochs, want)
		}
	}
}
