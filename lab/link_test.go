package lab

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// liHangAt returns Example 2.1 with the book's settings, trained to step k.
func liHangAt(t testing.TB, k int) *Session {
	t.Helper()
	s := NewSession()
	set, ts, _ := Example("lihang21")
	s.Replace(set, ts)
	if end, err := s.Training().stepTo(k); err != nil || end != k {
		t.Fatalf("stepTo(%d) = %d, %v", k, end, err)
	}
	if k == 7 {
		if more, err := s.Training().Step(); more || err != nil {
			t.Fatalf("Example 2.1 goes on after k = 7: %v", err)
		}
	}
	return s
}

// openLink parses fragment and opens it in a new session.
func openLink(t *testing.T, fragment string) (*Session, *Link) {
	t.Helper()
	l, err := ParseLink(fragment)
	if err != nil {
		t.Fatalf("ParseLink(%q): %v", fragment, err)
	}
	s := NewSession()
	if note, err := s.OpenLink(l); err != nil || note != "" {
		t.Fatalf("OpenLink(%q) = %q, %v", fragment, note, err)
	}
	return s, l
}

func TestLinkLiHangRoundTrip(t *testing.T) {
	// Li Hang, Example 2.1 and Table 2.1: seven updates end at w = (1, 1),
	// b = −3.
	s := liHangAt(t, 7)
	l := s.Link()
	if l.State != nil {
		t.Fatal("Example 2.1 replays, but the link carries the model")
	}
	frag, err := l.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	// The points are the example's, so the link names it; a link written
	// before example keys were (the points listed) still opens the same.
	if want := "example=lihang21&k=7&end=1"; frag != want {
		t.Errorf("Fragment() = %q, want %q", frag, want)
	}
	old, _ := openLink(t, "#points=3,3,1;4,3,1;1,1,-1&order=first&k=7&end=1")
	got, _ := openLink(t, "#"+frag)
	if a, b := old.Training().State(), got.Training().State(); a.K != b.K || !slices.Equal(a.W, b.W) || a.B != b.B || !slices.Equal(old.Set().X, got.Set().X) {
		t.Errorf("the old link opens at k = %d, w = %v, b = %v; the new at %d, %v, %v", a.K, a.W, a.B, b.K, b.W, b.B)
	}
	st := got.Training().State()
	if st.Status != perceptron.Converged {
		t.Errorf("reopened with status %v, want converged", st.Status)
	}
	if st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 || len(st.Trace) != 8 {
		t.Errorf("reopened at k = %d, w = %v, b = %v, %d trace rows; want 7, (1, 1), -3, 8", st.K, st.W, st.B, len(st.Trace))
	}
	if got.Dirty() || got.Path != "" {
		t.Errorf("reopened link: dirty %v, path %q", got.Dirty(), got.Path)
	}
}

func TestLinkShortForm(t *testing.T) {
	s, l := openLink(t, "http://127.0.0.1:8080/#example=lihang21&lang=zh&projector=1")
	if l.Lang != "zh" || l.Projector == nil || !*l.Projector || l.Dark != nil || l.Show != nil {
		t.Errorf("look: lang %q, projector %v, dark %v, show %v", l.Lang, l.Projector, l.Dark, l.Show)
	}
	if !slices.Equal(s.Set().X, dataset.LiHang21().X) || s.Settings().Order != perceptron.First || s.Training().State().K != 0 {
		t.Errorf("points %v, order %v, k %d", s.Set().X, s.Settings().Order, s.Training().State().K)
	}
	s, _ = openLink(t, "example=lihang21&k=7")
	if st := s.Training().State(); !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 {
		t.Errorf("example=lihang21&k=7: w = %v, b = %v", st.W, st.B)
	}
}

func TestLinkStepPastTheEnd(t *testing.T) {
	l, err := ParseLink("example=lihang21&k=100")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession()
	note, err := s.OpenLink(l)
	if err != nil || !strings.Contains(note, "k = 7") || s.Training().State().K != 7 {
		t.Errorf("OpenLink = %q, %v at k = %d; want a note that training ends at k = 7", note, err, s.Training().State().K)
	}
}

func TestLinkCarriesStateReplayCannotReach(t *testing.T) {
	s := liHangAt(t, 3)
	s.MoveLive(0, []float64{3, 4}) // an edit during training
	s.EndMove(0)
	if ok, err := s.Training().Step(); !ok || err != nil {
		t.Fatal("no step after the move")
	}
	l := s.Link()
	if l.State == nil {
		t.Fatal("the link does not carry a model that replaying cannot reach")
	}
	frag, err := l.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := openLink(t, frag)
	want, have := s.Training().State(), got.Training().State()
	if have.K != want.K || !slices.Equal(have.W, want.W) || have.B != want.B || !slices.Equal(have.Alpha, want.Alpha) {
		t.Errorf("reopened k %d w %v b %v α %v; want %d %v %v %v", have.K, have.W, have.B, have.Alpha, want.K, want.W, want.B, want.Alpha)
	}
}

