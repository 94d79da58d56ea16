package numeric

import (
	"math"
	"math/big"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// exactMargin is minᵢ yᵢ(w·xᵢ+b)/‖w‖ with w·xᵢ+b summed exactly in
// big.Float (the products of two float64s fit 106 bits; 2000 bits hold
// any sum of them), then rounded: the plane's true margin.
func exactMargin(x [][]float64, y, w []float64, b float64) float64 {
	m := math.Inf(1)
	for i, xi := range x {
		s := new(big.Float).SetPrec(2000).SetFloat64(b)
		for j, v := range xi {
			p := new(big.Float).SetPrec(2000).SetFloat64(w[j])
			s.Add(s, p.Mul(p, new(big.Float).SetPrec(2000).SetFloat64(v)))
		}
		f, _ := s.Float64()
		m = min(m, y[i]*f)
	}
	return m / math.Hypot(w[0], w[1])
}

// At a shift of 10¹⁵ the margin reported is the one the returned plane
// has (issue 21, item 10): a plain float64 sum of terms near 10¹⁵ reported
// 1.414 for Example 2.1 so shifted, where the plane's own margin is 1.355.
func TestMarginFarFromOrigin(t *testing.T) {
	const s = 1e15
	x := [][]float64{{s + 3, s + 3}, {s + 4, s + 3}, {s + 1, s + 1}}
	y := []float64{1, 1, -1}
	r, err := OptimalHyperplane(mat.NewDense(3, 2, []float64{x[0][0], x[0][1], x[1][0], x[1][1], x[2][0], x[2][1]}), y, false)
	if err != nil {
		t.Fatal(err)
	}
	want := exactMargin(x, y, r.W, r.B)
	got, _, ok := Margin([]float64{x[0][0], x[0][1], x[1][0], x[1][1], x[2][0], x[2][1]}, y, r.W, r.B)
	if !ok || math.Abs(got-want) > 1e-12*math.Abs(want) {
		t.Fatalf("margin %v, the plane's exact margin %v", got, want)
	}
	if math.Abs(want-math.Sqrt2) < 0.01 {
		t.Fatalf("the plane's exact margin %v is √2: the test no longer tells the sums apart", want)
	}
}
