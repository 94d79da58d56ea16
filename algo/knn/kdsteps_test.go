package knn

import (
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// A traced search longer than MaxKDSteps keeps its latest steps, counts
// the others, and stays within 2·MaxKDSteps (issue 21, item 5: 10⁶
// identical points made a 3.4 GB trace). 2000 identical points: every
// split is crossed, so the search checks them all.
func TestKDTraceBounded(t *testing.T) {
	x := mat.NewDense(2000, 2, nil)
	for i := range 2000 {
		x.Set(i, 0, 1)
		x.Set(i, 1, 1)
	}
	tree, err := NewKDTree(x)
	if err != nil {
		t.Fatal(err)
	}
	q := []float64{1, 1}
	full := tree.Trace(q, 1, 2)
	if full.StepsLeftOut != 0 || len(full.Steps) < 6000 {
		t.Fatalf("unbounded: %d steps, %d left out; want ≥ 6000 and none", len(full.Steps), full.StepsLeftOut)
	}
	old := maxKDSteps
	maxKDSteps = 500
	defer func() { maxKDSteps = old }()
	got := tree.Trace(q, 1, 2)
	if len(got.Steps) > 2*maxKDSteps || len(got.Steps) < maxKDSteps || got.StepsLeftOut+len(got.Steps) != len(full.Steps) {
		t.Fatalf("%d steps kept, %d left out, of %d", len(got.Steps), got.StepsLeftOut, len(full.Steps))
	}
	tail := full.Steps[got.StepsLeftOut:]
	for i, st := range got.Steps {
		w := tail[i]
		if st.Kind != w.Kind || st.Node != w.Node || st.Target != w.Target || !slices.Equal(st.Best, w.Best) ||
			st.Computations != w.Computations || !(st.Radius == w.Radius || math.IsInf(st.Radius, 1) && math.IsInf(w.Radius, 1)) {
			t.Fatalf("step %d: %+v, want %+v", got.StepsLeftOut+i+1, st, w)
		}
	}
	if !slices.Equal(got.Nearest, full.Nearest) || got.DistanceComputations != full.DistanceComputations {
		t.Fatalf("search result changed: %v, %v", got.Nearest, full.Nearest)
	}
}

// The Budget's keepers fit it: BudgetItems divides it by an item's size
// (112 bytes: one 2-D perceptron Event), and the kd steps fit.
func TestBudgetItems(t *testing.T) {
	if numeric.BudgetItems(0) != numeric.Budget || numeric.BudgetItems(2*numeric.Budget) != 1 || numeric.BudgetItems(112) != numeric.Budget/112 {
		t.Fatalf("BudgetItems: %d, %d, %d", numeric.BudgetItems(0), numeric.BudgetItems(2*numeric.Budget), numeric.BudgetItems(112))
	}
	if 2*MaxKDSteps*1024 > numeric.Budget {
		t.Fatalf("MaxKDSteps %d exceeds the budget", MaxKDSteps)
	}
}
