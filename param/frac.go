package param

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Frac is a real parameter ≥ 0 kept exact, as a fraction: naive Bayes's
// smoothing λ. It is written as an integer ("1"), a decimal ("0.5",
// "2e-3") or a fraction ("1/2"); "0.1" is 1/10, not the float64 nearest to
// it. Its numerator and denominator have at most Digits digits each, so
// that every probability built from it stays small: "1e-999999" would be
// a fraction of a million digits.
type Frac struct {
	// Name is the command line's flag, the session file's field and the
	// link key within its method.
	Name string
	// Symbol is the parameter as messages name it.
	Symbol string
	// Doc says what the parameter is, for help texts.
	Doc string
	// Digits is the most digits above and below the fraction bar.
	Digits int
	// Default is the default as a user writes it.
	Default string
	// Flag is the command line's flag when it differs from Name.
	Flag string
	// En and Zh are the form row's label in English and Chinese.
	En, Zh string
	// Old are the link keys of links written before keys were namespaced.
	Old []string
}

// Parse reads a value of f, exactly, and checks it: the one parse and the
// one limit of f. A long or far-scaled number is refused before it is
// read, since reading it is what costs the time.
func (f *Frac) Parse(s string) (*big.Rat, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	if len(t) > 3*f.Digits || exponentBeyond(t, 2*f.Digits) {
		return nil, f.tooLong(t)
	}
	r, ok := new(big.Rat).SetString(t)
	if !ok {
		return nil, fmt.Errorf(tr("%s must be a number such as 1, 0.5 or 1/2, got %q"), f.Symbol, s)
	}
	if r.Sign() < 0 {
		return nil, fmt.Errorf(tr("%s must be ≥ 0, got %s"), f.Symbol, t)
	}
	if f.tooManyDigits(r.Num()) || f.tooManyDigits(r.Denom()) {
		return nil, f.tooLong(t)
	}
	return r, nil
}

// Check refuses a value below 0 or with more than Digits digits above or
// below its fraction bar.
func (f *Frac) Check(r *big.Rat) error {
	switch {
	case r == nil:
		return fmt.Errorf(tr("%s must be a number such as 1, 0.5 or 1/2, got %q"), f.Symbol, "")
	case r.Sign() < 0:
		return fmt.Errorf(tr("%s must be ≥ 0, got %s"), f.Symbol, r.RatString())
	case f.tooManyDigits(r.Num()) || f.tooManyDigits(r.Denom()):
		return f.tooLong(r.RatString())
	}
	return nil
}

// FromFloat returns v as an exact fraction of f, read through its
// shortest decimal form: 0.1 gives 1/10 as a person means it, not the
// binary fraction 3602879701896397/2⁵⁵ that float64 stores.
func (f *Frac) FromFloat(v float64) (*big.Rat, error) {
	return f.Parse(strconv.FormatFloat(v, 'g', -1, 64))
}

// tooLong is the error for a value with too many digits.
func (f *Frac) tooLong(s string) error {
	return fmt.Errorf(tr("%s = %s needs more than %d digits above or below its fraction bar; %[1]s is kept exact in at most %[3]d (powers of ten from 1e-%[4]d to 1e%[4]d)"),
		f.Symbol, short(s), f.Digits, f.Digits-1)
}

// tooManyDigits reports whether |n| has more than f.Digits digits.
func (f *Frac) tooManyDigits(n *big.Int) bool {
	return n.CmpAbs(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(f.Digits)), nil)) >= 0
}

// exponentBeyond reports whether the decimal exponent of s ("1e-999") is
// beyond ±limit, or is not a number that small.
func exponentBeyond(s string, limit int) bool {
	i := strings.IndexAny(s, "eE")
	if i < 0 || strings.Contains(s, "/") {
		return false
	}
	e, err := strconv.Atoi(strings.TrimPrefix(s[i+1:], "+"))
	return err == nil && (e > limit || e < -limit) || err != nil && len(s)-i > 8
}

// short is s cut to a readable length for a message.
func short(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:20]) + "…"
	}
	return s
}

// Format writes r as Parse reads it back: "1", "1/2".
func (f *Frac) Format(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return r.RatString()
}

// Describe implements Param.
func (f *Frac) Describe() (name, key, doc string) { return f.Name, f.LinkKey(), f.Doc }

// LinkKey returns the link key of f before keys were namespaced: its
// first Old key, or its Name.
func (f *Frac) LinkKey() string {
	if len(f.Old) > 0 {
		return f.Old[0]
	}
	return f.Name
}

// Kind implements Spec: a Frac is a real number.
func (f *Frac) Kind() Kind { return RealKind }

// FlagName implements Spec: Flag, or Name.
func (f *Frac) FlagName() string {
	if f.Flag != "" {
		return f.Flag
	}
	return f.Name
}

// ParseValue implements Spec: Parse, as a *big.Rat.
func (f *Frac) ParseValue(s string) (any, error) {
	v, err := f.Parse(s)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// FormatValue implements Spec: Format of a *big.Rat.
func (f *Frac) FormatValue(v any) string {
	r, _ := v.(*big.Rat)
	return f.Format(r)
}

// DefaultValue implements Spec: Default, parsed (a new *big.Rat each call).
func (f *Frac) DefaultValue() any {
	v, _ := f.Parse(f.Default) // TestSpecsDefaults checks that it parses
	return v
}

// Label implements Spec.
func (f *Frac) Label(lang string) string { return label(lang, f.En, f.Zh, f.Symbol) }

// OldKeys implements Spec.
func (f *Frac) OldKeys() []string { return f.Old }

// Get returns v's value of f, or f's default.
func (f *Frac) Get(v Values) *big.Rat { return value[*big.Rat](v, f) }
