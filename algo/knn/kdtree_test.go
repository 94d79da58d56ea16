package knn_test

import (
	"cmp"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
)

// kdLiHang32 is the set T of Li Hang's Example 3.2.
func kdLiHang32() *mat.Dense {
	return mat.NewDense(6, 2, []float64{2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2})
}

// The tree of Example 3.2 (the book's Figure 3.3): root (7,2), left (5,4)
// with children (2,3) and (4,7), right (9,6) with left child (8,1).
// Nodes are numbered level by level.
func TestKDTreeLiHang32(t *testing.T) {
	t.Parallel()
	tree, err := knn.NewKDTree(kdLiHang32())
	if err != nil {
		t.Fatal(err)
	}
	want := []knn.KDNode{
		{Point: 5, Axis: 0, Left: 1, Right: 2},   // (7,2)
		{Point: 1, Axis: 1, Left: 3, Right: 4},   // (5,4)
		{Point: 2, Axis: 1, Left: 5, Right: -1},  // (9,6)
		{Point: 0, Axis: 0, Left: -1, Right: -1}, // (2,3)
		{Point: 3, Axis: 0, Left: -1, Right: -1}, // (4,7)
		{Point: 4, Axis: 0, Left: -1, Right: -1}, // (8,1)
	}
	if got := tree.Nodes(); !slices.Equal(got, want) {
		t.Errorf("nodes\n got %v\nwant %v", got, want)
	}
	for i, s := range []float64{7, 4, 6, 2, 4, 8} {
		if got := tree.Split(i); got != s {
			t.Errorf("node %d: split %v, want %v", i, got, s)
		}
	}
}

// kdRefNode is a node of kdRefTree.
type kdRefNode struct {
	point, axis int
	left, right *kdRefNode
}

// kdRefTree builds the subtree of the points idx literally as the rule of
// KDTree says: a stable sort by coordinate l of the points in index order,
// the node at position ⌊n/2⌋.
func kdRefTree(x *mat.Dense, idx []int, depth int) *kdRefNode {
	if len(idx) == 0 {
		return nil
	}
	_, d := x.Dims()
	l := depth % d
	s := slices.Clone(idx)
	slices.Sort(s)
	slices.SortStableFunc(s, func(a, b int) int { return cmp.Compare(x.At(a, l), x.At(b, l)) })
	m := len(s) / 2
	return &kdRefNode{s[m], l, kdRefTree(x, s[:m], depth+1), kdRefTree(x, s[m+1:], depth+1)}
}

// kdSameTree reports whether node i of nodes has the shape of ref.
func kdSameTree(nodes []knn.KDNode, i int, ref *kdRefNode) bool {
	if i < 0 || ref == nil {
		return i < 0 && ref == nil
	}
	nd := nodes[i]
	return nd.Point == ref.point && nd.Axis == ref.axis &&
		kdSameTree(nodes, nd.Left, ref.left) && kdSameTree(nodes, nd.Right, ref.right)
}

// kdCheckRule fails t unless the tree of x is the reference tree and its
// nodes are numbered level by level.
func kdCheckRule(t *testing.T, x *mat.Dense) *knn.KDTree {
	t.Helper()
	tree, err := knn.NewKDTree(x)
	if err != nil {
		t.Fatal(err)
	}
	n, _ := x.Dims()
	nodes := tree.Nodes()
	if !kdSameTree(nodes, 0, kdRefTree(x, kdRange(n), 0)) {
		t.Fatalf("tree of %d points breaks the median rule", n)
	}
	// Level order: node i's children are the next unnumbered nodes.
	next := 1
	for i, nd := range nodes {
		for _, c := range []int{nd.Left, nd.Right} {
			if c >= 0 && c != next {
				t.Fatalf("node %d: child %d, want %d in level order", i, c, next)
			}
			if c >= 0 {
				next++
			}
		}
	}
	return tree
}

