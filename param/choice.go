package param

import (
	"fmt"
	"slices"
	"strings"
)

// Choice is a parameter that takes one of a few named options: the
// kernel's name, the perceptron's visiting order.
type Choice struct {
	// Name is the command line's flag, the session file's field and the
	// link key within its method.
	Name string
	// Symbol is the parameter as messages name it.
	Symbol string
	// Doc says what the parameter is, for help texts.
	Doc string
	// Options are the values it takes, as flags, links and files spell
	// them; Default is one of them.
	Options []string
	Default string
	// OptEn and OptZh label the options in the window, in English and
	// Chinese, in the order of Options.
	OptEn, OptZh []string
	// Flag is the command line's flag when it differs from Name.
	Flag string
	// En and Zh are the form row's label in English and Chinese.
	En, Zh string
	// Old are the link keys of links written before keys were namespaced.
	Old []string
}

// Parse reads an option of c: the one check of c.
func (c *Choice) Parse(s string) (string, error) {
	t := strings.TrimSpace(s)
	if slices.Contains(c.Options, t) {
		return t, nil
	}
	return "", fmt.Errorf(tr("unknown %s %q (want %s)"), c.Symbol, t, orList(c.Options))
}

// Check refuses a value that is not one of c's options.
func (c *Choice) Check(s string) error {
	if slices.Contains(c.Options, s) {
		return nil
	}
	return fmt.Errorf(tr("unknown %s %q (want %s)"), c.Symbol, s, orList(c.Options))
}

// orList writes "a, b or c".
func orList(opts []string) string {
	if len(opts) < 2 {
		return strings.Join(opts, "")
	}
	return strings.Join(opts[:len(opts)-1], ", ") + tr(" or ") + opts[len(opts)-1]
}

// Describe implements Param.
func (c *Choice) Describe() (name, key, doc string) { return c.Name, c.LinkKey(), c.Doc }

// LinkKey returns the link key of c before keys were namespaced: its
// first Old key, or its Name.
func (c *Choice) LinkKey() string {
	if len(c.Old) > 0 {
		return c.Old[0]
	}
	return c.Name
}

// Kind implements Spec.
func (c *Choice) Kind() Kind { return ChoiceKind }

// FlagName implements Spec: Flag, or Name.
func (c *Choice) FlagName() string {
	if c.Flag != "" {
		return c.Flag
	}
	return c.Name
}

// ParseValue implements Spec: Parse, as a string.
func (c *Choice) ParseValue(s string) (any, error) {
	v, err := c.Parse(s)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// FormatValue implements Spec: the option itself.
func (c *Choice) FormatValue(v any) string {
	s, _ := v.(string)
	return s
}

// DefaultValue implements Spec: Default, a string.
func (c *Choice) DefaultValue() any { return c.Default }

// Label implements Spec.
func (c *Choice) Label(lang string) string { return label(lang, c.En, c.Zh, c.Symbol) }

// OldKeys implements Spec.
func (c *Choice) OldKeys() []string { return c.Old }

// OptionLabel returns option opt's label in lang ("en" or "zh"), or opt.
func (c *Choice) OptionLabel(opt, lang string) string {
	i := slices.Index(c.Options, opt)
	switch {
	case i < 0:
		return opt
	case strings.HasPrefix(lang, "zh") && i < len(c.OptZh):
		return c.OptZh[i]
	case i < len(c.OptEn):
		return c.OptEn[i]
	}
	return opt
}

// Get returns v's value of c, or c's Default.
func (c *Choice) Get(v Values) string { return value[string](v, c) }
