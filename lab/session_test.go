package lab

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// TestUndoRedoProperty does 300 random edits (fixed seed), then checks that
// undoing them all restores the start and redoing them all the end, with α
// aligned to the points at every stage.
func TestUndoRedoProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := NewSession()
	s.Replace(dataset.LiHang21(), DefaultSettings())
	start := s.Set().Clone()
	for range 300 {
		randomEdit(r, s)
		if len(s.Training().State().Alpha) != s.Set().Len() {
			t.Fatalf("α has %d entries for %d points", len(s.Training().State().Alpha), s.Set().Len())
		}
		if r.IntN(4) == 0 {
			if _, err := s.Training().Step(); err != nil && err != ErrNoPoints {
				t.Fatal(err)
			}
		}
	}
	end := s.Set().Clone()
	for s.Undo() {
	}
	if s.Set().Len() != 0 || s.Set().D != 2 {
		t.Fatalf("undo all: %v, want the empty plane of NewSession", s.Set())
	}
	if s.Redo(); !sameSet(s.Set(), start) && s.Set().Len() != 1 {
		t.Fatalf("the first redo gave %v: neither the load nor one added point", s.Set())
	}
	for s.Redo() {
	}
	if !sameSet(s.Set(), end) {
		t.Fatalf("redo all: %v, want %v", s.Set(), end)
	}
}

// randomEdit does one edit chosen by r.
func randomEdit(r *rand.Rand, s *Session) {
	n := s.Set().Len()
	pt := []float64{r.NormFloat64(), r.NormFloat64()}
	switch k := r.IntN(6); {
	case k == 0 || n == 0:
		s.AddPoint(pt, float64(1-2*r.IntN(2)))
	case k == 1:
		s.RemovePoint(r.IntN(n))
	case k == 2:
		i := r.IntN(n)
		s.BeginMove(i)
		s.MoveLive(i, pt)
		s.EndMove(i)
	case k == 3:
		s.FlipPoint(r.IntN(n))
	case k == 4 && r.IntN(10) == 0:
		s.Clear()
	default:
		s.Undo()
	}
}

func TestDirtyFollowsTheSavedEdit(t *testing.T) {
	s := NewSession()
	if s.Dirty() {
		t.Fatal("a new session is dirty")
	}
	s.AddPoint([]float64{1, 1}, 1)
	s.MarkSaved()
	s.AddPoint([]float64{2, 2}, -1)
	if !s.Dirty() {
		t.Error("an edit after saving is not dirty")
	}
	s.Undo()
	if s.Dirty() {
		t.Error("undoing back to the saved state is still dirty")
	}
	s.Undo()
	if !s.Dirty() {
		t.Error("undoing past the saved state is not dirty")
	}
	s.Redo()
	s.SetSettings(TrainSettings{Form: Dual, PerceptronSettings: PerceptronSettings{Eta: 1}})
	if !s.Dirty() {
		t.Error("changing the settings is not dirty")
	}
}

func TestShiftIndex(t *testing.T) {
	for _, c := range []struct{ j, i, delta, want int }{
		{-1, 0, +1, -1}, {2, 3, +1, 2}, {3, 3, +1, 4}, {5, 3, +1, 6},
		{2, 3, -1, 2}, {3, 3, -1, -1}, {5, 3, -1, 4},
	} {
		if got := shiftIndex(c.j, c.i, c.delta); got != c.want {
			t.Errorf("shiftIndex(%d, %d, %+d) = %d, want %d", c.j, c.i, c.delta, got, c.want)
		}
	}
}

var vectorCases = []struct {
	in   string
	d    int
	want []float64
	ok   bool
}{
	{"(1, −2)", 2, []float64{1, -2}, true},
	{"1 2", 2, []float64{1, 2}, true},
	{"0.5，3", 2, []float64{0.5, 3}, true},
	{"7", 1, []float64{7}, true},
	{"1, 2, 3", 2, nil, false},
	{"1, x", 2, nil, false},
	{"1, NaN", 2, nil, false},
	{"", 1, nil, false},
}

func TestParseVector(t *testing.T) {
	for _, c := range vectorCases {
		got, err := ParseVector(c.in, c.d)
		if (err == nil) != c.ok || !slices.Equal(got, c.want) {
			t.Errorf("ParseVector(%q, %d) = %v, %v", c.in, c.d, got, err)
		}
	}
}