func kdRange(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// kdRandom returns n points in d dimensions: integer coordinates in
// [0, grid) when grid > 0, so that coordinates and distances tie often,
// else uniform in [0, 1).
func kdRandom(rng *rand.Rand, n, d, grid int) *mat.Dense {
	x := mat.NewDense(n, d, nil)
	for i := range n {
		for j := range d {
			v := rng.Float64()
			if grid > 0 {
				v = float64(rng.IntN(grid))
			}
			x.Set(i, j, v)
		}
	}
	return x
}

// The fast build (selection in the order (coordinate, index)) gives the
// tree of the literal rule on sets of many sizes, with and without ties,
// in 1 to 3 dimensions, sorted input included; 3000 points exercise the
// sampling of Floyd and Rivest's selection (used above 600 rows).
func TestKDTreeRule(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(32, 1))
	for _, grid := range []int{0, 3, 20} {
		for d := 1; d <= 3; d++ {
			for _, n := range []int{1, 2, 3, 12, 13, 14, 50, 300, 601, 3000} {
				kdCheckRule(t, kdRandom(rng, n, d, grid))
			}
		}
	}
	sorted := mat.NewDense(2000, 2, nil)
	for i := range 2000 {
		sorted.SetRow(i, []float64{float64(i), float64(2000 - i)})
	}
	kdCheckRule(t, sorted)
}

func TestNewKDTreeErrors(t *testing.T) {
	t.Parallel()
	for _, x := range []*mat.Dense{
		{}, mat.NewDense(2, 2, []float64{1, 2, math.NaN(), 0}),
		mat.NewDense(1, 2, []float64{math.Inf(-1), 0}),
	} {
		if _, err := knn.NewKDTree(x); err == nil {
			t.Errorf("no error for %v", x.RawMatrix().Data)
		}
	}
}

// The cells of Example 3.2 in [0,10]² (the book's Figure 3.3): the root
// cuts at x⁽¹⁾ = 7, its children at x⁽²⁾ = 4 and x⁽²⁾ = 6.
func TestKDTreeCells(t *testing.T) {
	t.Parallel()
	tree, _ := knn.NewKDTree(kdLiHang32())
	cells := tree.Cells(knn.Rect{Min: []float64{0, 0}, Max: []float64{10, 10}})
	want := []struct {
		depth    int
		min, max []float64
		from, to []float64
	}{
		{0, []float64{0, 0}, []float64{10, 10}, []float64{7, 0}, []float64{7, 10}},
		{1, []float64{0, 0}, []float64{7, 10}, []float64{0, 4}, []float64{7, 4}},
		{1, []float64{7, 0}, []float64{10, 10}, []float64{7, 6}, []float64{10, 6}},
		{2, []float64{0, 0}, []float64{7, 4}, []float64{2, 0}, []float64{2, 4}},
		{2, []float64{0, 4}, []float64{7, 10}, []float64{4, 4}, []float64{4, 10}},
		{2, []float64{7, 0}, []float64{10, 6}, []float64{8, 0}, []float64{8, 6}},
	}
	for i, w := range want {
		c := cells[i]
		if c.Node != i || c.Depth != w.depth || !slices.Equal(c.Cell.Min, w.min) || !slices.Equal(c.Cell.Max, w.max) ||
			!slices.Equal(c.From, w.from) || !slices.Equal(c.To, w.to) {
			t.Errorf("cell %d: got %+v, want %+v", i, c, w)
		}
	}
	// A split outside the bounds is clamped into the cell.
	cells = tree.Cells(knn.Rect{Min: []float64{0, 0}, Max: []float64{5, 5}})
	if c := cells[0]; c.Split != 5 || !slices.Equal(c.From, []float64{5, 0}) {
		t.Errorf("clamped root cell: %+v", c)
	}
	b := tree.Bounds()
	if !slices.Equal(b.Min, []float64{2, 1}) || !slices.Equal(b.Max, []float64{9, 7}) {
		t.Errorf("Bounds() = %+v, want [2 1]–[9 7]", b)
	}
}

// kdBrute returns the k nearest rows of x to q by a linear scan, ordered
// by (LpDistance, index): the reference every search must equal.
func kdBrute(x *mat.Dense, q []float64, k int, p float64) ([]int, []float64) {
	n, _ := x.Dims()
	k = min(k, n)
	idx, dist := make([]int, 0, k+1), make([]float64, 0, k+1)
	for i := range n {
		// Point i goes after every kept point not farther than it.
		di := knn.LpDistance(x.RawRowView(i), q, p)
		j := len(dist)
		for j > 0 && dist[j-1] > di {
			j--
		}
		if j < k {
			idx, dist = slices.Insert(idx, j, i), slices.Insert(dist, j, di)
			idx, dist = idx[:min(len(idx), k)], dist[:min(len(dist), k)]
		}
	}
	return idx, dist
}

