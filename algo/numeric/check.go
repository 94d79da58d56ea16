package numeric

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/dataset"
)

// The checks every chapter makes of its input live here, in the lowest
// package, so that the perceptron, k-NN, naive Bayes and the solvers refuse
// bad data with the same words.

// CheckLabels checks that there are n labels, each exactly +1 or −1, by
// the one label check (dataset.CheckLabels).
func CheckLabels(y []float64, n int) error {
	if len(y) != n {
		return fmt.Errorf("%d labels for %d points", len(y), n)
	}
	return dataset.CheckLabels(y)
}

// RowMajor returns x as a contiguous row-major slice with its shape,
// copying only when x is a strided view. It checks that every value is finite.
func RowMajor(x *mat.Dense) (data []float64, n, d int, err error) {
	if x == nil || x.IsEmpty() {
		return nil, 0, 0, errors.New("no points")
	}
	data, n, d, _ = rowMajorView(x)
	for k, v := range data {
		if !IsFinite(v) {
			return nil, 0, 0, fmt.Errorf("point %d: coordinate %d is %v", k/d, k%d+1, v)
		}
	}
	return data, n, d, nil
}

// IsFinite reports whether v is neither NaN nor ±Inf.
func IsFinite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// AllFinite reports whether every value of v is finite.
func AllFinite(v []float64) bool {
	for _, x := range v {
		if !IsFinite(x) {
			return false
		}
	}
	return true
}
