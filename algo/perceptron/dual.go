package perceptron

import (
	"errors"
	"fmt"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// MaxDualPoints bounds the number of points NewDual accepts. A Gram matrix
// that fits the Budget is held whole; a larger one (from about 2900
// points) is computed a row at a time, so that an update costs O(N·d)
// instead of O(N) and memory stays O(N).
const MaxDualPoints = 10000

// Dual is the perceptron in its dual form (Li Hang, Algorithm 2.2): on a
// misclassified point, αᵢ ← αᵢ + η and b ← b + ηyᵢ, and w = Σⱼ αⱼyⱼxⱼ.
//
// It keeps the scores sᵢ = Σⱼ αⱼyⱼGⱼᵢ up to date, so that a check costs
// O(1) and an update O(N). Because it sees the data only through the Gram
// matrix G, it runs unchanged on a kernel's Gram matrix (NewDualGram).
//
// For cycle detection the state at the start of an epoch is (s, b), which
// decides every later check; only a 128-bit hash of it is kept, so the
// memory stays 16 bytes per epoch whatever N is.
//
// A Dual keeps references to the data it was made from; they must not
// change while it is in use. It is not safe for concurrent use.
type Dual struct {
	sched
	g      gramRows  // the Gram matrix, whole or row by row
	x      []float64 // row-major n×d, nil without points
	d      int
	y      []float64
	eta    float64
	noBias bool
	alpha0 []float64
	b0     float64
	alpha  []float64
	s      []float64 // sᵢ = Σⱼ αⱼyⱼGⱼᵢ
	b      float64
	guard  overflowGuard
}

var _ Trainer = (*Dual)(nil)

// dualData checks the points and labels of a dual-form run, which builds an
// N×N Gram matrix, and returns x's rows as one row-major slice. what names
// the trainer in the error about too many points.
func dualData(x *mat.Dense, y []float64, what string) (data []float64, n, d int, err error) {
	if data, n, d, err = rowMajor(x); err != nil {
		return nil, 0, 0, err
	}
	if n > MaxDualPoints {
		return nil, 0, 0, fmt.Errorf("%s takes at most %d points, got %d", what, MaxDualPoints, n)
	}
	return data, n, d, checkLabels(y, n)
}

// NewDual returns a dual-form run on the points in the rows of x with labels
// y. It builds the Gram matrix G = XXᵀ with gonum's SymOuterK. It returns an
// error on the same bad data as NewPrimal, on a bad start Alpha0, and when
// there are more than MaxDualPoints points.
func NewDual(x *mat.Dense, y []float64, s Settings) (*Dual, error) {
	if err := checkSettings(s); err != nil {
		return nil, err
	}
	data, n, d, err := dualData(x, y, "the dual form")
	if err != nil {
		return nil, err
	}
	if err := checkAlpha0(s.Alpha0, n); err != nil {
		return nil, err
	}
	var g gramRows
	if gramFits(n) {
		var sym mat.SymDense
		sym.SymOuterK(1, mat.NewDense(n, d, data))
		g = newDenseGram(fullGram(&sym), n)
	} else {
		g = newPointGram(data, n, d, numeric.Linear{})
	}
	dl := newDual(g, y, s)
	dl.x, dl.d = data, d
	return dl, nil
}

// NewDualGram returns a dual-form run that sees the points only through
// their Gram matrix g, Gᵢⱼ = K(xᵢ, xⱼ) for a kernel K. Without the points,
// Result().W and W() are nil. It returns an error when g and y differ in
// size, g holds a non-finite value, or the labels, settings or Alpha0 are bad.
func NewDualGram(g mat.Symmetric, y []float64, s Settings) (*Dual, error) {
	if err := checkSettings(s); err != nil {
		return nil, err
	}
	n := g.SymmetricDim()
	if n == 0 {
		return nil, errors.New("no points")
	}
	if err := checkLabels(y, n); err != nil {
		return nil, err
	}
	if err := checkAlpha0(s.Alpha0, n); err != nil {
		return nil, err
	}
	full := make([]float64, n*n)
	for i := range n {
		for j := i; j < n; j++ {
			v := g.At(i, j)
			if !isFinite(v) {
				return nil, fmt.Errorf("Gram matrix entry (%d, %d) is %v", i, j, v)
			}
			full[i*n+j], full[j*n+i] = v, v
		}
	}
	return newDual(newDenseGram(full, n), y, s), nil
}

func newDual(g gramRows, y []float64, s Settings) *Dual {
	n := len(y)
	dl := &Dual{
		sched: newSched(n, s, false),
		g:     g,
		y:     y, eta: s.Eta, noBias: s.NoBias,
		alpha0: make([]float64, n), b0: s.B0,
		alpha: make([]float64, n), s: make([]float64, n),
	}
	copy(dl.alpha0, s.Alpha0)
	dl.Reset()
	return dl
}

// fullGram fills the lower triangle of g, which SymOuterK leaves alone, so
// that every row of the backing slice is a full row of G. It copies in
// blocks to stay in cache.
func fullGram(g *mat.SymDense) []float64 {
	raw := g.RawSymmetric()
	n, st, a := raw.N, raw.Stride, raw.Data
	const blk = 64
	for jb := 0; jb < n; jb += blk {
		for ib := jb; ib < n; ib += blk {
			for i := ib; i < min(ib+blk, n); i++ {
				for j := jb; j < min(jb+blk, i); j++ {
					a[i*st+j] = a[j*st+i]
				}
			}
		}
	}
	return a[:n*st]
}

// Reset starts the run again from its start settings. The data are not
// checked again.
func (dl *Dual) Reset() {
	copy(dl.alpha, dl.alpha0)
	dl.scores()
	dl.b = dl.b0
	dl.guard.reset()
	dl.restart(dl)
}

// scores computes sᵢ = Σⱼ αⱼyⱼGⱼᵢ from α.
func (dl *Dual) scores() {
	clear(dl.s)
	for j, a := range dl.alpha {
		if a != 0 {
			floats.AddScaled(dl.s, a*dl.y[j], dl.g.row(j))
		}
	}
}
