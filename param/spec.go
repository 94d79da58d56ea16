package param

import (
	"flag"
	"strings"
)

// Kind is what sort of value a Spec holds, for the code that builds a
// form row or a flag from it: an entry for Int, Real and List, a choice
// of options for Choice.
type Kind int

const (
	// IntKind is a whole number (Int); its value is an int64.
	IntKind Kind = iota
	// RealKind is a real number: a float64 (Real) or an exact fraction,
	// a *big.Rat (Frac).
	RealKind
	// ChoiceKind is one of a few named options (Choice); its value is a
	// string.
	ChoiceKind
	// ListKind is a list of whole numbers (List); its value is an []int.
	ListKind
)

// String returns the kind's name: int, real, choice or list.
func (k Kind) String() string {
	switch k {
	case IntKind:
		return "int"
	case RealKind:
		return "real"
	case ChoiceKind:
		return "choice"
	case ListKind:
		return "list"
	}
	return "unknown"
}

// Spec is a parameter of a method, declared once: everything the command
// line, the link, the session file and the window's form need to read,
// check, write, name and explain it. *Int, *Real, *Frac, *Choice and
// *List implement it. The value a Spec parses, formats and defaults to is
// of its Kind's Go type (int64, float64 or *big.Rat, string, []int).
type Spec interface {
	Param
	// Kind says which sort of value the spec holds.
	Kind() Kind
	// FlagName is the command line's flag (without "--").
	FlagName() string
	// ParseValue reads s and checks it against the one limit.
	ParseValue(s string) (any, error)
	// FormatValue writes v as ParseValue reads it back; a value of
	// another type formats as "".
	FormatValue(v any) string
	// DefaultValue is the value when nothing sets it.
	DefaultValue() any
	// Label is the form row's label in lang ("en" or "zh").
	Label(lang string) string
	// OldKeys are the link keys (and session file fields) that links and
	// files written before keys were namespaced spell it with.
	OldKeys() []string
}

// label returns zh when lang is Chinese and zh is set, else en, else sym.
func label(lang, en, zh, sym string) string {
	switch {
	case strings.HasPrefix(lang, "zh") && zh != "":
		return zh
	case en != "":
		return en
	}
	return sym
}

// MethodKey returns s's link key for method: "knn.k", "polyfit.m",
// "nb.lambda". The session file's section of a method spells the spec
// by its Name under the method's name ({"knn": {"k": 3}}).
func MethodKey(method string, s Spec) string {
	name, _, _ := s.Describe()
	return method + "." + name
}

// Find returns the spec of specs whose Name is name.
func Find(specs []Spec, name string) (Spec, bool) {
	for _, s := range specs {
		if n, _, _ := s.Describe(); n == name {
			return s, true
		}
	}
	return nil, false
}

// Values holds parameters' values by spec Name, each of its spec's
// Kind's Go type: what a flag set, a link or a session section reads.
// A spec absent from Values has its default.
type Values map[string]any

// value returns v's value of s, or s's default when v has none or one of
// the wrong type.
func value[T any](v Values, s Spec) T {
	name, _, _ := s.Describe()
	if x, ok := v[name].(T); ok {
		return x
	}
	d, _ := s.DefaultValue().(T)
	return d
}

// Flags defines a flag on fs for each spec, by its FlagName, with its
// Doc as the usage and its default, and returns the Values the flags
// set: a flag given on the command line puts its parsed value there, so
// that Values holds exactly the flags given. Each flag parses with its
// spec's ParseValue: one parse and one limit.
func Flags(fs *flag.FlagSet, specs []Spec) Values {
	v := Values{}
	for _, s := range specs {
		_, _, doc := s.Describe()
		fs.Var(&specFlag{s, v}, s.FlagName(), doc)
	}
	return v
}

// specFlag is a spec's flag.Value (and flag.Getter) writing into Values.
type specFlag struct {
	s Spec
	v Values
}

// String formats the flag's value (its default until set).
func (f *specFlag) String() string {
	if f.s == nil {
		return ""
	}
	return f.s.FormatValue(f.Get())
}

// Set parses s with the spec's one parse (for a Late Int, without its
// limit, which its user checks).
func (f *specFlag) Set(s string) error {
	x, err := f.s.ParseValue(s)
	if n, ok := f.s.(*Int); ok && n.Late {
		x, err = n.parseWhole(s)
	}
	if err != nil {
		return err
	}
	name, _, _ := f.s.Describe()
	f.v[name] = x
	return nil
}

// Get returns the flag's value: its parse, or the spec's default.
func (f *specFlag) Get() any {
	name, _, _ := f.s.Describe()
	if x, ok := f.v[name]; ok {
		return x
	}
	return f.s.DefaultValue()
}
