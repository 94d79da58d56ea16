package ui

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// fitAcceptance is issue 27's link: a Chinese classroom's, projected and
// dark, at M = 9.
const fitAcceptance = "https://lab.example/#fit=1&example=bishop11&m=9&lang=zh&projector=1&dark=1"

// TestFitLinkKeepsTheLook opens the acceptance link: Chinese, projected,
// dark, M = 9, and the link the window writes again keeps all of it
// (curve-fitting links once refused lang, projector and dark, so the
// default lab opened in English).
func TestFitLinkKeepsTheLook(t *testing.T) {
	defer i18n.SetLanguage("en")
	e := newTestExplorer(t)
	e.links.openLink(fitAcceptance)
	v := e.fit.View
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("the link was refused: %s", overlayText(top))
	}
	if !e.fit.InFitMode() || i18n.Language() != "zh" || !e.look.projector || !e.look.dark || v.Lab().M != 9 || v.Lab().Name != "bishop11" {
		t.Fatalf("opened: fit mode %v, language %s, projector %v, dark %v, M = %d, %s", e.fit.InFitMode(), i18n.Language(), e.look.projector, e.look.dark, v.Lab().M, v.Lab().Name)
	}
	u, err := e.links.linkURL()
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range []string{"example=bishop11", "polyfit.m=9", "lang=zh", "projector=1", "dark=1"} {
		if !strings.Contains(u+"&", "&"+kv+"&") {
			t.Errorf("the window's link %q has no %s", u, kv)
		}
	}
}

// TestFitModeLinkFromAChineseDarkLab enters curve fitting from a Chinese,
// dark lab (View ▸ Curve fitting): the link carries the language and the
// theme.
func TestFitModeLinkFromAChineseDarkLab(t *testing.T) {
	defer i18n.SetLanguage("en")
	e := newTestExplorer(t)
	i18n.SetLanguage("zh")
	e.looks.setDark(true)
	e.fit.Toggle()
	e.fit.View.PredictFromLink(true)
	u, err := e.links.linkURL()
	if err != nil || !strings.Contains(u, "&lang=zh&projector=0&dark=1&predict=1") {
		t.Errorf("link %q, %v", u, err)
	}
	e2 := secondWindow(t, e)
	i18n.SetLanguage("en")
	e2.links.openLink(u)
	if i18n.Language() != "zh" || !e2.look.dark || e2.look.projector || !e2.fit.View.Predict.On {
		t.Errorf("reopened: language %s, dark %v, projector %v, predict %v", i18n.Language(), e2.look.dark, e2.look.projector, e2.fit.View.Predict.On)
	}
}

// TestBadFitLinkSaysWhy opens bad curve-fitting links: each is refused
// in a dialog naming the key and its limit, and leaves the lab as it was
// (they once opened Bishop's lab silently, with a word in the strip).
func TestBadFitLinkSaysWhy(t *testing.T) {
	for _, c := range []struct{ frag, key, limit string }{
		{"#fit=1&m=99", "m", "30"},
		{"#fit=1&gen=9223372036854775807:0.3:1:1", "gen", "5000"},
		{"#fit=1&example=bishop11&cv=kfold:5:shuffle:0:m&fold=99", "fold", "7"},
		{"#fit=1&lang=fr", "lang", "en or zh"},
	} {
		e, v := enterFit(t)
		v.Controls.M.SetValue(5)
		before := fmt.Sprint(v.Lab().Points, v.Lab().M)
		e.links.openLink(c.frag)
		top := e.win.Canvas().Overlays().Top()
		if top == nil {
			t.Errorf("%s: no dialog", c.frag)
			continue
		}
		text := overlayText(top)
		if !strings.Contains(text, c.key) || !strings.Contains(text, c.limit) {
			t.Errorf("%s: the dialog says %q, want %s and %s", c.frag, text, c.key, c.limit)
		}
		if fmt.Sprint(v.Lab().Points, v.Lab().M) != before || !e.fit.HasBadLink {
			t.Errorf("%s: the lab changed, or the address would not keep the link", c.frag)
		}
	}
}