// kdCheckSearch fails t unless the kd-tree search equals the linear scan
// exactly: the same points in the same order at the same distances.
func kdCheckSearch(t *testing.T, tree *knn.KDTree, x *mat.Dense, q []float64, k int, p float64) knn.KDResult {
	t.Helper()
	got := tree.Search(q, k, p)
	idx, dist := kdBrute(x, q, k, p)
	if !slices.Equal(got.Nearest, idx) || !slices.Equal(got.Distances, dist) {
		t.Fatalf("q = %v, k = %d, p = %v: search %v at %v, scan %v at %v", q, k, p, got.Nearest, got.Distances, idx, dist)
	}
	n, _ := x.Dims()
	if got.DistanceComputations != len(got.Visited) || got.DistanceComputations > n {
		t.Fatalf("%d distance computations, %d visited, %d points", got.DistanceComputations, len(got.Visited), n)
	}
	return got
}

var kdOrders = []float64{1, 2, 3, math.Inf(1)}

// Li Hang's Example 3.2 tree and the query (2, 4.5): the nearest point is
// (2,3) at distance 1.5 in every Lp (they differ along x⁽²⁾ only).
func TestKDSearchLiHang(t *testing.T) {
	t.Parallel()
	x := kdLiHang32()
	tree, _ := knn.NewKDTree(x)
	for _, p := range kdOrders {
		r := kdCheckSearch(t, tree, x, []float64{2, 4.5}, 1, p)
		if r.Nearest[0] != 0 || r.Distances[0] != 1.5 {
			t.Errorf("p = %v: nearest %v at %v, want point 0 (2,3) at 1.5", p, r.Nearest, r.Distances)
		}
	}
}

// Search equals the linear scan on 10⁴ queries in all against 200 points:
// continuous sets and integer grids (many tied coordinates and distances,
// duplicates), in 2 and 3 dimensions, for p = 1, 2, 3, ∞ and k = 1, 3, 7.
func TestKDSearchBrute(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(33, 1))
	const perCase = 10000 / 48
	for _, grid := range []int{0, 6} {
		for _, d := range []int{2, 3} {
			x := kdRandom(rng, 200, d, grid)
			tree, _ := knn.NewKDTree(x)
			for _, p := range kdOrders {
				for _, k := range []int{1, 3, 7} {
					for range perCase {
						q := kdRandom(rng, 1, d, 0).RawRowView(0)
						if grid > 0 {
							q = kdRandom(rng, 1, d, grid+2).RawRowView(0)
						}
						kdCheckSearch(t, tree, x, q, k, p)
					}
				}
			}
		}
	}
}

// On 10⁵ uniform points in the unit square a nearest-neighbour query in
// L2 computes a few dozen distances, not 10⁵ (Li Hang §3.3.2: the search
// is O(log N) for random points); the bound 100 leaves room.
func TestKDSearchPrunes(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(34, 1))
	x := kdRandom(rng, 100000, 2, 0)
	tree, _ := knn.NewKDTree(x)
	const queries = 2000
	var total int
	for range queries {
		total += tree.Search(kdRandom(rng, 1, 2, 0).RawRowView(0), 1, 2).DistanceComputations
	}
	if avg := float64(total) / queries; avg >= 100 {
		t.Errorf("%.1f distance computations per query, want < 100", avg)
	} else {
		t.Logf("%.1f distance computations per query", avg)
	}
}