func TestLinkLookRoundTrip(t *testing.T) {
	on, off := true, false
	l := &Link{Set: dataset.Bias1D(), Settings: DefaultSettings(), View: &ViewRect{-1.5, 6.25, -2, 3.125},
		Lang: "en", Projector: &off, Dark: &on, Show: []string{"line", "margin"}}
	l.Settings.Form, l.Settings.Eta, l.Settings.Seed, l.Settings.W0 = Dual, 0.1, 42, []float64{0.5}
	frag, err := l.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseLink(frag)
	if err != nil {
		t.Fatalf("ParseLink(%q): %v", frag, err)
	}
	if *got.View != *l.View || got.Lang != "en" || *got.Projector || !*got.Dark || !slices.Equal(got.Show, l.Show) ||
		!got.Settings.Equal(l.Settings) || got.Set.D != 1 || !slices.Equal(got.Set.X, l.Set.X) {
		t.Errorf("%q read back as %+v", frag, got)
	}
	if frag2, _ := got.Fragment(); frag2 != frag {
		t.Errorf("written again as %q, first %q", frag2, frag)
	}
}

// badLinks are malformed fragments and a word each error must contain.
var badLinks = []struct{ frag, want string }{
	{"points=1,2", "want 3 numbers"},
	{"points=1,2,3", "label must be +1 or -1"},
	{"points=1,x,1", "not a number"},
	{"zzz=1", "unknown key"},
	{"points", "no \"=\""},
	{"k=1&k=2", "twice"},
	{"k=-1", "k must be"},
	{"example=lihang21&k=abc", "k must be"},
	{"eta=0", "η must be a finite number > 0, got 0"},
	{"eta=abc", `η must be a finite number > 0, got "abc"`},
	{"order=sideways", "unknown order"},
	{"form=foo", "unknown form"},
	{"form=knn&example=lihang21&k=1", "k must be 0"},
	{"view=1,0,0,1", "xmin < xmax"},
	{"view=1,2,3", "want 4 numbers"},
	{"lang=fr", "lang must be"},
	{"projector=maybe", "projector must be 1 or 0"},
	{"show=line,sparkles", "unknown layer"},
	{"example=nope", "unknown example"},
	{"example=lihang21&points=1,1,1", "not both"},
	{"d=0", "d must be"},
	{"w0=1", "want 2 numbers"},
	{"points=%zz", "URL escape"},
	{"example=lihang21&w=1,1", "must give b"},
	{"example=lihang21&b=1", "must give w"},
	{"k=100000&points=" + strings.Repeat("1,1,1;", 300) + "1,1,1", "more training than a link may replay"},
	{"degree=0", "degree must be"},
	{"k=2", "needs points"},
	{"example=xor&end=maybe", "end must be 1 or 0"},
}

func TestLinkMalformed(t *testing.T) {
	for _, c := range badLinks {
		_, err := ParseLink(c.frag)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseLink(%q) = %v, want an error with %q", c.frag, err, c.want)
		}
	}
}

func TestLinkTooLarge(t *testing.T) {
	_, err := ParseLink("points=" + strings.Repeat("1,1,1;", MaxLinkLength/6+1))
	if !errors.Is(err, ErrLinkTooLarge) {
		t.Errorf("ParseLink(huge) = %v, want ErrLinkTooLarge", err)
	}
	s := NewSession()
	s.Replace(dataset.Separable(5000, 2, 1, 1), DefaultSettings())
	if _, err := s.Link().Fragment(); !errors.Is(err, ErrLinkTooLarge) {
		t.Errorf("Fragment() of 5000 points = %v, want ErrLinkTooLarge", err)
	}
}

func TestExamplesKnowTheirNames(t *testing.T) {
	for _, name := range ExampleNames() {
		set, ts, ok := Example(name)
		if !ok || set.Validate() != nil || ts.Eta != 1 {
			t.Errorf("Example(%q) = %v, %+v, %v", name, set, ts, ok)
		}
	}
}

func FuzzParseLink(f *testing.F) {
	f.Add("points=3,3,1;4,3,1;1,1,-1&order=first&k=7")
	f.Add("example=lihang21&lang=zh&projector=1&show=line,margin&view=0,1,0,1")
	f.Add("d=1&points=1,1;2,-1&form=dual&eta=0.5&w=&b=1&alpha=0.5,0")
	for _, c := range badLinks {
		f.Add(c.frag)
	}
	f.Fuzz(func(t *testing.T, frag string) {
		l, err := ParseLink(frag)
		if err != nil {
			return
		}
		again, err := l.Fragment()
		if err != nil {
			return // within the length limit escaped, beyond it written out
		}
		l2, err := ParseLink(again)
		if err != nil {
			t.Fatalf("%q was written as %q, which reads as %v", frag, again, err)
		}
		if again2, _ := l2.Fragment(); again2 != again {
			t.Fatalf("%q: written %q, then %q", frag, again, again2)
		}
		s := NewSession()
		if _, err := s.OpenLink(l); err != nil {
			return // w, b and α that no run can make
		}
		if s.Training().State().K > l.K {
			t.Fatalf("%q opened at k = %d > %d", frag, s.Training().State().K, l.K)
		}
	})
}
