package knn_test

import (
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
)

// Building the kd-tree of 10⁶ uniform points in the plane.
func BenchmarkKDTreeBuild(b *testing.B) {
	x := kdRandom(rand.New(rand.NewPCG(1, 2)), 1_000_000, 2, 0)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := knn.NewKDTree(x); err != nil {
			b.Fatal(err)
		}
	}
}

// 10⁴ queries (one op) against the tree of 10⁶ uniform points, in L2.
func BenchmarkKDTreeSearch(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	tree, _ := knn.NewKDTree(kdRandom(rng, 1_000_000, 2, 0))
	q := kdRandom(rng, 10_000, 2, 0)
	for _, k := range []int{1, 5} {
		b.Run(map[int]string{1: "k=1", 5: "k=5"}[k], func(b *testing.B) {
			var r knn.KDResult
			b.ReportAllocs()
			for b.Loop() {
				for i := range 10_000 {
					tree.SearchInto(&r, q.RawRowView(i), k, 2, false)
				}
			}
		})
	}
}

// Classifying 10⁴ queries (one op) with 5-NN in L2 against 10⁵ points, the
// size scikit-learn's KNeighborsClassifier(algorithm="kd_tree") is timed on.
func BenchmarkKNNClassify(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	x := kdRandom(rng, 100_000, 2, 0)
	y := make([]float64, 100_000)
	for i := range y {
		y[i] = float64(2*rng.IntN(2) - 1)
	}
	m, err := knn.NewKNN(x, y, 5, 2)
	if err != nil {
		b.Fatal(err)
	}
	q := kdRandom(rng, 10_000, 2, 0)
	b.ReportAllocs()
	for b.Loop() {
		knnClassifyAll(m, q)
	}
}

func knnClassifyAll(m *knn.KNN, q *mat.Dense) (pos int) {
	n, _ := q.Dims()
	for i := range n {
		if m.Classify(q.RawRowView(i)) > 0 {
			pos++
		}
	}
	return pos
}
