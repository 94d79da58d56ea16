package knn

import (
	"fmt"
	"slices"
	"sync"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/param"
)

// KNN is the k-nearest-neighbour classifier of Li Hang §3.1 for labels ±1:
// a point gets the majority label of its k nearest training points in the
// Lp distance, found with a kd-tree (§3.3).
//
// The neighbours are ordered by distance, equal distances by index. A tied
// vote, possible for even k, goes to the label of the nearest neighbour.
// A KNN is safe for concurrent use.
//
// In the plane in L2 the classifier searches the tree faster than
// KDTree.Search, with the same result: it bounds whole cells rather than
// splitting lines, compares sums of squares, and starts each search from
// the neighbours of the previous query on the same goroutine, so queries
// that move a little at a time, as a decision grid's do, cost least.
type KNN struct {
	tree *KDTree
	y    []float64
	k    int
	p    float64
	pool sync.Pool // of *kdSearch, so that Decision allocates nothing
}

// NewKNN returns the k-NN classifier of the points in the rows of x with
// labels y, using the Lp distance of order p. It returns an error unless
// every coordinate is finite, every label is +1 or −1, 1 ≤ k ≤ N for N
// points, and p passes CheckP.
func NewKNN(x *mat.Dense, y []float64, k int, p float64) (*KNN, error) {
	data, n, d, err := kdData(x)
	if err != nil {
		return nil, err
	}
	if err := checkLabels(y, n); err != nil {
		return nil, err
	}
	if err := param.K.CheckUpTo(int64(k), int64(n)); err != nil {
		return nil, err
	}
	if err := CheckP(p); err != nil {
		return nil, err
	}
	m := &KNN{tree: buildKDTree(data, n, d), y: slices.Clone(y), k: k, p: p}
	m.pool.New = func() any {
		s := m.tree.searcher(k, p)
		s.best, s.dist, s.nodes = make([]int, 0, k), make([]float64, 0, k), make([]int32, 0, k)
		return &s
	}
	return m, nil
}

// K returns the number of neighbours that vote.
func (m *KNN) K() int { return m.k }

// P returns the order of the Lp distance.
func (m *KNN) P() float64 { return m.p }

// Tree returns the kd-tree of the training points.
func (m *KNN) Tree() *KDTree { return m.tree }

// Predict returns the predicted label of q with the indices of its k
// nearest training points, nearest first, and their distances. It panics
// when q has the wrong dimension or a NaN.
func (m *KNN) Predict(q []float64) (label float64, neighbors []int, dists []float64) {
	s := m.search(q)
	defer m.pool.Put(s)
	return knnSign(m.vote(s.best)), slices.Clone(s.best), slices.Clone(s.dist)
}

// Classify returns the predicted label of q, +1 or −1, allocating nothing.
func (m *KNN) Classify(q []float64) float64 { return knnSign(m.Decision(q)) }

// Decision returns the vote for q, Σ yᵢ over its k nearest neighbours,
// whose sign is the predicted label; a tied vote gives ±½ with the sign of
// the nearest neighbour's label, so Decision is never 0. It allocates
// nothing, so it can shade a decision region pixel by pixel.
func (m *KNN) Decision(q []float64) float64 {
	s := m.search(q)
	v := m.vote(s.best)
	m.pool.Put(s)
	return v
}

// LeaveOneOut returns how many training points the classifier mislabels
// when each is predicted from the other N−1 points. It returns an error
// when k > N−1.
func (m *KNN) LeaveOneOut() (errs int, err error) {
	n := m.tree.Len()
	if m.k > n-1 {
		return 0, fmt.Errorf("leave-one-out needs k ≤ N−1 = %d, got k = %d", n-1, m.k)
	}
	s := m.tree.searcher(m.k, m.p)
	d := m.tree.dim
	for i := range n {
		r := m.tree.rec(i)
		s.exclude = m.tree.point(r)
		s.nearest(r[:d])
		if knnSign(m.vote(s.best)) != m.y[s.exclude] {
			errs++
		}
	}
	return errs, nil
}

// search returns a pooled search for the k nearest points to q, done.
// The caller puts it back.
func (m *KNN) search(q []float64) *kdSearch {
	m.tree.checkQuery(q)
	s := m.pool.Get().(*kdSearch)
	s.nearest(q)
	return s
}

// vote returns Σ yᵢ over the neighbours, or ±½ after the nearest one on a
// tie.
func (m *KNN) vote(best []int) float64 {
	var v float64
	for _, i := range best {
		v += m.y[i]
	}
	if v == 0 {
		return m.y[best[0]] / 2
	}
	return v
}

func knnSign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}
