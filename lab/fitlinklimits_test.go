package lab

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// parseNoPanic reads a curve-fitting link and turns a panic into a test
// failure, so that one bad link does not hide the others.
func parseNoPanic(t *testing.T, frag string) (l *FitLink, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic %v", frag, r)
		}
	}()
	return ParseFitLink(frag)
}

// A generator whose N + NTest overflows int is refused with the limit
// named, before anything is allocated: N = 2⁶³−1 once panicked in
// makeslice, and N = 10⁹ with an NTest that wraps the sum below 5000 asked
// for 8 GB.
func TestFitLinkGenOverflow(t *testing.T) {
	for _, frag := range []string{
		"fit=1&gen=9223372036854775807:0.3:1:1",
		"fit=1&gen=1:0.3:1:9223372036854775807",
		"fit=1&gen=1000000000:0.3:1:9223372035854775809",
		"fit=1&gen=1000000000:0.3:1:1",
	} {
		_, err := parseNoPanic(t, frag)
		if err == nil || !strings.Contains(err.Error(), "gen") || !strings.Contains(err.Error(), "5000") {
			t.Errorf("%s: error %v, want one naming gen and 5000", frag, err)
		}
	}
	if l, err := ParseFitLink("fit=1&gen=4990:0.3:1:10"); err != nil || len(l.Lab.Points) != 5000 {
		t.Errorf("gen at the limit: %v", err)
	}
}

// knnLinkOf returns a k-NN link of n points at the origin, all of class 1,
// with the given cross-validation keys.
func knnLinkOf(n int, cv string) string {
	return "form=knn&" + cv + "&points=" + strings.TrimSuffix(strings.Repeat("0,0,1;", n), ";")
}

// A 64 KiB k-NN link with S-fold cross-validation over about ten thousand
// folds is checked without making the folds: counting them once built
// every fold's index lists (10⁴ × 10⁴ ints, 800 MB) and ran out of memory.
func TestLinkCVCountsFoldsWithoutMakingThem(t *testing.T) {
	const n, s = 10_100, 10_051
	frag := knnLinkOf(n, fmt.Sprintf("cv=kfold:%d:noshuffle:0:k&fold=1", s))
	if len(frag) > MaxLinkLength {
		t.Fatalf("the link has %d characters, more than a link may", len(frag))
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	l, err := ParseLink(frag)
	runtime.ReadMemStats(&after)
	if err != nil || l.CV == nil || l.CV.Fold != 1 || l.CV.Setting.S != s {
		t.Fatalf("read %+v, %v", l, err)
	}
	// The points themselves take about 10⁴ × 100 bytes; 64 MB leaves room
	// for them many times over and not for the folds.
	got := after.TotalAlloc - before.TotalAlloc
	if got > 64<<20 {
		t.Errorf("reading the link allocated %d MB", got>>20)
	}
	t.Logf("reading a %d-character link of %d points allocated %.1f MB", len(frag), n, float64(got)/(1<<20))
}

// Every cross-validation key of a link is checked against the link's
// points before anything is built, with the key and the limit named: S
// beyond N, a test fraction that leaves a side empty, a fold past the
// means and the choice, in k-NN links and curve-fitting links alike.
func TestLinkCVCheckedAgainstPoints(t *testing.T) {
	for _, c := range []struct{ frag, want string }{
		{knnLinkOf(10, "cv=kfold:11:noshuffle:0:k&fold=1"), "S = 11, N = 10"},
		{knnLinkOf(10, "cv=kfold:1:noshuffle:0:k&fold=1"), "S must be a whole number from 2 to 2147483647, got 1"},
		{knnLinkOf(10, "cv=holdout:0.99:noshuffle:0:k&fold=1"), "both need a row"},
		{knnLinkOf(10, "cv=holdout:2:noshuffle:0:k&fold=1"), "the test fraction must be a finite number from 0 to 1, got 2"},
		{knnLinkOf(10, "cv=kfold:5:noshuffle:0:k&fold=8"), "from 1 to 7"},
		{"fit=1&example=bishop11&cv=kfold:11:noshuffle:0:m&fold=1", "S = 11, N = 10"},
		{"fit=1&fold=9&example=bishop11&cv=kfold:5:noshuffle:0:m", "from 1 to 7"},
		{"fit=1&example=bishop11&cv=kfold:5:noshuffle:0:m&fold=8", "from 1 to 7"},
		{"fit=1&example=bishop11&cv=loo:5:noshuffle:0:m&fold=13", "from 1 to 12"},
		{"fit=1&gen=3:0.3:1:20&cv=holdout:0.5:noshuffle:0:m&fold=4", "from 1 to 3"},
	} {
		if _, err := ParseLink(c.frag); IsFitFragment(c.frag) {
			_, err = parseNoPanic(t, c.frag)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%.60s: error %v, want one with %q", c.frag, err, c.want)
			}
		} else if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: error %v, want one with %q", c.frag, err, c.want)
		}
	}
	// At the limits the links open.
	for _, frag := range []string{
		knnLinkOf(10, "cv=kfold:10:noshuffle:0:k&fold=12"),
		"fit=1&example=bishop11&cv=loo:5:noshuffle:0:m&fold=12",
		"fit=1&example=bishop11&cv=holdout:0.5:shuffle:3:m&fold=3",
	} {
		var err error
		if IsFitFragment(frag) {
			_, err = parseNoPanic(t, frag)
		} else {
			_, err = ParseLink(frag)
		}
		if err != nil {
			t.Errorf("%.60s: %v", frag, err)
		}
	}
}

