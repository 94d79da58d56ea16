package lab

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"perceptronlab/dataset"
)

// editedFitLab returns a lab unlike a new one in every field a file
// keeps: its own points with a test point, M, λ, both toggles, a
// hold-out setting over λ, and a stepper at its third step.
func editedFitLab(t *testing.T) *FitLab {
	t.Helper()
	l := NewFitLab()
	l.Generate(FitGen{N: 12, NTest: 4, Sigma: 0.25, Seed: 7})
	if err := l.Add(FitPoint{X: 0.55, T: -1.5, Test: true}); err != nil {
		t.Fatal(err)
	}
	l.M, l.LnLambda, l.ShowTruth, l.ShowResiduals = 9, -11.5, false, true
	l.CV = CVSetting{Kind: CVKFold, S: 4, Frac: 0.25, Shuffle: false, Seed: 99, Over: CVOverLambda}
	st, err := l.StartCV(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	st.Pos = 2
	l.Step = st
	return l
}

// sameFitLab reports how got differs from want in what a file keeps, or "".
func sameFitLab(got, want *FitLab) string {
	switch {
	case got == nil:
		return "no lab"
	case !slices.Equal(got.Points, want.Points):
		return "points"
	case got.Gen != want.Gen || got.Truth != want.Truth || got.Name != want.Name:
		return "gen, truth or name"
	case got.M != want.M || got.LnLambda != want.LnLambda:
		return "M or ln λ"
	case got.ShowTruth != want.ShowTruth || got.ShowResiduals != want.ShowResiduals:
		return "the toggles"
	case got.CV != want.CV:
		return "the cv setting"
	}
	return ""
}

// TestFitSectionRoundTrips saves a session holding an edited curve-fitting
// lab beside its classifier, to a file and as bytes, and opens it in a
// fresh session: the lab, its fold and the classifier come back.
func TestFitSectionRoundTrips(t *testing.T) {
	s := NewSession()
	s.Replace(dataset.LiHang21(), DefaultSettings())
	want := editedFitLab(t)
	s.SetFit(want)
	path := filepath.Join(t.TempDir(), "lab.json")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	fromFile := NewSession()
	if err := fromFile.Open(path); err != nil {
		t.Fatal(err)
	}
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	fromBytes := NewSession()
	if err := fromBytes.OpenData("lab.json", b); err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string]*Session{"Open": fromFile, "OpenData": fromBytes} {
		if d := sameFitLab(got.Fit(), want); d != "" {
			t.Errorf("%s: the lab's %s differ", name, d)
		}
		if got.FitFold() != 3 { // Pos 2 is the third step
			t.Errorf("%s: FitFold = %d, want 3", name, got.FitFold())
		}
		if !sameSet(got.Set(), dataset.LiHang21()) || got.Dirty() {
			t.Errorf("%s: the classifier's points changed, or the session is dirty", name)
		}
	}
	// A session without a lab writes no section, and opening it drops the lab.
	s.SetFit(nil)
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	if raw, _ := os.ReadFile(path); strings.Contains(string(raw), `"fit"`) {
		t.Error("a session without a curve-fitting lab wrote a fit section")
	}
	if err := fromFile.Open(path); err != nil || fromFile.Fit() != nil || fromFile.FitFold() != 0 {
		t.Errorf("Open of a file without a fit section: %v, Fit = %v, FitFold = %d", err, fromFile.Fit(), fromFile.FitFold())
	}
}

// TestFitSectionKeepsOnlyTrueNames: truth and an example's name come
// back while the points are the generator's or the example's, and are
// dropped for points edited by hand, as a link would carry them.
func TestFitSectionKeepsOnlyTrueNames(t *testing.T) {
	gen := NewFitLab()
	ex := NewFitLab()
	if err := ex.LoadFitExample("bishop11"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		lab       *FitLab
		edit      func(f map[string]any)
		truth     bool
		labelName string
	}{
		{"gen", gen, func(map[string]any) {}, true, gen.Name},
		{"gen edited", gen, func(f map[string]any) { pointOf(f, 0)["t"] = 5.0 }, false, gen.Name},
		{"example", ex, func(map[string]any) {}, false, "bishop11"},
		{"example edited", ex, func(f map[string]any) { pointOf(f, 3)["x"] = 0.123 }, false, ""},
	} {
		s := NewSession()
		s.SetFit(c.lab)
		got, err := reopenFit(t, s, c.edit)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.Fit().Truth != c.truth || got.Fit().Name != c.labelName {
			t.Errorf("%s: truth %v, name %q; want %v, %q", c.name, got.Fit().Truth, got.Fit().Name, c.truth, c.labelName)
		}
	}
}

