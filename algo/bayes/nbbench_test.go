package bayes_test

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"perceptronlab/algo/bayes"
)

// nbBenchTable returns n rows like Table 4.1's (X⁽¹⁾ ∈ {1,2,3}, X⁽²⁾ ∈
// {S,M,L}, Y = ±1). Every cell is its own string, as a file reader's
// would be, so no look-up is helped by shared pointers.
func nbBenchTable(n int) ([][]string, []string) {
	rnd := rand.New(rand.NewPCG(4, 1))
	x1, x2, ys := []string{"1", "2", "3"}, []string{"S", "M", "L"}, []string{"1", "-1"}
	cells := make([]string, 2*n)
	rows, y := make([][]string, n), make([]string, n)
	for i := range rows {
		cells[2*i] = strings.Clone(x1[rnd.IntN(3)])
		cells[2*i+1] = strings.Clone(x2[rnd.IntN(3)])
		rows[i] = cells[2*i : 2*i+2 : 2*i+2]
		y[i] = strings.Clone(ys[rnd.IntN(2)])
	}
	return rows, y
}

// Fitting 10⁶ rows × 2 categorical features with λ = 1: the counting pass
// dominates; the fractions are formed once per class, feature and value.
func BenchmarkNBCategoricalFit1e6(b *testing.B) {
	rows, y := nbBenchTable(1_000_000)
	lam := big.NewRat(1, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bayes.FitCategorical(rows, y, lam); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "ns/row")
}

// Fitting a GaussianNB to 10⁶ 2-D points.
func BenchmarkNBGaussianFit1e6(b *testing.B) {
	x, y := nbGaussians(5, 1_000_000, 2)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bayes.FitGaussian(x, y); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "ns/point")
}

// The log-odds on a 240×240 grid, as the region shading asks for them.
func BenchmarkNBGaussianDecisionGrid(b *testing.B) {
	x, y := nbGaussians(5, 1000, 2)
	m, err := bayes.FitGaussian(x, y)
	if err != nil {
		b.Fatal(err)
	}
	p := make([]float64, 2)
	b.ReportAllocs()
	for b.Loop() {
		for i := range 240 * 240 {
			p[0], p[1] = float64(i%240)/24-5, float64(i/240)/24-5
			m.Decision(p)
		}
	}
}
