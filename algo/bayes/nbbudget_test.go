package bayes

import (
	"math/big"
	"strconv"
	"testing"

	"perceptronlab/algo/internal/algotest"
)

// A categorical model of K classes and S values keeps its K·S counts and
// only the distinct conditional probabilities, not one fraction per cell
// (issue 21, item 5: 3000 classes of 3000 values took 4.5 GB). Here 1000
// rows, each its own class and value: 10⁶ cells and, with λ = 1, two
// distinct fractions, (1+1)/(1+1000·1) for the value seen with the class
// and (0+1)/(1+1000·1) for the others.
func TestCategoricalCellsOnDemand(t *testing.T) {
	const n = 1000
	rows, labels := make([][]string, n), make([]string, n)
	for i := range n {
		rows[i], labels[i] = []string{"v" + strconv.Itoa(i)}, "c"+strconv.Itoa(i)
	}
	var m *CategoricalNB
	var err error
	alloc := algotest.Allocated(func() { m, err = FitCategorical(rows, labels, big.NewRat(1, 1)) })
	if err != nil {
		t.Fatal(err)
	}
	// The counts, 10⁶ int32s, are 4 MB; counting allocates about 30 MB in
	// all (the table grows by appends, then is transposed). A fraction and
	// a float64 per cell were well over 100 MB more.
	if alloc > 80<<20 {
		t.Errorf("%d bytes allocated", alloc)
	}
	seen, unseen := big.NewRat(2, 1001), big.NewRat(1, 1001)
	for _, c := range []int{0, 17, 999} {
		for _, a := range []int{0, 17, 500, 999} {
			want := unseen
			if a == c {
				want = seen
			}
			if got := m.Cond(c, 0, a); got.Cmp(want) != 0 {
				t.Fatalf("P(v%d | c%d) = %s, want %s", a, c, got, want)
			}
			if f, _ := want.Float64(); m.CondFloat(c, 0, a) != f {
				t.Fatalf("float P(v%d | c%d) = %v, want %v", a, c, m.CondFloat(c, 0, a), f)
			}
		}
	}
}
