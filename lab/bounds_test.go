package lab

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/scene"
)

// walkSteps steps back from the latest update to 0, then forward again,
// and seeks every k, as the window's Back, Forward and slider do: none may
// panic, and each state has the k asked for or the nearest kept one.
func walkSteps(t *testing.T, s *Session) {
	t.Helper()
	latest := s.Training().State().K
	for range min(latest, 1000) + 1 {
		if !s.Training().Back() {
			break
		}
	}
	for range min(latest, 1000) + 1 {
		if ok, err := s.Training().Step(); err != nil || !ok {
			break
		}
	}
	for k := range min(latest, 1000) + 1 {
		s.Training().Seek(k)
		if got := s.Training().State().K; got < 0 || got > latest {
			t.Fatalf("Seek(%d) shows k = %d of %d", k, got, latest)
		}
	}
}

func writeSession(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.json")
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestSessionWithoutTraceSteppesBack(t *testing.T) {
	// Issue 21: a session whose "trace" is [] or null with k = 7 crashed
	// the window on Back (slice bounds out of range [::7]).
	for _, trace := range []string{`[]`, `null`} {
		body := `{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [4, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
		 "settings": {"eta": 1, "order": "first"},
		 "training": {"w": [1, 1], "b": -3, "alpha": [2, 0, 5], "k": 7, "updated": 2, "trace": ` + trace + `}}`
		s := NewSession()
		if err := s.Open(writeSession(t, body)); err != nil {
			t.Fatalf("trace %s: %v", trace, err)
		}
		if st := s.Training().State(); st.K != 7 || st.B != -3 {
			t.Fatalf("trace %s: opened at k = %d, b = %v; want the file's 7, −3", trace, st.K, st.B)
		}
		walkSteps(t, s)
		s.Training().Seek(0)
		if st := s.Training().State(); st.K != 0 || st.B != 0 {
			t.Errorf("trace %s: the start is k = %d, b = %v", trace, st.K, st.B)
		}
	}
}

func TestLinkEndedOpensAtItsK(t *testing.T) {
	// Issue 21: k=3&end=1 opened at k = 4. Example 2.1 goes on after k = 3,
	// so the link is wrong about the end: it opens at 3 and says so.
	l, err := ParseLink("example=lihang21&order=first&k=3&end=1")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession()
	note, err := s.OpenLink(l)
	if err != nil || note == "" {
		t.Fatalf("OpenLink = %q, %v; want a note that the run goes on", note, err)
	}
	if k := s.Training().State().K; k != 3 {
		t.Errorf("opened at k = %d, want 3", k)
	}
	// Where the run does end (k = 7), end=1 opens there, converged.
	l, _ = ParseLink("example=lihang21&order=first&k=7&end=1")
	s = NewSession()
	if note, err := s.OpenLink(l); err != nil || note != "" || s.Training().State().K != 7 {
		t.Errorf("k=7&end=1: %q, %v, k = %d", note, err, s.Training().State().K)
	}
}

func TestViewsAreChecked(t *testing.T) {
	// Issue 21: view=1e15,1.0000000000000002e15,0,1 is two float64 steps
	// wide; the link and a session file widen it to 16 steps (0.125 apart
	// at 10¹⁵: 2 wide) about its centre, as the window's zoom stops there.
	l, err := ParseLink("example=lihang21&view=1e15,1.0000000000000002e15,0,1")
	if err != nil {
		t.Fatal(err)
	}
	if v := l.View; v.XMax-v.XMin != 2 || v.YMin != 0 || v.YMax != 1 {
		t.Errorf("link view %+v, want x 2 wide, y 0…1", *v)
	}
	body := `{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}]}, "settings": {"eta": 1},
	 "view": {"xmin": 1e15, "xmax": 1.0000000000000002e15, "ymin": 0, "ymax": 1}, "training": {}}`
	s := NewSession()
	if err := s.Open(writeSession(t, body)); err != nil {
		t.Fatal(err)
	}
	if v := s.View; v == nil || v.XMax-v.XMin != 2 {
		t.Errorf("session view %+v, want x 2 wide", v)
	}
	for _, view := range []string{`{"xmin": 2, "xmax": 1, "ymin": 0, "ymax": 1}`, `{"xmin": -1e308, "xmax": 1e308, "ymin": 0, "ymax": 1}`} {
		bad := strings.Replace(body, `{"xmin": 1e15, "xmax": 1.0000000000000002e15, "ymin": 0, "ymax": 1}`, view, 1)
		if err := NewSession().Open(writeSession(t, bad)); err == nil || !strings.Contains(err.Error(), "view") {
			t.Errorf("view %s: err = %v, want it refused by name", view, err)
		}
	}
}

// openAndDraw is the window's open path without the window: the lab
// opened, stepped back and forth, and its scene built through the view
// the window would show.
func openAndDraw(t *testing.T, s *Session) {
	t.Helper()
	walkSteps(t, s)
	v := scene.FitView(s.Set(), 800, 600)
	if r := s.View; r != nil {
		var ok bool
		if v, ok = (scene.View{XMin: r.XMin, XMax: r.XMax, YMin: r.YMin, YMax: r.YMax}).Bounded(); !ok {
			t.Fatalf("the lab kept a view that cannot be drawn: %+v", *r)
		}
	}
	st := s.Training().State()
	in := scene.NewInput(s.Set())
	if st.W != nil && len(st.W) == s.Set().D {
		in.Models = scene.Step(st.W, st.B, nil, 0)
	}
	sc := scene.Build(in, v.EqualScale(800, 600))
	if len(sc.XTicks) > 1001 || len(sc.YTicks) > 1001 {
		t.Fatalf("%d, %d ticks", len(sc.XTicks), len(sc.YTicks))
	}
}

// FuzzOpenSessionFile opens fuzzed session files as the window does: a
// file is refused with an error, or opened, stepped through and drawn.
func FuzzOpenSessionFile(f *testing.F) {
	f.Add([]byte(`{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
	 "settings": {"eta": 1}, "training": {"w": [1, 1], "b": -3, "alpha": [2, 0], "k": 7, "trace": []}}`))
	f.Add([]byte(`{"version": 1, "points": {"d": 1, "points": [{"x": [1e16], "y": 1}]}, "settings": {"eta": 1},
	 "view": {"xmin": 1e15, "xmax": 1.0000000000000002e15, "ymin": 0, "ymax": 1}, "training": {}}`))
	dir := f.TempDir()
	seed := filepath.Join(dir, "seed.json")
	if err := liHangAt(f, 7).WriteSession(seed); err != nil {
		f.Fatal(err)
	}
	b, err := os.ReadFile(seed)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Fuzz(func(t *testing.T, body []byte) {
		if len(body) > 1<<16 {
			return
		}
		path := filepath.Join(dir, "f.json")
		if err := os.WriteFile(path, body, 0o644); err != nil {
			t.Fatal(err)
		}
		s := NewSession()
		if s.Open(path) != nil {
			return
		}
		openAndDraw(t, s)
	})
}

// FuzzOpenLink opens fuzzed links as the window does: refused with an
// error, or opened at no more than their k, stepped through and drawn.
func FuzzOpenLink(f *testing.F) {
	f.Add("example=lihang21&view=1e15,1.0000000000000002e15,0,1")
	f.Add("example=lihang21&order=first&k=3&end=1")
	f.Add("points=9000000000000006,9000000000000006,1;9000000000000008,9000000000000006,1;9000000000000002,9000000000000002,-1&form=knn")
	f.Add("points=3,4,1;4,3,1;1,1,-1&order=first&k=4&w=0,0&b=-2&alpha=1,0,3")
	f.Fuzz(func(t *testing.T, frag string) {
		l, err := ParseLink(frag)
		if err != nil {
			return
		}
		if l.Set.Len()*max(l.K, 1) > 200_000 {
			return // bounded by maxReplayWork, but too slow for a fuzz run
		}
		s := NewSession()
		if _, err := s.OpenLink(l); err != nil {
			return
		}
		if s.Training().State().K > l.K {
			t.Fatalf("%q opened at k = %d > %d", frag, s.Training().State().K, l.K)
		}
		if v := s.View; v != nil && (math.IsNaN(v.XMin) || !(v.XMin < v.XMax)) {
			t.Fatalf("%q kept the view %+v", frag, *v)
		}
		openAndDraw(t, s)
	})
}

func TestSessionBaseIsChecked(t *testing.T) {
	// A long run's base row goes through the checks of the other rows:
	// its point index within the points, its w of the points' dimension
	// (else the state is dropped, as for any row that does not fit).
	head := `{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
	 "settings": {"eta": 1}, "training": {"w": [1, 1], "b": -3, "alpha": [2, 1], "k": 5, "dropped": 5, "baseAlpha": [2, 1], `
	if err := NewSession().Open(writeSession(t, head+`"base": {"k": 5, "i": 9, "w": [1, 1], "b": -3}}}`)); err == nil || !strings.Contains(err.Error(), "base.i") {
		t.Errorf("base.i = 9 of 2 points: err = %v", err)
	}
	s := NewSession()
	if err := s.Open(writeSession(t, head+`"base": {"k": 5, "i": 0, "w": [1, 1, 1], "b": -3}}}`)); err != nil {
		t.Fatal(err)
	}
	if st := s.Training().State(); st.K != 0 || len(st.W) != 2 {
		t.Errorf("a base of the wrong dimension was kept: k = %d, w = %v", st.K, st.W)
	}
	walkSteps(t, s)
}
