package dataset

import (
	"math"
	"math/rand/v2"
)

// LiHang21 returns the data of Li Hang's Example 2.1: x1 = (3,3) and
// x2 = (4,3) positive, x3 = (1,1) negative.
func LiHang21() *Set {
	return &Set{D: 2, X: []float64{3, 3, 4, 3, 1, 1}, Y: []float64{1, 1, -1}}
}

// Bias1D returns four points on a line, x = 1, 2, 3, 4 labelled +1, +1, −1,
// −1. They separate only with a bias, so they show why b is needed.
func Bias1D() *Set {
	return &Set{D: 1, X: []float64{1, 2, 3, 4}, Y: []float64{1, 1, -1, -1}}
}

// XOR returns the four corners of the unit square labelled by x⁽¹⁾ XOR x⁽²⁾:
// the classic set no line separates.
func XOR() *Set {
	return &Set{D: 2, X: []float64{0, 0, 0, 1, 1, 0, 1, 1}, Y: []float64{-1, 1, 1, -1}}
}

// newRand returns the generators' random source for seed.
func newRand(seed uint64) *rand.Rand {
	// The second PCG word is a fixed odd constant (the 64-bit golden ratio),
	// so that seeds 0, 1, 2… give unrelated streams.
	return rand.New(rand.NewPCG(seed, 0x9E3779B97F4A7C15))
}

// Separable returns n points in d dimensions, labelled alternately +1 and −1,
// that a random hyperplane separates with every point at distance ≥ gap/2.
// Before the gap is opened the points lie in the box [−5, 5]^d; the
// hyperplane passes near the box's centre. The set depends only on the
// arguments.
func Separable(n, d int, gap float64, seed uint64) *Set {
	s, _, _ := separable(n, d, gap, seed)
	return s
}

// separable is Separable that also returns the unit normal w and the bias b
// of the hyperplane it used, for tests.
func separable(n, d int, gap float64, seed uint64) (*Set, []float64, float64) {
	const half = 5 // the box is [−half, half]^d
	r := newRand(seed)
	w := randomUnit(r, d)
	b := 0.0
	for j := range w {
		b -= w[j] * (r.Float64() - 0.5) * half // through a point near the centre
	}
	s := &Set{D: d, X: make([]float64, 0, n*d), Y: make([]float64, 0, n)}
	x := make([]float64, d)
	for i := range n {
		y := float64(1 - 2*(i%2))
		t := b
		for j := range x {
			x[j] = (2*r.Float64() - 1) * half
			t += w[j] * x[j]
		}
		// Move x along w to signed distance y(|t| + gap/2): reflect it
		// onto its label's side, then open the gap.
		shift := y*(math.Abs(t)+gap/2) - t
		for j := range x {
			x[j] += shift * w[j]
		}
		s.Add(x, y)
	}
	return s, w, b
}

// randomUnit returns a uniformly random unit vector in d dimensions.
func randomUnit(r *rand.Rand, d int) []float64 {
	w := make([]float64, d)
	for {
		norm := 0.0
		for j := range w {
			w[j] = r.NormFloat64()
			norm += w[j] * w[j]
		}
		if norm > 1e-12 { // practically always; guards the division
			norm = math.Sqrt(norm)
			for j := range w {
				w[j] /= norm
			}
			return w
		}
	}
}

// Gaussians returns n points in 2-D from two normal clusters with standard
// deviation 1: label +1 around (1.5, 1), label −1 around (−1.5, −1). The
// clusters overlap a little, so the set is usually not separable; it shows
// the pocket and averaged perceptrons at work.
func Gaussians(n int, seed uint64) *Set {
	r := newRand(seed)
	s := &Set{D: 2, X: make([]float64, 0, 2*n), Y: make([]float64, 0, n)}
	for i := range n {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{1.5*y + r.NormFloat64(), y + r.NormFloat64()}, y)
	}
	return s
}

// Circles returns n points in 2-D on two concentric rings: label +1 on the
// inner ring (radius 1 ± 0.1), label −1 on the outer ring (radius 2 ± 0.1).
// No line separates them; a kernel perceptron does.
func Circles(n int, seed uint64) *Set {
	r := newRand(seed)
	s := &Set{D: 2, X: make([]float64, 0, 2*n), Y: make([]float64, 0, n)}
	for i := range n {
		y := float64(1 - 2*(i%2))
		radius := 1.5 - 0.5*y + 0.2*(r.Float64()-0.5)
		angle := 2 * math.Pi * r.Float64()
		s.Add([]float64{radius * math.Cos(angle), radius * math.Sin(angle)}, y)
	}
	return s
}
