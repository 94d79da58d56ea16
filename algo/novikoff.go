package algo

import (
	"errors"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// NovikoffResult holds the quantities of Novikoff's theorem (Li Hang,
// Theorem 2.1): a perceptron run from zero on data with R = maxᵢ‖x̂ᵢ‖ and
// margin γ makes at most (R/γ)² mistakes, whatever η and order.
type NovikoffResult struct {
	// R is maxᵢ‖x̂ᵢ‖ with x̂ = (x, 1), or maxᵢ‖xᵢ‖ with noBias.
	R float64
	// Separable reports whether γ exists. When it is false, Gamma is 0,
	// Bound is +Inf and W is nil.
	Separable bool
	// Gamma is maxŵ minᵢ yᵢŵ·x̂ᵢ over unit ŵ: the bias is inside the norm.
	// This is the max-margin hyperplane through the origin in d+1
	// dimensions, not the SVM margin of OptimalHyperplane.
	Gamma float64
	// W is the unit ŵ that attains Gamma (d+1 values, bias last; d with
	// noBias).
	W []float64
	// Bound is (R/γ)².
	Bound float64
}

// MaxMistakes returns ⌊(R/γ)²⌋, the most mistakes a perceptron run from
// zero can make, or -1 when the data are not separable. Bound is computed
// in floating point, so a bound that is an integer in exact arithmetic may
// come out a few ulps low; a relative 1e-9 is added before the floor, which
// can only loosen the bound.
func (r NovikoffResult) MaxMistakes() int {
	if !r.Separable {
		return -1
	}
	return int(math.Floor(r.Bound * (1 + 1e-9)))
}

// Novikoff computes R, γ and the bound (R/γ)² of Novikoff's theorem for the
// points x labelled y (±1). With noBias the quantities are taken on x itself,
// for the through-origin perceptron. Data that are not separable give a
// result with Separable false and no error.
func Novikoff(x *mat.Dense, y []float64, noBias bool) (NovikoffResult, error) {
	if err := lpCheckData(x, y); err != nil {
		return NovikoffResult{}, err
	}
	xh := novAugment(x, noBias)
	res := NovikoffResult{R: Radius(x, noBias), Bound: math.Inf(1)}
	svm, err := OptimalHyperplane(xh, y, true)
	if errors.Is(err, ErrNotSeparable) {
		return res, nil
	}
	if err != nil {
		return NovikoffResult{}, err
	}
	norm := floats.Norm(svm.W, 2)
	res.Separable = true
	res.Gamma = 1 / norm
	res.W = svm.W
	floats.Scale(1/norm, res.W)
	res.Bound = res.R * res.R * norm * norm
	return res, nil
}

// novAugment returns x̂ = (x, 1), or x itself when noBias.
func novAugment(x *mat.Dense, noBias bool) *mat.Dense {
	if noBias {
		return x
	}
	n, d := x.Dims()
	xh := mat.NewDense(n, d+1, nil)
	for i := 0; i < n; i++ {
		row := xh.RawRowView(i)
		copy(row, x.RawRowView(i))
		row[d] = 1
	}
	return xh
}
