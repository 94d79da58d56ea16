package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// specRow is one row of the settings form, built from a parameter's spec
// alone: its label in the interface's language, and an entry that
// validates with the spec's one parse (and says its one message), or,
// for a choice, a dropdown of the spec's options in the interface's
// language. A method's parameters need no code of their own in the form.
type specRow struct {
	spec  param.Spec
	label *widget.Label
	entry *kit.KeyEntry // an Int, Real, Frac or List spec
	pick  *kit.Choice   // a Choice spec
	opts  []string      // the choice's values, in the order of pick's options
}

// newSpecRow returns the row of spec s; changed runs on each edit.
func newSpecRow(s param.Spec, changed func(string)) *specRow {
	r := &specRow{spec: s, label: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}}
	if c, ok := s.(*param.Choice); ok && s.Kind() == param.ChoiceKind {
		r.opts = c.Options
		r.pick = kit.NewChoice(changed)
		return r
	}
	r.entry = kit.NewKeyEntry() // F10 opens the menus from it (keys.go)
	r.entry.Validator = func(text string) error { _, err := s.ParseValue(text); return err }
	r.entry.OnChanged = changed
	return r
}

// widget returns the row's input.
func (r *specRow) widget() fyne.CanvasObject {
	if r.pick != nil {
		return r.pick
	}
	return r.entry
}

// relabel writes the label and a choice's options in the current
// language, keeping the option chosen.
func (r *specRow) Relabel() {
	lang := i18n.Language()
	r.label.SetText(r.spec.Label(lang))
	if r.pick == nil {
		return
	}
	i := r.pick.SelectedIndex()
	c := r.spec.(*param.Choice)
	names := make([]string, len(r.opts))
	for j, o := range r.opts {
		names[j] = c.OptionLabel(o, lang)
	}
	r.pick.SetOptions(names)
	r.pick.SetSelectedIndex(max(i, 0))
}

// load shows value v, of the spec's kind, unless the entry already says
// it in its own words (so "0.50" being typed is not rewritten to "0.5").
func (r *specRow) load(v any) {
	if r.pick != nil {
		r.pick.SetSelectedIndex(max(slices.Index(r.opts, r.spec.FormatValue(v)), 0))
		return
	}
	text := r.spec.FormatValue(v)
	setIfChanged(&r.entry.Entry, text, func(s string) bool {
		got, err := r.spec.ParseValue(s)
		return err == nil && r.spec.FormatValue(got) == text
	})
}

// read returns the value the row shows, or the spec's error.
func (r *specRow) read() (any, error) {
	if r.pick != nil {
		return r.spec.ParseValue(r.opts[max(r.pick.SelectedIndex(), 0)])
	}
	return r.spec.ParseValue(r.entry.Text)
}

// enable greys the row's input out, or not.
func (r *specRow) enable(on bool) {
	if r.pick != nil {
		kit.SetEnabled(r.pick, on)
	} else {
		kit.SetEnabled(r.entry, on)
	}
}

// formSpecs are the parameters the settings form has a row for: every
// spec of the registered classification methods the window offers, once
// each, in the registry's order; but naive Bayes's λ, which the Table
// tab edits beside the counts it smooths.
func formSpecs() []param.Spec {
	var out []param.Spec
	for _, m := range method.With(method.Window) {
		if m.Task != dataset.Classification {
			continue
		}
		for _, s := range m.Specs {
			if s != param.Spec(param.NBLambda) && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
