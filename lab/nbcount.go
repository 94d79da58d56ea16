package lab

import "perceptronlab/dataset"

// counting is where naive Bayes's counting stands: the first n points of
// the session, as it was at version.
type counting struct {
	on      bool
	n       int
	version int
}

// Counted returns how many of the session's points, in their order, the
// model counts while counting is on (counting true); then Model fits
// those n points only, and says why they give no model yet. Counting is
// off at first and again once the points change (the session's Version):
// then n is the number of points and Model fits them all.
func (b *Bayes) Counted() (n int, counting bool) {
	c, total := b.count, b.s.Set().Len()
	if !c.on || c.version != b.s.Version() || c.n > total {
		return total, false
	}
	return c.n, true
}

// SetCounted makes the model count the first n points (0 ≤ n): n below
// the number of points N turns counting on; n ≥ N turns it off, so that
// Model fits every point again, as counting them all does.
func (b *Bayes) SetCounted(n int) {
	n = max(n, 0)
	b.count = counting{on: n < b.s.Set().Len(), n: n, version: b.s.Version()}
}

// prefix returns the first n points of set, sharing its storage.
func prefix(set *dataset.Set, n int) *dataset.Set {
	return &dataset.Set{D: set.D, X: set.X[:n*set.D], Y: set.Y[:n], Task: set.Task, Labels: set.Labels}
}

// BayesCount is what counting the nth point tells of its class: the
// point's index and label, the class's count N_c among the n points
// counted, of the N in all, and, once N_c ≥ 2, the class's means and
// variances per feature, μⱼ = (1/N_c) Σ xⱼ and σⱼ² = (1/N_c) Σ (xⱼ − μⱼ)²,
// computed as the fitted model computes them.
type BayesCount struct {
	Point      int
	Label      float64
	ClassCount int
	Counted    int
	Total      int
	Mean, Var  []float64 // nil while N_c < 2
}

// CountOf describes the counting of the nth point (1 ≤ n ≤ N) over the
// first n points, whether or not counting is on; false for an n out of
// range.
func (b *Bayes) CountOf(n int) (BayesCount, bool) {
	set := b.s.Set()
	if n < 1 || n > set.Len() {
		return BayesCount{}, false
	}
	c := BayesCount{Point: n - 1, Label: set.Y[n-1], Counted: n, Total: set.Len()}
	var rows []int
	for i, y := range set.Y[:n] {
		if y == c.Label {
			rows = append(rows, i)
		}
	}
	c.ClassCount = len(rows)
	if len(rows) >= 2 {
		c.Mean, c.Var = classMoments(set, rows)
	}
	return c, true
}

// classMoments returns the means and the variances of the points rows of
// set per feature, in two passes as bayes.FitGaussian takes them: the sum
// times 1/N_c, then the mean squared deviation.
func classMoments(set *dataset.Set, rows []int) (mean, variance []float64) {
	mean, variance = make([]float64, set.D), make([]float64, set.D)
	for _, i := range rows {
		for j, x := range set.Point(i) {
			mean[j] += x
		}
	}
	inv := 1 / float64(len(rows))
	for j := range mean {
		mean[j] *= inv
	}
	for _, i := range rows {
		for j, x := range set.Point(i) {
			dev := x - mean[j]
			variance[j] += dev * dev
		}
	}
	for j := range variance {
		variance[j] /= float64(len(rows))
	}
	return mean, variance
}
