package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"perceptronlab/method"
	"perceptronlab/param"
)

// methodFlags are the flags of the registered methods' parameters
// (package method) on one command's flag set, each parsed by its spec
// with its one limit. The flags of the methods the command does not offer
// are there too, hidden from its help, so that giving one is an error
// that names the method that owns it.
type methodFlags struct {
	tries   bool            // the flags are the lists cv tries (Method.Tries), not the Specs
	specs   []param.Spec    // the command's methods' parameters, one per flag
	vals    param.Values    // the values given, by spec name
	foreign map[string]bool // the other methods' flags given
}

// addMethodFlags defines on fs a flag for each parameter of the
// registered methods offered for use.
func addMethodFlags(fs *flag.FlagSet, use method.Use) *methodFlags {
	return addFlagsOf(fs, use, false)
}

// addTriesFlags defines on fs a flag for each list of values that a
// cross-validation of the registered methods offered for use tries.
func addTriesFlags(fs *flag.FlagSet, use method.Use) *methodFlags {
	return addFlagsOf(fs, use, true)
}

// addFlagsOf defines the flags of the methods' Specs, or of their Tries.
func addFlagsOf(fs *flag.FlagSet, use method.Use, tries bool) *methodFlags {
	mf := &methodFlags{tries: tries, foreign: map[string]bool{}}
	for _, m := range method.With(use) {
		for _, s := range specsOf(m, tries) {
			if !slices.Contains(mf.specs, s) {
				mf.specs = append(mf.specs, s)
			}
		}
	}
	mf.vals = param.Flags(fs, mf.specs)
	return mf
}

// addForeignFlags defines on fs, hidden from help, the flag of every
// registered method's parameter that fs does not define yet.
func (mf *methodFlags) addForeignFlags(fs *flag.FlagSet) {
	for _, m := range method.All() {
		for _, s := range specsOf(m, mf.tries) {
			if fs.Lookup(s.FlagName()) == nil {
				fs.Var(foreignFlag{s.FlagName(), mf.foreign}, s.FlagName(), "")
			}
		}
	}
}

// given reports whether s's flag was given.
func (mf *methodFlags) given(s param.Spec) bool {
	name, _, _ := s.Describe()
	_, ok := mf.vals[name]
	return ok
}

// check returns an ownerError for the first flag given (in flag-name
// order) that method name does not own.
func (mf *methodFlags) check(name string) error {
	m, ok := method.Lookup(name)
	if !ok {
		return fmt.Errorf("unknown method %q", name)
	}
	var wrong []string
	for _, s := range mf.specs {
		if mf.given(s) && !ownsFlag(m, s.FlagName(), mf.tries) {
			wrong = append(wrong, s.FlagName())
		}
	}
	for f := range mf.foreign {
		wrong = append(wrong, f)
	}
	if len(wrong) == 0 {
		return nil
	}
	slices.Sort(wrong)
	return &ownerError{flag: wrong[0], method: name, tries: mf.tries}
}

// ownsFlag reports whether one of m's parameters (or lists it tries)
// has the flag name.
func ownsFlag(m *method.Method, name string, tries bool) bool {
	return slices.ContainsFunc(specsOf(m, tries), func(s param.Spec) bool { return s.FlagName() == name })
}

// specsOf returns m's Specs, or its Tries.
func specsOf(m *method.Method, tries bool) []param.Spec {
	if tries {
		return m.Tries
	}
	return m.Specs
}

// foreignFlag is a hidden flag of a method a command does not offer: it
// takes any value and records that it was given.
type foreignFlag struct {
	name  string
	given map[string]bool
}

// String implements flag.Value.
func (foreignFlag) String() string { return "" }

// Set implements flag.Value: it records the flag, to be refused by check.
func (f foreignFlag) Set(string) error {
	f.given[f.name] = true
	return nil
}

// hidden keeps the flag out of printFlags' help.
func (foreignFlag) hidden() bool { return true }

// ownerError says that a flag belongs to other methods than the one
// chosen: "--lambda belongs to naive Bayes (nb) and polynomial fit
// (polyfit), not to primal". Run exits with status 2 for it.
type ownerError struct {
	flag, method string
	tries        bool // the flag is a list a cross-validation tries
}

// Error names the flag's owners, from the registry.
func (e *ownerError) Error() string {
	var owners []string
	for _, m := range method.All() {
		if ownsFlag(m, e.flag, e.tries) {
			owners = append(owners, methodWords(m))
		}
	}
	return fmt.Sprintf("--%s belongs to %s, not to %s", e.flag, andList(owners), e.method)
}

// methodWords names m for a sentence: "naive Bayes (nb)", "kernel".
func methodWords(m *method.Method) string {
	t := m.Title
	if t != "" && !strings.HasPrefix(t, "k-") {
		t = strings.ToLower(t[:1]) + t[1:]
	}
	if t == m.Name {
		return t
	}
	return t + " (" + m.Name + ")"
}

// andList writes "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// specFlags defines on fs the flags of the registered method name's
// parameters (all of them, or those named), each parsed by its spec, and
// returns the values given. A command of one method (knn, fit) gets its
// flags from the registry this way.
func specFlags(fs *flag.FlagSet, name string, only ...string) param.Values {
	m, ok := method.Lookup(name)
	if !ok {
		panic("cli: method " + name + " is not registered") // TestCLIMethodsMatchRegistry runs every command
	}
	specs := m.Specs
	if len(only) > 0 {
		specs = slices.DeleteFunc(slices.Clone(specs), func(s param.Spec) bool {
			n, _, _ := s.Describe()
			return !slices.Contains(only, n)
		})
	}
	return param.Flags(fs, specs)
}
