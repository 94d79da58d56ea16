package cli

import (
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/floats"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// TestRandomStart checks the starts of --starts: ‖w0‖ = ηR (one update's
// size), the start line crosses the data's bounding box, the order is
// random, and each start depends on (--seed, k) alone.
func TestRandomStart(t *testing.T) {
	set, err := dataset.LoadFile(lihang21)
	if err != nil {
		t.Fatal(err)
	}
	f := &trainFlags{eta: 0.5, seed: 7, maxEpochs: 100}
	r := numeric.Radius(set.Matrix(), false) // √(4²+3²+1) = √26 for Example 2.1
	if math.Abs(r-math.Sqrt(26)) > 1e-12 {
		t.Fatalf("R = %v, want √26", r)
	}
	var seeds []int64
	for k := range 50 {
		s := randomStart(set, f, k)
		if got := floats.Norm(s.W0, 2); math.Abs(got-f.eta*r) > 1e-12 {
			t.Errorf("start %d: ‖w0‖ = %v, want ηR = %v", k, got, f.eta*r)
		}
		// The corners of the box [1,4]×[1,3] lie on both sides of the line.
		var lo, hi float64 = math.Inf(1), math.Inf(-1)
		for _, c := range [][2]float64{{1, 1}, {4, 1}, {1, 3}, {4, 3}} {
			v := s.W0[0]*c[0] + s.W0[1]*c[1] + s.B0
			lo, hi = min(lo, v), max(hi, v)
		}
		if lo > 0 || hi < 0 {
			t.Errorf("start %d: the line w0 = %v, b0 = %v misses the data's box", k, s.W0, s.B0)
		}
		if s.Order != perceptron.Random || s.Eta != f.eta || s.MaxEpochs != 100 {
			t.Errorf("start %d: settings %+v", k, s)
		}
		if again := randomStart(set, f, k); !slices.Equal(again.W0, s.W0) || again.B0 != s.B0 || again.Seed != s.Seed {
			t.Errorf("start %d is not reproducible", k)
		}
		seeds = append(seeds, s.Seed)
	}
	slices.Sort(seeds)
	if len(slices.Compact(seeds)) != 50 {
		t.Error("two starts share an order seed")
	}
	f.noBias = true
	if s := randomStart(set, f, 0); s.B0 != 0 || !s.NoBias {
		t.Errorf("--no-bias start has b0 = %v", s.B0)
	}
}