// A curve-fitting link carries the classroom's look with the lab's own
// keys (issue 27): lang, projector, dark and predict once made the link
// unreadable, and a Chinese classroom's link opened in English.
func TestFitLinkLook(t *testing.T) {
	const acceptance = "#fit=1&example=bishop11&m=9&lang=zh&projector=1&dark=1"
	f, err := ParseFitLink("https://x/" + acceptance)
	if err != nil {
		t.Fatal(err)
	}
	if f.Lang != "zh" || f.Projector == nil || !*f.Projector || f.Dark == nil || !*f.Dark || f.Predict != nil || f.Lab.M != 9 || f.Lab.Name != "bishop11" {
		t.Fatalf("read %+v, M = %d, %s", f.LinkLook, f.Lab.M, f.Lab.Name)
	}
	frag, err := f.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range []string{"example=bishop11", "polyfit.m=9", "lang=zh", "projector=1", "dark=1"} {
		if !strings.Contains("&"+frag+"&", "&"+kv+"&") {
			t.Errorf("written again as %q: no %s", frag, kv)
		}
	}
	back, err := ParseFitLink(frag)
	if err != nil || back.LinkLook.Lang != "zh" || !*back.Dark || !*back.Projector {
		t.Errorf("%q read back as %+v, %v", frag, back, err)
	}
	on := false
	back.Predict, back.Lang = &on, "en"
	if again, _ := back.Fragment(); !strings.HasSuffix(again, "&lang=en&projector=1&dark=1&predict=0") {
		t.Errorf("predict=0 written as %q", again)
	}
	// Both grammars give their look to the web edition before it builds
	// the window.
	for frag, want := range map[string]string{acceptance: "zh", "#example=lihang21&lang=zh&dark=1": "zh", "#fit=1&lang=en": "en"} {
		if k, ok := LookOf(frag); !ok || k.Lang != want || (k.Dark == nil) == strings.Contains(frag, "dark") {
			t.Errorf("LookOf(%q) = %+v, %v", frag, k, ok)
		}
	}
	for _, c := range []struct{ frag, want string }{
		{"fit=1&lang=fr", "lang must be en or zh"},
		{"fit=1&projector=maybe", "projector must be 1 or 0"},
		{"fit=1&dark=2", "dark must be 1 or 0"},
		{"fit=1&predict=x", "predict must be 1 or 0"},
	} {
		if _, err := parseNoPanic(t, c.frag); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.frag, err, c.want)
		}
	}
}

