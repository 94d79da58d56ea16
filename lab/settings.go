package lab

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
)

// Form is the form of the perceptron a session trains.
type Form int

const (
	// Primal is Li Hang's Algorithm 2.1: w ← w + ηyᵢxᵢ, b ← b + ηyᵢ.
	Primal Form = iota
	// Dual is Li Hang's Algorithm 2.2: αᵢ ← αᵢ + η, b ← b + ηyᵢ.
	Dual
	// Kernel is the dual form with a kernel K(xᵢ, xⱼ) in place of xᵢ·xⱼ: a
	// curved boundary f(x) = Σ αⱼyⱼK(xⱼ, x) + b = 0.
	Kernel
	// Pocket is the primal run that keeps in its pocket the best w, b seen
	// (for data that do not separate).
	Pocket
	// Averaged is the averaged perceptron: the mean of the run's states.
	Averaged
	// KNN is k-nearest neighbours with the kd-tree (Li Hang, chapter 3):
	// nothing to train, the regions come from the points.
	KNN
	// NaiveBayes is Gaussian naive Bayes on the plane (Li Hang, chapter 4).
	NaiveBayes
	// PolyFit is chapter 1's polynomial curve fitting, a regression: it
	// learns from (x, t) with real t (FitLab), not from a session's ±1
	// points, so that sessions and links of the classifiers never carry it.
	PolyFit
)

// TrainSettings are the training settings a user chooses in the Model
// tab: the form, and one group of parameters per method that owns some
// (Method.Params lists them). Each group reads and writes itself for the
// session file and the link, with the one parse of each parameter in
// package param; its fields are promoted, so ts.Eta and ts.K read as before.
type TrainSettings struct {
	Form Form
	PerceptronSettings
	KernelSettings
	KNNSettings
	// Params are the values of the methods' parameters that have no
	// field here (settings_params.go), by their link key; nil or a key
	// left out: the spec's default.
	Params param.Values
}

// DefaultSettings returns the settings of a new session: primal form, η = 1,
// cyclic order, starting from zero.
func DefaultSettings() TrainSettings {
	return TrainSettings{Form: Primal,
		PerceptronSettings: PerceptronSettings{Eta: 1, Order: perceptron.Cyclic},
		KernelSettings:     KernelSettings{KernelName: "rbf", Sigma: 1, KernelDegree: int(param.KernelDegree.Default)},
		KNNSettings:        KNNSettings{K: 1, P: 2},
	}
}

// clone returns a copy of ts that shares no memory with it.
func (ts TrainSettings) clone() TrainSettings {
	ts.W0 = slices.Clone(ts.W0)
	ts.Params = maps.Clone(ts.Params)
	return ts
}

// settingsGroup is one group of TrainSettings: the parameters one method
// owns (or, for PerceptronSettings, the perceptron forms share), as the
// session file and the link carry them, each through its one parse in
// package param.
type settingsGroup interface {
	// toFile writes the group into a session file's settings.
	toFile(sf *settingsFile)
	// fromFile reads and checks them for points of dimension d; a file
	// without the group's keys (an older one) keeps the defaults.
	fromFile(sf settingsFile, d int) error
	// fromLink reads a link's keys into sf, to be checked by fromFile.
	fromLink(p *linkParser, sf *settingsFile) error
	// toLink lists the link's keys, each marked when it differs from def.
	toLink(form Form, def TrainSettings) []linkField
	// equal reports whether o has the same group.
	equal(o TrainSettings) bool
}

// groups lists ts's groups; a method that owns parameters adds its own here.
func (ts *TrainSettings) groups() []settingsGroup {
	return []settingsGroup{&ts.PerceptronSettings, &ts.KernelSettings, &ts.KNNSettings}
}

// linkField is one key of a link with its value, and whether it differs
// from the settings the link's reader starts from (so it is written).
type linkField struct {
	key, value string
	differs    bool
}

// toFile returns ts as a session file writes it.
func (ts TrainSettings) toFile() settingsFile {
	sf := settingsFile{Form: ts.Form.String(), free: maps.Clone(ts.Params)}
	for _, g := range ts.groups() {
		g.toFile(&sf)
	}
	return sf
}

// fromFile reads and checks sf's groups over ts for points of dimension d.
func (ts *TrainSettings) fromFile(sf settingsFile, d int) error {
	for _, g := range ts.groups() {
		if err := g.fromFile(sf, d); err != nil {
			return err
		}
	}
	return nil
}

// fromLink reads the settings' link keys into sf, group by group.
func (ts TrainSettings) fromLink(p *linkParser, sf *settingsFile) error {
	p.str("form", &sf.Form)
	for _, g := range ts.groups() {
		if err := g.fromLink(p, sf); err != nil {
			return err
		}
	}
	return nil
}

// toLink lists the settings' link keys, each marked when it differs from def.
func (ts TrainSettings) toLink(def TrainSettings) []linkField {
	fs := []linkField{{"form", ts.Form.String(), ts.Form != def.Form}}
	for _, g := range ts.groups() {
		fs = append(fs, g.toLink(ts.Form, def)...)
	}
	return append(fs, ts.freeToLink()...)
}

// ParseReal reads a finite number; it accepts the Unicode minus sign.
func ParseReal(s string) (float64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	v, err := anyNumber.Parse(s)
	if err != nil {
		return 0, fmt.Errorf(tr("%q is not a number"), s)
	}
	return v, nil
}

// ParseVector reads d numbers separated by commas or spaces, optionally in
// parentheses: "(1, −2)".
func ParseVector(s string, d int) ([]float64, error) {
	s = strings.Trim(strings.TrimSpace(s), "()")
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '，' })
	if len(fields) != d {
		return nil, fmt.Errorf(tr("want %d numbers, got %d"), d, len(fields))
	}
	v := make([]float64, d)
	for i, f := range fields {
		x, err := ParseReal(f)
		if err != nil {
			return nil, err
		}
		v[i] = x
	}
	return v, nil
}

// Equal reports whether ts and o are the same settings.
func (ts TrainSettings) Equal(o TrainSettings) bool {
	if ts.Form != o.Form {
		return false
	}
	for _, g := range ts.groups() {
		if !g.equal(o) {
			return false
		}
	}
	return ts.freeEqual(o)
}

// Linear reports whether the form has a weight vector w in the input space.
func (f Form) Linear() bool { return f.Trains() && !f.UsesKernel() }
