package ui

import (
	"perceptronlab/lab"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
)

// settingsForm edits the training settings: form, η, order and seed, the
// start w₀ and b₀, and no-bias. A valid change applies at once and starts
// the training again; an invalid entry shows why and changes nothing.
type settingsForm struct {
	e *explorer

	form           *choice
	eta, seed      *widget.Entry
	w0, b0         *widget.Entry
	order, kernel  *choice
	param          *widget.Entry // σ of the RBF kernel, or the polynomial degree
	noBias         *widget.Check
	nnK, nnP       *widget.Entry // k-NN's k and p (settingsknn.go)
	keyForm, keyOr *widget.Label
	keySeed        *widget.Label
	keyK, keyParam *widget.Label
	content        fyne.CanvasObject

	d        int  // the dimension w₀ is read in
	updating bool // set while load writes the widgets, so they apply nothing
	shown    lab.TrainSettings
	fresh    bool // the widgets show shown in dimension d
}

// newSettingsForm builds the settings form for e.
func newSettingsForm(e *explorer) *settingsForm {
	f := &settingsForm{e: e, d: 2}
	f.buildUI()
	return f
}

// buildUI creates the form's widgets.
func (f *settingsForm) buildUI() {
	f.form = newChoice(f.onChanged)
	f.order = newChoice(f.onChanged)
	f.eta = f.entry(func(s string) error { _, err := param.Eta.Parse(s); return err })
	f.seed = f.entry(func(s string) error { _, err := param.Seed.Parse(s); return err })
	f.w0 = f.entry(func(s string) error { _, err := lab.ParseVector(s, f.d); return err })
	f.b0 = f.entry(func(s string) error { _, err := lab.ParseReal(s); return err })
	f.kernel = newChoice(f.onKernel)
	f.param = f.entry(func(s string) error { _, _, err := f.parseParam(s); return err })
	f.noBias = &widget.Check{OnChanged: func(bool) { f.onChanged("") }}
	f.newKNNEntries()
	keyNNK, keyNNP := knnKeys()
	bold := fyne.TextStyle{Bold: true}
	f.keyForm, f.keyOr, f.keySeed = &widget.Label{TextStyle: bold}, &widget.Label{TextStyle: bold}, &widget.Label{TextStyle: bold}
	f.keyK, f.keyParam = &widget.Label{TextStyle: bold}, &widget.Label{TextStyle: bold}
	f.content = container.New(layout.NewFormLayout(),
		f.keyForm, f.form,
		f.keyK, f.kernel,
		f.keyParam, f.param,
		keyNNK, f.nnK,
		keyNNP, f.nnP,
		&widget.Label{Text: param.Eta.Symbol, TextStyle: bold}, f.eta,
		f.keyOr, f.order,
		f.keySeed, f.seed,
		&widget.Label{Text: "w₀", TextStyle: bold}, f.w0,
		&widget.Label{Text: "b₀", TextStyle: bold}, f.b0,
		layout.NewSpacer(), f.noBias)
}

// entry returns an entry that validates with check and applies on change.
func (f *settingsForm) entry(check func(string) error) *widget.Entry {
	e := &widget.Entry{Validator: check}
	e.ExtendBaseWidget(e)
	e.OnChanged = f.onChanged
	return e
}

// relabel sets the form's texts in the current language.
func (f *settingsForm) relabel() {
	f.keyForm.SetText(T("Form"))
	f.keyOr.SetText(T("Order"))
	f.keySeed.SetText(T("Seed"))
	f.noBias.SetText(T("No bias (b = 0)"))
	f.fresh = false
	f.updating = true
	defer func() { f.updating = false }()
	i := slices.Index(f.form.Options, f.form.Selected)
	f.form.Options = formNames()
	f.form.SetSelected(f.form.Options[max(i, 0)])
	j := f.order.SelectedIndex()
	f.order.SetOptions([]string{T("cyclic"), T("first"), T("random")})
	f.order.SetSelectedIndex(max(j, 0))
	k := f.kernel.SelectedIndex()
	f.kernel.SetOptions([]string{T("Gaussian (RBF)"), T("Polynomial")})
	f.kernel.SetSelectedIndex(max(k, 0))
	f.keyK.SetText(T("Kernel"))
}