// Every link a curve-fitting lab writes opens again as that lab; a lab
// with more points than a link may carry says so, naming the limit. A lab
// of 10⁶ generated points once wrote gen=1000000:…, and an emptied one
// pts=, and neither link opened.
func TestFitLinkReopensOrSaysWhy(t *testing.T) {
	big := NewFitLab()
	big.Generate(FitGen{N: 1_000_000, Sigma: 0.3, Seed: 1})
	if _, err := big.FitFragment(); !errors.Is(err, ErrLinkTooLarge) || !strings.Contains(err.Error(), "5000") {
		t.Errorf("10⁶ points: %v, want a too-large error naming 5000", err)
	}
	empty := NewFitLab()
	for len(empty.Points) > 0 {
		empty.Delete(0)
	}
	atLimit := NewFitLab()
	atLimit.Generate(FitGen{N: 4000, NTest: 1000, Sigma: 0.3, Seed: 2})
	atLimit.Move(0, 0.5, 0.25) // edited: the link carries every point
	small := NewFitLab()
	small.Generate(FitGen{N: 80, NTest: 20, Sigma: 0.3, Seed: 3})
	small.ToggleTest(0)
	for name, l := range map[string]*FitLab{"empty": empty, "5000 points": atLimit, "100 points": small} {
		frag, err := l.FitFragment()
		if errors.Is(err, ErrLinkTooLarge) {
			continue // too long for a link, and said so
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		back, err := ParseFitLink(frag)
		if err != nil {
			t.Errorf("%s: %.60s does not open: %v", name, frag, err)
			continue
		}
		if !slices.Equal(back.Lab.Points, l.Points) {
			t.Errorf("%s: %d points read back, want %d", name, len(back.Lab.Points), len(l.Points))
		}
	}
}

// Points near the largest float64 are finite and read: x + t once
// overflowed to +Inf, and a link of finite points was refused.
func TestFitLinkPointsNearTheLargestFloat(t *testing.T) {
	f, err := ParseFitLink("fit=1&pts=1.7e308,1.7e308,0;-1.7e308,1e308,1")
	if err != nil || len(f.Lab.Points) != 2 || f.Lab.Points[0].X != 1.7e308 {
		t.Errorf("read %+v, %v", f, err)
	}
	for _, bad := range []string{"fit=1&pts=1e309,0,0", "fit=1&pts=0,NaN,0", "fit=1&pts=0,-Inf,1"} {
		if _, err := ParseFitLink(bad); err == nil || !strings.Contains(err.Error(), "finite") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// Each bad key of a curve-fitting link is named, with its limit, in the
// lab's words, never Go's ("strconv.Atoi: parsing …").
func TestFitLinkErrorsNameKeyAndLimit(t *testing.T) {
	for _, c := range []struct{ frag, want string }{
		{"fit=1&m=x", `m: M must be a whole number from 0 to 30, got "x"`},
		{"fit=1&m=31", "from 0 to 30"},
		{"fit=1&polyfit.m=31", `polyfit.m: M must be a whole number from 0 to 30, got 31`},
		{"fit=1&lnlambda=zz", `lnlambda: ln λ must be a finite number ≤ 0, got "zz"`},
		{"fit=1&lnlambda=1", "≤ 0"},
		{"fit=1&polyfit.lambda=-1", `polyfit.lambda: λ must be a finite number ≥ 0, got -1`},
		{"fit=1&polyfit.lambda=2", `polyfit.lambda: λ = 2 must be at most 1 (ln λ ≤ 0)`},
		{"fit=1&fold=x", `fold: fold must be a whole number from 1 to 2147483647, got "x"`},
		{"fit=1&cv=kfold:x:shuffle:0:m", `cv: S must be a whole number from 2 to 2147483647, got "x"`},
		{"fit=1&cv=holdout:x:shuffle:0:m", `cv: the test fraction must be a finite number from 0 to 1, got "x"`},
		{"fit=1&nokey=1", "nokey: unknown key (a curve-fitting link may have fit, gen, example, pts, polyfit.m, polyfit.lambda, truth, resid, cv, fold, lang, projector, dark, predict)"},
		{"fit=1&pts=%zz", `pts: "%zz" is not a valid URL escape`},
		{"fit=1&example=bishop", `example: no curve-fitting example called "bishop" (want one of bishop11, lihang14)`},
		{"fit=1&pts=" + strings.Repeat("0,0,0;", 5000) + "1,1,0", "pts: more than 5000 points"},
	} {
		_, err := parseNoPanic(t, c.frag)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "strconv") {
			t.Errorf("%.40s: error %v, want %q", c.frag, err, c.want)
		}
	}
}
