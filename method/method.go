// Package method is the one registry of the lab's learning methods: each
// method's name, title, task, parameters (param.Spec) and the places
// that offer it (the window, train, plot, cv). The command line, the
// window's list of methods, the session file and the link all read it; a
// method that is registered here and not where its use says (a trainer
// in cli, a view in ui) is an error at start-up or in the tests that
// walk All, never a silent fallback.
//
// A method adds itself with one entry in builtins (registry.go), or with
// one call to Register.
package method

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"perceptronlab/dataset"
	"perceptronlab/param"
)

// Use is a set of places that offer a method.
type Use uint

const (
	// Window: the window's list of methods offers it (lab.Methods).
	Window Use = 1 << iota
	// Train: train --method runs it (and plot draws its line, animate
	// follows it).
	Train
	// Plot: plot --method draws it: a classifier by its regions, a
	// regression (polyfit) as chapter 1's figures.
	Plot
	// CV: cv --method cross-validates it.
	CV
	// Explain: train --explain and plot --curve follow its every update.
	Explain
)

// Method is one learning method as every part of the lab knows it.
type Method struct {
	// Name is the method as --method, a link's method= and key prefix,
	// and a session file spell it: "primal", "knn", "polyfit".
	Name string
	// Title and TitleZh are its name in English and Chinese.
	Title, TitleZh string
	// Chapter is the chapter of Li Hang's book that teaches it (the
	// window's Examples menu groups the examples by it): 1 for the
	// polynomial fit, 2 for the perceptron and its relatives, 3 for
	// k-NN, 4 for naive Bayes.
	Chapter int
	// Task is what it learns from: ±1 labels (the zero value) or real
	// targets.
	Task dataset.Task
	// Specs are the parameters it owns: its flags on the command line,
	// its namespaced link keys (Key), its session section's fields and
	// its form's rows.
	Specs []param.Spec
	// Tries are the lists of values a cross-validation of it tries
	// (cv --method's flags): k-NN's k's, polyfit's degrees.
	Tries []param.Spec
	// Uses are the places that offer it.
	Uses Use
}

// Has reports whether the method is offered in every place of u.
func (m *Method) Has(u Use) bool { return m.Uses&u == u }

// TitleIn returns the method's title in lang ("en" or "zh").
func (m *Method) TitleIn(lang string) string {
	if strings.HasPrefix(lang, "zh") && m.TitleZh != "" {
		return m.TitleZh
	}
	return m.Title
}

// Spec returns the method's parameter named name (its Specs, then its
// Tries).
func (m *Method) Spec(name string) (param.Spec, bool) {
	if s, ok := param.Find(m.Specs, name); ok {
		return s, true
	}
	return param.Find(m.Tries, name)
}

// Owns reports whether s is one of the method's Specs.
func (m *Method) Owns(s param.Spec) bool { return slices.Contains(m.Specs, s) }

// Key returns s's link key for the method: "knn.k".
func (m *Method) Key(s param.Spec) string { return param.MethodKey(m.Name, s) }

// Check returns an error when m is half-registered: a name, a title in
// either language, a use, or a parameter's name, flag, doc or label
// missing, or two parameters with one name or one flag.
func (m *Method) Check() error {
	switch {
	case m == nil:
		return errors.New("method: a nil method")
	case m.Name == "" || strings.ContainsAny(m.Name, ".=&# "):
		return fmt.Errorf("method: the name %q is empty or holds one of . = & # or a space", m.Name)
	case m.Title == "" || m.TitleZh == "":
		return fmt.Errorf("method %s: no title in English or Chinese", m.Name)
	case m.Uses == 0:
		return fmt.Errorf("method %s: offered nowhere (no Uses)", m.Name)
	case m.Task != dataset.Classification && m.Task != dataset.Regression:
		return fmt.Errorf("method %s: unknown task %v", m.Name, m.Task)
	}
	for _, list := range [][]param.Spec{m.Specs, m.Tries} {
		names, flags := map[string]bool{}, map[string]bool{}
		for _, s := range list {
			if s == nil {
				return fmt.Errorf("method %s: a nil parameter", m.Name)
			}
			name, _, doc := s.Describe()
			switch {
			case name == "" || doc == "" || s.FlagName() == "" || s.Label("en") == "" || s.Label("zh") == "":
				return fmt.Errorf("method %s: parameter %q lacks a name, flag, doc or label", m.Name, name)
			case names[name] || flags[s.FlagName()]:
				return fmt.Errorf("method %s: two parameters named %q or flagged --%s", m.Name, name, s.FlagName())
			}
			names[name], flags[s.FlagName()] = true, true
		}
	}
	return nil
}

