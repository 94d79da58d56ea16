package param

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Real is a real-valued parameter: a finite number greater than Min (or at
// least Min when Closed), and with Inf also +∞, spelt "inf", "infinity" or
// "∞" in any case.
type Real struct {
	// Name is the command line's flag, the session file's field and,
	// unless Key says otherwise, the link's key.
	Name string
	// Key is the link's key when it differs from Name.
	Key string
	// Symbol is the parameter as the book and the window write it: η, σ, p.
	Symbol string
	// Doc says what the parameter is, for help texts.
	Doc string
	// Min is the one limit; Closed allows Min itself.
	Min    float64
	Closed bool
	// Inf also allows +∞.
	Inf bool
	// Upper makes Max a limit too (closed): v ≤ Max. Min = −∞ (with
	// Upper false) leaves v unbounded below.
	Max   float64
	Upper bool
	// Flag is the command line's flag when it differs from Name.
	Flag string
	// Default is the value when nothing sets it.
	Default float64
	// En and Zh are the form row's label in English and Chinese; Symbol
	// stands in for an empty one.
	En, Zh string
	// Old are the link keys that links written before keys were
	// namespaced by method spell it with.
	Old []string
}

// Kind implements Spec.
func (r *Real) Kind() Kind { return RealKind }

// FlagName implements Spec: Flag, or Name.
func (r *Real) FlagName() string {
	if r.Flag != "" {
		return r.Flag
	}
	return r.Name
}

// ParseValue implements Spec: Parse, as a float64.
func (r *Real) ParseValue(s string) (any, error) {
	v, err := r.Parse(s)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// FormatValue implements Spec: Format of a float64.
func (r *Real) FormatValue(v any) string {
	if f, ok := v.(float64); ok {
		return r.Format(f)
	}
	return ""
}

// DefaultValue implements Spec: Default, a float64.
func (r *Real) DefaultValue() any { return r.Default }

// Label implements Spec.
func (r *Real) Label(lang string) string { return label(lang, r.En, r.Zh, r.Symbol) }

// OldKeys implements Spec.
func (r *Real) OldKeys() []string { return r.Old }

// Get returns v's value of r, or r's Default.
func (r *Real) Get(v Values) float64 { return value[float64](v, r) }

// LinkKey returns the link's key of r.
func (r *Real) LinkKey() string {
	if r.Key != "" {
		return r.Key
	}
	return r.Name
}

// Parse reads a value of r and checks it (Check). It accepts spaces around
// the number and the Unicode minus sign.
func (r *Real) Parse(s string) (float64, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	if r.Inf && isInf(t) {
		return math.Inf(1), nil
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, r.bad(strconv.Quote(t))
	}
	return v, r.Check(v)
}

// isInf reports whether s spells +∞.
func isInf(s string) bool {
	switch strings.ToLower(s) {
	case "inf", "+inf", "infinity", "+infinity", "∞", "+∞":
		return true
	}
	return false
}

// Check refuses a value outside r's limit: the one check of r.
func (r *Real) Check(v float64) error {
	switch {
	case math.IsNaN(v), math.IsInf(v, -1), math.IsInf(v, 1) && !r.Inf,
		v < r.Min, v == r.Min && !r.Closed, r.Upper && v > r.Max:
		return r.bad(r.Format(v))
	}
	return nil
}

// bad is the error for a value got that r refuses.
func (r *Real) bad(got string) error {
	var msg string
	switch {
	case r.Upper && math.IsInf(r.Min, -1):
		return fmt.Errorf(tr("%s must be a finite number ≤ %s, got %s"), r.Symbol, r.Format(r.Max), got)
	case math.IsInf(r.Min, -1):
		return fmt.Errorf(tr("%s must be a finite number, got %s"), r.Symbol, got)
	case r.Upper:
		return fmt.Errorf(tr("%s must be a finite number from %s to %s, got %s"), r.Symbol, r.Format(r.Min), r.Format(r.Max), got)
	case r.Inf:
		msg = tr("%s must be a number ≥ %s or inf, got %s")
	case r.Closed && strings.Trim(got, `"`) == got: // a finite number below Min
		msg = tr("%s must be ≥ %s, got %s")
	case r.Closed:
		msg = tr("%s must be a finite number ≥ %s, got %s")
	default:
		msg = tr("%s must be a finite number > %s, got %s")
	}
	return fmt.Errorf(msg, r.Symbol, r.Format(r.Min), got)
}

// Format writes v as Parse reads it back: the shortest exact decimal, or
// "inf".
func (r *Real) Format(v float64) string {
	if math.IsInf(v, 1) {
		return "inf"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// Value returns v as a command-line flag of r: fs.Var(r.Value(&v), r.Name,
// usage). v keeps its value until the flag is set.
func (r *Real) Value(v *float64) flag.Value { return &realValue{r, v} }

type realValue struct {
	r *Real
	v *float64
}

func (f *realValue) String() string {
	if f.v == nil {
		return ""
	}
	return f.r.Format(*f.v)
}

func (f *realValue) Set(s string) error {
	v, err := f.r.Parse(s)
	if err != nil {
		return err
	}
	*f.v = v
	return nil
}

// ParseList reads a comma-separated list of values of r ("0,1e-6,1e-3"),
// each with Parse.
func (r *Real) ParseList(s string) ([]float64, error) {
	var out []float64
	for part := range strings.SplitSeq(s, ",") {
		v, err := r.Parse(part)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}
