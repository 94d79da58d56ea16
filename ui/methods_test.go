package ui

import (
	"maps"
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
