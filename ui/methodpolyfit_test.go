package ui

import (
	"perceptronlab/ui/side"
	"testing"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// TestPolyfitIsAMethod selects "Polynomial fit" in the Model tab's menu of
// methods, as any other: the curve-fitting mode shows its plane and tabs,
// the session keeps its classification method, and leaving the mode puts
// the classifiers' window back with the menu on that method.
func TestPolyfitIsAMethod(t *testing.T) {
	e := newTestExplorer(t)
	before := e.win.Content()
	f := e.modelP().Settings
	f.Form.SetSelected(side.FormName(formOf("polyfit")))
	v := e.fit.View
	if !e.fit.InFitMode() || v == nil || e.win.Content() != v.Content() {
		t.Fatalf("selecting Polynomial fit: fit mode %v, content %T", e.fit.InFitMode(), e.win.Content())
	}
	if got := v.Tabs.Items[0].Text; got != i18n.T("Fitting") {
		t.Errorf("the fit mode's first tab is %q", got)
	}
	if e.s.Settings().Form != formOf("primal") {
		t.Errorf("the session's method became %v", e.s.Settings().Form)
	}
	e.fit.LeaveFitMode()
	if e.fit.InFitMode() || e.win.Content() != before {
		t.Fatalf("leaving: fit mode %v", e.fit.InFitMode())
	}
	if got, want := f.Form.Selected, side.FormName(formOf("primal")); got != want {
		t.Errorf("the menu shows %q after leaving, want %q", got, want)
	}
	// The View menu's item selects the method too.
	e.fit.Toggle()
	if !e.fit.InFitMode() {
		t.Error("View ▸ Curve fitting did not enter the mode")
	}
}

// TestPolyfitIsNoSessionForm checks that a session or a link cannot carry
// the regression method as a classifier's form.
func TestPolyfitIsNoSessionForm(t *testing.T) {
	if _, err := lab.ParseLink("form=polyfit"); err == nil {
		t.Error("a link with form=polyfit opened")
	}
}
