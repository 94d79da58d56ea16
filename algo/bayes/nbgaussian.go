package bayes

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
	"perceptronlab/typeset"
)

// GaussianNB is a naive Bayes classifier for points x ∈ Rᵈ of two classes
// whose features are, within each class, independent normal variables
// (ESL §6.6.3; scikit-learn's GaussianNB with var_smoothing=0). Fitting
// takes maximum likelihood estimates: the prior N_c/N, and per class and
// feature the mean μ and the variance σ² = Σ(xⱼ−μ)²/N_c. No smoothing is
// added, so every variance must be positive.
//
// The classes are numbered in ascending order of their labels, as
// scikit-learn sorts them: class 0 is the negative class (−1) and class 1
// the positive one (+1).
type GaussianNB struct {
	class [2]GaussianClass
	d     int

	logNorm [2]float64   // log prior − ½Σⱼ log(2πσⱼ²)
	half    [2][]float64 // 1/(2σⱼ²)
}

// GaussianClass holds the estimates for one class of a GaussianNB.
type GaussianClass struct {
	// Label is the class's label.
	Label float64
	// Count is N_c, the number of training points of the class.
	Count int
	// Prior is N_c/N.
	Prior float64
	// Mean and Var hold μⱼ and σⱼ² for each feature j.
	Mean, Var []float64
}

// FitGaussian fits a GaussianNB to the points x (one row per point) with
// labels y, which must take exactly two distinct finite values (±1 for the
// app). It returns an error for an empty x, a non-finite coordinate, a
// label count that differs from the number of points, or a zero variance,
// which also catches a class with one point ("class -1 has only one
// sample: its variance is 0").
func FitGaussian(x *mat.Dense, y []float64) (*GaussianNB, error) {
	data, n, d, err := rowMajor(x)
	if err != nil {
		return nil, err
	}
	labels, err := twoClasses(y, n)
	if err != nil {
		return nil, err
	}
	m := &GaussianNB{d: d}
	for c, lab := range labels {
		m.class[c] = GaussianClass{Label: lab, Mean: make([]float64, d), Var: make([]float64, d)}
	}
	m.moments(data, y)
	for c := range m.class {
		m.class[c].Prior = float64(m.class[c].Count) / float64(n)
		if err := m.checkVariance(c, data, y); err != nil {
			return nil, err
		}
		m.precompute(c)
	}
	return m, nil
}

// twoClasses checks that y holds n finite labels of exactly two values and
// returns them in ascending order.
func twoClasses(y []float64, n int) ([2]float64, error) {
	if len(y) != n {
		return [2]float64{}, fmt.Errorf("%d labels for %d points", len(y), n)
	}
	a, b := y[0], y[0]
	for _, v := range y {
		if v != a {
			b = v
			break
		}
	}
	// Labels come in random order, so a branch per label would be
	// mispredicted half the time; this loop has none.
	var other int
	for _, v := range y {
		other |= boolIndex(v != a) & boolIndex(v != b)
	}
	if other != 0 || a == b || !isFinite(a) || !isFinite(b) {
		return [2]float64{}, classesError(y)
	}
	return [2]float64{min(a, b), max(a, b)}, nil
}

// classesError says why y does not hold two finite labels.
func classesError(y []float64) error {
	var labels []float64
	for i, v := range y {
		if !isFinite(v) {
			return fmt.Errorf("point %d: label is %v", i, v)
		}
		if !slices.Contains(labels, v) {
			labels = append(labels, v)
		}
		if len(labels) > 2 {
			slices.Sort(labels)
			return fmt.Errorf("need two classes, got more: %s, %s, %s, …",
				formatClassLabel(labels[0]), formatClassLabel(labels[1]), formatClassLabel(labels[2]))
		}
	}
	return fmt.Errorf("need two classes, every label is %s", formatClassLabel(labels[0]))
}

// moments sets each class's count, means and variances, in two passes for
// accuracy: the mean first, then the mean squared deviation from it. The
// sums live in flat local slices, row k·d+j for class k, feature j. A sum
// that leaves float64's range (values near 1e308, or spreads near 1e154,
// whose mean or variance may well be finite) is taken again at a scale
// (scaledMoments).
func (m *GaussianNB) moments(data, y []float64) {
	d, pos := m.d, m.class[1].Label
	var count [2]int
	mean, sq := make([]float64, 2*d), make([]float64, 2*d)
	for i, v := range y {
		k := boolIndex(v == pos)
		count[k]++
		s := mean[k*d : k*d+d]
		for j, xj := range data[i*d : (i+1)*d] {
			s[j] += xj
		}
	}
	for k := range 2 {
		floats.Scale(1/float64(count[k]), mean[k*d:k*d+d])
	}
	if !numeric.AllFinite(mean) {
		m.scaledMoments(data, y, count, mean, nil)
	}
	for i, v := range y {
		k := boolIndex(v == pos)
		mu, s := mean[k*d:k*d+d], sq[k*d:k*d+d]
		for j, xj := range data[i*d : (i+1)*d] {
			dev := xj - mu[j]
			s[j] += dev * dev
		}
	}
	for r := range sq {
		sq[r] /= float64(count[r/d])
	}
	if !numeric.AllFinite(sq) {
		m.scaledMoments(data, y, count, mean, sq)
	}
	for k := range 2 {
		c := &m.class[k]
		c.Count = count[k]
		copy(c.Mean, mean[k*d:k*d+d])
		copy(c.Var, sq[k*d:k*d+d])
	}
}