// The trace of Example 3.2's tree and q = (2, 4.5) in L2, by hand from
// Algorithm 3.3: down to the leaf (4,7), back to (5,4), which is nearer;
// the ball of radius √9.25 ≈ 3.04 crosses x⁽²⁾ = 4 (gap 0.5), so (2,3) is
// checked and becomes the nearest at 1.5; at the root (7,2) the ball of
// radius 1.5 does not reach x⁽¹⁾ = 7 (gap 5), so (9,6)'s subtree is pruned.
func TestKDTrace(t *testing.T) {
	t.Parallel()
	tree, _ := knn.NewKDTree(kdLiHang32())
	r := tree.Trace([]float64{2, 4.5}, 1, 2)
	type step struct {
		kind         knn.KDStepKind
		node, target int
		best         int
	}
	const D, C, X, P, B = knn.KDDescend, knn.KDCheck, knn.KDCross, knn.KDPrune, knn.KDBacktrack
	want := []step{
		{D, -1, 0, -1}, {D, 0, 1, -1}, {D, 1, 4, -1}, {C, 4, -1, 3}, {B, 4, 1, 3},
		{C, 1, -1, 1}, {X, 1, 3, 1}, {C, 3, -1, 0}, {B, 3, 1, 0}, {B, 1, 0, 0},
		{C, 0, -1, 0}, {P, 0, 2, 0}, {B, 0, -1, 0},
	}
	if len(r.Steps) != len(want) {
		t.Fatalf("%d steps, want %d: %v", len(r.Steps), len(want), r.Steps)
	}
	for i, w := range want {
		s := r.Steps[i]
		best := -1
		if len(s.Best) > 0 {
			best = s.Best[0]
		}
		if s.Kind != w.kind || s.Node != w.node || s.Target != w.target || best != w.best {
			t.Errorf("step %d: %v", i, s)
		}
	}
	if !slices.Equal(r.Visited, []int{4, 1, 3, 0}) || r.DistanceComputations != 4 {
		t.Errorf("visited %v, %d computations; want [4 1 3 0], 4", r.Visited, r.DistanceComputations)
	}
	// Both crossing tests, with their numbers (tolerance: a few ulps).
	cross, prune := r.Steps[6], r.Steps[11]
	if cross.Gap != 0.5 || math.Abs(cross.Radius-math.Sqrt(9.25)) > 1e-15 || prune.Gap != 5 || prune.Radius != 1.5 {
		t.Errorf("cross %+v, prune %+v", cross, prune)
	}
	const reason = "prune node 2: the ball of radius 1.5 around the query does not cross the splitting line x^(1) = 7"
	if prune.String() != reason {
		t.Errorf("prune step reads %q, want %q", prune.String(), reason)
	}
	if r2 := tree.Search([]float64{2, 4.5}, 1, 2); r2.Steps != nil || !slices.Equal(r2.Visited, r.Visited) {
		t.Errorf("Search without trace: %+v", r2)
	}
}

// kdFuzzData encodes a fuzz input: dimension, order, k, then the query and
// the points as float64 bits.
func kdFuzzData(d, order, k byte, v ...float64) []byte {
	b := []byte{d, order, k}
	for _, x := range v {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	return b
}

// FuzzKDTree checks the build rule and that the search equals the linear
// scan for points of any finite magnitude, subnormals to 1.7e308, where
// powers overflow and underflow.
func FuzzKDTree(f *testing.F) {
	f.Add(kdFuzzData(1, 1, 0, 2, 4.5, 2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2))
	f.Add(kdFuzzData(1, 0, 2, 1e300, -1e300, 1.7e308, 0, -1.7e308, 1e308, 1e-300, 5e-324, 3, 4))
	f.Add(kdFuzzData(2, 2, 1, 5e-324, 1e-310, 0, 0, 2e-323, 1e-320, 1e-300, 1e-308, 7e-310, 3e-324, 1, 1))
	f.Add(kdFuzzData(0, 4, 7, 1e154, 1e154, 1e160, 1e160, -1e160, 1e-160, 1e200, 1, 1e154, 1e154))
	f.Add(kdFuzzData(0, 3, 3, 0, 0, 1, 1, 1, 1, -1, -1, 1, -1, -1, 1, 0, 2))
	orders := []float64{1, 2, 3, math.Inf(1), 1.5, 40}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		d, p, k := 1+int(data[0])%3, orders[int(data[1])%len(orders)], 1+int(data[2])%8
		var v []float64
		for b := data[3:]; len(b) >= 8 && len(v) < 65*d; b = b[8:] {
			x := math.Float64frombits(binary.LittleEndian.Uint64(b))
			if math.IsNaN(x) || math.IsInf(x, 0) {
				x = 0
			}
			v = append(v, x)
		}
		n := len(v)/d - 1
		if n < 1 {
			return
		}
		x := mat.NewDense(n, d, v[d:(n+1)*d])
		tree := kdCheckRule(t, x)
		kdCheckSearch(t, tree, x, v[:d], k, p)
		tree.Cells(tree.Bounds())
		// The classifier's own search, twice: the second starts from the
		// neighbours of the first.
		y := make([]float64, n)
		for i := range y {
			y[i] = float64(1 - 2*(i%2))
		}
		m, err := knn.NewKNN(x, y, min(k, n), p)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range [][]float64{v[:d], x.RawRowView(n / 2)} {
			idx, dist := kdBrute(x, q, k, p)
			if _, nb, dd := m.Predict(q); !slices.Equal(nb, idx) || !slices.Equal(dd, dist) {
				t.Fatalf("q = %v, k = %d, p = %v: classifier %v at %v, scan %v at %v", q, k, p, nb, dd, idx, dist)
			}
		}
	})
}

