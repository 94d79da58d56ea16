package lab

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/param"
)

// The curve-fitting lab in a session file: a section "fit" of its own
// beside the classifiers' points, settings and training, so that the
// window saves, opens and autosaves it as it does them. A file without
// the section (every file written before it) opens as before, with no
// curve-fitting lab:
//
//	"fit": {
//	 "points": [{"x": 0.1, "t": 0.53}, {"x": 0.4, "t": -0.2, "test": true}],
//	 "gen": {"n": 10, "nTest": 20, "sigma": 0.3, "seed": 1},
//	 "truth": true, "name": "sin(2πx) + N(0, 0.3²), n = 10",
//	 "params": {"polyfit": {"m": 9, "lambda": 1.522997974471263e-08}},
//	 "showTruth": true, "showResiduals": false,
//	 "cv": {"kind": "kfold", "folds": 5, "testFraction": 0.3, "shuffle": true, "seed": 0, "over": "m"},
//	 "fold": 2
//	}
//
// Every key of the section is optional: a missing one keeps NewFitLab's
// value, but for the points (none without the key), truth and name
// (which say where the points came from: kept only while they hold).
// params holds polyfit's parameters from its specs (M, 0 to 30, and λ,
// written so that its ln is the lab's ln λ exactly: "lnLambda" instead
// where no float64 λ has it; "m" and "lnLambda" are read too). fold is
// the stepper's position from 1 (the folds, then the means and the
// choice), as in a link; the window cross-validates again to show it.

// Fit returns the curve-fitting lab the session holds, or nil for none:
// the lab SetFit gave it, or the one the file it opened holds. The window
// draws and edits this lab; Save, WriteSession, Encode and MarshalSession
// write it as it is then.
func (s *Session) Fit() *FitLab { return s.fit }

// SetFit makes l the session's curve-fitting lab (nil: none), so that the
// session file holds it. It is not an edit: what counts as saved stays.
func (s *Session) SetFit(l *FitLab) {
	s.fit, s.fitFold = l, 0
	s.fitEdits.follow(l) // another lab starts its own undo history
}

// FitFold returns the stepper's position, from 1, that the file the
// session opened showed its lab's cross-validation at (0 for none); the
// window cross-validates again and shows it, as for a link's fold.
func (s *Session) FitFold() int { return s.fitFold }

// fitFile is the JSON form of a curve-fitting lab.
type fitFile struct {
	Points []fitPointFile `json:"points"`
	Gen    fitGenFile     `json:"gen"`
	Truth  bool           `json:"truth"`
	Name   string         `json:"name"`
	// Params are polyfit's parameters from its specs, {"polyfit": {"m":
	// 9, "lambda": 1.5e-8}}; M and LnLambda are read too (an older
	// spelling), and LnLambda is written in place of λ when no float64 λ
	// has the lab's ln λ as its ln.
	Params        map[string]map[string]json.RawMessage `json:"params,omitempty"`
	M             *int                                  `json:"m,omitempty"`
	LnLambda      *float64                              `json:"lnLambda,omitempty"`
	ShowTruth     bool                                  `json:"showTruth"`
	ShowResiduals bool                                  `json:"showResiduals"`
	CV            cvFile                                `json:"cv"`
	Fold          int                                   `json:"fold,omitempty"`
}

// fitPointFile is one point (x, t); test marks a test point.
type fitPointFile struct {
	X    float64 `json:"x"`
	T    float64 `json:"t"`
	Test bool    `json:"test,omitempty"`
}

// fitGenFile is the generator's setting (FitGen).
type fitGenFile struct {
	N     int     `json:"n"`
	NTest int     `json:"nTest"`
	Sigma float64 `json:"sigma"`
	Seed  uint64  `json:"seed"`
}

// cvFile is a cross-validation setting (CVSetting), with its kind and
// the parameter it chooses by name.
type cvFile struct {
	Kind         string  `json:"kind"`
	Folds        int     `json:"folds"`
	TestFraction float64 `json:"testFraction"`
	Shuffle      bool    `json:"shuffle"`
	Seed         uint32  `json:"seed"`
	Over         string  `json:"over"`
}

