package bayes

import (
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// The chapter's files share these short names for the checks in package
// numeric.

func rowMajor(x *mat.Dense) (data []float64, n, d int, err error) { return numeric.RowMajor(x) }

func isFinite(v float64) bool { return numeric.IsFinite(v) }
