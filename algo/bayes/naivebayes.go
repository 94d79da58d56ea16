package bayes

import (
	"errors"
	"fmt"
	"math"
	"math/big"

	"perceptronlab/typeset"
)

// CategoricalNB is a naive Bayes classifier for features that take
// categorical values (Li Hang, 统计学习方法, chapter 4), fitted by Bayesian
// estimation with smoothing λ ≥ 0 (§4.2.3):
//
//	P(Y=cₖ)          = (N_k + λ) / (N + Kλ)
//	P(X⁽ʲ⁾=a|Y=cₖ)   = (N_{k,j,a} + λ) / (N_k + S_jλ)
//
// N is the number of rows, N_k the rows of class cₖ, N_{k,j,a} those of
// class cₖ whose feature j is a, K the number of classes and S_j the number
// of distinct values of feature j seen in training. λ = 0 is maximum
// likelihood estimation (§4.2.2), where a value never seen with a class
// has probability exactly 0 given it; λ = 1 is Laplace smoothing.
//
// Every probability is kept as an exact reduced fraction and as the float64
// nearest to it. Classes, and the values of each feature, are numbered in
// the order they first appear in the training data; SortedClasses and
// SortedValues give a sorted order for display.
type CategoricalNB struct {
	lambda     *big.Rat
	n          int
	classes    nameIndex
	features   []nameIndex
	classCount []int     // N_k
	counts     [][]int32 // counts[j][k·S_j+a] = N_{k,j,a}

	prior  []*big.Rat // prior[k]
	priorF []float64
	// cond holds the distinct conditional probabilities: a cell's is a
	// function of its count, its class's count and S_j alone, so that a
	// table of K·S_j cells takes a few distinct fractions, not one each
	// (3000 classes of 3000 values held 9·10⁶ fractions: 4.5 GB).
	cond map[condKey]condValue
}

// condKey is what a conditional probability depends on.
type condKey struct{ count, total, levels int }

// condValue is a conditional probability, exact and as a float64.
type condValue struct {
	r *big.Rat
	f float64
}

// FitCategorical fits a CategoricalNB to rows, one slice of feature values
// per sample, and their class labels. Values and labels are arbitrary
// strings compared exactly. It returns an error when there are no rows,
// when the number of labels differs from the number of rows, when a row has
// no features or a different number of them than the first row (rows are
// numbered from 1 in messages: "row 3: 2 features, want 3"), or when λ is
// nil or negative.
//
// Only integer counts are taken per row; the fractions are formed once per
// class, feature and value, so fitting is linear in the data with a small
// constant.
func FitCategorical(rows [][]string, labels []string, lambda *big.Rat) (*CategoricalNB, error) {
	if err := checkCategorical(rows, labels, lambda); err != nil {
		return nil, err
	}
	m := &CategoricalNB{lambda: new(big.Rat).Set(lambda), n: len(rows)}
	if err := m.count(rows, labels); err != nil {
		return nil, err
	}
	m.estimate()
	return m, nil
}

// FitCategoricalFloat is FitCategorical with λ given as a float64, read as
// LambdaFromFloat reads it (0.1 is 1/10). λ must be finite and ≥ 0.
func FitCategoricalFloat(rows [][]string, labels []string, lambda float64) (*CategoricalNB, error) {
	lam, err := LambdaFromFloat(lambda)
	if err != nil {
		return nil, err
	}
	return FitCategorical(rows, labels, lam)
}

// checkCategorical checks FitCategorical's arguments but the row lengths,
// which count checks as it goes.
func checkCategorical(rows [][]string, labels []string, lambda *big.Rat) error {
	switch {
	case lambda == nil:
		return errors.New("λ is missing")
	case lambda.Sign() < 0:
		return fmt.Errorf("λ must be ≥ 0, got %s", typeset.FormatRat(lambda))
	case len(rows) == 0:
		return errors.New("no rows to train on")
	case len(rows) > math.MaxInt32: // the counts are int32
		return fmt.Errorf("%d rows; at most %d are supported", len(rows), math.MaxInt32)
	case len(labels) != len(rows):
		return fmt.Errorf("%d labels for %d rows", len(labels), len(rows))
	case len(rows[0]) == 0:
		return errors.New("row 1: no features")
	}
	return nil
}

// estimate forms the exact and float64 priors and conditionals from the
// counts.
func (m *CategoricalNB) estimate() {
	k := m.classes.len()
	m.prior = make([]*big.Rat, k)
	m.priorF = make([]float64, k)
	for c := range k {
		m.prior[c] = smoothedRat(m.classCount[c], m.n, k, m.lambda)
		m.priorF[c] = ratFloat(m.prior[c])
	}
	m.cond = map[condKey]condValue{}
	for j, f := range m.features {
		s := f.len()
		for i, cnt := range m.counts[j] {
			key := condKey{int(cnt), m.classCount[i/s], s}
			if _, ok := m.cond[key]; !ok {
				r := smoothedRat(key.count, key.total, s, m.lambda)
				m.cond[key] = condValue{r, ratFloat(r)}
			}
		}
	}
}

// condOf returns the conditional probability of cell (c, j, a).
func (m *CategoricalNB) condOf(c, j, a int) condValue {
	return m.cond[condKey{int(m.counts[j][m.cell(c, j, a)]), m.classCount[c], m.features[j].len()}]
}

// smoothedRat returns (count + λ)/(total + levels·λ). total ≥ 1, so the
// denominator is positive.
func smoothedRat(count, total, levels int, lambda *big.Rat) *big.Rat {
	num := new(big.Rat).SetInt64(int64(count))
	num.Add(num, lambda)
	den := new(big.Rat).SetInt64(int64(levels))
	den.Mul(den, lambda)
	den.Add(den, new(big.Rat).SetInt64(int64(total)))
	return num.Quo(num, den)
}

// Lambda returns the smoothing parameter λ.
func (m *CategoricalNB) Lambda() *big.Rat { return new(big.Rat).Set(m.lambda) }

// Prior returns P(Y=c) for class index c as an exact fraction.
func (m *CategoricalNB) Prior(c int) *big.Rat { return new(big.Rat).Set(m.prior[c]) }

// PriorFloat returns P(Y=c), the float64 nearest to Prior(c).
func (m *CategoricalNB) PriorFloat(c int) float64 { return m.priorF[c] }

// Cond returns P(X⁽ʲ⁾=a|Y=c) as an exact fraction, where c is a class
// index, j a feature index (from 0) and a a value index of feature j.
func (m *CategoricalNB) Cond(c, j, a int) *big.Rat {
	return new(big.Rat).Set(m.condOf(c, j, a).r)
}

// CondFloat returns P(X⁽ʲ⁾=a|Y=c), the float64 nearest to Cond(c, j, a).
func (m *CategoricalNB) CondFloat(c, j, a int) float64 { return m.condOf(c, j, a).f }

// cell returns the position of (c, a) in feature j's tables, and panics
// when an index is out of range.
func (m *CategoricalNB) cell(c, j, a int) int {
	s := m.features[j].len()
	if c < 0 || c >= m.classes.len() || a < 0 || a >= s {
		panic(fmt.Sprintf("algo: class %d, value %d out of range for feature %d", c, a, j))
	}
	return c*s + a
}