// Search checks the same nodes in the same order as Trace, which follows
// Algorithm 3.3 step by step, on continuous sets and integer grids in 1 to
// 3 dimensions, for every kind of order p.
func TestKDSearchVisitsAsTrace(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(43, 1))
	for _, grid := range []int{0, 5} {
		for d := 1; d <= 3; d++ {
			x := kdRandom(rng, 150, d, grid)
			tree, _ := knn.NewKDTree(x)
			for _, p := range []float64{1, 1.5, 2, math.Inf(1)} {
				for _, k := range []int{1, 4} {
					for range 20 {
						q := kdRandom(rng, 1, d, grid+1).RawRowView(0)
						s, tr := tree.Search(q, k, p), tree.Trace(q, k, p)
						if !slices.Equal(s.Visited, tr.Visited) || !slices.Equal(s.Nearest, tr.Nearest) {
							t.Fatalf("d = %d, p = %v, k = %d, q = %v: Search visits %v, Trace %v", d, p, k, q, s.Visited, tr.Visited)
						}
					}
				}
			}
		}
	}
}

// Programmer errors panic with "algo: …".
func TestKDTreePanics(t *testing.T) {
	t.Parallel()
	tree, _ := knn.NewKDTree(kdLiHang32())
	for name, f := range map[string]func(){
		"short query": func() { tree.Search([]float64{1}, 1, 2) },
		"NaN query":   func() { tree.Search([]float64{1, math.NaN()}, 1, 2) },
		"k = 0":       func() { tree.Search([]float64{1, 2}, 0, 2) },
		"p = 0.5":     func() { tree.Trace([]float64{1, 2}, 1, 0.5) },
		"bounds dim":  func() { tree.Cells(knn.Rect{Min: []float64{0}, Max: []float64{1}}) },
		"bounds flip": func() { tree.Cells(knn.Rect{Min: []float64{0, 1}, Max: []float64{1, 0}}) },
	} {
		func() {
			defer func() {
				if r, _ := recover().(string); !strings.HasPrefix(r, "algo: ") {
					t.Errorf("%s: panic %q, want one starting with \"algo: \"", name, r)
				}
			}()
			f()
		}()
	}
}

// A k above the number of points returns them all; the accessors.
func TestKDTreeSmall(t *testing.T) {
	t.Parallel()
	x := kdLiHang32()
	tree, _ := knn.NewKDTree(x)
	r := kdCheckSearch(t, tree, x, []float64{0, 0}, 10, math.Inf(1))
	if len(r.Nearest) != 6 || r.DistanceComputations != 6 || tree.Len() != 6 || tree.Dim() != 2 {
		t.Errorf("k = 10 of 6: %+v; Len %d, Dim %d", r, tree.Len(), tree.Dim())
	}
	if s := knn.KDStepKind(9).String(); s != "KDStepKind(9)" {
		t.Errorf("unknown kind reads %q", s)
	}
	m, _ := knn.NewKNN(x, []float64{1, 1, 1, -1, -1, -1}, 3, 1)
	if m.K() != 3 || m.P() != 1 || m.Tree().Len() != 6 {
		t.Errorf("K %d, P %v, Tree().Len() %d", m.K(), m.P(), m.Tree().Len())
	}
}
