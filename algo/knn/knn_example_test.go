package knn_test

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
)

// Li Hang's Example 3.1: which of x2 = (5,1) and x3 = (4,4) is nearest to
// x1 = (1,1) depends on p.
func ExampleLpDistance() {
	x1, x2, x3 := []float64{1, 1}, []float64{5, 1}, []float64{4, 4}
	for _, p := range []float64{1, 2, 3, 4, math.Inf(1)} {
		fmt.Printf("p = %v: L(x1,x2) = %.2f, L(x1,x3) = %.2f\n", p, knn.LpDistance(x1, x2, p), knn.LpDistance(x1, x3, p))
	}
	// Output:
	// p = 1: L(x1,x2) = 4.00, L(x1,x3) = 6.00
	// p = 2: L(x1,x2) = 4.00, L(x1,x3) = 4.24
	// p = 3: L(x1,x2) = 4.00, L(x1,x3) = 3.78
	// p = 4: L(x1,x2) = 4.00, L(x1,x3) = 3.57
	// p = +Inf: L(x1,x2) = 4.00, L(x1,x3) = 3.00
}

// The kd-tree of Li Hang's Example 3.2, nodes numbered level by level.
func ExampleNewKDTree() {
	x := mat.NewDense(6, 2, []float64{2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2})
	tree, err := knn.NewKDTree(x)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, nd := range tree.Nodes() {
		fmt.Printf("node %d: %v, split x^(%d) = %v, children %d %d\n",
			i, x.RawRowView(nd.Point), nd.Axis+1, tree.Split(i), nd.Left, nd.Right)
	}
	// Output:
	// node 0: [7 2], split x^(1) = 7, children 1 2
	// node 1: [5 4], split x^(2) = 4, children 3 4
	// node 2: [9 6], split x^(2) = 6, children 5 -1
	// node 3: [2 3], split x^(1) = 2, children -1 -1
	// node 4: [4 7], split x^(1) = 4, children -1 -1
	// node 5: [8 1], split x^(1) = 8, children -1 -1
}

// Algorithm 3.3 step by step on the tree of Example 3.2.
func ExampleKDTree_Trace() {
	x := mat.NewDense(6, 2, []float64{2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2})
	tree, _ := knn.NewKDTree(x)
	r := tree.Trace([]float64{2, 4.5}, 1, 2)
	for _, st := range r.Steps {
		fmt.Println(st)
	}
	fmt.Printf("nearest: point %d at %v after %d distances\n", r.Nearest[0], r.Distances[0], r.DistanceComputations)
	// Output:
	// start at the root, node 0
	// descend from node 0 to node 1, on the query's side of x^(1) = 7
	// descend from node 1 to node 4, on the query's side of x^(2) = 4
	// check node 4: distance 3.20156; nearest [3], radius 3.20156
	// back from node 4 to node 1
	// check node 1: distance 3.04138; nearest [1], radius 3.04138
	// the ball of radius 3.04138 around the query crosses the splitting line x^(2) = 4: search node 3
	// check node 3: distance 1.5; nearest [0], radius 1.5
	// back from node 3 to node 1
	// back from node 1 to node 0
	// check node 0: distance 5.59017; nearest [0], radius 1.5
	// prune node 2: the ball of radius 1.5 around the query does not cross the splitting line x^(1) = 7
	// back from node 0: the search ends
	// nearest: point 0 at 1.5 after 4 distances
}

// A 3-NN classifier: the vote of the three nearest points.
func ExampleNewKNN() {
	x := mat.NewDense(6, 2, []float64{0, 0, 1, 0, 0, 1, 5, 5, 6, 5, 5, 6})
	y := []float64{1, 1, 1, -1, -1, 1}
	m, err := knn.NewKNN(x, y, 3, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, q := range [][]float64{{1, 1}, {5.5, 5}} {
		label, nb, _ := m.Predict(q)
		fmt.Printf("%v: label %+g, neighbours %v, vote %+g\n", q, label, nb, m.Decision(q))
	}
	errs, _ := m.LeaveOneOut()
	fmt.Println("leave-one-out errors:", errs)
	// Output:
	// [1 1]: label +1, neighbours [1 2 0], vote +3
	// [5.5 5]: label -1, neighbours [3 4 5], vote -1
	// leave-one-out errors: 3
}