// FuzzParseVector checks that what ParseVector accepts has d finite values
// and that what the settings form shows of it (6 significant digits) reads
// back to a vector the form shows the same way. (Reading back v itself
// cannot hold: 1000000000000100 shows as 1e15, the fuzzer's finding kept
// in testdata.)
func FuzzParseVector(f *testing.F) {
	for _, c := range vectorCases {
		f.Add(c.in, c.d)
	}
	f.Fuzz(func(t *testing.T, s string, d int) {
		if d < 1 || d > 8 {
			return
		}
		v, err := ParseVector(s, d)
		if err != nil {
			return
		}
		shown := typeset.FormatVectorUnicode(v, ", ")
		back, err := ParseVector(shown, d)
		if len(v) != d || err != nil || typeset.FormatVectorUnicode(back, ", ") != shown {
			t.Errorf("ParseVector(%q) = %v; vec → %q → %v, %v", s, v, typeset.FormatVectorUnicode(v, ", "), back, err)
		}
	})
}

func TestSessionFileErrors(t *testing.T) {
	pts := `"points": {"d": 2, "points": [{"x": [1, 2], "y": 1}]}`
	for _, c := range []struct{ name, body, want string }{
		{"eta", `{"version": 1, ` + pts + `, "settings": {"eta": 0}}`, "η"},
		{"form", `{"version": 1, ` + pts + `, "settings": {"eta": 1, "form": "svm"}}`, "svm"},
		{"order", `{"version": 1, ` + pts + `, "settings": {"eta": 1, "order": "sideways"}}`, "sideways"},
		{"w0", `{"version": 1, ` + pts + `, "settings": {"eta": 1, "order": "cyclic", "w0": [1]}}`, "w0"},
		{"kernel", `{"version": 1, ` + pts + `, "settings": {"eta": 1, "form": "kernel", "kernel": "rbf", "sigma": -1}}`, "σ"},
		{"label", `{"version": 1, "points": {"d": 1, "points": [{"x": [1], "y": 3}]}}`, "label"},
		{"nopoints", `{"version": 1}`, "points"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "s.json")
			if err := os.WriteFile(path, []byte(c.body), 0o644); err != nil {
				t.Fatal(err)
			}
			s := NewSession()
			err := s.Open(path)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
				t.Errorf("Open: %v; want an error naming %s and %q", err, path, c.want)
			}
			if s.Set().Len() != 0 || s.CanUndo() {
				t.Error("a bad session changed the data")
			}
		})
	}
}

func TestMismatchedTrainingStateIsDropped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.json")
	body := `{"version": 1, "points": {"d": 2, "points": [{"x": [1, 2], "y": 1}]},
	 "settings": {"eta": 1, "order": "cyclic"}, "training": {"w": [1, 2, 3], "alpha": [1], "k": 4}}`
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	s := NewSession()
	if err := s.Open(path); err != nil {
		t.Fatal(err)
	}
	if st := s.Training().State(); st.K != 0 || len(st.W) != 2 || len(st.Trace) != 1 {
		t.Errorf("kept a training state that does not fit: %+v", st)
	}
	if ok, err := s.Training().Step(); !ok || err != nil || s.Training().State().Status != perceptron.Running {
		t.Errorf("training from the reset state: %v, %v", ok, err)
	}
}

func sameSet(a, b *dataset.Set) bool {
	return a.D == b.D && slices.Equal(a.X, b.X) && slices.Equal(a.Y, b.Y)
}

// LastEdit names the latest edit still done: a new edit a new id, Undo the
// one before, Redo the same id again.
func TestLastEdit(t *testing.T) {
	s := NewSession()
	if s.LastEdit() != 0 {
		t.Fatalf("a new session's LastEdit = %d, want 0", s.LastEdit())
	}
	s.AddPoint([]float64{1, 2}, 1)
	a := s.LastEdit()
	s.AddPoint([]float64{3, 4}, -1)
	b := s.LastEdit()
	if a == 0 || b == a {
		t.Fatalf("two edits got ids %d and %d", a, b)
	}
	s.Undo()
	if s.LastEdit() != a {
		t.Errorf("after Undo LastEdit = %d, want %d", s.LastEdit(), a)
	}
	s.Redo()
	if s.LastEdit() != b {
		t.Errorf("after Redo LastEdit = %d, want %d", s.LastEdit(), b)
	}
	s.Undo()
	s.AddPoint([]float64{5, 6}, 1)
	if c := s.LastEdit(); c == a || c == b {
		t.Errorf("a new edit after Undo reuses id %d", c)
	}
	s.MarkSaved()
	s.SetSettings(TrainSettings{PerceptronSettings: PerceptronSettings{Eta: 0.5}})
	if !s.Dirty() || s.PointsEdited() {
		t.Errorf("new settings: Dirty %v, PointsEdited %v; want true, false", s.Dirty(), s.PointsEdited())
	}
	s.FlipPoint(0)
	if !s.PointsEdited() {
		t.Error("a flipped label is not an edit of the points")
	}
}
