package dataset

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Task says what a Set's targets Y are.
type Task uint8

const (
	// Classification: every Y is a label, −1 or +1.
	Classification Task = iota
	// Regression: every Y is a real target t.
	Regression
)

// String returns "classification" or "regression".
func (t Task) String() string {
	if t == Regression {
		return "regression"
	}
	return "classification"
}

// Labels says which two values a file used for its classes: Neg became
// −1 and Pos +1. The zero value means the file used −1 and +1 themselves.
type Labels struct{ Neg, Pos float64 }

// PlusMinus is the labelling of a file whose labels are −1 and +1.
var PlusMinus = Labels{Neg: -1, Pos: 1}

// norm returns l, with the zero value as PlusMinus.
func (l Labels) norm() Labels {
	if l.Neg == l.Pos {
		return PlusMinus
	}
	return l
}

// Mapped reports whether the file's labels were other than −1 and +1.
func (l Labels) Mapped() bool { return l.norm() != PlusMinus }

// String says how the labels were mapped, in one line, like
// scikit-learn's LabelEncoder in sorted order: "labels 0 → −1, 1 → +1".
func (l Labels) String() string {
	l = l.norm()
	return "labels " + num(l.Neg) + " → −1, " + num(l.Pos) + " → +1"
}

// Encode maps a label v of the file to −1 or +1. It is the one check of a
// classification label: every reader, edit and link uses it.
func (l Labels) Encode(v float64) (float64, error) {
	l = l.norm()
	switch v {
	case l.Neg:
		return -1, nil
	case l.Pos:
		return 1, nil
	}
	if l == PlusMinus {
		return 0, fmt.Errorf("label must be +1 or -1, got %s", num(v))
	}
	return 0, fmt.Errorf("label must be %s or %s, got %s", num(l.Neg), num(l.Pos), num(v))
}

// CheckLabels checks that every y is −1 or +1 (the encoded labels), naming
// the first bad one by its 1-based index.
func CheckLabels(y []float64) error {
	for i, v := range y {
		if _, err := PlusMinus.Encode(v); err != nil {
			return fmt.Errorf("point %d: %w", i+1, err)
		}
	}
	return nil
}

// num formats a label as the shortest decimal that reads back exactly.
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// detect decides the task of a set read from a file whose targets are any
// finite numbers, and encodes the labels of a classification set:
//   - forceRegression (a last header cell "t", or "task":"regression"),
//     or targets taking more than two values, or one value that is not ±1:
//     regression, targets unchanged;
//   - labels −1 and +1 only: classification, unchanged;
//   - two other values: classification, the smaller mapped to −1 and the
//     larger to +1 (s.Labels records them).
func (s *Set) detect(forceRegression bool) {
	s.Task, s.Labels = Classification, Labels{}
	if forceRegression {
		s.Task = Regression
		return
	}
	var vals [3]float64
	n := 0
	for _, y := range s.Y {
		if n > 0 && (y == vals[0] || (n > 1 && y == vals[1])) {
			continue
		}
		if n == 2 {
			s.Task = Regression
			return
		}
		vals[n] = y
		n++
	}
	switch {
	case n == 0:
	case n == 1 && (vals[0] == 1 || vals[0] == -1):
	case n == 1:
		s.Task = Regression
	default:
		l := Labels{Neg: min(vals[0], vals[1]), Pos: max(vals[0], vals[1])}
		if !l.Mapped() {
			return
		}
		s.Labels = l
		for i, y := range s.Y {
			s.Y[i], _ = l.Encode(y)
		}
	}
}

// isTargetHeader reports whether a header's last cell names a real
// target: "t" (or "target"), which makes the file regression data.
func isTargetHeader(cell []byte) bool {
	c := strings.ToLower(strings.TrimSpace(string(cell)))
	return slices.Contains([]string{"t", "target"}, c)
}

// Classifier returns nil when s holds two classes, and otherwise an error
// for a command or a method that needs them: regression data has real
// targets t, not labels.
func (s *Set) Classifier() error {
	if s.Task != Regression {
		return nil
	}
	return fmt.Errorf("regression data (real targets t), but this needs two classes: labels such as 0/1 or -1/+1")
}

// Note is the one line that says what reading s did to its targets, or ""
// when there is nothing to say: "labels 0 → −1, 1 → +1", or "regression
// data: 10 points (x, t)".
func (s *Set) Note() string {
	switch {
	case s.Task == Regression:
		return fmt.Sprintf("regression data: %d points (x, t)", s.Len())
	case s.Labels.Mapped():
		return s.Labels.String()
	}
	return ""
}
