package lab

import (
	"math"
	"slices"
	"strings"
	"testing"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
)

// countSet is the counting test's six points, in the order counted.
func countSet() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{0, 0, 2, 4, 5, 1, 4, 2, 7, 3, 6, 6}, Y: []float64{1, 1, -1, 1, -1, -1}}
}

// closeTo reports whether a and b agree to 1e-12, relative to 1 or to
// their size.
func closeTo(a, b []float64) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-12*max(1, math.Abs(b[i])) {
			return false
		}
	}
	return true
}

// TestBayesCountsByHand counts countSet point by point against moments
// worked out by hand. algo/bayes takes scikit-learn's GaussianNB with
// var_smoothing = 0: no epsilon is added to a variance, so the hand
// values hold to rounding (tolerance 1e-12).
//
//	n = 1: x₁ = (0, 0), +1: N(+1) = 1, no variance yet ("class +1 has
//	       one point": the +1 class is checked first).
//	n = 2: x₂ = (2, 4), +1: N(+1) = 2, μ = (1, 2), σ² = (1, 4).
//	n = 3: x₃ = (5, 1), −1: N(−1) = 1; "class −1 has one point".
//	n = 4: x₄ = (4, 2), +1: N(+1) = 3, μ = (2, 2),
//	       σ² = ((4 + 0 + 4)/3, (4 + 4 + 0)/3) = (8/3, 8/3).
//	n = 5: x₅ = (7, 3), −1: N(−1) = 2, μ = (6, 2), σ² = (1, 1); a model,
//	       with P(+1) = 3/5.
func TestBayesCountsByHand(t *testing.T) {
	s := NewSession()
	s.Replace(countSet(), DefaultSettings())
	b := NewBayes(s)
	b.SetCounted(0)
	if m, err := b.Model(); m != nil || err == nil || !strings.Contains(err.Error(), "no point counted yet") {
		t.Errorf("none counted: model %v, error %v", m, err)
	}
	want := []struct {
		label     float64
		nc        int
		mean, v   []float64
		modelErr  string // "" for a model
		priorPlus float64
	}{
		{1, 1, nil, nil, "class +1 has one point", 0},
		{1, 2, []float64{1, 2}, []float64{1, 4}, "no −1 point", 0},
		{-1, 1, nil, nil, "class −1 has one point", 0},
		{1, 3, []float64{2, 2}, []float64{8.0 / 3, 8.0 / 3}, "class −1 has one point", 0},
		{-1, 2, []float64{6, 2}, []float64{1, 1}, "", 3.0 / 5},
	}
	for i, w := range want {
		n := i + 1
		b.SetCounted(n)
		if got, on := b.Counted(); got != n || !on {
			t.Fatalf("SetCounted(%d): Counted = %d, %v", n, got, on)
		}
		c, ok := b.CountOf(n)
		if !ok || c.Point != n-1 || c.Label != w.label || c.ClassCount != w.nc || c.Counted != n || c.Total != 6 ||
			!closeTo(c.Mean, w.mean) || !closeTo(c.Var, w.v) {
			t.Errorf("n = %d: %+v, want class %v, N_c = %d, μ = %v, σ² = %v", n, c, w.label, w.nc, w.mean, w.v)
		}
		m, err := b.Model()
		if w.modelErr != "" {
			if m != nil || err == nil || !strings.Contains(err.Error(), w.modelErr) {
				t.Errorf("n = %d: model %v, error %v, want %q", n, m, err, w.modelErr)
			}
			continue
		}
		if m == nil {
			t.Fatalf("n = %d: no model: %v", n, err)
		}
		plus, minus := m.Class(1), m.Class(0)
		if !closeTo([]float64{plus.Prior}, []float64{w.priorPlus}) || !closeTo(plus.Mean, []float64{2, 2}) ||
			!closeTo(plus.Var, []float64{8.0 / 3, 8.0 / 3}) || !closeTo(minus.Mean, w.mean) || !closeTo(minus.Var, w.v) {
			t.Errorf("n = %d: model +1 %+v, −1 %+v", n, plus, minus)
		}
	}
}

// TestBayesCountingFitsThePrefix checks that Model while counting is
// FitGaussian on a copy of the first n points, and Model after counting
// them all, or after a change of the points, is the fit to all of them.
func TestBayesCountingFitsThePrefix(t *testing.T) {
	s := NewSession()
	s.Replace(countSet(), DefaultSettings())
	b := NewBayes(s)
	all, err := b.Model()
	if err != nil {
		t.Fatal(err)
	}
	if n, on := b.Counted(); on || n != 6 {
		t.Errorf("at first: Counted = %d, %v, want 6, false", n, on)
	}
	b.SetCounted(5)
	got, err := b.Model()
	sub := countSet()
	sub.X, sub.Y = slices.Clone(sub.X[:10]), slices.Clone(sub.Y[:5])
	want, werr := bayes.FitGaussian(sub.Matrix(), sub.Y)
	if err != nil || werr != nil || !sameModel(got, want) || sameModel(got, all) {
		t.Errorf("5 counted: %v (%v), want the fit to 5 points %v (%v), not to all 6", got, err, want, werr)
	}
	b.SetCounted(6)
	if n, on := b.Counted(); on || n != 6 {
		t.Errorf("all counted: Counted = %d, %v, want 6, false", n, on)
	}
	if m, _ := b.Model(); !sameModel(m, all) {
		t.Errorf("all counted: %v, want %v", m, all)
	}
	b.SetCounted(2)
	s.MovePoint(5, []float64{6, 7})
	if n, on := b.Counted(); on || n != 6 {
		t.Errorf("after a move: Counted = %d, %v, want 6, false", n, on)
	}
	if m, err := b.Model(); m == nil || m.Class(1).Count+m.Class(0).Count != 6 {
		t.Errorf("after a move: %v, %v, want a fit to all 6 points", m, err)
	}
}

// sameModel reports whether two models hold the same estimates to 1e-12.
func sameModel(a, b *bayes.GaussianNB) bool {
	if a == nil || b == nil {
		return a == b
	}
	for c := range 2 {
		x, y := a.Class(c), b.Class(c)
		if x.Label != y.Label || x.Count != y.Count || !closeTo([]float64{x.Prior}, []float64{y.Prior}) ||
			!closeTo(x.Mean, y.Mean) || !closeTo(x.Var, y.Var) {
			return false
		}
	}
	return true
}

// TestBayesCountingSaysWhatToCount checks the reasons there is no model
// yet while counting: they ask for points to be counted, not added or
// moved, since the points are all there; with every point counted the
// reasons are those of the whole set again.
func TestBayesCountingSaysWhatToCount(t *testing.T) {
	s := NewSession()
	set := &dataset.Set{D: 2, X: []float64{0, 0, 5, 0, 1, 0, 6, 7, 2, 3}, Y: []float64{1, 1, -1, -1, 1}}
	s.Replace(set, DefaultSettings())
	b := NewBayes(s)
	for n, want := range map[int]string{
		1: "class +1 has one point counted",
		2: "no −1 point counted yet",
		3: "class −1 has one point counted",
		4: "every +1 point counted so far has x⁽²⁾ = 0",
	} {
		b.SetCounted(n)
		_, err := b.Model()
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "add") || strings.Contains(err.Error(), "move") {
			t.Errorf("%d counted: %v, want %q", n, err, want)
		}
	}
	b.SetCounted(set.Len())
	if m, err := b.Model(); m == nil || err != nil {
		t.Errorf("every point counted: %v", err)
	}
}