// cvKinds name the CVKind values in a session file, in their order.
var cvKinds = []string{"kfold", "loo", "holdout"}

// maxFitName bounds the name a file may give the data, in bytes.
const maxFitName = 1000

// fitFileOf returns l as a session file writes it.
func fitFileOf(l *FitLab) *fitFile {
	f := &fitFile{Gen: fitGenFile(l.Gen), Truth: l.Truth, Name: l.Name, Params: l.fitParams(),
		ShowTruth: l.ShowTruth, ShowResiduals: l.ShowResiduals, CV: cvFileOf(l.CV), Points: []fitPointFile{}}
	for _, p := range l.Points {
		f.Points = append(f.Points, fitPointFile(p))
	}
	if l.Step.Started() {
		f.Fold = l.Step.Pos + 1
	}
	if kv := l.lambdaField(); !strings.Contains(kv[0], ".") {
		ln := l.LnLambda
		f.LnLambda = &ln
	}
	return f
}

// cvFileOf returns c as a session file writes it. A test fraction JSON
// cannot hold (the window keeps what was typed, "NaN" too) is written as
// the default's: the stepper refused it anyway.
func cvFileOf(c CVSetting) cvFile {
	if !finite(c.Frac) {
		c.Frac = DefaultCVSetting().Frac
	}
	return cvFile{Kind: cvKinds[c.Kind], Folds: c.S, TestFraction: c.Frac, Shuffle: c.Shuffle, Seed: c.Seed, Over: cvOvers[c.Over]}
}

// defaultFitFile is a new lab's file form without its points: a file's
// section is read over it, so that a key it lacks keeps the default (and
// points it lacks are none, of no generator or example).
func defaultFitFile() *fitFile {
	f := fitFileOf(NewFitLab())
	f.Points, f.Truth, f.Name, f.Params, f.M, f.LnLambda = nil, false, "", nil, nil, nil
	return f
}

// lab checks the section and returns its lab and fold; an error is a
// fieldError that names the key.
func (f *fitFile) lab() (*FitLab, int, error) {
	if err := f.checkPoints(); err != nil {
		return nil, 0, err
	}
	g, err := f.Gen.gen()
	if err != nil {
		return nil, 0, err
	}
	cv, err := f.CV.setting()
	if err != nil {
		return nil, 0, err
	}
	l := &FitLab{Gen: g, Truth: f.Truth, Name: f.Name, M: param.M.GetInt(nil), LnLambda: FitMinLnLambda, CV: cv,
		ShowTruth: f.ShowTruth, ShowResiduals: f.ShowResiduals, Points: []FitPoint{}}
	for _, p := range f.Points {
		l.Points = append(l.Points, FitPoint(p))
	}
	if err := f.readFit(l); err != nil {
		return nil, 0, err
	}
	l.keepTrueNames()
	if f.Fold != 0 {
		x, _, _ := l.Train()
		if err := cv.checkFold(f.Fold, len(x)); err != nil {
			return nil, 0, at(fmt.Errorf("fit: %w", err), "fit", "fold")
		}
	}
	return l, f.Fold, nil
}

// checkPoints refuses more points than a lab holds.
func (f *fitFile) checkPoints() error {
	if len(f.Points) > FitMaxPoints {
		return at(fmt.Errorf(tr("fit: %d points, more than the %d a lab holds"), len(f.Points), FitMaxPoints), "fit", "points")
	}
	if len(f.Name) > maxFitName {
		return at(fmt.Errorf(tr("fit: the name is longer than %d bytes"), maxFitName), "fit", "name")
	}
	return nil
}

// fitParams returns the lab's M and λ as polyfit's section; λ is left to
// LnLambda (fitFileOf) when no float64 has the lab's ln λ as its ln.
func (l *FitLab) fitParams() map[string]map[string]json.RawMessage {
	sec := map[string]json.RawMessage{}
	for _, kv := range [][2]string{{fitKey(param.M), param.M.FormatInt(l.M)}, l.lambdaField()} {
		if m, name, ok := strings.Cut(kv[0], "."); ok && m == polyfitName() {
			sec[name] = json.RawMessage(kv[1])
		}
	}
	return map[string]map[string]json.RawMessage{polyfitName(): sec}
}

