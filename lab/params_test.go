package lab

import (
	"math"
	"strings"
	"testing"
)

// TestOldLinksOpen opens links written before the parameters were defined
// once (param): every settings key keeps its name and meaning, and p
// takes inf and infinity alike.
func TestOldLinksOpen(t *testing.T) {
	s, _ := openLink(t, "#points=3,3,1;4,3,1;1,1,-1&form=kernel&kernel=poly&degree=3&eta=0.5&seed=7&order=random")
	ts := s.Settings()
	if ts.Form != Kernel || ts.KernelName != "poly" || ts.KernelDegree != 3 || ts.Eta != 0.5 || ts.Seed != 7 {
		t.Errorf("kernel link: %+v", ts)
	}
	s, _ = openLink(t, "#points=3,3,1;4,3,1;1,1,-1&form=kernel&sigma=0.25")
	if s.Settings().Sigma != 0.25 {
		t.Errorf("sigma link: %+v", s.Settings())
	}
	for _, inf := range []string{"inf", "infinity", "Inf", "%E2%88%9E"} {
		s, _ = openLink(t, "#points=3,3,1;4,3,1;1,1,-1&form=knn&knn=3&p="+inf)
		if ts := s.Settings(); ts.K != 3 || !math.IsInf(ts.P, 1) {
			t.Errorf("p=%s: k = %d, p = %v", inf, ts.K, ts.P)
		}
	}
}

// TestOldSessionOpens reads a session file as the app wrote it before the
// parameters were defined once: the JSON fields are unchanged.
func TestOldSessionOpens(t *testing.T) {
	const old = `{"version": 1,
 "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [4, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
 "settings": {"form": "kernel", "eta": 0.5, "order": "first", "seed": 3, "b0": 0, "noBias": false,
  "kernel": "poly", "sigma": 2, "degree": 4, "k": 2, "p": "inf"},
 "training": {"w": null, "b": 0, "alpha": [0, 0, 0], "k": 0, "updated": -1, "status": "", "trace": []}}`
	s := NewSession()
	if err := s.OpenData("old.json", []byte(old)); err != nil {
		t.Fatal(err)
	}
	ts := s.Settings()
	if ts.Form != Kernel || ts.Eta != 0.5 || ts.KernelDegree != 4 || ts.Sigma != 2 || ts.K != 2 || !math.IsInf(ts.P, 1) || ts.Seed != 3 {
		t.Errorf("settings %+v", ts)
	}
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"degree": 4`, `"sigma": 2`, `"p": "inf"`, `"eta": 0.5`, `"k": 2`} {
		if !strings.Contains(string(b), field) {
			t.Errorf("saved session lacks %s:\n%s", field, b)
		}
	}
}

// TestParamsOneLimit checks that the session file, the link and the
// settings refuse a parameter with the same words: its one check.
func TestParamsOneLimit(t *testing.T) {
	for _, c := range []struct{ link, file, want string }{
		{"eta=0", `"eta": 0`, "η must be a finite number > 0, got 0"},
		{"form=kernel&sigma=-1", `"eta": 1, "kernel": "rbf", "sigma": -1`, "σ must be a finite number > 0, got -1"},
		{"form=kernel&kernel=poly&degree=11", `"eta": 1, "kernel": "poly", "sigma": 1, "degree": 11`, "degree must be a whole number from 1 to 10, got 11"},
		{"form=knn&p=0.5", `"eta": 1, "p": "0.5"`, "p must be a number ≥ 1 or inf, got 0.5"},
	} {
		if _, err := ParseLink("#points=3,3,1&" + c.link); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("link %s: %v, want %q", c.link, err, c.want)
		}
		file := `{"version": 1, "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}]}, "settings": {"form": "primal", "order": "cyclic", ` +
			c.file + `}, "training": {"w": [0, 0], "b": 0, "alpha": [0], "k": 0, "updated": -1, "status": "", "trace": []}}`
		if err := NewSession().OpenData("s.json", []byte(file)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("file %s: %v, want %q", c.file, err, c.want)
		}
	}
}
