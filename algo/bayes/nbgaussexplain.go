package bayes

import (
	"math"
	"slices"
)

// LogJoint returns log P(Y=c) + Σⱼ log N(xⱼ; μ_cj, σ_cj²) for class c (0 or
// 1), the log of the joint density of x and class c. It is a sum of logs,
// so it never underflows. It panics when c is not 0 or 1 or x has the
// wrong dimension.
func (m *GaussianNB) LogJoint(c int, x []float64) float64 {
	if len(x) != m.d {
		panic("algo: query point has the wrong dimension")
	}
	if c < 0 || c > 1 {
		panic("algo: a GaussianNB class index is 0 or 1")
	}
	g := m.class[c]
	s := 0.0
	for j, xj := range x {
		dev := xj - g.Mean[j]
		s += dev * dev * m.half[c][j]
	}
	return m.logNorm[c] - s
}

// Decision returns the log-odds log P(+|x) − log P(−|x) = LogJoint(1, x) −
// LogJoint(0, x), positive where the larger label is predicted. Its zero
// set is the decision boundary, a conic in the plane. It panics when x has
// the wrong dimension.
func (m *GaussianNB) Decision(x []float64) float64 {
	f := m.LogJoint(1, x) - m.LogJoint(0, x)
	if math.IsNaN(f) {
		return m.farDecision(x)
	}
	return f
}

// farDecision returns the log-odds at a point so far from the means that
// both squared distances overflow (−Inf − −Inf): it scales the deviations
// by the largest one, s, and forms s²·(quadratic difference), which is
// ±Inf or finite but not NaN.
func (m *GaussianNB) farDecision(x []float64) float64 {
	var s float64
	for c := range m.class {
		for j, xj := range x {
			s = max(s, math.Abs(xj-m.class[c].Mean[j]))
		}
	}
	var q float64
	for j, xj := range x {
		d0, d1 := (xj-m.class[0].Mean[j])/s, (xj-m.class[1].Mean[j])/s
		q += d0*d0*m.half[0][j] - d1*d1*m.half[1][j]
	}
	if q == 0 {
		return m.logNorm[1] - m.logNorm[0]
	}
	return q*s*s + (m.logNorm[1] - m.logNorm[0])
}

// Predict returns the label of the class with the larger posterior
// (DecisionClass).
func (m *GaussianNB) Predict(x []float64) float64 {
	return m.class[DecisionClass(m.Decision(x))].Label
}

// DecisionClass returns the class, 0 or 1, that a GaussianNB predicts for
// a point whose Decision is d: 1 when d > 0; a tie (d = 0) goes to class 0,
// the smaller label, as scikit-learn's argmax does.
func DecisionClass(d float64) int { return boolIndex(d > 0) }

// GaussianTerms is the factorisation P(Y=c)·Πⱼ N(xⱼ; μ_cj, σ_cj²) of one
// class's joint density at a point, for the explanation panel.
type GaussianTerms struct {
	// Label is the class's label.
	Label float64
	// Prior is P(Y=c) = N_c/N.
	Prior float64
	// Density holds each feature's likelihood N(xⱼ; μ_cj, σ_cj²).
	Density []float64
	// LogDensity holds the logs of Density, computed directly, so they
	// stay finite where Density underflows to 0.
	LogDensity []float64
	// Product is Prior·Πⱼ Density[j]; far from the data it can underflow
	// to 0, LogJoint does not.
	Product float64
	// LogJoint is log Prior + Σⱼ LogDensity[j].
	LogJoint float64
}

// GaussianExplanation explains the classification of one point.
type GaussianExplanation struct {
	// X is the query point.
	X []float64
	// Class holds the terms of class 0 (the smaller label) and class 1.
	Class [2]GaussianTerms
	// Decision is Class[1].LogJoint − Class[0].LogJoint, as Decision(x).
	Decision float64
	// Label is the predicted label, as Predict(x).
	Label float64
}

// Explain breaks the classification of x into the prior and the
// per-feature likelihoods of each class. It panics when x has the wrong
// dimension.
func (m *GaussianNB) Explain(x []float64) GaussianExplanation {
	e := GaussianExplanation{X: slices.Clone(x), Decision: m.Decision(x), Label: m.Predict(x)}
	for c := range m.class {
		e.Class[c] = m.terms(c, x)
	}
	return e
}

// terms returns class c's factors at x.
func (m *GaussianNB) terms(c int, x []float64) GaussianTerms {
	g := m.class[c]
	t := GaussianTerms{
		Label:      g.Label,
		Prior:      g.Prior,
		Density:    make([]float64, m.d),
		LogDensity: make([]float64, m.d),
		Product:    g.Prior,
		LogJoint:   m.LogJoint(c, x),
	}
	for j, xj := range x {
		dev := xj - g.Mean[j]
		t.LogDensity[j] = -0.5*math.Log(2*math.Pi*g.Var[j]) - dev*dev*m.half[c][j]
		t.Density[j] = math.Exp(t.LogDensity[j])
		t.Product *= t.Density[j]
	}
	return t
}

// Ellipse is an axis-aligned ellipse (an ellipsoid for d > 2): the points
// with Σⱼ ((xⱼ−Centerⱼ)/Radiiⱼ)² = 1.
type Ellipse struct {
	Center []float64
	Radii  []float64
}

// Ellipse returns class c's k-sigma ellipse: centred on the class mean with
// semi-axis k·σⱼ along axis j. k = 1 and k = 2 give the 1σ and 2σ contours
// of the class density. It panics when c is not 0 or 1.
func (m *GaussianNB) Ellipse(c int, k float64) Ellipse {
	g := m.Class(c)
	e := Ellipse{Center: g.Mean, Radii: make([]float64, m.d)}
	for j, v := range g.Var {
		e.Radii[j] = k * math.Sqrt(v)
	}
	return e
}
