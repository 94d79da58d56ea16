package numeric

import (
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// SignedDistance returns the signed distance (w·x+b)/‖w‖ from x to the
// hyperplane w·x+b = 0: positive on the side w points to. It is ±Inf or NaN
// when w = 0. It panics when w and x differ in length.
func SignedDistance(w []float64, b float64, x []float64) float64 {
	return affine(w, b, x) / floats.Norm(w, 2)
}

// FunctionalMargin returns y(w·x+b), which is > 0 exactly when (w, b)
// classifies the point x with label y correctly. It panics when w and x
// differ in length.
func FunctionalMargin(w []float64, b float64, x []float64, y float64) float64 {
	return y * affine(w, b, x)
}

// GeometricMargin returns the geometric margin of (w, b) on the points in
// the rows of x with labels y, minᵢ yᵢ(w·xᵢ+b)/‖w‖. It is negative when a
// point is misclassified. ok is false when w = 0, where it is undefined.
// It panics when the sizes disagree.
func GeometricMargin(x *mat.Dense, y []float64, w []float64, b float64) (m float64, ok bool) {
	n, d := x.Dims()
	if len(y) != n || len(w) != d {
		panic("algo: size mismatch in GeometricMargin")
	}
	data, _, _, _ := rowMajorView(x)
	m, _, ok = Margin(data, y, w, b)
	return m, ok
}

// Margin is the one margin function of Perceptron Lab: the geometric
// margin minᵢ yᵢ(w·xᵢ+b)/‖w‖ of (w, b) on the points stored row-major in x
// (w·xᵢ+b in twice float64's precision, affineDot2, so that it is the
// margin the plane has even far from the origin)
// (len(w) coordinates each) with labels y, and the index of the point that
// sets it (the first on a tie). It is negative while a point is
// misclassified. ok is false when w = 0 or there are no points. It panics
// when the sizes disagree.
func Margin(x, y, w []float64, b float64) (m float64, at int, ok bool) {
	d := len(w)
	if d == 0 || len(x) != d*len(y) {
		panic("algo: size mismatch in Margin")
	}
	norm := floats.Norm(w, 2)
	if norm == 0 || len(y) == 0 {
		return 0, -1, false
	}
	m, at = math.Inf(1), -1
	for i := range y {
		if v := y[i] * affineDot2(w, b, x[i*d:(i+1)*d]); v < m || at < 0 {
			m, at = v, i
		}
	}
	return m / norm, at, true
}

// rowMajorView returns x's data as one row-major slice, copying only when
// x is a strided view.
func rowMajorView(x *mat.Dense) (data []float64, n, d int, copied bool) {
	raw := x.RawMatrix()
	n, d = raw.Rows, raw.Cols
	if raw.Stride == d {
		return raw.Data[:n*d], n, d, false
	}
	data = make([]float64, 0, n*d)
	for i := range n {
		data = append(data, raw.Data[i*raw.Stride:i*raw.Stride+d]...)
	}
	return data, n, d, true
}

// Radius returns R = maxᵢ‖x̂ᵢ‖ with x̂ = (x, 1), the R of the Novikoff bound
// k ≤ (R/γ)². With noBias there is no appended 1: R = maxᵢ‖xᵢ‖.
func Radius(x *mat.Dense, noBias bool) float64 {
	n, _ := x.Dims()
	var r float64
	for i := range n {
		v := floats.Norm(x.RawRowView(i), 2)
		if !noBias {
			v = math.Hypot(v, 1)
		}
		r = max(r, v)
	}
	return r
}

func affine(w []float64, b float64, x []float64) float64 {
	if len(w) != len(x) {
		panic("algo: w and x differ in length")
	}
	return floats.Dot(w, x) + b
}

// affineDot2 returns w·x + b computed as in twice float64's precision and
// rounded once (Ogita, Rump and Oishi's Dot2: every product and sum keeps
// its rounding error, by FMA and TwoSum). At a shift of 10¹⁵ the terms are
// 10¹⁵ and their sum about 1, so a plain sum keeps only an eighth or so of
// it: the SVM's margin was reported 1.414 where the plane's is 1.355. It
// falls back to the plain sum when a term overflows.
func affineDot2(w []float64, b float64, x []float64) float64 {
	if len(w) != len(x) {
		panic("algo: w and x differ in length")
	}
	s, c := b, 0.0
	for i, wi := range w {
		p := wi * x[i]
		pe := math.FMA(wi, x[i], -p)
		t := s + p
		z := t - s
		c += pe + ((s - (t - z)) + (p - z))
		s = t
	}
	if r := s + c; IsFinite(r) {
		return r
	}
	return affine(w, b, x)
}
