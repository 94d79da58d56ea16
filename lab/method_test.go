package lab

import (
	"maps"
	"slices"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// TestMethodsRegistry checks the one registry of methods: every form has
// one entry with a name of its own that session files read back, and what
// a form does (Trains, DualForm, Linear) comes from its entry, not from
// the order of the Form constants.
func TestMethodsRegistry(t *testing.T) {
	seen := map[Form]bool{}
	names := map[string]bool{}
	for _, m := range Methods {
		if seen[m.Form] || names[m.Name] || m.Title() == "" {
			t.Errorf("%s: repeated or untitled", m.Name)
		}
		seen[m.Form], names[m.Name] = true, true
		if f, err := parseForm(m.Name); m.Task == dataset.Regression {
			if err == nil || m.Form.String() != m.Name {
				t.Errorf("%s: a session's form, or misnamed (%v)", m.Name, err)
			}
		} else if err != nil || f != m.Form || m.Form.String() != m.Name {
			t.Errorf("%s: parses as %v, %v", m.Name, f, err)
		}
		p := m.Perceptron
		if p == nil {
			p = &Perceptron{}
		}
		if m.Form.Trains() != (m.Perceptron != nil) || m.Form.DualForm() != p.Dual || m.Form.UsesKernel() != p.Kernel || m.Form.Variant() != p.Variant {
			t.Errorf("%s: the form's answers differ from its entry", m.Name)
		}
	}
	for f := Primal; f <= PolyFit; f++ {
		if !seen[f] {
			t.Errorf("form %d has no entry in Methods", f)
		}
	}
	want := map[Form]bool{Primal: true, Dual: true, Kernel: true, Pocket: true, Averaged: true, KNN: false, NaiveBayes: false, PolyFit: false}
	for f, trains := range want {
		if f.Trains() != trains {
			t.Errorf("%v.Trains() = %v", f, f.Trains())
		}
	}
}

// TestMethodsJoinRegistry checks that each of Methods is joined to its
// entry in the one registry (package method), whose title and
// parameters it reads.
func TestMethodsJoinRegistry(t *testing.T) {
	for _, m := range Methods {
		if m.Entry == nil || m.Entry.Name != m.Name || m.Entry.Task != m.Task || m.Title() != m.Entry.Title {
			t.Errorf("%s: entry %v", m.Name, m.Entry)
		}
	}
	if got := Kernel.Method().Specs(); !slices.Contains(got, param.Spec(param.KernelDegree)) {
		t.Errorf("the kernel form's specs %v lack its degree", got)
	}
}

// TestMethodsReadTheRegistry checks that the window's list is the
// registry's, in its order, and that a method offered in the window
// without a side, or a side of no such method, is an error.
func TestMethodsReadTheRegistry(t *testing.T) {
	entries := method.With(method.Window)
	if len(Methods) != len(entries) {
		t.Fatalf("%d methods, the registry offers %d in the window", len(Methods), len(entries))
	}
	for i, e := range entries {
		if Methods[i].Entry != e || Methods[i].Name != e.Name {
			t.Errorf("method %d is %q, the registry's is %q", i, Methods[i].Name, e.Name)
		}
	}
	for name := range windowSides {
		less := maps.Clone(windowSides)
		delete(less, name)
		if _, err := joinSides(entries, less); err == nil {
			t.Errorf("without the side of %q the join passes", name)
		}
	}
	more := maps.Clone(windowSides)
	more["nosuch"] = Method{Form: Primal}
	if _, err := joinSides(entries, more); err == nil {
		t.Error("a side of no method passes")
	}
}
