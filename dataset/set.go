// Package dataset holds labelled points and reads and writes them.
package dataset

import "gonum.org/v1/gonum/mat"

// Set is a labelled point set in D dimensions. X is row-major: point i is
// X[i*D:(i+1)*D]. Y[i] is +1 or −1.
type Set struct {
	D int
	X []float64
	Y []float64
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
	return &Set{D: s.D, X: append([]float64(nil), s.X...), Y: append([]float64(nil), s.Y...)}
}
