package bayes_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"

	"perceptronlab/algo/bayes"
	"perceptronlab/typeset"
)

// nbTable41 returns Li Hang's Table 4.1 (统计学习方法, 2nd ed., p. 63): 15
// samples with X⁽¹⁾ ∈ {1, 2, 3}, X⁽²⁾ ∈ {S, M, L} and Y ∈ {1, −1}.
func nbTable41() ([][]string, []string) {
	x1 := strings.Fields("1 1 1 1 1 2 2 2 2 2 3 3 3 3 3")
	x2 := strings.Fields("S M M S S S M M L L L M M L L")
	y := strings.Fields("-1 -1 1 1 -1 -1 -1 1 1 1 1 1 1 1 -1")
	rows := make([][]string, len(y))
	for i := range rows {
		rows[i] = []string{x1[i], x2[i]}
	}
	return rows, y
}

// nbRat reads a fraction written in a test table; "3/9" reads as 1/3.
func nbRat(t testing.TB, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("bad fraction %q in the test table", s)
	}
	return r
}

// nbFit fits Table 4.1 with λ written as a fraction.
func nbFit(t testing.TB, lambda string) *bayes.CategoricalNB {
	t.Helper()
	rows, y := nbTable41()
	lam, err := bayes.ParseLambda(lambda)
	if err != nil {
		t.Fatal(err)
	}
	m, err := bayes.FitCategorical(rows, y, lam)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// nbCheckRat compares an exact value, and its float64 within 1e-15
// relative (both are the rounding of the same fraction, so they agree).
func nbCheckRat(t *testing.T, what string, got *big.Rat, gotF float64, want string) {
	t.Helper()
	w := nbRat(t, want)
	if got.Cmp(w) != 0 {
		t.Errorf("%s = %s, want %s", what, typeset.FormatRat(got), want)
	}
	wf, _ := w.Float64()
	if !scalar.EqualWithinRel(gotF, wf, 1e-15) {
		t.Errorf("%s = %v as float64, want %v", what, gotF, wf)
	}
}

// Every probability of Examples 4.1 (λ = 0, maximum likelihood) and 4.2
// (λ = 1, Laplace smoothing), as the book lists them (pp. 63–65, fractions
// unreduced as printed).
func TestNBBookProbabilities(t *testing.T) {
	tests := []struct {
		lambda string
		prior  map[string]string            // class → P(Y=c)
		cond   map[string]map[string]string // class → "j=value" → P
	}{
		{"0", map[string]string{"1": "9/15", "-1": "6/15"}, map[string]map[string]string{
			"1":  {"1=1": "2/9", "1=2": "3/9", "1=3": "4/9", "2=S": "1/9", "2=M": "4/9", "2=L": "4/9"},
			"-1": {"1=1": "3/6", "1=2": "2/6", "1=3": "1/6", "2=S": "3/6", "2=M": "2/6", "2=L": "1/6"},
		}},
		{"1", map[string]string{"1": "10/17", "-1": "7/17"}, map[string]map[string]string{
			"1":  {"1=1": "3/12", "1=2": "4/12", "1=3": "5/12", "2=S": "2/12", "2=M": "5/12", "2=L": "5/12"},
			"-1": {"1=1": "4/9", "1=2": "3/9", "1=3": "2/9", "2=S": "4/9", "2=M": "3/9", "2=L": "2/9"},
		}},
	}
	for _, tc := range tests {
		m := nbFit(t, tc.lambda)
		for label, want := range tc.prior {
			c := m.ClassIndex(label)
			nbCheckRat(t, "λ="+tc.lambda+": P(Y="+label+")", m.Prior(c), m.PriorFloat(c), want)
		}
		for label, conds := range tc.cond {
			c := m.ClassIndex(label)
			for key, want := range conds {
				j := int(key[0] - '1')
				a := m.ValueIndex(j, key[2:])
				what := "λ=" + tc.lambda + ": P(X" + key + "|Y=" + label + ")"
				nbCheckRat(t, what, m.Cond(c, j, a), m.CondFloat(c, j, a), want)
			}
		}
	}
}

// The queries of Examples 4.1 and 4.2, x = (2, S): the products and the
// prediction y = −1 as the book gives them (pp. 64–65). 5/153 ≈ 0.0327 and
// 28/459 ≈ 0.0610 are the book's decimals.
func TestNBBookQueries(t *testing.T) {
	tests := []struct {
		lambda        string
		pos, neg      string  // products for y = 1 and y = −1
		posDec, negDc float64 // the book's rounded decimals, to 4 places
	}{
		{"0", "1/45", "1/15", 0.0222, 0.0667},
		{"1", "5/153", "28/459", 0.0327, 0.0610},
	}
	for _, tc := range tests {
		m := nbFit(t, tc.lambda)
		q, err := m.Query([]string{"2", "S"})
		if err != nil {
			t.Fatal(err)
		}
		pos, neg := m.ClassIndex("1"), m.ClassIndex("-1")
		nbCheckRat(t, "λ="+tc.lambda+": product for y=1", q.Products[pos], q.Floats[pos], tc.pos)
		nbCheckRat(t, "λ="+tc.lambda+": product for y=-1", q.Products[neg], q.Floats[neg], tc.neg)
		if !scalar.EqualWithinAbs(q.Floats[pos], tc.posDec, 5e-5) || !scalar.EqualWithinAbs(q.Floats[neg], tc.negDc, 5e-5) {
			t.Errorf("λ=%s: products %v, the book prints %v and %v", tc.lambda, q.Floats, tc.posDec, tc.negDc)
		}
		if q.Label != "-1" || q.Class != neg {
			t.Errorf("λ=%s: predicted %q (class %d), the book says -1", tc.lambda, q.Label, q.Class)
		}
	}
}

// Property checks on Table 4.1 for several λ: priors sum to 1, each
// feature's conditionals sum to 1 in every class, counts add up to N_c,
// and LogProducts are the logs of the products.
func TestNBSumsToOne(t *testing.T) {
	one := big.NewRat(1, 1)
	for _, lambda := range []string{"0", "1/2", "1", "2", "0.001"} {
		m := nbFit(t, lambda)
		sum := new(big.Rat)
		for c := range m.Classes() {
			sum.Add(sum, m.Prior(c))
			for j := range m.Features() {
				cs, n := new(big.Rat), 0
				for a := range m.Values(j) {
					cs.Add(cs, m.Cond(c, j, a))
					n += m.Count(c, j, a)
				}
				if cs.Cmp(one) != 0 || n != m.ClassCount(c) {
					t.Errorf("λ=%s class %d feature %d: Σ P = %s, Σ counts = %d of %d", lambda, c, j, typeset.FormatRat(cs), n, m.ClassCount(c))
				}
			}
		}
		if sum.Cmp(one) != 0 {
			t.Errorf("λ=%s: Σ priors = %s", lambda, typeset.FormatRat(sum))
		}
		q, err := m.Query([]string{"3", "M"})
		if err != nil {
			t.Fatal(err)
		}
		for c, f := range q.Floats {
			// A sum of three logs, each within half an ulp: 1e-14 relative.
			if !scalar.EqualWithinRel(q.LogProducts[c], math.Log(f), 1e-14) {
				t.Errorf("λ=%s class %d: log product %v, log of %v", lambda, c, q.LogProducts[c], f)
			}
		}
	}
}
