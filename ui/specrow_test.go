package ui

import (
	"perceptronlab/ui/side"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
)

// TestSettingsRowsFromSpecs checks the Model tab's settings form against
// the specs of the methods it offers, in English and in Chinese: a row
// per parameter, labelled by its spec; an entry that refuses what the
// spec's parse refuses, with the spec's own message; a dropdown of a
// choice's options in the spec's words; and rows greyed out where the
// method chosen does not own the parameter.
func TestSettingsRowsFromSpecs(t *testing.T) {
	e := newTestExplorer(t)
	t.Cleanup(func() { i18n.SetLanguage("en") })
	for _, lang := range []string{"en", "zh"} {
		i18n.SetLanguage(lang)
		f := e.modelP().Settings
		for _, s := range []param.Spec{param.Eta, param.Order, param.Seed, param.KernelName, param.Sigma,
			param.KernelDegree, param.Coef0, param.K, param.P} {
			name, _, _ := s.Describe()
			r := f.Row(s)
			if r == nil {
				t.Fatalf("no row for %s", name)
			}
			if r.Label.Text != s.Label(lang) {
				t.Errorf("%s: %s row labelled %q, want %q", lang, name, r.Label.Text, s.Label(lang))
			}
		}
		opts := f.Row(param.KernelName).Pick.Options
		if want := param.KernelName.OptionLabel("rbf", lang); !slices.Contains(opts, want) || len(opts) != len(param.KernelName.Options) {
			t.Errorf("%s: kernel options %q, want the spec's, with %q", lang, opts, want)
		}
		if f.Row(param.NBLambda) != nil {
			t.Error("naive Bayes's λ has a row beside the Table tab's")
		}
	}
	i18n.SetLanguage("en")
	f := e.modelP().Settings
	deg := f.Row(param.KernelDegree).Entry
	_, want := param.KernelDegree.ParseValue("11")
	deg.SetText("11")
	if err := deg.Validate(); err == nil || err.Error() != want.Error() {
		t.Errorf("degree 11: the entry says %v, want the spec's %q", err, want)
	}
	if ts := e.s.Settings(); ts.KernelDegree != int(param.KernelDegree.Default) {
		t.Errorf("an invalid degree applied, or the default is not the spec's %d: %d", param.KernelDegree.Default, ts.KernelDegree)
	}
	deg.SetText("3")
	f.Form.SetSelected(f.Form.Options[formOf("knn")])
	if !f.Row(param.Eta).Entry.Disabled() || f.Row(param.K).Entry.Disabled() {
		t.Error("k-NN chosen: η enabled or k disabled") // k-NN owns k and p, not η
	}
	f.Form.SetSelected(f.Form.Options[formOf("kernel")])
	f.Row(param.KernelName).Pick.SetSelectedIndex(slices.Index(param.KernelName.Options, "poly"))
	f.Row(param.Coef0).Entry.SetText("0.5")
	if ts := e.s.Settings(); ts.KernelName != "poly" || ts.Value(param.Coef0) != 0.5 {
		t.Errorf("the kernel form's c: %s kernel, c = %v", ts.KernelName, ts.Value(param.Coef0))
	}
}

// The test method of TestMethodFromSpecAlone, known only to this file: an
// int, a real and a choice parameter.
var (
	uiSpecN = &param.Int{Name: "n", Symbol: "n", Doc: "a whole `n` from 1 to 9", Min: 1, Max: 9, Default: 2, En: "Count n", Zh: "个数 n"}
	uiSpecX = &param.Real{Name: "x", Symbol: "x", Doc: "a real `x` > 0", Min: 0, Default: 1, En: "Width x", Zh: "宽度 x"}
	uiSpecC = &param.Choice{Name: "c", Symbol: "c", Doc: "a choice `c`: a or b", Options: []string{"a", "b"}, Default: "a",
		OptEn: []string{"Option A", "Option B"}, OptZh: []string{"选项甲", "选项乙"}, En: "Choice c", Zh: "选择 c"}
	uiSpecMethod = &method.Method{Name: "specalone", Title: "Spec alone", TitleZh: "仅规格", Task: dataset.Classification,
		Specs: []param.Spec{uiSpecN, uiSpecX, uiSpecC}, Uses: method.Window}
)

// TestMethodFromSpecAlone (ui's part, issue 26): a method registered with
// the registry's one call gets its rows in the settings form from its
// specs alone: labels in English and Chinese, an entry validated by the
// spec's parse with its message, a dropdown of the choice's options, and
// its values read and written through the settings; unregistered, the
// form has no row of it.
func TestMethodFromSpecAlone(t *testing.T) {
	remove, err := method.Register(uiSpecMethod)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	form := func() *side.SettingsForm {
		e := newTestExplorer(t)
		ts := e.s.Settings()
		ts.Params = param.Values{"specalone.n": int64(7), "specalone.x": 0.25, "specalone.c": "b"}
		e.s.SetSettings(ts)
		e.Refresh()
		return e.modelP().Settings
	}
	for _, lang := range []string{"en", "zh"} {
		i18n.SetLanguage(lang)
		f := form()
		n, x, c := f.Row(uiSpecN), f.Row(uiSpecX), f.Row(uiSpecC)
		if n == nil || x == nil || c == nil {
			t.Fatalf("%s: rows n %v, x %v, c %v", lang, n != nil, x != nil, c != nil)
		}
		for _, r := range []*side.SpecRow{n, x, c} {
			if r.Label.Text != r.Spec.Label(lang) {
				t.Errorf("%s: row labelled %q, want %q", lang, r.Label.Text, r.Spec.Label(lang))
			}
		}
		if n.Entry == nil || x.Entry == nil || c.Pick == nil {
			t.Fatalf("%s: n and x want entries, c a dropdown", lang)
		}
		if n.Entry.Text != "7" || x.Entry.Text != "0.25" || c.Pick.Selected != uiSpecC.OptionLabel("b", lang) {
			t.Errorf("%s: rows show %q, %q, %q; want the settings' 7, 0.25, %q", lang, n.Entry.Text, x.Entry.Text, c.Pick.Selected, uiSpecC.OptionLabel("b", lang))
		}
		if want := []string{uiSpecC.OptionLabel("a", lang), uiSpecC.OptionLabel("b", lang)}; !slices.Equal(c.Pick.Options, want) {
			t.Errorf("%s: options %q, want %q", lang, c.Pick.Options, want)
		}
		_, want := uiSpecN.ParseValue("10")
		n.Entry.SetText("10")
		if err := n.Entry.Validate(); err == nil || err.Error() != want.Error() {
			t.Errorf("%s: n = 10: %v, want %q", lang, err, want)
		}
		n.Entry.SetText("5")
		ts, ok := f.Read()
		if !ok || ts.Params["specalone.n"] != int64(5) || ts.Params["specalone.x"] != 0.25 || ts.Params["specalone.c"] != "b" {
			t.Errorf("%s: the form reads %v, %v", lang, ok, ts.Params)
		}
		if !n.Entry.Disabled() {
			t.Errorf("%s: the primal form enables the test method's row", lang)
		}
	}
	remove()
	i18n.SetLanguage("en")
	f := form()
	for _, r := range f.Rows {
		if slices.Contains(uiSpecMethod.Specs, r.Spec) {
			t.Errorf("unregistered, the form has a row %q", r.Label.Text)
		}
	}
	var _ fyne.CanvasObject = f.Content
}
