package bayes_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
)

// nbGaussians returns n points in d dimensions, labelled ±1 at random, each
// class drawn from its own axis-aligned normal distribution.
func nbGaussians(seed uint64, n, d int) (*mat.Dense, []float64) {
	rnd := rand.New(rand.NewPCG(seed, 41))
	x, y := mat.NewDense(n, d, nil), make([]float64, n)
	for i := range n {
		y[i] = 1
		if rnd.IntN(3) == 0 || i == 0 {
			y[i] = -1
		}
		if i == 1 {
			y[i] = 1 // both classes have at least two points
		}
		for j := range d {
			mu, sd := y[i]*float64(j+1), 1+0.5*float64(j)*(1+y[i])
			x.Set(i, j, mu+sd*rnd.NormFloat64())
		}
	}
	return x, y
}

// A hand-checked fit: class −1 at 0 and 2 (μ = 1, σ² = 1), class +1 at 4, 6
// and 8 (μ = 6, σ² = 8/3), priors 2/5 and 3/5. At x = 3 the log-odds are
// log(3/5) − ½log(2π·8/3) − 9/(2·8/3) − (log(2/5) − ½log(2π) − 4/2).
func TestNBGaussianByHand(t *testing.T) {
	m, err := bayes.FitGaussian(mat.NewDense(5, 1, []float64{0, 4, 2, 6, 8}), []float64{-1, 1, -1, 1, 1})
	if err != nil {
		t.Fatal(err)
	}
	neg, pos := m.Class(0), m.Class(1)
	if neg.Label != -1 || neg.Count != 2 || neg.Prior != 0.4 || neg.Mean[0] != 1 || neg.Var[0] != 1 {
		t.Errorf("class 0: %+v, want label -1, 2 points, prior 0.4, μ 1, σ² 1", neg)
	}
	if pos.Label != 1 || pos.Count != 3 || pos.Prior != 0.6 || pos.Mean[0] != 6 || !scalar.EqualWithinRel(pos.Var[0], 8.0/3, 1e-15) {
		t.Errorf("class 1: %+v, want label 1, 3 points, prior 0.6, μ 6, σ² 8/3", pos)
	}
	want := math.Log(0.6) - 0.5*math.Log(2*math.Pi*8/3) - 9/(2*8.0/3) - (math.Log(0.4) - 0.5*math.Log(2*math.Pi) - 2)
	if got := m.Decision([]float64{3}); !scalar.EqualWithinRel(got, want, 1e-14) {
		t.Errorf("Decision(3) = %v, want %v", got, want)
	}
	if m.Predict([]float64{3}) != 1 || m.Predict([]float64{1}) != -1 {
		t.Error("predictions at 3 and 1 are not 1 and -1")
	}
}

// Explain agrees with Decision and LogJoint; its densities multiply to the
// product; Ellipse radii are k·σ.
func TestNBGaussianExplain(t *testing.T) {
	x, y := nbGaussians(1, 200, 2)
	m, err := bayes.FitGaussian(x, y)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(2, 2))
	for range 50 {
		q := []float64{4 * rnd.NormFloat64(), 4 * rnd.NormFloat64()}
		e := m.Explain(q)
		if e.Decision != m.Decision(q) || e.Label != m.Predict(q) {
			t.Fatalf("Explain(%v) = %v, %v; Decision %v, Predict %v", q, e.Decision, e.Label, m.Decision(q), m.Predict(q))
		}
		for c, terms := range e.Class {
			prod := terms.Prior * floats.Prod(terms.Density)
			logSum := math.Log(terms.Prior) + floats.Sum(terms.LogDensity)
			// Sums and products of three terms: 1e-13 relative.
			if !scalar.EqualWithinRel(terms.Product, prod, 1e-13) || !scalar.EqualWithinAbsOrRel(terms.LogJoint, logSum, 1e-13, 1e-13) ||
				terms.LogJoint != m.LogJoint(c, q) {
				t.Errorf("x=%v class %d: %+v", q, c, terms)
			}
		}
		if !scalar.EqualWithinAbsOrRel(e.Decision, e.Class[1].LogJoint-e.Class[0].LogJoint, 1e-12, 1e-12) {
			t.Errorf("x=%v: decision %v ≠ difference of the log joints", q, e.Decision)
		}
	}
	// So far away that both squared distances overflow, the class with the
	// wider spread wins: the log-odds tend to (Σⱼ 1/σ²₀ⱼ − 1/σ²₁ⱼ)·∞.
	g0, g1 := m.Class(0), m.Class(1)
	want := math.Inf(1)
	if 1/g0.Var[0]+1/g0.Var[1] < 1/g1.Var[0]+1/g1.Var[1] {
		want = math.Inf(-1)
	}
	if d := m.Decision([]float64{1e160, 1e160}); d != want {
		t.Errorf("Decision far away = %v, want %v", d, want)
	}
	for c := range 2 {
		g, e := m.Class(c), m.Ellipse(c, 2)
		for j := range 2 {
			if e.Center[j] != g.Mean[j] || !scalar.EqualWithinRel(e.Radii[j], 2*math.Sqrt(g.Var[j]), 1e-15) {
				t.Errorf("class %d: ellipse %+v for μ %v, σ² %v", c, e, g.Mean, g.Var)
			}
		}
	}
}

