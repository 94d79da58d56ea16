package knn

import (
	"fmt"
	"math"

	"perceptronlab/param"
)

// CheckP returns an error unless p is a valid order of the Lp distance:
// a real number p ≥ 1, or +Inf for the Chebyshev distance. Below 1 the
// "distance" breaks the triangle inequality (Li Hang, §3.2.2, requires p ≥ 1).
func CheckP(p float64) error {
	return param.P.Check(p)
}

// LpDistance returns the Lp distance (Σ|aᵢ−bᵢ|ᵖ)^(1/p) between a and b
// (Li Hang, 3.2), or max|aᵢ−bᵢ| when p is +Inf. The differences are
// rescaled by the largest |aᵢ−bᵢ| before raising them to a power p ≠ 1, 2
// (and for p = 2 when squares would overflow or underflow), so the result
// is accurate to a few ulps whenever it is representable, and +Inf when it
// exceeds math.MaxFloat64.
//
// The k-nearest-neighbour searches of this package rank points by exactly
// this value. LpDistance panics when a and b differ in length or when p
// fails CheckP.
func LpDistance(a, b []float64, p float64) float64 {
	if len(a) != len(b) {
		panic(fmt.Sprintf("algo: LpDistance of vectors of length %d and %d", len(a), len(b)))
	}
	return newMetric(p).dist(a, b)
}

// metricKind selects the code path of an Lp distance.
type metricKind uint8

const (
	metricL1 metricKind = iota
	metricL2
	metricLInf
	metricLp
)

// metric is an Lp distance, with fast paths for p = 1, 2 and ∞.
type metric struct {
	kind metricKind
	p    float64
}

// newMetric returns the metric of order p, panicking when p fails CheckP.
func newMetric(p float64) metric {
	if err := CheckP(p); err != nil {
		panic("algo: " + err.Error())
	}
	switch {
	case p == 1:
		return metric{metricL1, p}
	case p == 2:
		return metric{metricL2, p}
	case math.IsInf(p, 1):
		return metric{metricLInf, p}
	}
	return metric{metricLp, p}
}

// A sum of squares inside [powLow, powHigh] has lost nothing to overflow
// or underflow: a term that underflowed is below 2⁻¹⁰²² and so below half
// an ulp of the sum. Outside it the distance is rescaled.
const (
	powLow  = 0x1p-960
	powHigh = 0x1p960
)

// pruneSlack is the relative margin by which a splitting line must lie
// beyond the search radius before a subtree is pruned when p ∉ {1, 2, ∞}:
// math.Pow is not correctly rounded, so the computed distance to a point
// may come out a few ulps below its computed distance along one axis.
// For p = 1, 2 and ∞ the computed distance is never below it.
const pruneSlack = 1e-12

// dist returns the distance between a and b, of equal length.
func (m metric) dist(a, b []float64) float64 {
	switch m.kind {
	case metricL1:
		var s float64
		for i, v := range a {
			s += math.Abs(v - b[i])
		}
		return s
	case metricL2:
		var s float64
		for i, v := range a {
			d := v - b[i]
			s += float64(d * d) // rounded, never fused into an FMA
		}
		if s < powLow || s > powHigh {
			return m.scaled(a, b)
		}
		return math.Sqrt(s)
	case metricLInf:
		return maxAbsDiff(a, b)
	}
	return m.scaled(a, b)
}

// scaled returns the distance as m·(Σ(|aᵢ−bᵢ|/m)ᵖ)^(1/p) with
// m = max|aᵢ−bᵢ|. No power can overflow, and the sum lies in [1, len(a)],
// so the rounding of 1/p costs no accuracy. The largest term is exactly 1,
// so for p = 2 the result is never below m.
func (m metric) scaled(a, b []float64) float64 {
	big := maxAbsDiff(a, b)
	if big == 0 || math.IsInf(big, 1) {
		return big
	}
	var s float64
	for i, v := range a {
		r := math.Abs(v-b[i]) / big
		if m.kind == metricL2 {
			s += r * r
		} else {
			s += math.Pow(r, m.p)
		}
	}
	if m.kind == metricL2 {
		return big * math.Sqrt(s)
	}
	return big * math.Pow(s, 1/m.p)
}

// maxAbsDiff returns max|aᵢ−bᵢ|, the Chebyshev distance.
func maxAbsDiff(a, b []float64) float64 {
	var s float64
	for i, v := range a {
		s = max(s, math.Abs(v-b[i]))
	}
	return s
}

// farther reports whether a point at distance gap along one axis is
// certainly farther than r, so that the subtree behind the splitting line
// can be pruned.
func (m metric) farther(gap, r float64) bool {
	if m.kind == metricLp {
		return gap > r*(1+pruneSlack)
	}
	return gap > r
}
