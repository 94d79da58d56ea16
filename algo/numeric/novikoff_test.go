package numeric_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Li Hang Example 2.1. R = ‖x̂2‖ = ‖(4, 3, 1)‖ = √26.
//
// γ by hand: through the origin in 3-D, try the support points x̂1 = (3,3,1)
// and x̂3 = (1,1,1) (label −1): ŵ = a·x̂1 − c·x̂3 with ŵ·x̂1 = 1, ŵ·x̂3 = −1.
// With x̂1·x̂1 = 19, x̂1·x̂3 = 7, x̂3·x̂3 = 3: 19a − 7c = 1 and 7a − 3c = −1,
// so c = 13/4, a = 5/4 and ŵ = (1/2, 1/2, −2). x̂2 has ŵ·x̂2 = 3/2 ≥ 1 and
// a, c > 0, so KKT holds: this is the optimum. ‖ŵ‖² = 9/2, so
// γ = 1/‖ŵ‖ = √2/3 ≈ 0.4714 and (R/γ)² = 26·9/2 = 117.
func TestNovikoffLiHang(t *testing.T) {
	x, y := algotest.LiHang21()
	r, err := numeric.Novikoff(x, y, false)
	if err != nil {
		t.Fatal(err)
	}
	const tol = 1e-14
	if !r.Separable {
		t.Fatal("Li Hang 2.1 reported inseparable")
	}
	if !scalar.EqualWithinAbsOrRel(r.R, math.Sqrt(26), tol, tol) {
		t.Errorf("R = %v, want √26", r.R)
	}
	if !scalar.EqualWithinAbsOrRel(r.Gamma, math.Sqrt2/3, tol, tol) {
		t.Errorf("γ = %v, want √2/3", r.Gamma)
	}
	if !scalar.EqualWithinAbsOrRel(r.Bound, 117, tol, tol) || r.MaxMistakes() != 117 {
		t.Errorf("bound = %v (%d), want 117", r.Bound, r.MaxMistakes())
	}
	want := []float64{1, 1, -4} // ŵ ∝ (1/2, 1/2, −2)
	floats.Scale(1/floats.Norm(want, 2), want)
	if !floats.EqualApprox(r.W, want, tol) {
		t.Errorf("ŵ = %v, want %v", r.W, want)
	}
}

// γ is the largest margin: Gamma equals minᵢ yᵢŵ·x̂ᵢ for the returned unit
// ŵ, and no random unit direction does better.
func TestNovikoffGammaIsMax(t *testing.T) {
	for seed := range uint64(5) {
		x, y := algotest.Separable(seed, 50, 3, 0.05, 2)
		r, err := numeric.Novikoff(x, y, false)
		if err != nil || !r.Separable {
			t.Fatalf("seed %d: %v, %v", seed, r.Separable, err)
		}
		xh := algotest.Augment(x)
		if g := exactMinMargin(xh, y, r.W); !scalar.EqualWithinAbsOrRel(g, r.Gamma, 1e-12, 1e-12) {
			t.Errorf("seed %d: minᵢ yᵢŵ·x̂ᵢ = %v, γ = %v", seed, g, r.Gamma)
		}
		if !scalar.EqualWithinAbsOrRel(floats.Norm(r.W, 2), 1, 1e-14, 1e-14) {
			t.Errorf("seed %d: ‖ŵ‖ = %v", seed, floats.Norm(r.W, 2))
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		v := make([]float64, 4)
		for range 2000 {
			for k := range v {
				// A perturbation of ŵ, so that the directions come near it.
				v[k] = r.W[k] + 0.1*rng.NormFloat64()
			}
			floats.Scale(1/floats.Norm(v, 2), v)
			if g := exactMinMargin(xh, y, v); g > r.Gamma*(1+1e-12) {
				t.Fatalf("seed %d: direction %v has margin %v > γ = %v", seed, v, g, r.Gamma)
			}
		}
	}
}

// exactMinMargin returns minᵢ yᵢ v·xᵢ.
func exactMinMargin(x *mat.Dense, y, v []float64) float64 {
	m := math.Inf(1)
	for i, yi := range y {
		m = math.Min(m, yi*floats.Dot(v, x.RawRowView(i)))
	}
	return m
}

func TestNovikoffNotSeparable(t *testing.T) {
	x := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	r, err := numeric.Novikoff(x, []float64{-1, -1, 1, 1}, false)
	if err != nil {
		t.Fatal(err)
	}
	if r.Separable || r.Gamma != 0 || !math.IsInf(r.Bound, 1) || r.W != nil || r.MaxMistakes() != -1 {
		t.Errorf("XOR: %+v, want inseparable with γ = 0 and bound +Inf", r)
	}
	if !scalar.EqualWithinAbsOrRel(r.R, math.Sqrt(3), 1e-15, 1e-15) {
		t.Errorf("XOR: R = %v, want ‖(1, 1, 1)‖ = √3", r.R)
	}
}

func ExampleNovikoff() {
	// Li Hang, Example 2.1.
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	r, err := numeric.Novikoff(x, []float64{1, 1, -1}, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("R = %.4f, γ = %.4f, at most %d mistakes\n", r.R, r.Gamma, r.MaxMistakes())
	// Output:
	// R = 5.0990, γ = 0.4714, at most 117 mistakes
}
