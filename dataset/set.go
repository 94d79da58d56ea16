package dataset

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// MaxDim is the most features (coordinates per point) ReadCSV and ReadJSON
// accept. Perceptron Lab is about the plane; its exact methods build dense
// matrices with a row or a column per feature (the LP has 2d+2 columns per
// point, the SVM's active set a QR of d-vectors), so that a file with
// 10⁶ columns would take minutes and gigabytes before failing. 1000 keeps
// every method fast, and the readers refuse a wider file before they
// allocate anything for it.
const MaxDim = 1000

// Set is a point set in D dimensions with a target per point. X is
// row-major: point i is X[i*D:(i+1)*D]. Task says what Y holds: labels +1
// and −1 (classification, the zero value) or real targets t (regression).
// Labels records the two values a file used for its classes, when they
// were not ±1 (see samples.go).
type Set struct {
	D      int
	X      []float64
	Y      []float64
	Task   Task
	Labels Labels
}

// Len returns the number of points.
func (s *Set) Len() int { return len(s.Y) }

// Point returns point i; the slice aliases s.X.
func (s *Set) Point(i int) []float64 { return s.X[i*s.D : (i+1)*s.D : (i+1)*s.D] }

// Add appends a point with label y.
func (s *Set) Add(x []float64, y float64) {
	if len(x) != s.D {
		panic("dataset: dimension mismatch")
	}
	s.X = append(s.X, x...)
	s.Y = append(s.Y, y)
}

// Matrix returns X as an N×D matrix that shares s.X, or nil when the set is empty.
func (s *Set) Matrix() *mat.Dense {
	if s.Len() == 0 {
		return nil
	}
	return mat.NewDense(s.Len(), s.D, s.X)
}

// Clone returns a deep copy of s.
func (s *Set) Clone() *Set {
	return &Set{D: s.D, X: append([]float64(nil), s.X...), Y: append([]float64(nil), s.Y...), Task: s.Task, Labels: s.Labels}
}

// Validate reports whether s is well formed: D ≥ 1, len(X) = D·len(Y), every
// coordinate finite and every target a label +1 or −1 (classification) or
// a finite number (regression).
func (s *Set) Validate() error {
	if s.D < 1 {
		return fmt.Errorf("dimension must be at least 1, got %d", s.D)
	}
	if len(s.X) != s.D*len(s.Y) {
		return fmt.Errorf("%d coordinates do not make %d points of dimension %d", len(s.X), len(s.Y), s.D)
	}
	if s.Task == Regression {
		for i, t := range s.Y {
			if math.IsNaN(t) || math.IsInf(t, 0) {
				return fmt.Errorf("point %d: target t = %v is not a finite number", i+1, t)
			}
		}
	} else if err := CheckLabels(s.Y); err != nil {
		return err
	}
	for k, v := range s.X {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("point %d: x%d = %v is not a finite number", k/s.D+1, k%s.D+1, v)
		}
	}
	return nil
}
