package lab

import (
	"fmt"
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// Method is one learning method the window offers, as a session knows
// it: its form (the session's value for it), its entry in the one
// registry (package method: name, titles, task, parameters), whether it
// is of the perceptron's family, and the side panel's tabs it shows. A
// method the registry offers in the window has exactly one entry in
// Methods (checked at start-up), and one view in ui/methods.go.
type Method struct {
	Form Form
	// Name is the method as session files and links spell it, and Task
	// what it learns from (±1 labels or real targets): the registry's.
	Name string
	Task dataset.Task
	// Perceptron says how it learns by perceptron updates, for the
	// perceptron's family; nil for a method that does not.
	Perceptron *Perceptron
	// Tabs are the side panel's tabs it shows, in order, by name: the
	// shared "model", "table" (categorical naive Bayes) and "points", the
	// perceptron's "gram", "alpha", "trace" and "curve", k-NN's "tree",
	// naive Bayes's "bayes", k-NN's "cv" (k by cross-validation). The
	// window builds a method's own tabs in its view (ui/methods.go).
	Tabs []string
	// Entry is the method's entry in the one registry (package method):
	// its titles and all its parameters (Specs). init fills it from Name.
	Entry *method.Method
}

// Perceptron is what sets a method of the perceptron's family apart (Li
// Hang, chapter 2): stepping, the trace, w₀ and η apply to each. Dual: it
// trains α (Algorithm 2.2), so that its trace carries αᵢ. Variant: the
// legend's name of the line it draws beside the perceptron's
// (Session.Variant), or "". Kernel: its decision is
// Σαᵢyᵢ K(xᵢ, x) + b with Settings.Kernel().
type Perceptron struct {
	Dual    bool
	Variant string
	Kernel  bool
}

// Title returns the method's name in the window, in English (the window
// translates it): the registry's.
func (m Method) Title() string { return m.Entry.Title }

// Specs returns the parameters the method owns, from the one registry:
// the perceptron's η, order, seed and epochs included.
func (m Method) Specs() []param.Spec { return m.Entry.Specs }

// windowSides are what the window needs of each method the registry
// offers in it, beyond the registry's entry, by its name: its Form (the
// session's value for it), whether it is of the perceptron's family, and
// the side panel's tabs it shows.
var windowSides = map[string]Method{
	"primal":   {Form: Primal, Perceptron: &Perceptron{}, Tabs: perceptronTabs},
	"dual":     {Form: Dual, Perceptron: &Perceptron{Dual: true}, Tabs: perceptronTabs},
	"kernel":   {Form: Kernel, Perceptron: &Perceptron{Dual: true, Kernel: true}, Tabs: perceptronTabs},
	"pocket":   {Form: Pocket, Perceptron: &Perceptron{Variant: "pocket weights"}, Tabs: perceptronTabs},
	"averaged": {Form: Averaged, Perceptron: &Perceptron{Variant: "averaged weights"}, Tabs: perceptronTabs},
	"knn":      {Form: KNN, Tabs: []string{"model", "tree", "cv", "table", "points"}},
	"nb":       {Form: NaiveBayes, Tabs: []string{"model", "bayes", "table", "points"}},
	"polyfit":  {Form: PolyFit},
}

// Methods are the methods the window offers, in the registry's order:
// each entry the registry offers in the window, joined to its side in
// windowSides (its name and task are the registry's).
var Methods = mustJoin(method.With(method.Window), windowSides)

// mustJoin joins entries to their sides; a method the registry offers in
// the window without a side, or a side of no such method, stops the
// program at start-up: half-registered is never silent.
func mustJoin(entries []*method.Method, sides map[string]Method) []Method {
	ms, err := joinSides(entries, sides)
	if err != nil {
		panic(err)
	}
	return ms
}

// joinSides joins entries to their sides, in the entries' order.
func joinSides(entries []*method.Method, sides map[string]Method) ([]Method, error) {
	ms := make([]Method, 0, len(entries))
	for _, e := range entries {
		m, ok := sides[e.Name]
		if !ok {
			return nil, fmt.Errorf("lab: method %q is registered for the window but has no side in windowSides", e.Name)
		}
		m.Name, m.Task, m.Entry = e.Name, e.Task, e
		ms = append(ms, m)
	}
	for name := range sides {
		if !slices.ContainsFunc(entries, func(e *method.Method) bool { return e.Name == name }) {
			return nil, fmt.Errorf("lab: windowSides has %q, which the registry does not offer in the window", name)
		}
	}
	return ms, nil
}

// perceptronTabs are the tabs of the perceptron's forms: the model, its
// Gram matrix, α, the trace, the shared table and points, and the
// learning curve.
var perceptronTabs = []string{"model", "gram", "alpha", "trace", "table", "points", "curve"}

// Method returns f's entry in Methods; an unknown form is the primal's.
func (f Form) Method() Method {
	if i := slices.IndexFunc(Methods, func(m Method) bool { return m.Form == f }); i >= 0 {
		return Methods[i]
	}
	return Methods[0]
}

// String returns the form's name as session files spell it.
func (f Form) String() string { return f.Method().Name }

// Trains reports whether the form learns by perceptron updates, so that
// stepping, the trace and α apply.
func (f Form) Trains() bool { return f.Method().Perceptron != nil }

// DualForm reports whether the form trains α as Li Hang's Algorithm 2.2
// does (the dual and kernel forms), so that its trace carries αᵢ and its
// update is αᵢ ← αᵢ + η. The primal, pocket and averaged forms update w.
func (f Form) DualForm() bool { return f.perceptron().Dual }

// VariantForm reports whether the form draws a variant's line beside the
// perceptron's: the pocket's weights or the average (Session.Variant).
func (f Form) VariantForm() bool { return f.perceptron().Variant != "" }

// UsesKernel reports whether the form decides with Settings.Kernel().
func (f Form) UsesKernel() bool { return f.perceptron().Kernel }

// Variant returns the legend's name of the variant's line the form draws,
// "" for none.
func (f Form) Variant() string { return f.perceptron().Variant }

// perceptron returns what sets the form apart in the perceptron's family;
// the zero Perceptron for a method outside it.
func (f Form) perceptron() Perceptron {
	if p := f.Method().Perceptron; p != nil {
		return *p
	}
	return Perceptron{}
}

// HasTab reports whether the form's method shows the side panel's tab.
func (f Form) HasTab(tab string) bool { return slices.Contains(f.Method().Tabs, tab) }

// parseForm reads a form name written by Form.String: a classification
// method's, the only ones a session holds.
func parseForm(s string) (Form, error) {
	if s == "" {
		return Primal, nil
	}
	if i := slices.IndexFunc(Methods, func(m Method) bool { return m.Name == s && m.Task == dataset.Classification }); i >= 0 {
		return Methods[i].Form, nil
	}
	var names []string
	for _, m := range Methods {
		if m.Task == dataset.Classification {
			names = append(names, m.Name)
		}
	}
	return 0, fmt.Errorf(tr("unknown form %q (want one of %s)"), s, strings.Join(names, ", "))
}
