package lab

import (
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// A method's parameters have link keys namespaced by the method's name,
// from its specs in the one registry (package method): knn.k=3,
// nb.lambda=1, kernel.sigma=0.5, polyfit.m=9. A parameter several methods
// share (the perceptron forms' η, order and seed) is written under the
// session's method when it owns it, else under the first owner in the
// registry; any owner's spelling reads it. Keys that are no method's
// parameter (example, points, k the step, view, lang, projector, dark,
// predict…) stay as they were.
//
// Links written before keys were namespaced spell a parameter by its old
// key (knn=3, lambda=1, sigma=, degree=, eta=; m= and lnlambda= in a
// curve-fitting link): aliases, built from the specs' OldKeys, is the one
// table that reads them.

// canonKey returns spec s's key as the reader files it: namespaced by the
// first method of task that owns it (specs or tries), or "" when none
// does.
func canonKey(s param.Spec, task dataset.Task) string {
	for _, m := range method.All() {
		if m.Task == task && (slices.Contains(m.Specs, s) || slices.Contains(m.Tries, s)) {
			return param.MethodKey(m.Name, s)
		}
	}
	return ""
}

// writeKey returns the key a link writes s with in a lab of form: under
// the form's method when it owns s, else canonKey's.
func writeKey(s param.Spec, form Form) string {
	if m, ok := method.Lookup(form.String()); ok && slices.Contains(m.Specs, s) {
		return param.MethodKey(m.Name, s)
	}
	return canonKey(s, dataset.Classification)
}

// specOfKey returns the spec a namespaced key "method.name" spells, for a
// registered method of task: one of its specs or its tries.
func specOfKey(key string, task dataset.Task) (param.Spec, bool) {
	name, spec, ok := strings.Cut(key, ".")
	if !ok {
		return nil, false
	}
	m, ok := method.Lookup(name)
	if !ok || m.Task != task {
		return nil, false
	}
	for _, s := range append(slices.Clone(m.Specs), m.Tries...) {
		if n, _, _ := s.Describe(); n == spec {
			return s, true
		}
	}
	return nil, false
}

// alias is an old key and the spec it spells in a grammar: the
// classifiers' links (and flat session fields) or curve fitting's.
type alias struct {
	spec param.Spec
	// ln: the old key gives ln of the spec's value (curve fitting's
	// lnlambda for polyfit.lambda).
	ln bool
}

// aliases is the one table of old keys, for links of task: each owned
// spec's OldKeys, first owner first, and curve fitting's lnlambda, which
// gives ln λ where polyfit.lambda gives λ.
func aliases(task dataset.Task) map[string]alias {
	t := map[string]alias{}
	for _, m := range method.All() {
		if m.Task != task {
			continue
		}
		for _, s := range append(slices.Clone(m.Specs), m.Tries...) {
			for _, old := range s.OldKeys() {
				if _, dup := t[old]; !dup {
					t[old] = alias{spec: s}
				}
			}
		}
	}
	if task == dataset.Regression {
		for _, old := range param.LnLambda.OldKeys() {
			t[old] = alias{spec: param.FitLambda, ln: true}
		}
	}
	return t
}

// canonical returns the key a link's key k is filed under in a grammar of
// task: a namespaced key of a registered method's spec as canonKey
// spells it, an old key as its spec's (with ln set for lnlambda), any
// other key as it is.
func canonical(k string, task dataset.Task) (key string, ln, isSpec bool) {
	if s, ok := specOfKey(k, task); ok {
		return canonKey(s, task), false, true
	}
	if a, ok := aliases(task)[k]; ok {
		return canonKey(a.spec, task), a.ln, true
	}
	return k, false, false
}
