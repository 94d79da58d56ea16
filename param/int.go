package param

import (
	"flag"
	"fmt"
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
}

// LinkKey returns the link's key of n.
func (n *Int) LinkKey() string {
	if n.Key != "" {
		return n.Key
	}
	return n.Name
}

// Parse reads a value of n and checks it (Check).
func (n *Int) Parse(s string) (int64, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, n.bad(strconv.Quote(t))
	}
	return v, n.Check(v)
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
