package bayes_test

import (
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"perceptronlab/algo/bayes"
	"perceptronlab/typeset"
)

// Classes and values are numbered in order of first appearance in Table 4.1
// (first row 1,S,−1; then M, 1; then 2, L, 3), the sorted order puts −1
// before 1, and the count table of X⁽²⁾ is read off the table by hand.
func TestNBOrderAndCounts(t *testing.T) {
	m := nbFit(t, "1")
	if got := m.Classes(); !slices.Equal(got, []string{"-1", "1"}) {
		t.Errorf("classes %q, want [-1 1]", got)
	}
	if got := m.Values(1); !slices.Equal(got, []string{"S", "M", "L"}) {
		t.Errorf("values of X2 %q, want [S M L]", got)
	}
	if got := m.SortedValues(1); !slices.Equal(got, []int{2, 1, 0}) { // L, M, S
		t.Errorf("sorted X2 %v, want [2 1 0]", got)
	}
	if got := m.SortedClasses(); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("sorted classes %v, want [0 1]", got)
	}
	// Y = −1: S 3, M 2, L 1; Y = 1: S 1, M 4, L 4.
	want := [][]int{{3, 2, 1}, {1, 4, 4}}
	if got := m.Counts(1); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("counts of X2 %v, want %v", got, want)
	}
	if m.N() != 15 || m.ClassCount(0) != 6 || m.ClassCount(1) != 9 || m.Features() != 2 {
		t.Errorf("N = %d, N_c = %d, %d, d = %d; want 15, 6, 9, 2", m.N(), m.ClassCount(0), m.ClassCount(1), m.Features())
	}
	if m.ClassIndex("0") != -1 || m.ValueIndex(0, "S") != -1 {
		t.Error("an unseen class or value has an index")
	}
}

// Numbers sort numerically ("10" after "9"), other strings by bytes.
func TestNBSortedNumeric(t *testing.T) {
	rows := [][]string{{"b"}, {"a"}, {"c"}, {"a"}}
	m, err := bayes.FitCategoricalFloat(rows, []string{"10", "9", "-2", "9"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.SortedClasses(); !slices.Equal(got, []int{2, 1, 0}) { // −2, 9, 10
		t.Errorf("sorted classes %v of %q, want [2 1 0]", got, m.Classes())
	}
	if got := m.SortedValues(0); !slices.Equal(got, []int{1, 0, 2}) { // a, b, c
		t.Errorf("sorted values %v of %q, want [1 0 2]", got, m.Values(0))
	}
}

// Equal products go to the class seen first, whatever the labels: with
// one row per class and λ = 1 every product is the same. With λ = 0 and a
// value seen only in the other class, a product is exactly 0 and the
// posterior follows.
func TestNBTiesAndZeros(t *testing.T) {
	rows := [][]string{{"a"}, {"b"}}
	for _, labels := range [][]string{{"yes", "no"}, {"no", "yes"}} {
		m, err := bayes.FitCategoricalFloat(rows, labels, 1)
		if err != nil {
			t.Fatal(err)
		}
		q, err := m.Query([]string{"a"})
		if err != nil {
			t.Fatal(err)
		}
		// (1+1)/(2+2)·(1+1)/(1+2) = 1/3 and (1+1)/(2+2)·(0+1)/(1+2) = 1/6.
		if typeset.FormatRat(q.Products[0]) != "1/3" || typeset.FormatRat(q.Products[1]) != "1/6" || q.Label != labels[0] {
			t.Errorf("labels %q: products %v, label %q", labels, q.Floats, q.Label)
		}
	}
	m, err := bayes.FitCategoricalFloat([][]string{{"a"}, {"a"}}, []string{"yes", "no"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if q, _ := m.Query([]string{"a"}); q.Products[0].Cmp(q.Products[1]) != 0 || q.Label != "yes" {
		t.Errorf("tie: products %v, label %q, want yes (first seen)", q.Floats, q.Label)
	}
	m, err = bayes.FitCategoricalFloat(rows, []string{"yes", "no"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := m.Query([]string{"b"})
	post := q.Posterior()
	if q.Products[0].Sign() != 0 || !math.IsInf(q.LogProducts[0], -1) || q.Label != "no" || post[1].Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("λ=0: products %v, logs %v, label %q, posterior %v", q.Floats, q.LogProducts, q.Label, post)
	}
}

// Bad input gives errors that name what to fix.
func TestNBCategoricalErrors(t *testing.T) {
	rows, y := nbTable41()
	one := big.NewRat(1, 1)
	bad := slices.Clone(rows)
	bad[2] = []string{"1", "M", "x"}
	tests := []struct {
		name   string
		rows   [][]string
		y      []string
		lambda *big.Rat
		want   string
	}{
		{"no rows", nil, nil, one, "no rows"},
		{"labels", rows, y[:3], one, "3 labels for 15 rows"},
		{"columns", bad, y, one, "row 3: 3 features, want 2"},
		{"no features", [][]string{{}}, []string{"1"}, one, "row 1: no features"},
		{"negative λ", rows, y, big.NewRat(-1, 2), "λ must be ≥ 0, got -1/2"},
		{"nil λ", rows, y, nil, "λ is missing"},
	}
	for _, tc := range tests {
		_, err := bayes.FitCategorical(tc.rows, tc.y, tc.lambda)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	m := nbFit(t, "1")
	for _, q := range []struct {
		x    []string
		want string
	}{
		{[]string{"2", "Q"}, `feature 2: value "Q" never seen in training`},
		{[]string{"2"}, "query has 1 features, want 2"},
		{[]string{"2", "S", "S"}, "query has 3 features, want 2"},
	} {
		if _, err := m.Predict(q.x); err == nil || err.Error() != q.want {
			t.Errorf("query %q: error %v, want %q", q.x, err, q.want)
		}
	}
}

// ParseLambda and LambdaFromFloat read λ exactly; FormatRat reduces.
func TestNBLambda(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1", "1"}, {"0.5", "1/2"}, {"1/2", "1/2"}, {" 2/4 ", "1/2"}, {"0", "0"}, {"1e-3", "1/1000"}, {"0.1", "1/10"},
	} {
		lam, err := bayes.ParseLambda(tc.in)
		if err != nil || typeset.FormatRat(lam) != tc.want {
			t.Errorf("ParseLambda(%q) = %v, %v; want %s", tc.in, lam, err, tc.want)
		}
	}
	for _, in := range []string{"-1", "", "x", "1/0", "NaN", "Inf"} {
		if _, err := bayes.ParseLambda(in); err == nil {
			t.Errorf("ParseLambda(%q) gave no error", in)
		}
	}
	if lam, err := bayes.LambdaFromFloat(0.1); err != nil || typeset.FormatRat(lam) != "1/10" {
		t.Errorf("LambdaFromFloat(0.1) = %v, %v; want 1/10", lam, err)
	}
	for _, v := range []float64{-1, math.NaN(), math.Inf(1)} {
		if _, err := bayes.FitCategoricalFloat([][]string{{"a"}}, []string{"1"}, v); err == nil {
			t.Errorf("λ = %v gave no error", v)
		}
	}
	if typeset.FormatRat(nil) != "<nil>" || typeset.FormatRat(big.NewRat(-6, 4)) != "-3/2" {
		t.Error("FormatRat of nil or -6/4")
	}
}
