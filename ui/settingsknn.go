package ui

import (
	"slices"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/param"
)

// formChoices are the forms the settings offer, in the order shown; it
// follows lab.Form's order so that a form's option is easy to find.
var formChoices = []lab.Form{lab.Primal, lab.Dual, lab.Kernel, lab.Pocket, lab.Averaged, lab.KNN, lab.NaiveBayes}

// formNames names formChoices in the current language.
func formNames() []string {
	names := make([]string, len(formChoices))
	for i, f := range formChoices {
		names[i] = formName(f)
	}
	return names
}

// formName names one form in the current language.
func formName(f lab.Form) string {
	switch f {
	case lab.Dual:
		return T("Dual")
	case lab.Kernel:
		return T("Kernel")
	case lab.Pocket:
		return T("Pocket")
	case lab.Averaged:
		return T("Averaged")
	case lab.KNN:
		return T("k-NN")
	case lab.NaiveBayes:
		return T("Naive Bayes")
	}
	return T("Primal")
}

// formIndex returns the option of form f, 0 for a form not offered.
func formIndex(f lab.Form) int { return max(slices.Index(formChoices, f), 0) }

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
	setEnabled(f.nnK, ts.Form == lab.KNN)
	setEnabled(f.nnP, ts.Form == lab.KNN)
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
	return boldLabel("k"), boldLabel("p")
}
