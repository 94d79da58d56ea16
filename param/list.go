package param

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxListLen is the most values a List holds.
const MaxListLen = 1000

// List is a parameter that is a list of whole numbers from Min to Max,
// written as ranges A-B and single numbers, comma-separated ("0-9",
// "1,3,5-9"), at most MaxListLen values in all: the degrees and the k's a
// cross-validation tries.
type List struct {
	// Name is the session file's field and the link key within its
	// method; Flag is the command line's flag when it differs.
	Name, Flag string
	// Symbol is the parameter as messages name it.
	Symbol string
	// Doc says what the parameter is, for help texts.
	Doc string
	// Min and Max are the one limit of each value.
	Min, Max int
	// Default is the default list as a user writes it.
	Default string
	// En and Zh are the form row's label in English and Chinese.
	En, Zh string
	// Old are the link keys of links written before keys were namespaced.
	Old []string
}

// Parse reads a list of l, each value from l.Min to l.Max.
func (l *List) Parse(s string) ([]int, error) { return ParseInts(s, l.Min, l.Max) }

// ParseUpTo is Parse with the upper limit lowered to hi where that is
// less: k ≤ N, where the data's N is known.
func (l *List) ParseUpTo(s string, hi int) ([]int, error) { return ParseInts(s, l.Min, min(l.Max, hi)) }

// ParseInts reads a list of whole numbers such as "0-9" or "1,3,5-9":
// ranges A-B and single numbers, comma-separated, each in lo…hi, at most
// MaxListLen in all.
func ParseInts(s string, lo, hi int) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		first, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			return nil, fmt.Errorf(tr("%q is not a whole number or a range A-B"), part)
		}
		last := first
		if isRange {
			if last, err = strconv.Atoi(strings.TrimSpace(b)); err != nil || last < first {
				return nil, fmt.Errorf(tr("%q is not a range A-B with A ≤ B"), part)
			}
		}
		if first < lo || last > hi {
			return nil, fmt.Errorf(tr("%q is outside %d…%d"), part, lo, hi)
		}
		if len(out)+last-first+1 > MaxListLen {
			return nil, errors.New(tr("more than 1000 values"))
		}
		for v := first; v <= last; v++ {
			out = append(out, v)
		}
	}
	return out, nil
}

// Format writes v as Parse reads it back: runs of three or more
// consecutive numbers as A-B.
func (l *List) Format(v []int) string {
	var b strings.Builder
	for i := 0; i < len(v); {
		j := i
		for j+1 < len(v) && v[j+1] == v[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		switch {
		case j-i >= 2:
			fmt.Fprintf(&b, "%d-%d", v[i], v[j])
		default:
			j = i
			b.WriteString(strconv.Itoa(v[i]))
		}
		i = j + 1
	}
	return b.String()
}

// Describe implements Param.
func (l *List) Describe() (name, key, doc string) { return l.Name, l.LinkKey(), l.Doc }

// LinkKey returns the link key of l before keys were namespaced: its
// first Old key, or its Name.
func (l *List) LinkKey() string {
	if len(l.Old) > 0 {
		return l.Old[0]
	}
	return l.Name
}

// Kind implements Spec.
func (l *List) Kind() Kind { return ListKind }

// FlagName implements Spec: Flag, or Name.
func (l *List) FlagName() string {
	if l.Flag != "" {
		return l.Flag
	}
	return l.Name
}

// ParseValue implements Spec: Parse, as an []int.
func (l *List) ParseValue(s string) (any, error) {
	v, err := l.Parse(s)
	if err != nil {
		return nil, err
	}
	return v, nil
}

// FormatValue implements Spec: Format of an []int.
func (l *List) FormatValue(v any) string {
	x, _ := v.([]int)
	return l.Format(x)
}

// DefaultValue implements Spec: Default, parsed; nil when Default is "".
func (l *List) DefaultValue() any {
	if l.Default == "" {
		return []int(nil)
	}
	v, _ := l.Parse(l.Default) // TestSpecsDefaults checks that it parses
	return v
}

// Label implements Spec.
func (l *List) Label(lang string) string { return label(lang, l.En, l.Zh, l.Symbol) }

// OldKeys implements Spec.
func (l *List) OldKeys() []string { return l.Old }

// Get returns v's value of l, or l's default.
func (l *List) Get(v Values) []int { return value[[]int](v, l) }
