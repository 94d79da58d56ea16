package ui

import (
	"slices"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/param"
)

// formNames names the methods the settings offer (lab.Methods, in its
// order) in the current language.
func formNames() []string {
	names := make([]string, len(lab.Methods))
	for i, m := range lab.Methods {
		names[i] = T(m.Title)
	}
	return names
}

// formName names one form in the current language.
func formName(f lab.Form) string { return T(f.Method().Title) }

// formIndex returns the option of form f, 0 for a form not offered.
func formIndex(f lab.Form) int {
	return max(slices.IndexFunc(lab.Methods, func(m lab.Method) bool { return m.Form == f }), 0)
}

// formAt returns the form of option i.
func formAt(i int) lab.Form { return lab.Methods[max(i, 0)].Form }

// newKNNEntries makes the k and p entries of the k-NN form.
func (f *settingsForm) newKNNEntries() {
	f.nnK = f.entry(func(s string) error { _, err := param.K.ParseInt(s); return err })
	f.nnP = f.entry(func(s string) error { _, err := param.P.Parse(s); return err })
	f.nnP.PlaceHolder = "1, 2, inf"
}

// loadKNN shows k and p.
func (f *settingsForm) loadKNN(ts lab.TrainSettings) {
	setIfChanged(f.nnK, param.K.FormatInt(ts.K), func(s string) bool { k, err := param.K.ParseInt(s); return err == nil && k == ts.K })
	setIfChanged(f.nnP, param.P.Format(ts.P), func(s string) bool { p, err := param.P.Parse(s); return err == nil && p == ts.P })
}

// readKNN reads k and p into ts; ok is false when one is not valid.
func (f *settingsForm) readKNN(ts *lab.TrainSettings) bool {
	k, err1 := param.K.ParseInt(f.nnK.Text) // k > N is reported by the kd-tree tab: points may yet be added
	p, err2 := param.P.Parse(f.nnP.Text)
	if err1 != nil || err2 != nil {
		return false
	}
	ts.K, ts.P = k, p
	return true
}

// enableKNN greys out what the form does not use: k and p outside k-NN,
// and the perceptron's settings in the forms that do not train.
func (f *settingsForm) enableKNN(ts lab.TrainSettings) {
	setEnabled(f.nnK, ts.Form.Owns(param.K))
	setEnabled(f.nnP, ts.Form.Owns(param.P))
	if !ts.Form.Trains() {
		for _, w := range []interface{ Disable() }{f.eta, f.order, f.seed, f.w0, f.b0, f.noBias} {
			w.Disable()
		}
	} else {
		setEnabled(f.eta, true)
		setEnabled(f.order, true)
		setEnabled(f.noBias, true)
	}
}

// knnKeys returns the labels of the k and p rows.
func knnKeys() (k, p *widget.Label) {
	return boldLabel(param.K.Symbol), boldLabel(param.P.Symbol)
}