// registry is All's list, guarded for Register.
var registry struct {
	sync.RWMutex
	all []*Method
}

func init() {
	for _, m := range builtins {
		if _, err := Register(m); err != nil {
			panic(err) // a half-registered method stops the program at start-up
		}
	}
}

// Register adds m to the registry after checking it (Check, and a name
// not yet taken). remove takes it out again (for a test's cleanup).
func Register(m *Method) (remove func(), err error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	registry.Lock()
	defer registry.Unlock()
	if slices.ContainsFunc(registry.all, func(o *Method) bool { return o.Name == m.Name }) {
		return nil, fmt.Errorf("method %s: registered twice", m.Name)
	}
	for _, o := range registry.all {
		if err := flagsAgree(m, o); err != nil {
			return nil, err
		}
	}
	registry.all = append(registry.all, m)
	return func() {
		registry.Lock()
		defer registry.Unlock()
		registry.all = slices.DeleteFunc(registry.all, func(o *Method) bool { return o == m })
	}, nil
}

// flagsAgree refuses two methods offered by one command (train, or cv)
// that spell different parameters with one flag: the command's flag set
// holds one flag of each name.
func flagsAgree(m, o *Method) error {
	for _, c := range []struct {
		use  Use
		a, b []param.Spec
	}{{Train, m.Specs, o.Specs}, {CV, m.Tries, o.Tries}} {
		if !m.Has(c.use) || !o.Has(c.use) {
			continue
		}
		for _, s := range c.a {
			i := slices.IndexFunc(c.b, func(t param.Spec) bool { return t.FlagName() == s.FlagName() })
			if i >= 0 && c.b[i] != s {
				return fmt.Errorf("method %s: its --%s is another parameter than %s's --%s", m.Name, s.FlagName(), o.Name, s.FlagName())
			}
		}
	}
	return nil
}

// All returns the registered methods, in the order registered.
func All() []*Method {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Clone(registry.all)
}

// With returns the registered methods offered in every place of u.
func With(u Use) []*Method {
	return slices.DeleteFunc(All(), func(m *Method) bool { return !m.Has(u) })
}

// Names returns the names of the methods offered in every place of u,
// sorted.
func Names(u Use) []string {
	var names []string
	for _, m := range With(u) {
		names = append(names, m.Name)
	}
	slices.Sort(names)
	return names
}

// Lookup returns the registered method named name.
func Lookup(name string) (*Method, bool) {
	registry.RLock()
	defer registry.RUnlock()
	i := slices.IndexFunc(registry.all, func(m *Method) bool { return m.Name == name })
	if i < 0 {
		return nil, false
	}
	return registry.all[i], true
}

// Owners returns the registered methods offered in every place of u
// that have a parameter (Specs, or Tries when tries) whose flag is
// flagName: who owns a flag that another method was given.
func Owners(u Use, flagName string, tries bool) []*Method {
	var out []*Method
	for _, m := range With(u) {
		list := m.Specs
		if tries {
			list = m.Tries
		}
		if slices.ContainsFunc(list, func(s param.Spec) bool { return s.FlagName() == flagName }) {
			out = append(out, m)
		}
	}
	return out
}
