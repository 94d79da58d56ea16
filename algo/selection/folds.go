package selection

import (
	"fmt"
	"math"
	"math/bits"

	"gonum.org/v1/gonum/mathext/prng"

	"perceptronlab/param"
)

// Split is one fold of a cross-validation: the rows a model is fitted on
// and the rows it is scored on, 0-based indices into the data.
type Split struct {
	Train []int `json:"train"`
	Test  []int `json:"test"`
}

// MaxSeed is the largest seed numpy's RandomState accepts (2³²−1).
const MaxSeed = math.MaxUint32

// Permutation returns numpy's RandomState(seed).permutation(n): the
// numbers 0…n−1 shuffled by Fisher–Yates from i = n−1 down to 1, each j
// drawn uniformly from 0…i by MT19937 (seeded by init_genrand, as gonum's
// prng.MT19937.Seed does) with numpy's masked rejection on 32-bit draws.
// The same seed gives the same order in a notebook and here.
func Permutation(n int, seed uint32) []int {
	p := identity(n)
	src := prng.NewMT19937()
	src.Seed(uint64(seed))
	for i := n - 1; i > 0; i-- {
		j := boundedDraw(src, uint32(i))
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// boundedDraw is numpy's legacy random_interval for max < 2³²: draw 32
// bits, keep those under the smallest all-ones mask ≥ max, and draw again
// while the result exceeds max.
func boundedDraw(src *prng.MT19937, max uint32) uint32 {
	mask := uint32(math.MaxUint32) >> bits.LeadingZeros32(max)
	for {
		if v := src.Uint32() & mask; v <= max {
			return v
		}
	}
}

// KFold returns the S folds of scikit-learn's KFold(n_splits=S) over n
// rows: the (shuffled, when shuffle is set, by Permutation(n, seed)) row
// order cut into S contiguous blocks, the first n mod S of them one row
// longer. As in scikit-learn, each fold's train and test indices are listed
// in ascending order. It returns an error unless 2 ≤ S ≤ n. It holds all
// S × n indices: KFolds makes the same folds one at a time.
func KFold(n, s int, shuffle bool, seed uint32) ([]Split, error) {
	k, err := KFolds(n, s, shuffle, seed)
	if err != nil {
		return nil, err
	}
	splits := make([]Split, s)
	for f := range splits {
		splits[f] = k.At(f)
	}
	return splits, nil
}

// KFolds returns KFold's folds made on demand: it holds the row order (n
// indices when shuffled, none otherwise), and At(f) builds fold f alone.
func KFolds(n, s int, shuffle bool, seed uint32) (Folds, error) {
	if err := checkFolds(n, s); err != nil {
		return nil, err
	}
	k := kFolds{n: n, s: s}
	if shuffle {
		k.order = Permutation(n, seed)
	}
	return k, nil
}

// kFolds is K-fold over n rows in the order order (0…n−1 when nil).
type kFolds struct {
	n, s  int
	order []int
}

// Len returns the number of folds, S.
func (k kFolds) Len() int { return k.s }

// bounds returns the positions lo…hi−1 of fold f in the row order.
func (k kFolds) bounds(f int) (lo, hi int) {
	q, r := k.n/k.s, k.n%k.s
	lo = f*q + min(f, r)
	hi = lo + q
	if f < r {
		hi++
	}
	return lo, hi
}

// At returns fold f, its rows ascending.
func (k kFolds) At(f int) Split {
	lo, hi := k.bounds(f)
	if k.order == nil {
		sp := Split{Train: make([]int, 0, k.n-(hi-lo)), Test: make([]int, 0, hi-lo)}
		for i := lo; i < hi; i++ {
			sp.Test = append(sp.Test, i)
		}
		for i := range k.n {
			if i < lo || i >= hi {
				sp.Train = append(sp.Train, i)
			}
		}
		return sp
	}
	inTest := make([]bool, k.n)
	for _, i := range k.order[lo:hi] {
		inTest[i] = true
	}
	return maskSplit(inTest, hi-lo)
}

// test returns fold f's test rows, in the row order.
func (k kFolds) test(f int) rowSet {
	lo, hi := k.bounds(f)
	return rowSet{lo: lo, hi: hi, idx: k.order}
}

// checkFolds checks the number of folds S against n rows.
func checkFolds(n, s int) error {
	switch {
	case int64(s) < param.Folds.Min:
		return fmt.Errorf("the number of folds S must be at least %d, got %d", param.Folds.Min, s)
	case s > n:
		return fmt.Errorf("the number of folds S = %d exceeds the number of rows N = %d", s, n)
	}
	return nil
}

// maskSplit lists the rows marked in inTest as the test fold and the rest
// as the training rows, both ascending.
func maskSplit(inTest []bool, size int) Split {
	sp := Split{Train: make([]int, 0, len(inTest)-size), Test: make([]int, 0, size)}
	for i, t := range inTest {
		if t {
			sp.Test = append(sp.Test, i)
		} else {
			sp.Train = append(sp.Train, i)
		}
	}
	return sp
}

// Folds is a sequence of splits. Leave-one-out makes its folds on
// demand, so that N rows need memory for one fold at a time, not N².
type Folds interface {
	// Len returns the number of folds.
	Len() int
	// At returns fold i, 0 ≤ i < Len().
	At(i int) Split
}

// SplitList is a Folds held in a slice.
type SplitList []Split

// Len returns the number of folds.
func (s SplitList) Len() int { return len(s) }

// At returns fold i.
func (s SplitList) At(i int) Split { return s[i] }

// looFolds is leave-one-out over n rows.
type looFolds int

// Len returns the number of folds, n.
func (n looFolds) Len() int { return int(n) }

// test returns fold i's test row, i.
func (n looFolds) test(i int) rowSet { return rowSet{lo: i, hi: i + 1} }

// At returns the fold that tests row i.
func (n looFolds) At(i int) Split {
	train := make([]int, 0, int(n)-1)
	for j := range int(n) {
		if j != i {
			train = append(train, j)
		}
	}
	return Split{Train: train, Test: []int{i}}
}

// LeaveOneOut returns scikit-learn's LeaveOneOut folds over n rows: fold i
// tests row i and trains on the others, ascending. It returns an error
// when n < 2.
func LeaveOneOut(n int) (Folds, error) {
	if n < 2 {
		return nil, fmt.Errorf("leave-one-out needs at least 2 rows, got %d", n)
	}
	return looFolds(n), nil
}

// HoldOut returns the one fold of scikit-learn's
// train_test_split(test_size=f, random_state=seed) over n rows: with
// p = Permutation(n, seed), the test rows are the first ⌈f·n⌉ of p and the
// training rows the rest, both in p's order. It returns an error unless
// 0 < f < 1 and both parts have a row.
func HoldOut(n int, f float64, seed uint32) (Split, error) {
	if !(f > 0 && f < 1) {
		return Split{}, fmt.Errorf("the test size must be a fraction strictly between 0 and 1, got %v", f)
	}
	nTest := int(math.Ceil(f * float64(n)))
	if nTest < 1 || nTest >= n {
		return Split{}, fmt.Errorf("a test size of %v of %d rows leaves %d for testing and %d for training; both need a row", f, n, nTest, n-nTest)
	}
	p := Permutation(n, seed)
	return Split{Train: p[nTest:], Test: p[:nTest:nTest]}, nil
}

// identity returns 0…n−1.
func identity(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}

// MinTrain returns the fewest training rows of any fold, without listing
// the folds of K-fold or leave-one-out.
func MinTrain(f Folds) int {
	switch k := f.(type) {
	case kFolds:
		lo, hi := k.bounds(0) // fold 0 is a largest
		return k.n - (hi - lo)
	case looFolds:
		return int(k) - 1
	}
	least := math.MaxInt
	for i := range f.Len() {
		least = min(least, len(f.At(i).Train))
	}
	return least
}

// JSONSize returns about how many bytes the folds' listing takes as JSON,
// {"train":[…],"test":[…]} per fold, without listing them: K-fold and
// leave-one-out list each of the n rows S times.
func JSONSize(f Folds, n int) float64 {
	per := float64(len(`{"train":[],"test":[]},`))
	switch f.(type) {
	case kFolds, looFolds:
		return float64(f.Len()) * (indexBytes(n) + per)
	}
	var s float64
	for i := range f.Len() {
		sp := f.At(i)
		s += per + float64(len(sp.Train)+len(sp.Test))*(indexBytes(n)/float64(max(n, 1)))
	}
	return s
}

// indexBytes returns the bytes of the indices 0…n−1 written with a comma
// each.
func indexBytes(n int) float64 {
	var s float64
	lo, d, hi := 0, 1, 10
	for lo < n {
		top := min(n, hi)
		s += float64(top-lo) * float64(d+1)
		lo, d, hi = top, d+1, hi*10
	}
	return s
}