// scaledMoments sets again each mean (var == nil) or variance that is not
// finite, from sums taken at the scale 2ᵉ of the largest |x| of its class
// and feature: there each term is at most 1 (a deviation at most 2), so a
// sum of N of them cannot overflow, and scaling by a power of two is exact.
// A variance is then finite, or +Inf when σ² itself is beyond float64's
// range (checkVariance says so).
func (m *GaussianNB) scaledMoments(data, y []float64, count [2]int, mean, variance []float64) {
	d, pos := m.d, m.class[1].Label
	exp, inv, sum := make([]int, 2*d), make([]float64, 2*d), make([]float64, 2*d)
	for i, v := range y {
		k := boolIndex(v == pos)
		for j, xj := range data[i*d : (i+1)*d] {
			inv[k*d+j] = max(inv[k*d+j], math.Abs(xj)) // for now the largest |x|
		}
	}
	for r, big := range inv {
		_, exp[r] = math.Frexp(big)
		inv[r] = math.Ldexp(1, -exp[r])
	}
	for i, v := range y {
		k := boolIndex(v == pos)
		for j, xj := range data[i*d : (i+1)*d] {
			r := k*d + j
			if variance == nil {
				sum[r] += xj * inv[r]
				continue
			}
			dev := xj*inv[r] - mean[r]*inv[r]
			sum[r] += dev * dev
		}
	}
	for r, t := range sum {
		t /= float64(count[r/d])
		switch {
		case variance == nil && !isFinite(mean[r]):
			mean[r] = math.Ldexp(t, exp[r])
		case variance != nil && !isFinite(variance[r]):
			variance[r] = math.Ldexp(t, 2*exp[r])
		}
	}
}

// checkVariance says why class c has a zero variance, if it has one.
func (m *GaussianNB) checkVariance(c int, data, y []float64) error {
	g := m.class[c]
	lab := formatClassLabel(g.Label)
	if g.Count == 1 {
		return fmt.Errorf("class %s has only one sample: its variance is 0", lab)
	}
	if j := slices.IndexFunc(g.Var, func(v float64) bool { return math.IsInf(v, 1) }); j >= 0 {
		return m.overflowError(c, j, data, y)
	}
	// A variance too small to invert would make the density infinite.
	j := slices.IndexFunc(g.Var, func(v float64) bool { return math.IsInf(0.5/v, 0) })
	if j < 0 {
		return nil
	}
	lo, hi, differ := math.Inf(1), math.Inf(-1), false
	for i, v := range y {
		if v == g.Label {
			x := data[i*m.d+j]
			lo, hi, differ = min(lo, x), max(hi, x), differ || x != g.Mean[j]
		}
	}
	if differ {
		// Values that differ at all differ by a few ulps of their size at
		// least; a spread whose square underflows means a tiny scale, which
		// the user can fix by rescaling (1e-300 data were told their
		// values "differ too little").
		return fmt.Errorf("class %s: the variance of x%d underflows float64 at this scale: its values are about %s and differ by %s, whose square is below float64's range; rescale x%d",
			lab, j+1, typeset.FormatNumber(max(math.Abs(lo), math.Abs(hi))), typeset.FormatNumber(hi-lo), j+1)
	}
	return fmt.Errorf("class %s: the variance of x%d is 0 (all %d samples have x%d = %s)", lab, j+1, g.Count, j+1, formatClassLabel(g.Mean[j]))
}

// overflowError says that class c's variance of feature j is beyond
// float64's range: near 1e308 any two values that differ differ by an ulp,
// about 1e292, whose square is far beyond it, so there no Gaussian model
// can be written down.
func (m *GaussianNB) overflowError(c, j int, data, y []float64) error {
	g := m.class[c]
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, v := range y {
		if v == g.Label {
			lo, hi = min(lo, data[i*m.d+j]), max(hi, data[i*m.d+j])
		}
	}
	return fmt.Errorf("class %s: the variance of x%d overflows float64: its values are about %s and spread over %s, so σ² is beyond float64's largest number (%s); rescale x%d",
		formatClassLabel(g.Label), j+1, typeset.FormatNumber(max(math.Abs(lo), math.Abs(hi))), typeset.FormatNumber(hi-lo),
		typeset.FormatNumber(math.MaxFloat64), j+1)
}

// precompute keeps the parts of class c's log density that do not depend
// on x.
func (m *GaussianNB) precompute(c int) {
	g := m.class[c]
	m.logNorm[c] = math.Log(g.Prior)
	m.half[c] = make([]float64, m.d)
	for j, v := range g.Var {
		l := math.Log(2 * math.Pi * v)
		if math.IsInf(l, 1) { // 2πσ² overflows while σ² does not
			l = math.Log(2*math.Pi) + math.Log(v)
		}
		m.logNorm[c] -= 0.5 * l
		m.half[c][j] = 0.5 / v
	}
}

// Class returns the estimates of class c (0 or 1) as a copy. It panics when
// c is out of range.
func (m *GaussianNB) Class(c int) GaussianClass {
	if c < 0 || c > 1 {
		panic("algo: a GaussianNB class index is 0 or 1")
	}
	g := m.class[c]
	g.Mean, g.Var = slices.Clone(g.Mean), slices.Clone(g.Var)
	return g
}

// Dim returns the dimension d of the points.
func (m *GaussianNB) Dim() int { return m.d }

// formatClassLabel writes a label as a person does: -1, 1, 2.5.
func formatClassLabel(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// boolIndex returns 1 for true and 0 for false, without a branch.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