// polyfitName is the name of the method whose specs are M and λ.
func polyfitName() string {
	m, _, _ := strings.Cut(fitKey(param.M), ".")
	return m
}

// readFit reads M and λ into l: the older m and lnLambda, then polyfit's
// section, each with its spec's one parse and message.
func (f *fitFile) readFit(l *FitLab) error {
	if f.M != nil {
		if err := param.M.CheckInt(*f.M); err != nil {
			return at(fmt.Errorf("fit: m: %w", err), "fit", "m")
		}
		l.M = *f.M
	}
	if f.LnLambda != nil {
		if err := param.LnLambda.Check(*f.LnLambda); err != nil {
			return at(fmt.Errorf("fit: lnLambda: %w", err), "fit", "lnLambda")
		}
		l.LnLambda = math.Max(*f.LnLambda, FitMinLnLambda)
	}
	for _, m := range slices.Sorted(maps.Keys(f.Params)) {
		for _, name := range slices.Sorted(maps.Keys(f.Params[m])) {
			path := []string{"fit", "params", m, name}
			key, ln, ok := canonical(m+"."+name, dataset.Regression)
			if !ok {
				return at(fmt.Errorf(tr("fit: params: unknown parameter %s (a lab may have %s, %s)"), clip(m+"."+name), fitKey(param.M), fitKey(param.FitLambda)), path...)
			}
			if err := l.setParam(key, ln, rawText(f.Params[m][name])); err != nil {
				return at(fmt.Errorf("fit: params: %s: %w", m+"."+name, err), path...)
			}
		}
	}
	return nil
}

// gen checks the generator's setting, with parseGen's limits, naming
// the key that breaks them.
func (g fitGenFile) gen() (FitGen, error) {
	key := ""
	switch {
	case g.N < 1:
		key = "n"
	case g.NTest < 0 || g.NTest > FitMaxPoints || g.N > FitMaxPoints-g.NTest: // not N+NTest, which may wrap
		key = "nTest"
	case !(g.Sigma >= 0) || math.IsInf(g.Sigma, 0):
		key = "sigma"
	default:
		return FitGen(g), nil
	}
	return FitGen{}, at(fmt.Errorf(tr("fit: gen must have n ≥ 1, nTest ≥ 0, n + nTest ≤ %d and σ ≥ 0; got n = %d, nTest = %d, σ = %g"),
		FitMaxPoints, g.N, g.NTest, g.Sigma), "fit", "gen", key)
}

// setting checks a cross-validation setting: its kind and the parameter
// it chooses, by name. S and the test fraction are the stepper's to check
// when it starts, against the points as they are then, as for a link's
// cv: the window keeps a setting it could not start, and a file it wrote
// must open.
func (c cvFile) setting() (CVSetting, error) {
	kind, over := slices.Index(cvKinds, c.Kind), slices.Index(cvOvers, c.Over)
	switch {
	case kind < 0:
		return CVSetting{}, at(fmt.Errorf(tr("fit: cv kind %q must be one of %s"), clip(c.Kind), strings.Join(cvKinds, ", ")), "fit", "cv", "kind")
	case over < 0 || CVParam(over) == CVOverK:
		return CVSetting{}, at(fmt.Errorf(tr("fit: cv over %q must be m or lambda"), clip(c.Over)), "fit", "cv", "over")
	}
	return CVSetting{Kind: CVKind(kind), S: c.Folds, Frac: c.TestFraction, Shuffle: c.Shuffle, Seed: c.Seed, Over: CVParam(over)}, nil
}

// keepTrueNames keeps what a file says of the points' origin only where
// it holds, as a link would carry it: truth when the points are the
// generator's, an example's name when they are the example's. A file
// edited by hand then opens as edited points, and its link carries them.
func (l *FitLab) keepTrueNames() {
	if l.Truth {
		g := &FitLab{}
		g.Generate(l.Gen)
		l.Truth = slices.Equal(g.Points, l.Points)
	}
	if slices.Contains(FitExampleNames, l.Name) {
		e := &FitLab{}
		if e.LoadFitExample(l.Name) != nil || !slices.Equal(e.Points, l.Points) {
			l.Name = ""
		}
	}
}
