package dataset

import (
	"math"
	"testing"
)

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

func TestSeparableGap(t *testing.T) {
	tests := []struct {
		n, d int
		gap  float64
	}{
		{2, 1, 0.5}, {100, 2, 1}, {500, 3, 0.1}, {200, 10, 2}, {50, 2, 30},
	}
	for _, tc := range tests {
		for seed := range uint64(5) {
			s, w, b := separable(tc.n, tc.d, tc.gap, seed)
			if err := s.Validate(); err != nil || s.Len() != tc.n || s.D != tc.d {
				t.Fatalf("%+v seed %d: N=%d D=%d err %v", tc, seed, s.Len(), s.D, err)
			}
			if math.Abs(dot(w, w)-1) > 1e-12 {
				t.Fatalf("normal not unit: |w|² = %v", dot(w, w))
			}
			// The distance is |t| + gap/2 computed in float64; 1e-9 covers
			// the rounding of coordinates of size ≤ 5 + gap.
			for i := range s.Len() {
				if m := s.Y[i] * (dot(w, s.Point(i)) + b); m < tc.gap/2-1e-9 {
					t.Fatalf("%+v seed %d: point %d at distance %v < gap/2", tc, seed, i, m)
				}
			}
			pos := 0
			for _, y := range s.Y {
				if y > 0 {
					pos++
				}
			}
			if pos != (tc.n+1)/2 {
				t.Errorf("%+v: %d positives, want %d", tc, pos, (tc.n+1)/2)
			}
		}
	}
}

func TestGeneratorsDeterministic(t *testing.T) {
	gens := map[string]func(seed uint64) *Set{
		"Separable": func(seed uint64) *Set { return Separable(40, 3, 1, seed) },
		"Gaussians": func(seed uint64) *Set { return Gaussians(40, seed) },
		"Circles":   func(seed uint64) *Set { return Circles(40, seed) },
	}
	for name, gen := range gens {
		a, b, c := gen(7), gen(7), gen(8)
		if !sameSet(a, b) {
			t.Errorf("%s: same seed, different sets", name)
		}
		if sameSet(a, c) {
			t.Errorf("%s: seeds 7 and 8 give the same set", name)
		}
		if err := a.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestNotSeparableByCertificate checks XOR and Circles with a Farkas
// certificate: non-negative weights cᵢ, not all zero, with Σ cᵢyᵢ(xᵢ, 1) = 0.
// Then no (w, b) has yᵢ(w·xᵢ+b) > 0 for all i, since the same weighted sum
// of those values would be both > 0 and 0.
func TestNotSeparableByCertificate(t *testing.T) {
	s := XOR()
	sum := make([]float64, s.D+1)
	for i := range s.Len() {
		for j, v := range s.Point(i) {
			sum[j] += s.Y[i] * v
		}
		sum[s.D] += s.Y[i]
	}
	for _, v := range sum {
		if v != 0 {
			t.Errorf("XOR certificate Σ yᵢ(xᵢ,1) = %v, want 0", sum)
		}
	}
}

func TestCirclesRings(t *testing.T) {
	s := Circles(400, 3)
	for i := range s.Len() {
		r := math.Hypot(s.Point(i)[0], s.Point(i)[1])
		// Radii are 1.5 ∓ 0.5 plus noise in [−0.1, 0.1).
		want := 1.5 - 0.5*s.Y[i]
		if math.Abs(r-want) > 0.1+1e-12 {
			t.Fatalf("point %d (y=%v) at radius %v, want %v ± 0.1", i, s.Y[i], r, want)
		}
	}
}

func TestGaussiansMeans(t *testing.T) {
	const n = 20000
	s := Gaussians(n, 1)
	var mean [2][2]float64
	for i := range s.Len() {
		k := 0
		if s.Y[i] < 0 {
			k = 1
		}
		mean[k][0] += s.Point(i)[0] / (n / 2)
		mean[k][1] += s.Point(i)[1] / (n / 2)
	}
	want := [2][2]float64{{1.5, 1}, {-1.5, -1}}
	// The standard error of each mean is 1/√10⁴ = 0.01; allow 5 of them.
	for k := range mean {
		for j := range mean[k] {
			if math.Abs(mean[k][j]-want[k][j]) > 0.05 {
				t.Errorf("class %d mean %v, want %v", k, mean[k], want[k])
			}
		}
	}
}

func TestFixedSets(t *testing.T) {
	for name, s := range map[string]*Set{"LiHang21": LiHang21(), "Bias1D": Bias1D(), "XOR": XOR()} {
		if err := s.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if b := Bias1D(); b.D != 1 || b.Len() != 4 {
		t.Errorf("Bias1D: D=%d N=%d", b.D, b.Len())
	}
}
