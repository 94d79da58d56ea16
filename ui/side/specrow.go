package side

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

// SpecRow is one row of the settings form, built from a parameter's spec
// alone: its label in the interface's language, and an entry that
// validates with the spec's one parse (and says its one message), or,
// for a choice, a dropdown of the spec's options in the interface's
// language. A method's parameters need no code of their own in the form.
type SpecRow struct {
	Spec  param.Spec
	Label *widget.Label
	Entry *kit.KeyEntry // an Int, Real, Frac or List spec
	Pick  *kit.Choice   // a Choice spec
	opts  []string      // the choice's values, in the order of pick's options
}

// newSpecRow returns the row of spec s; changed runs on each edit.
func newSpecRow(s param.Spec, changed func(string)) *SpecRow {
	r := &SpecRow{Spec: s, Label: &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}}
	if c, ok := s.(*param.Choice); ok && s.Kind() == param.ChoiceKind {
		r.opts = c.Options
		r.Pick = kit.NewChoice(changed)
		return r
	}
	r.Entry = kit.NewKeyEntry() // F10 opens the menus from it (keys.go)
	r.Entry.Validator = func(text string) error { _, err := s.ParseValue(text); return err }
	r.Entry.OnChanged = changed
	return r
}

// widget returns the row's input.
func (r *SpecRow) widget() fyne.CanvasObject {
	if r.Pick != nil {
		return r.Pick
	}
	return r.Entry
}

// Relabel writes the label and a choice's options in the current
// language, keeping the option chosen.
func (r *SpecRow) Relabel() {
	lang := i18n.Language()
	r.Label.SetText(r.Spec.Label(lang))
	if r.Pick == nil {
		return
	}
	i := r.Pick.SelectedIndex()
	c := r.Spec.(*param.Choice)
	names := make([]string, len(r.opts))
	for j, o := range r.opts {
		names[j] = c.OptionLabel(o, lang)
	}
	r.Pick.SetOptions(names)
	r.Pick.SetSelectedIndex(max(i, 0))
}

// load shows value v, of the spec's kind, unless the entry already says
// it in its own words (so "0.50" being typed is not rewritten to "0.5").
func (r *SpecRow) load(v any) {
	if r.Pick != nil {
		r.Pick.SetSelectedIndex(max(slices.Index(r.opts, r.Spec.FormatValue(v)), 0))
		return
	}
	text := r.Spec.FormatValue(v)
	setIfChanged(&r.Entry.Entry, text, func(s string) bool {
		got, err := r.Spec.ParseValue(s)
		return err == nil && r.Spec.FormatValue(got) == text
	})
}

// Read returns the value the row shows, or the spec's error.
func (r *SpecRow) Read() (any, error) {
	if r.Pick != nil {
		return r.Spec.ParseValue(r.opts[max(r.Pick.SelectedIndex(), 0)])
	}
	return r.Spec.ParseValue(r.Entry.Text)
}

// show shows the row, or hides its label and input.
func (r *SpecRow) show(on bool) {
	kit.SetVisible(r.Label, on)
	kit.SetVisible(r.widget(), on)
}

// enable greys the row's input out, or not.
func (r *SpecRow) enable(on bool) {
	if r.Pick != nil {
		kit.SetEnabled(r.Pick, on)
	} else {
		kit.SetEnabled(r.Entry, on)
	}
}

// formSpecs are the parameters the settings form has a row for: every
// Spec of the registered classification methods the window offers, once
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
