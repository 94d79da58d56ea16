package param

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Int is a whole-number parameter from Min to Max.
type Int struct {
	// Name is the command line's flag, the session file's field and,
	// unless Key says otherwise, the link's key.
	Name string
	// Key is the link's key when it differs from Name (k-NN's k is
	// "knn" in a link, whose "k" is the step).
	Key string
	// Symbol is the parameter as the window writes it.
	Symbol string
	// Doc says what the parameter is, for help texts.
	Doc string
	// Min and Max are the one limit.
	Min, Max int64
	// Flag is the command line's flag when it differs from Name (chapter
	// 1's M is "m" in links and session files, --degree on the command
	// line).
	Flag string
	// Default is the value when nothing sets it.
	Default int64
	// En and Zh are the form row's label in English and Chinese; Symbol
	// stands in for an empty one.
	En, Zh string
	// Old are the link keys that links written before keys were
	// namespaced by method spell it with (k-NN's k was "knn").
	Old []string
	// Late: a flag of n (Flags) reads any whole number, and its user
	// checks the limit after parsing (the perceptron's max-epochs, checked
	// with the other settings by perceptron.CheckSettings, which calls
	// Check; cv's folds, checked with N by selection.KFolds).
	Late bool
}

// Kind implements Spec.
func (n *Int) Kind() Kind { return IntKind }

// FlagName implements Spec: Flag, or Name.
func (n *Int) FlagName() string {
	if n.Flag != "" {
		return n.Flag
	}
	return n.Name
}

// ParseValue implements Spec: Parse, as an int64.
func (n *Int) ParseValue(s string) (any, error) {
	v, err := n.Parse(s)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// FormatValue implements Spec: Format of an int64 (or an int).
func (n *Int) FormatValue(v any) string {
	switch v := v.(type) {
	case int64:
		return n.Format(v)
	case int:
		return n.FormatInt(v)
	}
	return ""
}

// DefaultValue implements Spec: Default, an int64.
func (n *Int) DefaultValue() any { return n.Default }

// Label implements Spec.
func (n *Int) Label(lang string) string { return label(lang, n.En, n.Zh, n.Symbol) }

// OldKeys implements Spec.
func (n *Int) OldKeys() []string { return n.Old }

// Get returns v's value of n, or n's Default.
func (n *Int) Get(v Values) int64 { return value[int64](v, n) }

// GetInt is Get for an int.
func (n *Int) GetInt(v Values) int { return int(n.Get(v)) }

// LinkKey returns the link's key of n.
func (n *Int) LinkKey() string {
	if n.Key != "" {
		return n.Key
	}
	return n.Name
}

// Parse reads a value of n and checks it (Check). Text that is no whole
// number says so first: "x" is not a number, "1e99" not a whole number,
// "99999999999999999999" out of range.
func (n *Int) Parse(s string) (int64, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, n.syntax(t, err)
	}
	return v, n.Check(v)
}

// syntax is the error for text t that strconv.ParseInt refused with err.
func (n *Int) syntax(t string, err error) error {
	var msg string
	switch {
	case errors.Is(err, strconv.ErrRange):
		msg = tr("%q is out of range: %s")
	case IsNumber(t):
		msg = tr("%q is not a whole number: %s")
	default:
		msg = tr("%q is not a number: %s")
	}
	return fmt.Errorf(msg, t, n.limit())
}

// limit says n's limit in words.
func (n *Int) limit() string {
	if n.unboundedAbove() {
		return fmt.Sprintf(tr("%s must be a whole number ≥ %d"), n.Symbol, n.Min)
	}
	return fmt.Sprintf(tr("%s must be a whole number from %d to %d"), n.Symbol, n.Min, n.Max)
}

// unboundedAbove reports whether n has a lower limit only.
func (n *Int) unboundedAbove() bool { return n.Max == math.MaxInt64 && n.Min > math.MinInt64 }

// parseWhole reads any whole number, without n's limit.
func (n *Int) parseWhole(s string) (int64, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, n.syntax(t, err)
	}
	return v, nil
}

// ParseInt is Parse for an int.
func (n *Int) ParseInt(s string) (int, error) {
	v, err := n.Parse(s)
	return int(v), err
}

// Check refuses a value outside n's limit: the one check of n.
func (n *Int) Check(v int64) error {
	if v < n.Min || v > n.Max {
		return n.bad(strconv.FormatInt(v, 10))
	}
	return nil
}

// CheckInt is Check for an int.
func (n *Int) CheckInt(v int) error { return n.Check(int64(v)) }

// bad is the error for a value got that n refuses.
func (n *Int) bad(got string) error {
	if n.unboundedAbove() {
		return fmt.Errorf(tr("%s must be ≥ %d, got %s"), n.Symbol, n.Min, got)
	}
	return fmt.Errorf(tr("%s must be a whole number from %d to %d, got %s"), n.Symbol, n.Min, n.Max, got)
}

// Format writes v as Parse reads it back.
func (n *Int) Format(v int64) string { return strconv.FormatInt(v, 10) }

// FormatInt is Format for an int.
func (n *Int) FormatInt(v int) string { return strconv.Itoa(v) }

// Value returns v as a command-line flag of n.
func (n *Int) Value(v *int) flag.Value { return &intValue{n, v, nil} }

// Value64 returns v as a command-line flag of n.
func (n *Int) Value64(v *int64) flag.Value { return &intValue{n, nil, v} }

type intValue struct {
	n   *Int
	v   *int
	v64 *int64
}

func (f *intValue) String() string {
	switch {
	case f.v != nil:
		return strconv.Itoa(*f.v)
	case f.v64 != nil:
		return strconv.FormatInt(*f.v64, 10)
	}
	return ""
}

func (f *intValue) Set(s string) error {
	v, err := f.n.Parse(s)
	if err != nil {
		return err
	}
	if f.v != nil {
		*f.v = int(v)
	} else {
		*f.v64 = v
	}
	return nil
}

// CheckUpTo checks v against n's limit and against hi, the number of
// points where that is known (1 ≤ k ≤ N): the one check of n against the
// data, with one message.
func (n *Int) CheckUpTo(v, hi int64) error {
	if v < n.Min || v > min(hi, n.Max) {
		return fmt.Errorf(tr("%s must be between %d and the number of points %d, got %d"), n.Symbol, n.Min, hi, v)
	}
	return nil
}