// Bad input gives errors that name what to fix.
func TestNBGaussianErrors(t *testing.T) {
	tests := []struct {
		name string
		x    []float64
		y    []float64
		want string
	}{
		{"one sample", []float64{0, 0, 1, 1, 2, 0}, []float64{1, -1, 1}, "class -1 has only one sample: its variance is 0"},
		{"constant feature", []float64{0, 3, 1, 3, 5, 0, 6, 1}, []float64{1, 1, -1, -1}, "class 1: the variance of x2 is 0 (all 2 samples have x2 = 3)"},
		{"one class", []float64{0, 0, 1, 1}, []float64{1, 1}, "need two classes, every label is 1"},
		{"three classes", []float64{0, 0, 1, 1, 2, 2}, []float64{1, -1, 2}, "need two classes, got more: -1, 1, 2"},
		{"labels", []float64{0, 0, 1, 1}, []float64{1}, "1 labels for 2 points"},
		{"NaN", []float64{0, 0, 1, math.NaN()}, []float64{1, -1}, "point 1: coordinate 2 is NaN"},
		{"NaN label", []float64{0, 0, 1, 1, 2, 2}, []float64{1, math.NaN(), -1}, "point 1: label is NaN"},
		{"Inf label", []float64{0, 0, 1, 1}, []float64{math.Inf(1), -1}, "point 0: label is +Inf"},
		{"tiny variance", []float64{0, 0, 1, 5e-324, 2, 0, 3, 1}, []float64{1, 1, -1, -1},
			"class 1: the variance of x2 underflows float64 at this scale: its values are about 5e-324 and differ by 5e-324, whose square is below float64's range; rescale x2"},
		// Issue 21, item 10: data near 1e-300 were said to differ too
		// little; they differ by a third of their size, and the cause is
		// the scale: (1e-300)² underflows.
		{"scale 1e-300", []float64{1e-300, 2e-300, 2e-300, 1e-300, 3e-300, 3e-300, 4e-300, 5e-300}, []float64{1, 1, -1, -1},
			"class -1: the variance of x1 underflows float64 at this scale: its values are about 4e-300 and differ by 1e-300, whose square is below float64's range; rescale x1"},
	}
	for _, tc := range tests {
		_, err := bayes.FitGaussian(mat.NewDense(len(tc.x)/2, 2, tc.x), tc.y)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

// Near 1e154 the squared deviations of a class sum past float64's range
// though their mean, σ², does not: class +1's x₁ at ±1.2e154 and ±1e154
// has μ = 0 and σ² = (1.44 + 1.44 + 1 + 1)/4 · 10³⁰⁸ = 1.22e308 (by hand;
// the sum was +Inf, and the model NaN, before the scaled sums). The
// log-odds at (1.2e154, 1) are then finite: class −1's term
// −(1.2e154 − 4)²/(2·2/3) = −1.08e308 dominates, to 1e-12.
func TestNBGaussianSpreadNear1e154(t *testing.T) {
	x := mat.NewDense(7, 2, []float64{1.2e154, 1, -1.2e154, 2, 1e154, 4, -1e154, 3, 3, 5, 5, 6, 4, 4})
	m, err := bayes.FitGaussian(x, []float64{1, 1, 1, 1, -1, -1, -1})
	if err != nil {
		t.Fatal(err)
	}
	pos := m.Class(1)
	if pos.Mean[0] != 0 || !scalar.EqualWithinRel(pos.Var[0], 1.22e308, 1e-15) || pos.Mean[1] != 2.5 || pos.Var[1] != 1.25 {
		t.Fatalf("class 1: μ = %v, σ² = %v; want (0, 2.5), (1.22e308, 1.25)", pos.Mean, pos.Var)
	}
	if got := m.Decision([]float64{1.2e154, 1}); !scalar.EqualWithinRel(got, 1.08e308, 1e-12) {
		t.Fatalf("log-odds at (1.2e154, 1) = %v, want 1.08e308", got)
	}
}

// Near 1e308 values that differ at all differ by an ulp, about 1e292, so
// σ² is beyond float64's range: the fit says so, naming the class, the
// feature and the cause, instead of returning a model of NaN and ±Inf.
// Values that are all the same there have a finite mean (the sum 3e308
// overflowed) and so a variance of exactly 0.
func TestNBGaussianNear1e308(t *testing.T) {
	x := mat.NewDense(4, 2, []float64{1e308, 1e308, -1e308, -1e308, 1.5e308, -1e308, -1.2e308, 1e308})
	_, err := bayes.FitGaussian(x, []float64{1, -1, 1, -1})
	if err == nil || !strings.Contains(err.Error(), "class -1: the variance of x1 overflows float64") || !strings.Contains(err.Error(), "rescale x1") {
		t.Fatalf("got %v, want the variance of class -1's x1 to overflow", err)
	}
	x = mat.NewDense(4, 2, []float64{1.5e308, 1, 1.5e308, 2, 3, 4, 4, 5})
	_, err = bayes.FitGaussian(x, []float64{1, 1, -1, -1})
	if err == nil || !strings.Contains(err.Error(), "class 1: the variance of x1 is 0 (all 2 samples have x1 = 1.5e+308)") {
		t.Fatalf("got %v, want a zero variance at x1 = 1.5e308", err)
	}
}