// TestCopyLinkOfHugeFitLab copies the link of 10⁶ generated points: the
// clipboard keeps what it had and a dialog names the limit (the link
// once written, gen=1000000:…, opened the default lab instead).
func TestCopyLinkOfHugeFitLab(t *testing.T) {
	e, v := enterFit(t)
	e.app.Clipboard().SetContent("before")
	v.Lab().Generate(lab.FitGen{N: 1_000_000, Sigma: 0.3, Seed: 1})
	e.links.onCopyLink()
	if got := e.app.Clipboard().Content(); got != "before" {
		t.Errorf("Copy link put %.80q on the clipboard", got)
	}
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), "5000") {
		t.Errorf("no dialog naming the limit")
	}
}

// TestCopyLinkOfTooLargeALabOffersAFile: the dialog offers Save As.
func TestCopyLinkOfTooLargeALabOffersAFile(t *testing.T) {
	e := newTestExplorer(t)
	for i := range 5000 {
		e.s.AddPoint([]float64{float64(i) * 1.000001, 0.5}, 1)
	}
	e.links.onCopyLink()
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), "Save As…") || !strings.Contains(overlayText(top), "65536") {
		t.Fatalf("no dialog offering Save As and naming the limit")
	}
}

// TestStartRefusesTooManyFitPoints starts the window on a generator spec
// of 10⁶ points: refused in one line naming the limit, before the points
// are made (they once loaded, past the window's limit); 5000 open.
func TestStartRefusesTooManyFitPoints(t *testing.T) {
	e := newTestExplorer(t)
	e.start([]string{"sin:1000000:0.3:1"})
	v := e.fit.View
	top := e.win.Canvas().Overlays().Top()
	if v == nil || len(v.Lab().Points) > lab.FitMaxPoints || top == nil {
		t.Fatalf("sin:1000000 was not refused")
	}
	// The dialog's label holds the message, then its wrapped lines.
	if msg, _, _ := strings.Cut(overlayText(top), "\n"); !strings.Contains(msg, "N = 1000000") || !strings.Contains(msg, "at most 5000") {
		t.Errorf("the dialog says %q", msg)
	}
	e2 := newTestExplorer(t)
	e2.start([]string{"sin:5000:0.3:7"})
	if v := e2.fit.View; v == nil || len(v.Lab().Points) != 5000 || v.Lab().Gen.Seed != 7 {
		t.Errorf("sin:5000 did not open")
	}
}

// TestFitLinkOfHugeNumbers opens links whose points lie near 1e26 (with
// M = 12) and near 1e308: the window does not panic, in the fit or in the
// error figures' sweeps, and the strip says what went wrong in one line.
// (It needs algo/selection's fit to return an error there: until then
// FitPoly panics in LAPACK, "cfrom is NaN".)
func TestFitLinkOfHugeNumbers(t *testing.T) {
	for _, scale := range []string{"e26", "e307"} {
		var pts []string
		for i := range 14 {
			pts = append(pts, fmt.Sprintf("%d%s,%d%s,0", i+1, scale, (i*7)%5+1, scale))
		}
		frag := "#fit=1&m=12&pts=" + strings.Join(pts, ";")
		e := newTestExplorer(t)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v\n%s", scale, r, debug.Stack())
				}
			}()
			e.links.openLink(frag)
			v := e.fit.View
			v.Jobs.Wait()
			for i := range v.Tabs.Items { // the error figures sweep M and λ
				v.Tabs.SelectIndex(i)
				v.Jobs.Wait()
				v.Views.Jobs.Wait() // the Errors tab's drawing, which measures text
			}
		}()
		v := e.fit.View
		if v == nil || len(v.Lab().Points) != 14 || v.Lab().M != 12 {
			t.Errorf("%s: the link did not open: %v", scale, e.win.Canvas().Overlays().Top() != nil && true)
			if top := e.win.Canvas().Overlays().Top(); top != nil {
				t.Log(overlayText(top))
			}
			continue
		}
		if v.FitErr != nil && strings.Contains(v.Explain.Text, "\n") {
			t.Errorf("%s: the strip says %q", scale, v.Explain.Text)
		}
	}
}