func pointOf(fit map[string]any, i int) map[string]any {
	return fit["points"].([]any)[i].(map[string]any)
}

// reopenFit saves s as JSON, applies edit to its fit section and opens
// the result in a fresh session.
func reopenFit(t *testing.T, s *Session, edit func(fit map[string]any)) (*Session, error) {
	t.Helper()
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f["fit"].(map[string]any))
	if b, err = json.MarshalIndent(f, "", " "); err != nil {
		t.Fatal(err)
	}
	got := NewSession()
	return got, got.OpenData("lab.json", b)
}

// TestFitSectionMissingKeysKeepDefaults: a section that gives only its
// points opens with a new lab's M, λ, toggles and cv setting.
func TestFitSectionMissingKeysKeepDefaults(t *testing.T) {
	body := `{"version": 1, "points": {"d": 2, "points": []}, "settings": {"eta": 1}, "training": {"updated": -1},
 "fit": {"points": [{"x": 0.5, "t": 1}, {"x": 0.25, "t": 2, "test": true}]}}`
	s := NewSession()
	if err := s.OpenData("lab.json", []byte(body)); err != nil {
		t.Fatal(err)
	}
	want := NewFitLab()
	want.Points = []FitPoint{{X: 0.5, T: 1}, {X: 0.25, T: 2, Test: true}}
	want.Truth, want.Name = false, ""
	if d := sameFitLab(s.Fit(), want); d != "" {
		t.Errorf("the lab's %s differ from a new lab's", d)
	}
	// null is no lab, as an absent section.
	if err := s.OpenData("lab.json", []byte(`{"version": 1, "points": {"d": 2, "points": []}, "settings": {"eta": 1}, "training": {"updated": -1}, "fit": null}`)); err != nil || s.Fit() != nil {
		t.Errorf(`"fit": null: %v, Fit = %v`, err, s.Fit())
	}
}

// TestFitSectionErrors corrupts one key of a saved fit section at a time
// and wants one line naming the file, the key's line and the cause; the
// session is left as it was.
func TestFitSectionErrors(t *testing.T) {
	base := NewSession()
	base.SetFit(editedFitLab(t))
	many := make([]any, FitMaxPoints+1)
	for i := range many {
		many[i] = map[string]any{"x": 0.5, "t": 1.0}
	}
	for _, c := range []struct {
		name, key, want string
		edit            func(f map[string]any)
	}{
		{"m", `"m": 40`, "fit: m: M must be a whole number from 0 to 30, got 40", func(f map[string]any) { f["m"] = 40 }},
		{"m negative", `"m": -1`, "fit: m: M must be a whole number from 0 to 30, got -1", func(f map[string]any) { f["m"] = -1 }},
		{"lnLambda", `"lnLambda": 3`, "fit: lnLambda: ln λ must be a finite number ≤ 0, got 3", func(f map[string]any) { f["lnLambda"] = 3 }},
		{"gen", `"n": 0`, "fit: gen must have n ≥ 1", func(f map[string]any) { f["gen"].(map[string]any)["n"] = 0 }},
		{"gen sum", `"nTest": 4995`, "n + nTest ≤ 5000", func(f map[string]any) { f["gen"].(map[string]any)["nTest"] = 4995 }},
		{"kind", `"kind": "bootstrap"`, `fit: cv kind "bootstrap" must be one of kfold, loo, holdout`,
			func(f map[string]any) { f["cv"].(map[string]any)["kind"] = "bootstrap" }},
		{"over", `"over": "k"`, `fit: cv over "k" must be m or lambda`, func(f map[string]any) { f["cv"].(map[string]any)["over"] = "k" }},
		{"fold", `"fold": 9`, "fit: fold must be a whole number from 1 to 6", func(f map[string]any) { f["fold"] = 9 }},
		{"points", `"points": [`, "fit: 5001 points, more than the 5000 a lab holds", func(f map[string]any) { f["points"] = many }},
		{"params m", `"m": 31`, "fit: params: polyfit.m: M must be a whole number from 0 to 30, got 31",
			func(f map[string]any) { f["params"].(map[string]any)["polyfit"].(map[string]any)["m"] = 31 }},
		{"params lambda", `"lambda": 2`, "fit: params: polyfit.lambda: λ = 2 must be at most 1",
			func(f map[string]any) { f["params"].(map[string]any)["polyfit"].(map[string]any)["lambda"] = 2 }},
		{"params unknown", `"zz": 1`, "fit: params: unknown parameter polyfit.zz",
			func(f map[string]any) { f["params"].(map[string]any)["polyfit"].(map[string]any)["zz"] = 1 }},
		{"name", `"name": "xxxxxxxx…`, "fit: the name is longer than 1000 bytes", func(f map[string]any) { f["name"] = strings.Repeat("x", 1001) }},
	} {
		b := corruptFit(t, base, c.edit)
		s := NewSession()
		err := s.OpenData("lab.json", b)
		var pe *dataset.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "lab.json:") ||
			strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: OpenData = %v; want one line naming lab.json and %q", c.name, err, c.want)
			continue
		}
		if want := lineOf(t, b, c.key); pe.Line != want {
			t.Errorf("%s: line %d, want %d (the line of %s)", c.name, pe.Line, want, c.key)
		}
		if s.Fit() != nil || s.CanUndo() {
			t.Errorf("%s: a bad file changed the session", c.name)
		}
	}
}

