package cli

import (
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// maxGramShown bounds the rows and columns of the Gram matrix --gram
// prints: the whole matrix of 10⁴ points is 10⁸ numbers, a GB of text,
// that took 6 GB to build (issue 21, item 5). The leading block is
// computed entry by entry from the trainer (perceptron.Dual.Gram), never the
// whole matrix.
const maxGramShown = 50

// gramBlock returns the leading block of m that --gram shows, and when it
// is not the whole matrix, the note that says what was left out.
func gramBlock(m mat.Symmetric) ([][]float64, string) {
	n := m.SymmetricDim()
	k := min(n, maxGramShown)
	out := make([][]float64, k)
	for i := range out {
		out[i] = make([]float64, k)
		for j := range out[i] {
			out[i][j] = m.At(i, j)
		}
	}
	if k == n {
		return out, ""
	}
	return out, fmt.Sprintf("rows and columns 1–%d of %d shown; the other %d left out", k, n, n-k)
}
