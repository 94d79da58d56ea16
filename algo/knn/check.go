package knn

import (
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// The chapter's files share these short names for the checks in package
// numeric.

func checkLabels(y []float64, n int) error { return numeric.CheckLabels(y, n) }

func rowMajor(x *mat.Dense) (data []float64, n, d int, err error) { return numeric.RowMajor(x) }
