package side

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// SettingsForm edits the training settings: the method, a row for each
// parameter the methods' specs declare (specrow.go), the start w₀ and b₀,
// and no-bias. A valid change applies at once and starts the training
// again; an invalid entry shows why and changes nothing.
type SettingsForm struct {
	r settingsRoom

	Form    *kit.Choice
	Rows    []*SpecRow // one per spec, in formSpecs' order
	W0, B0  *kit.KeyEntry
	noBias  *widget.Check
	keyForm *widget.Label
	Content fyne.CanvasObject

	start    []fyne.CanvasObject // the rows of w₀, b₀ and the bias
	d        int                 // the dimension w₀ is read in
	updating bool                // set while load writes the widgets, so they apply nothing
	shown    lab.TrainSettings
	fresh    bool // the widgets show shown in dimension d
}

// newSettingsForm builds the settings form for e.
func newSettingsForm(e settingsRoom) *SettingsForm {
	f := &SettingsForm{r: e, d: 2}
	f.buildUI()
	return f
}

// buildUI creates the form's widgets.
func (f *SettingsForm) buildUI() {
	f.Form = kit.NewChoice(f.onChanged)
	f.W0 = f.Entry(func(s string) error { _, err := lab.ParseVector(s, f.d); return err })
	f.B0 = f.Entry(func(s string) error { _, err := lab.ParseReal(s); return err })
	f.noBias = &widget.Check{OnChanged: func(bool) { f.onChanged("") }}
	f.keyForm = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	objs := []fyne.CanvasObject{f.keyForm, f.Form}
	for _, s := range formSpecs() {
		r := newSpecRow(s, f.onChanged)
		f.Rows = append(f.Rows, r)
		objs = append(objs, r.Label, r.widget())
	}
	bold := fyne.TextStyle{Bold: true}
	f.start = []fyne.CanvasObject{&widget.Label{Text: "w₀", TextStyle: bold}, f.W0,
		&widget.Label{Text: "b₀", TextStyle: bold}, f.B0, layout.NewSpacer(), f.noBias}
	objs = append(objs, f.start...)
	f.Content = container.New(layout.NewFormLayout(), objs...)
}

// Entry returns an entry that validates with check and applies on change.
func (f *SettingsForm) Entry(check func(string) error) *kit.KeyEntry {
	e := kit.NewKeyEntry() // F10 opens the menus from it (keys.go)
	e.Validator = check
	e.OnChanged = f.onChanged
	return e
}

// Row returns the row of spec s, or nil.
func (f *SettingsForm) Row(s param.Spec) *SpecRow {
	if i := slices.IndexFunc(f.Rows, func(r *SpecRow) bool { return r.Spec == s }); i >= 0 {
		return f.Rows[i]
	}
	return nil
}

// Relabel sets the form's texts in the current language.
func (f *SettingsForm) Relabel() {
	f.keyForm.SetText(i18n.T("Form"))
	f.noBias.SetText(i18n.T("No bias (b = 0)"))
	f.fresh = false
	f.updating = true
	defer func() { f.updating = false }()
	i := slices.Index(f.Form.Options, f.Form.Selected)
	f.Form.Options = formNames()
	f.Form.SetSelected(f.Form.Options[max(i, 0)])
	for _, r := range f.Rows {
		r.Relabel()
	}
}

// load shows ts, in dimension d, without applying anything.
func (f *SettingsForm) load(ts lab.TrainSettings, d int) {
	if f.fresh && f.d == d && ts.Equal(f.shown) {
		return // a drag refreshes many times a second
	}
	f.shown, f.fresh = ts, true
	f.updating = true
	defer func() { f.updating = false }()
	f.d = d
	f.Form.SetSelected(f.Form.Options[formIndex(ts.Form)])
	for _, r := range f.Rows {
		r.load(ts.Value(r.Spec))
	}
	setIfChanged(&f.W0.Entry, kit.Vec(ts.Start(d)), func(s string) bool {
		v, err := lab.ParseVector(s, d)
		return err == nil && slices.Equal(v, ts.Start(d))
	})
	setIfChanged(&f.B0.Entry, kit.Num(ts.B0), func(s string) bool { v, err := lab.ParseReal(s); return err == nil && v == ts.B0 })
	f.noBias.SetChecked(ts.NoBias)
	f.enable(ts)
}

