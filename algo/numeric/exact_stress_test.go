package numeric_test

import (
	"fmt"
	"testing"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// Anisotropic sets: coordinates scaled by very different factors make the
// Gram matrix ill-conditioned, where SMO converges slowly.
func TestOptimalHyperplaneAnisotropic(t *testing.T) {
	for _, scale := range []float64{1e-3, 1e3, 1e6} {
		for _, d := range []int{2, 5} {
			for seed := range uint64(3) {
				for _, noBias := range []bool{false, true} {
					name := fmt.Sprintf("scale=%g/d=%d/seed=%d/noBias=%v", scale, d, seed, noBias)
					x, y := algotest.Separable(seed, 500, d, 0.01, 3)
					if noBias {
						x = algotest.Augment(x)
					}
					n, _ := x.Dims()
					for i := 0; i < n; i++ {
						x.Set(i, 0, x.At(i, 0)*scale)
					}
					r, err := numeric.OptimalHyperplane(x, y, noBias)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					exactKKT(t, name, x, y, r, noBias, exactKKTTol)
				}
			}
		}
	}
}
