package bayes

import (
	"fmt"
	"math"
	"math/big"
)

// CategoricalQuery is the classification of one point x by a CategoricalNB
// (Li Hang, formula 4.7 and Examples 4.1 and 4.2).
type CategoricalQuery struct {
	// X is the query point.
	X []string
	// Values holds the value index of each xⱼ among the model's Values(j).
	Values []int
	// Products holds P(Y=c)·Πⱼ P(X⁽ʲ⁾=xⱼ|Y=c) for each class c in class
	// order, as exact reduced fractions.
	Products []*big.Rat
	// Floats holds the float64 nearest to each product. With many
	// features a product can round to 0; LogProducts does not.
	Floats []float64
	// LogProducts holds log P(Y=c) + Σⱼ log P(X⁽ʲ⁾=xⱼ|Y=c), computed in
	// float64 as a sum; a zero factor (possible when λ = 0) gives −Inf.
	LogProducts []float64
	// Class is the index of the largest product, found exactly; ties go to
	// the class that appeared first in the training data.
	Class int
	// Label is the label of Class: the predicted y.
	Label string
}

// Query classifies x, one value per feature. It returns an error when x
// has the wrong number of features or holds a value never seen in training
// for its feature (`feature 2: value "Q" never seen in training`; features
// are numbered from 1 in messages, as X⁽¹⁾, X⁽²⁾ in the book).
func (m *CategoricalNB) Query(x []string) (CategoricalQuery, error) {
	vals, err := m.valueIndices(x)
	if err != nil {
		return CategoricalQuery{}, err
	}
	k := m.classes.len()
	q := CategoricalQuery{
		X:           append([]string(nil), x...),
		Values:      vals,
		Products:    make([]*big.Rat, k),
		Floats:      make([]float64, k),
		LogProducts: make([]float64, k),
	}
	for c := range k {
		q.Products[c] = m.product(c, vals)
		q.Floats[c] = ratFloat(q.Products[c])
		q.LogProducts[c] = m.logProduct(c, vals)
		if q.Products[c].Cmp(q.Products[q.Class]) > 0 {
			q.Class = c
		}
	}
	q.Label = m.classes.list[q.Class]
	return q, nil
}

// Predict returns the predicted label of x; errors are those of Query.
func (m *CategoricalNB) Predict(x []string) (string, error) {
	q, err := m.Query(x)
	return q.Label, err
}

// Posterior returns P(Y=c|x) for each class, the products divided by their
// sum, or nil when every product is 0 (possible only with λ = 0).
func (q CategoricalQuery) Posterior() []*big.Rat {
	sum := new(big.Rat)
	for _, p := range q.Products {
		sum.Add(sum, p)
	}
	if sum.Sign() == 0 {
		return nil
	}
	post := make([]*big.Rat, len(q.Products))
	for c, p := range q.Products {
		post[c] = new(big.Rat).Quo(p, sum)
	}
	return post
}

// valueIndices looks up each xⱼ among feature j's training values.
func (m *CategoricalNB) valueIndices(x []string) ([]int, error) {
	if len(x) != len(m.features) {
		return nil, fmt.Errorf("query has %d features, want %d", len(x), len(m.features))
	}
	vals := make([]int, len(x))
	for j, v := range x {
		vals[j] = m.features[j].find(v)
		if vals[j] < 0 {
			return nil, fmt.Errorf("feature %d: value %q never seen in training", j+1, v)
		}
	}
	return vals, nil
}

// product returns P(Y=c)·Πⱼ P(X⁽ʲ⁾=a_j|Y=c) exactly.
func (m *CategoricalNB) product(c int, vals []int) *big.Rat {
	p := new(big.Rat).Set(m.prior[c])
	for j, a := range vals {
		p.Mul(p, m.condOf(c, j, a).r)
	}
	return p
}

// logProduct returns log P(Y=c) + Σⱼ log P(X⁽ʲ⁾=a_j|Y=c).
func (m *CategoricalNB) logProduct(c int, vals []int) float64 {
	s := math.Log(m.priorF[c])
	for j, a := range vals {
		s += math.Log(m.condOf(c, j, a).f)
	}
	return s
}
