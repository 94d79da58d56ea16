package lab

import (
	"reflect"
	"slices"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// bookSession is Li Hang's Example 2.1 with the book's settings (η = 1,
// every scan from x₁) in form f.
func bookSession(f Form) *Session {
	s := NewSession()
	ts := DefaultSettings()
	ts.Order, ts.Form = perceptron.First, f
	ts.KernelName, ts.KernelDegree = "poly", 2 // (x·z + 1)²: 7 updates on these points
	s.Replace(dataset.LiHang21(), ts)
	return s
}

// steps makes n steps and returns a copy of the state after each, index k.
func steps(t *testing.T, s *Session, n int) []State {
	t.Helper()
	out := []State{s.Training().State().clone()}
	for range n {
		if ok, err := s.Training().Step(); !ok || err != nil {
			t.Fatalf("step: %v, %v", ok, err)
		}
		out = append(out, s.Training().State().clone())
	}
	return out
}

// sameState reports whether a and b are the same state, trace rows
// included; nil and empty slices are the same.
func sameState(a, b State) bool {
	norm := func(st State) State {
		if len(st.PrevW) == 0 {
			st.PrevW = nil
		}
		if len(st.BaseAlpha) == 0 {
			st.BaseAlpha = nil
		}
		st.Trace = slices.Clip(st.Trace)
		return st
	}
	return reflect.DeepEqual(norm(a), norm(b))
}

func TestBackFromThreeIsTheStateAtTwo(t *testing.T) {
	for _, f := range []Form{Primal, Dual, Kernel} {
		s := bookSession(f)
		at := steps(t, s, 3)
		if !s.Training().Back() {
			t.Fatalf("%v: Back at k = 3 did nothing", f)
		}
		if !s.Training().Scrubbed() || s.Training().Latest() != 3 {
			t.Errorf("%v: after Back, scrubbed %v, latest %d; want true, 3", f, s.Training().Scrubbed(), s.Training().Latest())
		}
		if got := *s.Training().State(); !sameState(got, at[2]) {
			t.Errorf("%v: after Back from k = 3:\n got %+v\nwant %+v", f, got, at[2])
		}
		if f == Primal && (!slices.Equal(s.Training().State().W, []float64{2, 2}) || s.Training().State().B != 0) {
			t.Errorf("Table 2.1 has w = (2, 2), b = 0 at k = 2; Back gave %v, %v", s.Training().State().W, s.Training().State().B)
		}
		if f == Dual && !slices.Equal(s.Training().State().Alpha, []float64{1, 0, 1}) {
			t.Errorf("Table 2.2 has α = (1, 0, 1) at k = 2; Back gave %v", s.Training().State().Alpha)
		}
		// Step replays the run as recorded, to the same state at k = 3.
		if ok, _ := s.Training().Step(); !ok || s.Training().Scrubbed() || !sameState(*s.Training().State(), at[3]) {
			t.Errorf("%v: Step after Back: %+v, want the recorded k = 3", f, *s.Training().State())
		}
	}
}

func TestSeekScrubsTheWholeRun(t *testing.T) {
	s := bookSession(Primal)
	at := steps(t, s, 7)
	for _, k := range []int{0, 5, 1, 7, 3} {
		s.Training().Seek(k)
		if !sameState(*s.Training().State(), at[k]) {
			t.Errorf("Seek(%d): %+v, want %+v", k, *s.Training().State(), at[k])
		}
		if m := s.Training().Misclassified(); k == 7 && m != 0 {
			t.Errorf("Seek(7): %d misclassified, want 0", m)
		}
	}
	s.Training().Seek(4) // w = (0, 0), b = −2: every point has y(w·x+b) ≤ 0 but x₃
	if m, n := s.Training().Misclassified(), s.Training().Next(); m != 2 || n != -1 {
		t.Errorf("at k = 4: %d misclassified, next %d; want 2 and unknown (−1)", m, n)
	}
	if s.Training().Seek(99); s.Training().Scrubbed() || s.Training().State().K != 7 {
		t.Errorf("Seek past the end: k = %d, scrubbed %v", s.Training().State().K, s.Training().Scrubbed())
	}
	s.Training().Seek(0)
	if s.Training().Back() {
		t.Error("Back at k = 0 reported an update undone")
	}
}

func TestEditWhileScrubbedStartsANewRun(t *testing.T) {
	s := bookSession(Primal)
	at := steps(t, s, 5)
	s.Training().Seek(2)
	s.AddPoint([]float64{0, 4}, 1)
	st := s.Training().State()
	if s.Training().Scrubbed() || s.Training().Latest() != 2 || len(st.Trace) != 3 || !slices.Equal(st.W, at[2].W) || st.B != at[2].B {
		t.Fatalf("edit at k = 2: scrubbed %v, latest %d, %d rows, w = %v, b = %v; want a run from k = 2",
			s.Training().Scrubbed(), s.Training().Latest(), len(st.Trace), st.W, st.B)
	}
	// w = (2, 2), b = 0, scanning from x₁: x₁, x₂ pass, x₃ fails: the next
	// update is on x₃ as before, to w = (1, 1), b = −1.
	if ok, _ := s.Training().Step(); !ok || s.Training().State().K != 3 || !slices.Equal(s.Training().State().W, []float64{1, 1}) || s.Training().State().B != -1 {
		t.Errorf("step after the edit: k = %d, w = %v, b = %v", s.Training().State().K, s.Training().State().W, s.Training().State().B)
	}
	if !s.Undo() || s.Set().Len() != 3 {
		t.Error("the edit made while scrubbed is not undoable")
	}
}

func TestEpochWhileScrubbedReplays(t *testing.T) {
	s := NewSession()
	s.Replace(dataset.LiHang21(), DefaultSettings()) // cyclic: epoch 1 updates on x₁ and x₃
	if _, err := s.Training().Epoch(); err != nil {
		t.Fatal(err)
	}
	k1 := s.Training().State().K
	if _, err := s.Training().Epoch(); err != nil {
		t.Fatal(err)
	}
	s.Training().Seek(0)
	if n, _ := s.Training().Epoch(); n != k1 || s.Training().State().K != k1 {
		t.Errorf("Epoch from k = 0 replayed %d updates to k = %d; the first epoch made %d", n, s.Training().State().K, k1)
	}
}

func TestKernelModelFollowsTheStateShown(t *testing.T) {
	s := bookSession(Kernel)
	steps(t, s, 3)
	s.Training().Seek(1) // α = (1, 0, 0), b = 1: f(x) = K(x₁, x) + 1
	m := s.Training().KernelModel()
	k, _ := s.Settings().Kernel()
	x := []float64{2, 0}
	if want := k.Eval([]float64{3, 3}, x) + 1; m.Decision(x) != want {
		t.Errorf("f(2, 0) at k = 1 = %v, want K(x₁, x) + 1 = %v", m.Decision(x), want)
	}
}

func TestMovePointAndSetLabelAreUndoable(t *testing.T) {
	s := bookSession(Primal)
	if !s.MovePoint(2, []float64{1, 0.5}) || s.MovePoint(2, []float64{1, 0.5}) || s.MovePoint(9, []float64{0, 0}) {
		t.Fatal("MovePoint reported the wrong changes")
	}
	if !s.SetLabel(0, -1) || s.SetLabel(0, -1) || s.SetLabel(0, 2) {
		t.Fatal("SetLabel reported the wrong changes")
	}
	if !slices.Equal(s.Set().Point(2), []float64{1, 0.5}) || s.Set().Y[0] != -1 {
		t.Fatalf("after the edits: x₃ = %v, y₁ = %v", s.Set().Point(2), s.Set().Y[0])
	}
	s.Undo()
	s.Undo()
	if !slices.Equal(s.Set().Point(2), []float64{1, 1}) || s.Set().Y[0] != 1 {
		t.Errorf("after two undos: x₃ = %v, y₁ = %v; want (1, 1) and +1", s.Set().Point(2), s.Set().Y[0])
	}
}
