package lab

import (
	"math"
	"testing"

	"perceptronlab/algo/perceptron"
)

// Every group of the settings (the perceptron's, the kernel's, k-NN's)
// goes through the session file and the link and comes back the same,
// each value away from its default so that a group left out would show.
func TestSettingsGroupsRoundTrip(t *testing.T) {
	want := DefaultSettings()
	want.Form = Kernel
	want.PerceptronSettings = PerceptronSettings{Eta: 0.25, Order: perceptron.Random, Seed: 9, W0: []float64{1, -2}, B0: 0.5}
	want.KernelSettings = KernelSettings{KernelName: "poly", Sigma: 3, KernelDegree: 5}
	want.KNNSettings = KNNSettings{K: 4, P: math.Inf(1)}
	def := DefaultSettings()
	if want.PerceptronSettings.equal(def) || want.KernelSettings == def.KernelSettings || want.KNNSettings == def.KNNSettings {
		t.Fatal("a group equals its default; the test would not see it dropped")
	}

	s := NewSession()
	s.SetSettings(want)
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	f := NewSession()
	if err := f.OpenData("s.json", b); err != nil {
		t.Fatal(err)
	}
	if got := f.Settings(); !got.Equal(want) {
		t.Errorf("session file: got %+v, want %+v", got, want)
	}

	frag, err := s.Link().Fragment()
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLink(frag)
	if err != nil {
		t.Fatalf("ParseLink(%q): %v", frag, err)
	}
	if !l.Settings.Equal(want) {
		t.Errorf("link %q: got %+v, want %+v", frag, l.Settings, want)
	}
}

// A session file from before the kernel and k-NN existed has neither
// group's keys; it opens with their defaults.
func TestSessionWithoutGroupsOpens(t *testing.T) {
	const old = `{"version": 1,
 "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
 "settings": {"form": "dual", "eta": 2, "order": "cyclic", "seed": 0, "b0": 0, "noBias": false},
 "training": {"w": null, "b": 0, "alpha": [0, 0], "k": 0, "updated": -1, "status": "", "trace": []}}`
	s := NewSession()
	if err := s.OpenData("old.json", []byte(old)); err != nil {
		t.Fatal(err)
	}
	ts, def := s.Settings(), DefaultSettings()
	if ts.Form != Dual || ts.Eta != 2 || ts.KernelSettings != def.KernelSettings || ts.KNNSettings != def.KNNSettings {
		t.Errorf("settings %+v; want the dual form, η = 2 and the defaults' kernel and k-NN", ts)
	}
}
