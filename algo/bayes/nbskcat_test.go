package bayes_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"

	"perceptronlab/algo/bayes"
	"perceptronlab/typeset"
)

// The categorical half of TestNBAgainstSklearn: random tables, our fit,
// and the comparison with scikit-learn's CategoricalNB.

// nbCatCase is a random categorical table: values of feature j are the
// integers 0…S_j−1, every one present, and labels −1, 1 or 2.
type nbCatCase struct {
	X     [][]int   `json:"x"`
	Y     []int     `json:"y"`
	Q     [][]int   `json:"q"`
	Alpha float64   `json:"alpha"`
	Prior []float64 `json:"prior"` // our smoothed priors in sorted class order

	model *bayes.CategoricalNB
}

// nbRandomCategorical draws n rows of len(levels) features, putting each
// value in the first rows so that every category appears.
func nbRandomCategorical(seed uint64, n int, levels []int, alpha float64) nbCatCase {
	rnd := rand.New(rand.NewPCG(seed, 4))
	labels := []int{-1, 1, 2}[:2+int(seed%2)]
	c := nbCatCase{Alpha: alpha}
	for i := range n {
		row := make([]int, len(levels))
		for j, s := range levels {
			row[j] = rnd.IntN(s)
			if i < s {
				row[j] = i
			}
		}
		c.X = append(c.X, row)
		c.Y = append(c.Y, labels[rnd.IntN(len(labels))])
		if i < len(labels) {
			c.Y[i] = labels[len(labels)-1-i] // every class, first seen in reverse order
		}
	}
	for range 40 {
		q := make([]int, len(levels))
		for j, s := range levels {
			q[j] = rnd.IntN(s)
		}
		c.Q = append(c.Q, q)
	}
	return c
}

// nbStrings writes integers as strings.
func nbStrings(v []int) []string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return s
}

// fit fits our model and fills in the priors for scikit-learn.
func (c *nbCatCase) fit(t *testing.T) {
	rows := make([][]string, len(c.X))
	for i, r := range c.X {
		rows[i] = nbStrings(r)
	}
	m, err := bayes.FitCategoricalFloat(rows, nbStrings(c.Y), c.Alpha)
	if err != nil {
		t.Fatal(err)
	}
	c.model = m
	for _, k := range m.SortedClasses() {
		c.Prior = append(c.Prior, m.PriorFloat(k))
	}
}

// checkPriors compares the priors with the book's formula (N_c+λ)/(N+Kλ)
// worked out here from the raw labels.
func (c *nbCatCase) checkPriors(t *testing.T, name string) {
	lam, _ := bayes.LambdaFromFloat(c.Alpha)
	m := c.model
	k := int64(len(m.Classes()))
	for ci, label := range m.Classes() {
		var nc int64
		for _, y := range c.Y {
			if strconv.Itoa(y) == label {
				nc++
			}
		}
		num := new(big.Rat).Add(big.NewRat(nc, 1), lam)
		den := new(big.Rat).Add(big.NewRat(int64(len(c.Y)), 1), new(big.Rat).Mul(big.NewRat(k, 1), lam))
		if want := num.Quo(num, den); m.Prior(ci).Cmp(want) != 0 {
			t.Errorf("%s: P(Y=%s) = %s, want %s", name, label, typeset.FormatRat(m.Prior(ci)), typeset.FormatRat(want))
		}
	}
}

// nbCategoricalCases fits random tables for seeds 0–2 and λ ∈ {1, ½, 2}.
func nbCategoricalCases(t *testing.T) []nbCatCase {
	var cases []nbCatCase
	for seed := range uint64(3) {
		for _, alpha := range []float64{1, 0.5, 2} {
			c := nbRandomCategorical(seed, 200, []int{3, 4, 2}[:2+int(seed%2)], alpha)
			c.fit(t)
			cases = append(cases, c)
		}
	}
	return cases
}

// compare checks one case against scikit-learn's answer.
func (c *nbCatCase) compare(t *testing.T, name string, sk nbSkAnswer[[][][]float64]) {
	m, order := c.model, c.model.SortedClasses()
	for k, label := range sk.Classes {
		if m.Classes()[order[k]] != fmt.Sprint(label) {
			t.Fatalf("%s: scikit-learn's class %d is %v, ours %q", name, k, label, m.Classes()[order[k]])
		}
		for j, probs := range sk.Params {
			for v, want := range probs[k] {
				got := m.CondFloat(order[k], j, m.ValueIndex(j, strconv.Itoa(v)))
				if !scalar.EqualWithinRel(got, want, 1e-12) {
					t.Errorf("%s: P(X%d=%d|Y=%v) = %v, scikit-learn %v", name, j+1, v, label, got, want)
				}
			}
		}
	}
	for qi, x := range c.Q {
		q, err := m.Query(nbStrings(x))
		if err != nil {
			t.Fatal(err)
		}
		for k, want := range sk.Joint[qi] {
			if !scalar.EqualWithinRel(q.LogProducts[order[k]], want, 1e-12) {
				t.Errorf("%s: query %v: log product %v, scikit-learn %v", name, x, q.LogProducts[order[k]], want)
			}
		}
		// On an exact tie scikit-learn's float argmax may pick any of the
		// tied classes; ours takes the first seen.
		skLabel := fmt.Sprint(sk.Predict[qi])
		if tied := q.Products[m.ClassIndex(skLabel)].Cmp(q.Products[q.Class]) == 0; !tied {
			t.Errorf("%s: query %v: predicted %s, scikit-learn %s", name, x, q.Label, skLabel)
		}
	}
}
