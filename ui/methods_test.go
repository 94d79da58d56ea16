package ui

import (
	"maps"
	"slices"
	"testing"

	"perceptronlab/lab"
	"perceptronlab/ui/methodview"
)

// TestEveryMethodHasAView checks the registry of views against
// lab.Methods: every method has one, and a method without one, or a view
// of no method, is an error (the program stops at start-up on it).
func TestEveryMethodHasAView(t *testing.T) {
	if err := checkViews(lab.Methods, methodViews); err != nil {
		t.Fatal(err)
	}
	for name := range methodViews {
		less := maps.Clone(methodViews)
		delete(less, name)
		if checkViews(lab.Methods, less) == nil {
			t.Errorf("without the view of %q the registry passes", name)
		}
	}
	more := maps.Clone(methodViews)
	more["nosuch"] = methodViews["knn"]
	if checkViews(lab.Methods, more) == nil {
		t.Error("a view of no method passes")
	}
	e := newTestExplorer(t)
	for _, m := range lab.Methods {
		if v := e.viewOf(m); v == nil {
			t.Errorf("the window made no view of %q", m.Name)
		}
	}
	var _ methodview.Room = viewRoom{e, e.keep} // what every view is given
}

// TestTheModelTabShowsTheMethodsRows checks that the Model tab shows the
// rows of the method selected, and only those: k-NN and naive Bayes have
// no w, b, η, mistakes or margin to show as "—".
func TestTheModelTabShowsTheMethodsRows(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang21")
	for _, name := range []string{"primal", "knn", "nb", "kernel"} {
		e.selectMethod(name)
		p, rows := e.modelP(), e.View().Rows()
		if len(rows) < 2 {
			t.Fatalf("%s: %d rows", name, len(rows))
		}
		for _, r := range rows {
			if got := p.Value(r.Key); got != r.Value {
				t.Errorf("%s: row %s shows %q, the view says %q", name, r.Key, got, r.Value)
			}
		}
		perceptron := p.Value("w") != "" && p.Value("Mistakes") != "" && p.Value("η") != ""
		if want := name == "primal" || name == "kernel"; perceptron != want {
			t.Errorf("%s: the perceptron's rows shown %v, want %v", name, perceptron, want)
		}
		for _, r := range p.Settings.Rows { // the settings it owns, and only those
			if owns := lab.Methods[slices.IndexFunc(lab.Methods, func(m lab.Method) bool { return m.Name == name })].Entry.Owns(r.Spec); r.Label.Visible() != owns {
				t.Errorf("%s: the settings row %s shown %v, owned %v", name, r.Label.Text, r.Label.Visible(), owns)
			}
		}
	}
}