// load shows ts, in dimension d, without applying anything.
func (f *settingsForm) load(ts lab.TrainSettings, d int) {
	if f.fresh && f.d == d && ts.Equal(f.shown) {
		return // a drag refreshes many times a second
	}
	f.shown, f.fresh = ts, true
	f.updating = true
	defer func() { f.updating = false }()
	f.d = d
	f.form.SetSelected(f.form.Options[formIndex(ts.Form)])
	f.order.SetSelectedIndex(int(ts.Order))
	setIfChanged(f.eta, param.Eta.Format(ts.Eta), func(s string) bool { v, err := param.Eta.Parse(s); return err == nil && v == ts.Eta })
	setIfChanged(f.seed, param.Seed.Format(ts.Seed), nil)
	setIfChanged(f.w0, vec(ts.Start(d)), func(s string) bool {
		v, err := lab.ParseVector(s, d)
		return err == nil && slices.Equal(v, ts.Start(d))
	})
	setIfChanged(f.b0, num(ts.B0), func(s string) bool { v, err := lab.ParseReal(s); return err == nil && v == ts.B0 })
	f.noBias.SetChecked(ts.NoBias)
	f.loadKernel(ts)
	f.loadKNN(ts)
	f.enable(ts)
}

// loadKernel shows the kernel and its parameter.
func (f *settingsForm) loadKernel(ts lab.TrainSettings) {
	if ts.KernelName == "poly" {
		f.kernel.SetSelectedIndex(1)
		f.keyParam.SetText(T("Degree"))
		setIfChanged(f.param, param.KernelDegree.FormatInt(ts.KernelDegree), nil)
		return
	}
	f.kernel.SetSelectedIndex(0)
	f.keyParam.SetText(param.Sigma.Symbol)
	setIfChanged(f.param, param.Sigma.Format(ts.Sigma), func(s string) bool { v, err := param.Sigma.Parse(s); return err == nil && v == ts.Sigma })
}

// onKernel switches the kernel, showing the parameter it had.
func (f *settingsForm) onKernel(string) {
	if f.updating {
		return
	}
	ts := f.shown
	ts.KernelName = []string{"rbf", "poly"}[max(f.kernel.SelectedIndex(), 0)]
	f.updating = true
	f.loadKernel(ts)
	f.updating = false
	f.onChanged("")
}

// parseParam reads the kernel parameter: σ for the RBF kernel, the degree
// for the polynomial one, each with its one parse (package param).
func (f *settingsForm) parseParam(s string) (sigma float64, degree int, err error) {
	sigma, degree = f.shown.Sigma, f.shown.KernelDegree
	if f.kernel.SelectedIndex() == 1 {
		degree, err = param.KernelDegree.ParseInt(s)
		return sigma, degree, err
	}
	sigma, err = param.Sigma.Parse(s)
	return sigma, degree, err
}

// setIfChanged writes text into e unless e already says the same thing in
// its own words (so "0.50" being typed is not rewritten to "0.5").
func setIfChanged(e *widget.Entry, text string, same func(string) bool) {
	if e.Text == text || (same != nil && same(e.Text)) {
		return
	}
	e.SetText(text)
}

// enable greys out what does not apply: the seed outside the random order,
// w₀ in the dual form (w = Σαᵢyᵢxᵢ starts at 0) and b₀ without a bias.
func (f *settingsForm) enable(ts lab.TrainSettings) {
	setEnabled(f.seed, ts.Order == perceptron.Random)
	setEnabled(f.w0, !ts.Form.DualForm() && ts.Form.Trains())
	setEnabled(f.b0, !ts.NoBias)
	setEnabled(f.kernel, ts.Form.Owns(param.Sigma)) // the parameters the method owns (lab.Methods)
	setEnabled(f.param, ts.Form.Owns(param.Sigma))
	f.enableKNN(ts)
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// onChanged applies the form when every field is valid.
func (f *settingsForm) onChanged(string) {
	if f.updating {
		return
	}
	if ts, ok := f.read(); ok {
		f.e.applySettings(ts)
	}
}

// read returns the settings the form shows; ok is false when a field is
// not valid.
func (f *settingsForm) read() (lab.TrainSettings, bool) {
	eta, err1 := param.Eta.Parse(f.eta.Text)
	seed, err2 := param.Seed.Parse(f.seed.Text)
	w0, err3 := lab.ParseVector(f.w0.Text, f.d)
	b0, err4 := lab.ParseReal(f.b0.Text)
	sigma, degree, err5 := f.parseParam(f.param.Text)
	ts := f.e.s.Settings() // what the form does not show is kept
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil || !f.readKNN(&ts) {
		return lab.TrainSettings{}, false
	}
	ts.Eta, ts.Seed, ts.W0, ts.B0, ts.NoBias, ts.Sigma, ts.KernelDegree = eta, seed, w0, b0, f.noBias.Checked, sigma, degree
	ts.KernelName = []string{"rbf", "poly"}[max(f.kernel.SelectedIndex(), 0)]
	ts.Form = formAt(slices.Index(f.form.Options, f.form.Selected))
	ts.Order = perceptron.Order(max(f.order.SelectedIndex(), 0))
	if !slices.ContainsFunc(w0, func(v float64) bool { return v != 0 }) {
		ts.W0 = nil
	}
	return ts, true
}