// corruptFit returns s's session file, indented, with edit applied to
// its fit section.
func corruptFit(t *testing.T, s *Session, edit func(map[string]any)) []byte {
	t.Helper()
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f["fit"].(map[string]any))
	if b, err = json.MarshalIndent(f, "", " "); err != nil {
		t.Fatal(err)
	}
	return b
}

// lineOf returns the 1-based line of the only line of b that is s (with
// or without a comma after it; s ending in … is a prefix), found by text,
// independently of jsonLine.
func lineOf(t *testing.T, b []byte, s string) int {
	t.Helper()
	lines := strings.Split(string(b), "\n")
	found := 0
	for i, l := range lines {
		l = strings.TrimSpace(l)
		prefix, isPrefix := strings.CutSuffix(s, "…")
		if l == s || l == s+"," || (isPrefix && strings.HasPrefix(l, prefix)) {
			if found != 0 {
				t.Fatalf("%s is on lines %d and %d", s, found, i+1)
			}
			found = i + 1
		}
	}
	if found == 0 {
		t.Fatalf("%s is on no line", s)
	}
	return found
}

// TestFitSectionTypeError: a value of the wrong type is the decoder's
// error on its line, as elsewhere in the file.
func TestFitSectionTypeError(t *testing.T) {
	body := "{\"version\": 1,\n \"points\": {\"d\": 2, \"points\": []},\n \"fit\": {\n  \"m\": \"three\"\n }\n}"
	err := NewSession().OpenData("lab.json", []byte(body))
	var pe *dataset.ParseError
	if !errors.As(err, &pe) || pe.Line != 4 {
		t.Errorf("OpenData = %v; want a ParseError on line 4", err)
	}
}

// TestFitSectionWritesAnUnstartableFraction: the window keeps a test
// fraction it could not use ("NaN" typed); JSON cannot hold it, and the
// save must still work and open again.
func TestFitSectionWritesAnUnstartableFraction(t *testing.T) {
	s := NewSession()
	l := NewFitLab()
	l.CV.Frac = nan()
	l.CV.S = 0 // S typed as "x" while hold-out was chosen
	s.SetFit(l)
	path := filepath.Join(t.TempDir(), "lab.json")
	if err := s.Save(path); err != nil {
		t.Fatalf("Save: %v", err)
	}
	got := NewSession()
	if err := got.Open(path); err != nil {
		t.Fatalf("Open: %v", err)
	}
	if got.Fit().CV.S != 0 || got.Fit().CV.Frac != DefaultCVSetting().Frac {
		t.Errorf("cv = %+v", got.Fit().CV)
	}
}

func nan() float64 { v, _ := strconv.ParseFloat("NaN", 64); return v }

// TestFitSectionParams: M and λ are polyfit's section, from its specs;
// ln λ comes back exactly, through lnLambda where no float64 λ has it as
// its ln (−0.1), and the older m and lnLambda still read.
func TestFitSectionParams(t *testing.T) {
	for _, ln := range []float64{-11.5, -0.1} {
		s := NewSession()
		l := NewFitLab()
		l.M, l.LnLambda = 25, ln
		s.SetFit(l)
		b, err := s.MarshalSession()
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Fit struct {
				Params   map[string]map[string]float64 `json:"params"`
				LnLambda *float64                      `json:"lnLambda"`
			} `json:"fit"`
		}
		if err := json.Unmarshal(b, &f); err != nil || f.Fit.Params["polyfit"]["m"] != 25 {
			t.Errorf("ln λ = %g: the section %+v, %v", ln, f.Fit, err)
		}
		if _, hasLambda := f.Fit.Params["polyfit"]["lambda"]; hasLambda == (f.Fit.LnLambda != nil) {
			t.Errorf("ln λ = %g: λ %v and lnLambda %v, want one", ln, f.Fit.Params["polyfit"], f.Fit.LnLambda)
		}
		got := NewSession()
		if err := got.OpenData("lab.json", b); err != nil || got.Fit().M != 25 || got.Fit().LnLambda != ln {
			t.Errorf("ln λ = %g: reopened M = %d, ln λ = %v, %v", ln, got.Fit().M, got.Fit().LnLambda, err)
		}
	}
	body := `{"version": 1, "points": {"d": 2, "points": []}, "settings": {"eta": 1}, "training": {"updated": -1},
 "fit": {"m": 7, "lnLambda": -18}}`
	s := NewSession()
	if err := s.OpenData("old.json", []byte(body)); err != nil || s.Fit().M != 7 || s.Fit().LnLambda != -18 {
		t.Errorf("m and lnLambda: %v, %+v", err, s.Fit())
	}
}

