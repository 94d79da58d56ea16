package numeric_test

import (
	"errors"
	"math"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Fuzz targets with coordinates of any magnitude (issue 13, item 13). A
// set is small integers a (int8, from the fuzzer's bytes) moved to
// a·scale + shift, where scale and shift are any finite float64 the fuzzer
// picks by their bits; sets with a coordinate that is not finite are
// skipped. Crashers go to testdata/fuzz/.

// hostileFuzzSet builds a set from the fuzzer's input: three bytes per
// point in 2-D (two coordinates and a label bit), two in 1-D, at most 10
// points. ok is false when the input makes no set.
func hostileFuzzSet(scaleBits, shiftBits uint64, oneD bool, data []byte) (x *mat.Dense, y []float64, ok bool) {
	scale, shift := math.Float64frombits(scaleBits), math.Float64frombits(shiftBits)
	d := 2
	if oneD {
		d = 1
	}
	n := min(len(data)/(d+1), 10)
	if n == 0 || !algotest.Finite([]float64{scale, shift}) {
		return nil, nil, false
	}
	x = mat.NewDense(n, d, nil)
	y = make([]float64, n)
	for i := range n {
		row := data[i*(d+1) : (i+1)*(d+1)]
		for k := range d {
			x.Set(i, k, float64(int8(row[k]))*scale+shift)
		}
		y[i] = float64(2*int(row[d]&1) - 1)
	}
	return x, y, algotest.Finite(x.RawMatrix().Data)
}

// hostileFuzzSeed adds Li Hang's example (label byte odd = +1) moved by m.
func hostileFuzzSeed(f *testing.F, m hostileMove, data []byte) {
	f.Add(math.Float64bits(m.scale), math.Float64bits(m.shift), false, data)
}

var (
	hostileLiHangBytes = []byte{3, 3, 1, 4, 3, 1, 1, 1, 0}
	hostileXORBytes    = []byte{0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1}
)

// FuzzNovikoffSeparable checks that Separable, Novikoff and
// OptimalHyperplane agree on whether the set separates, and that their
// answers separate it: Separable's witness and the optimal hyperplane in
// exact arithmetic, Novikoff's with a finite γ > 0 and a unit ŵ. Any of
// them may return an error (data too ill-conditioned for float64), never a
// wrong verdict.
func FuzzNovikoffSeparable(f *testing.F) {
	for _, m := range append(hostileMoves, hostileMove{0, 1}, hostileMove{0, 1e9}, hostileMove{1e8, 1}) {
		hostileFuzzSeed(f, m, hostileLiHangBytes)
		hostileFuzzSeed(f, m, hostileXORBytes)
	}
	f.Add(math.Float64bits(0.5e308), uint64(0), true, []byte{3, 1, 254, 0}) // 1.5e308 (+), −1e308 (−)
	f.Fuzz(func(t *testing.T, scaleBits, shiftBits uint64, oneD bool, data []byte) {
		x, y, ok := hostileFuzzSet(scaleBits, shiftBits, oneD, data)
		if !ok {
			return
		}
		s, errS := numeric.Separable(x, y, false)
		if errS == nil && s.Separable && !hostileSeparates(x, y, s.W, s.B) {
			t.Fatalf("Separable's witness %v, %v does not separate", s.W, s.B)
		}
		nv, errN := numeric.Novikoff(x, y, false)
		if errN == nil {
			hostileCheckNovikoff(t, nv)
			if errS == nil && nv.Separable != s.Separable {
				t.Fatalf("Novikoff says separable = %v, Separable %v", nv.Separable, s.Separable)
			}
		}
		r, errO := numeric.OptimalHyperplane(x, y, false)
		switch {
		case errO == nil && !math.IsInf(r.Margin, 1) && !hostileSeparates(x, y, r.W, r.B):
			t.Fatalf("the optimal hyperplane %v, %v does not separate", r.W, r.B)
		case errS != nil:
		case errO == nil && !s.Separable:
			t.Fatal("an optimal hyperplane, but Separable says inseparable")
		case errors.Is(errO, numeric.ErrNotSeparable) && s.Separable:
			t.Fatal("ErrNotSeparable, but Separable separates")
		}
	})
}

// hostileCheckNovikoff checks a Novikoff result for itself.
func hostileCheckNovikoff(t *testing.T, nv numeric.NovikoffResult) {
	t.Helper()
	if !nv.Separable {
		if nv.MaxMistakes() != -1 || !math.IsInf(nv.Bound, 1) {
			t.Fatalf("inseparable, but bound %v", nv.Bound)
		}
		return
	}
	norm := floats.Norm(nv.W, 2)
	if !(nv.Gamma > 0) || math.IsInf(nv.Gamma, 0) || math.Abs(norm-1) > 1e-12 || !(nv.Bound >= 0) || nv.MaxMistakes() < 0 {
		t.Fatalf("γ = %v, ‖ŵ‖ = %v, bound %v, MaxMistakes %d", nv.Gamma, norm, nv.Bound, nv.MaxMistakes())
	}
}

// FuzzLeastSquares checks that LeastSquares never panics and that when it
// answers, the answer is finite and the error count possible.
func FuzzLeastSquares(f *testing.F) {
	for _, m := range append(hostileMoves, hostileMove{1e8, 1}) {
		hostileFuzzSeed(f, m, hostileLiHangBytes)
	}
	f.Add(math.Float64bits(0.5e308), uint64(0), true, []byte{3, 1, 254, 0}) // the 1.5e308 repro
	f.Add(math.Float64bits(0.1), uint64(0), true, []byte{1, 1, 1, 0, 2, 1, 0, 0})
	f.Add(math.Float64bits(math.MaxFloat64/128), math.Float64bits(-math.MaxFloat64/2), false, []byte{127, 128, 1, 5, 9, 0, 200, 17, 1})
	f.Fuzz(func(t *testing.T, scaleBits, shiftBits uint64, oneD bool, data []byte) {
		x, y, ok := hostileFuzzSet(scaleBits, shiftBits, oneD, data)
		if !ok {
			return
		}
		for _, noBias := range []bool{false, true} {
			r, err := numeric.LeastSquares(x, y, noBias)
			if err != nil {
				continue
			}
			if !algotest.Finite(r.W) || math.IsInf(r.B, 0) || math.IsNaN(r.B) || (noBias && r.B != 0) {
				t.Fatalf("noBias=%v: w, b = %v, %v", noBias, r.W, r.B)
			}
			if r.Errors < 0 || r.Errors > len(y) {
				t.Fatalf("noBias=%v: %d errors among %d points", noBias, r.Errors, len(y))
			}
		}
	})
}
