package lab

import (
	"errors"
	"fmt"
	"slices"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// Bayes is the naive-Bayes form's state beside a Session (Li Hang,
// chapter 4, with Gaussian features as in ESL §6.6.3): the classifier
// fitted to the session's points, refitted when they change, and a query
// point whose classification is explained, and the counting position of
// its run (nbcount.go). It is not safe for concurrent use.
type Bayes struct {
	s       *Session
	version int
	fitN    int // the points the cached model counts; −1: all
	fresh   bool
	model   *bayes.GaussianNB
	err     error
	query   []float64
	count   counting
}

// NewBayes returns the naive-Bayes state of s, with no query.
func NewBayes(s *Session) *Bayes { return &Bayes{s: s} }

// Model returns the classifier fitted to the session's points (while
// counting, to the first n of them: see Counted), or why there is none,
// in words a user can act on: a class with no point or with one, or a
// feature that does not vary within a class.
func (b *Bayes) Model() (*bayes.GaussianNB, error) {
	fitN := -1
	if n, ok := b.Counted(); ok {
		fitN = n
	}
	if b.fresh && b.version == b.s.Version() && b.fitN == fitN {
		return b.model, b.err
	}
	b.fresh, b.version, b.fitN = true, b.s.Version(), fitN
	b.model, b.err = nil, nil
	set := b.s.Set()
	if fitN >= 0 {
		set = prefix(set, fitN)
	}
	switch {
	case set.Len() == 0 && fitN == 0:
		b.err = errors.New(tr("no point counted yet: the regions appear once each class has two points counted"))
	case set.Len() == 0:
		b.err = ErrNoPoints
	default:
		if b.err = gaussianProblem(set, fitN >= 0); b.err == nil {
			b.model, b.err = bayes.FitGaussian(set.Matrix(), set.Y)
		}
	}
	return b.model, b.err
}

// gaussianProblem says why Gaussian naive Bayes cannot be fitted to set
// (the points counted so far, when counting):
// each class needs two points and, in every feature, two different values,
// or its variance is 0.
func gaussianProblem(set *dataset.Set, counting bool) error {
	rows := map[float64][]int{}
	for i, y := range set.Y {
		rows[y] = append(rows[y], i)
	}
	for _, c := range []float64{1, -1} {
		name := ClassName(c)
		switch n := len(rows[c]); {
		case n == 0 && counting:
			return fmt.Errorf(tr("no %s point counted yet: the regions appear once each class has two points counted"), name)
		case n == 0:
			return fmt.Errorf(tr("naive Bayes needs points of both classes: there is no %s point"), name)
		case n == 1 && counting:
			return fmt.Errorf(tr("class %s has one point counted: its variance is 0 until a second %s point is counted"), name, name)
		case n == 1:
			return fmt.Errorf(tr("class %s has one point: its variance is 0, so its normal density is not defined; add another %s point"), name, name)
		}
	}
	for _, c := range []float64{1, -1} {
		for j := range set.D {
			v := set.Point(rows[c][0])[j]
			if slices.ContainsFunc(rows[c], func(i int) bool { return set.Point(i)[j] != v }) {
				continue
			}
			x, at := typeset.Superscript(j+1), typeset.FormatNumberUnicode(v)
			if counting {
				return fmt.Errorf(tr("every %s point counted so far has x%s = %s: that variance is 0 until another value is counted"), ClassName(c), x, at)
			}
			return fmt.Errorf(tr("every %s point has x%s = %s: that variance is 0; move one of them"), ClassName(c), x, at)
		}
	}
	return nil
}

// Query returns the query point, or nil when none is placed.
func (b *Bayes) Query() []float64 { return slices.Clone(b.query) }

// SetQuery places the query point q; nil removes it.
func (b *Bayes) SetQuery(q []float64) { b.query = slices.Clone(q) }

// Explain returns the classification of the query, term by term, and
// false when there is no query or no model.
func (b *Bayes) Explain() (bayes.GaussianExplanation, bool) {
	m, _ := b.Model()
	if m == nil || len(b.query) != m.Dim() {
		return bayes.GaussianExplanation{}, false
	}
	return m.Explain(b.query), true
}

// ClassName writes a label with its sign, as the classes are named: "+1",
// "−1".
func ClassName(y float64) string {
	if y > 0 {
		return "+" + typeset.FormatNumberUnicode(y)
	}
	return typeset.FormatNumberUnicode(y)
}