// TestJSONLine checks the line finder on a document whose lines are
// known by construction.
func TestJSONLine(t *testing.T) {
	doc := "{\n \"a\": 1,\n \"b\": {\n  \"c\": [\n   10,\n   {\"d\": 2}\n  ]\n },\n \"e\": \"x\"\n}"
	for _, c := range []struct {
		path []string
		want int
	}{
		{[]string{"a"}, 2},
		{[]string{"b"}, 3},
		{[]string{"b", "c"}, 4},
		{[]string{"b", "c", "0"}, 5},
		{[]string{"b", "c", "1", "d"}, 6},
		{[]string{"e"}, 9},
		{[]string{"b", "zz"}, 3}, // the deepest part there is
		{[]string{"nothing"}, 0},
	} {
		if got := jsonLine([]byte(doc), c.path...); got != c.want {
			t.Errorf("jsonLine(%v) = %d, want %d", c.path, got, c.want)
		}
	}
	if got := jsonLine([]byte("{\"a\": [1, 2,"), "a", "5"); got != 1 {
		t.Errorf("a cut document: %d, want 1 (the deepest part found)", got)
	}
}

// FuzzOpenFitSection opens fuzzed session files with a fit section: a
// file is refused with a one-line error, or its lab is within its limits
// and comes back the same from the file it saves.
func FuzzOpenFitSection(f *testing.F) {
	s := NewSession()
	s.SetFit(NewFitLab())
	b, err := s.MarshalSession()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte(`{"version": 1, "points": {"d": 2, "points": []}, "settings": {"eta": 1}, "training": {"updated": -1},
 "fit": {"points": [{"x": 1, "t": 2, "test": true}], "params": {"polyfit": {"m": 30, "lambda": 1e-300}}, "fold": 1,
  "cv": {"kind": "loo", "over": "lambda"}, "gen": {"n": 1, "nTest": 4999, "sigma": 0, "seed": 18446744073709551615}}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		if len(body) > 1<<16 {
			return
		}
		s := NewSession()
		if err := s.OpenData("f.json", body); err != nil {
			// (dataset's own errors may quote a raw value with its line
			// breaks: "field \"d\" … got {\n}", left to dataset.)
			if strings.Contains(err.Error(), "fit:") && strings.Contains(err.Error(), "\n") {
				t.Fatalf("a two-line error: %q", err)
			}
			return
		}
		l := s.Fit()
		if l == nil {
			return
		}
		if len(l.Points) > FitMaxPoints || l.M < 0 || l.M > 30 || !(l.LnLambda >= FitMinLnLambda && l.LnLambda <= 0) {
			t.Fatalf("a lab past its limits: %d points, M = %d, ln λ = %v", len(l.Points), l.M, l.LnLambda)
		}
		again, err := s.MarshalSession()
		if err != nil {
			t.Fatalf("saving the opened lab: %v", err)
		}
		back := NewSession()
		if err := back.OpenData("f.json", again); err != nil || sameFitLab(back.Fit(), l) != "" || back.FitFold() != s.FitFold() {
			t.Fatalf("the saved lab does not open the same: %v", err)
		}
	})
}

// BenchmarkJSONLineDeep finds a key's line past 9000 nested arrays, as
// a fuzzed file may hold: the walk stays linear (0.6 s a call when every
// token built its whole path; about 0.7 ms since).
func BenchmarkJSONLineDeep(b *testing.B) {
	deep := strings.Repeat("[", 9000) + strings.Repeat("]", 9000)
	doc := []byte(`{"x": ` + deep + `, "fit": {"m": 99}}`)
	b.ReportAllocs()
	for b.Loop() {
		if jsonLine(doc, "fit", "m") != 1 {
			b.Fatal("no line")
		}
	}
}