// setIfChanged writes text into e unless e already says the same thing in
// its own words (so "0.50" being typed is not rewritten to "0.5").
func setIfChanged(e *widget.Entry, text string, same func(string) bool) {
	if e.Text == text || (same != nil && same(e.Text)) {
		return
	}
	e.SetText(text)
}

// enable shows the rows of the parameters the method owns (its registry
// entry's specs), and greys out those that do not apply with the others'
// values: one its kernel or order does not use (rowApplies), w₀ in the
// dual form (w = Σαᵢyᵢxᵢ starts at 0), b₀ without a bias. The start w₀,
// b₀ and the bias are the perceptron's only.
func (f *SettingsForm) enable(ts lab.TrainSettings) {
	m := ts.Form.Method()
	for _, r := range f.Rows {
		r.show(m.Entry.Owns(r.Spec))
		r.enable(m.Entry.Owns(r.Spec) && rowApplies(r.Spec, ts))
	}
	for _, o := range f.start {
		kit.SetVisible(o, ts.Form.Trains())
	}
	kit.SetEnabled(f.W0, !ts.Form.DualForm() && ts.Form.Trains())
	kit.SetEnabled(f.B0, !ts.NoBias && ts.Form.Trains())
	kit.SetEnabled(f.noBias, ts.Form.Trains())
}

// rowApplies reports whether a parameter the method owns is used with
// the others' values: the seed only in the random order, σ only with the
// RBF kernel, the degree and c only with the polynomial one. The specs
// say what each value is; which values use which is the method's.
func rowApplies(s param.Spec, ts lab.TrainSettings) bool {
	switch s {
	case param.Seed:
		return ts.Order == perceptron.Random
	case param.Sigma:
		return ts.KernelName == "rbf"
	case param.KernelDegree, param.Coef0:
		return ts.KernelName == "poly"
	}
	return true
}

// onChanged applies the form when every field is valid.
func (f *SettingsForm) onChanged(string) {
	if f.updating {
		return
	}
	if ts, ok := f.Read(); ok {
		f.r.ApplySettings(ts)
		now := f.r.Session().Settings()
		if now.Form != ts.Form {
			f.fresh = false // a method with a mode of its own took the window: the menu shows the session's method again
			f.load(now, f.d)
		} else {
			f.enable(now) // a choice (kernel, order) may make another row apply
		}
	}
}

// Read returns the settings the form shows; ok is false when a field is
// not valid. A row's value goes into the settings through its spec
// (lab.TrainSettings.SetValue) only where it differs, so that the
// defaults of parameters kept in Params are not written out.
func (f *SettingsForm) Read() (lab.TrainSettings, bool) {
	w0, err1 := lab.ParseVector(f.W0.Text, f.d)
	b0, err2 := lab.ParseReal(f.B0.Text)
	ts := f.r.Session().Settings() // what the form does not show is kept
	if err1 != nil || err2 != nil {
		return lab.TrainSettings{}, false
	}
	for _, r := range f.Rows {
		v, err := r.Read() // k > N is reported by the kd-tree tab: points may yet be added
		if err != nil {
			return lab.TrainSettings{}, false
		}
		if r.Spec.FormatValue(v) != r.Spec.FormatValue(ts.Value(r.Spec)) && ts.SetValue(r.Spec, v) != nil {
			return lab.TrainSettings{}, false
		}
	}
	ts.W0, ts.B0, ts.NoBias = w0, b0, f.noBias.Checked
	ts.Form = formAt(slices.Index(f.Form.Options, f.Form.Selected))
	if !slices.ContainsFunc(w0, func(v float64) bool { return v != 0 }) {
		ts.W0 = nil
	}
	return ts, true
}

// settingsRoom is what the SettingsForm asks of the window.
type settingsRoom interface {
	kit.Room
	// ApplySettings takes new training settings.
	ApplySettings(ts lab.TrainSettings)
}
