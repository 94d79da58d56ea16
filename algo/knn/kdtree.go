package knn

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sort"

	"gonum.org/v1/gonum/mat"
)

// KDNode is one node of a KDTree. Each point of the data is the point of
// exactly one node.
type KDNode struct {
	// Point is the index of the node's point: its row in the data.
	Point int
	// Axis is the splitting axis l, counted from 0 (Li Hang counts from 1):
	// the node cuts its region by the hyperplane x^(l+1) = s through its
	// point, s being the point's coordinate l.
	Axis int
	// Left and Right are the indices of the child nodes, −1 for none. The
	// points of the left subtree have coordinate l ≤ s, those of the right
	// subtree ≥ s.
	Left, Right int
}

// KDTree is a kd-tree built by Li Hang's Algorithm 3.2. Its nodes are
// numbered in the order the algorithm creates them, level by level and
// left to right, so node 0 is the root.
//
// To make the tree reproducible the median is fixed as follows. At depth j
// (0 at the root) the axis is l = j mod k for points in k dimensions. The
// points of a region are sorted by coordinate l, equal coordinates by their
// index; the node is the point at position ⌊n/2⌋ of the n points, the left
// subtree is built from the points before it and the right subtree from
// those after it.
type KDTree struct {
	dim int
	// slab holds node i's record at slab[i*(dim+2):]: the coordinates of
	// its point, then two words of integer bits (kdPack): its left and
	// right children (−1 for none), and its point's index and its axis.
	// A search loads one cache line or two per node and decodes a node
	// with shifts, without converting floats or branching.
	slab []float64
	span float64 // the largest |coordinate|
}

// NewKDTree builds the kd-tree of the points in the rows of x. It returns
// an error when x has no points or a coordinate is not finite. Building
// takes O(N log N) time. A KDTree is safe for concurrent searches.
func NewKDTree(x *mat.Dense) (*KDTree, error) {
	data, n, d, err := kdData(x)
	if err != nil {
		return nil, err
	}
	return buildKDTree(data, n, d), nil
}

// kdData returns the points of x row by row, checked as NewKDTree says.
func kdData(x *mat.Dense) (data []float64, n, d int, err error) {
	data, n, d, err = rowMajor(x)
	if err == nil && n > math.MaxInt32 {
		err = fmt.Errorf("%d points: a kd-tree holds at most %d", n, math.MaxInt32)
	}
	return data, n, d, err
}

// Len returns the number of nodes, which is the number of points.
func (t *KDTree) Len() int { return len(t.slab) / (t.dim + 2) }

// Dim returns the dimension k of the points.
func (t *KDTree) Dim() int { return t.dim }

// Nodes returns the nodes, indexed by node number.
func (t *KDTree) Nodes() []KDNode {
	nodes := make([]KDNode, t.Len())
	for i := range nodes {
		nodes[i] = t.Node(i)
	}
	return nodes
}

// Node returns node i.
func (t *KDTree) Node(i int) KDNode {
	r := t.rec(i)
	left, right, axis := t.links(r)
	return KDNode{Point: t.point(r), Axis: axis, Left: left, Right: right}
}

// Split returns the coordinate s of the splitting line x^(l) = s of node i.
func (t *KDTree) Split(i int) float64 {
	r := t.rec(i)
	_, _, axis := t.links(r)
	return r[axis]
}

// rec returns the record of node i.
func (t *KDTree) rec(i int) []float64 {
	s := t.dim + 2
	return t.slab[i*s : (i+1)*s : (i+1)*s]
}

// links returns the children and the axis of the node of record r.
func (t *KDTree) links(r []float64) (left, right, axis int) {
	left, right = kdUnpack(r[t.dim])
	_, axis = kdUnpack(r[t.dim+1])
	return left, right, axis
}

// point returns the point index of the node of record r.
func (t *KDTree) point(r []float64) int {
	pt, _ := kdUnpack(r[t.dim+1])
	return pt
}

// kdPack stores two int32 values, lo and hi, in the bits of one float64
// word of a record. The word is only ever copied, never computed with, so
// its bits come back unchanged (math.Float64bits(math.Float64frombits(b))
// == b for every b, NaN patterns included).
func kdPack(lo, hi int) float64 {
	return math.Float64frombits(uint64(uint32(int32(lo))) | uint64(uint32(int32(hi)))<<32)
}

// kdUnpack returns the two values kdPack stored in w.
func kdUnpack(w float64) (lo, hi int) {
	b := math.Float64bits(w)
	return int(int32(uint32(b))), int(int32(uint32(b >> 32)))
}

// buildKDTree builds the tree of n finite points of dimension d stored row
// by row in data. Each region is split with a quickselect in the total
// order (coordinate, index), which yields the same node and the same two
// subsets as the stable sort of the rule.
func buildKDTree(data []float64, n, d int) *KDTree {
	b := kdBuilder{s: d + 1, rows: make([]float64, n*(d+1))}
	for i := range n {
		copy(b.rows[i*b.s:], data[i*d:(i+1)*d])
		b.rows[i*b.s+d] = float64(i)
	}
	t := &KDTree{dim: d, slab: make([]float64, n*(d+2))}
	// Regions (lo, hi, axis) wait in a queue; node i is made from the ith.
	regions := make([][3]int32, 1, n)
	regions[0] = [3]int32{0, int32(n), 0}
	for i := range n {
		lo, hi, axis := int(regions[i][0]), int(regions[i][1]), int(regions[i][2])
		mid := lo + (hi-lo)/2
		b.selectRow(lo, hi, mid, axis)
		r := t.rec(i)
		copy(r, b.rows[mid*b.s:(mid+1)*b.s])
		left, right, next := -1, -1, int32((axis+1)%d)
		if lo < mid {
			left = len(regions)
			regions = append(regions, [3]int32{int32(lo), int32(mid), next})
		}
		if mid+1 < hi {
			right = len(regions)
			regions = append(regions, [3]int32{int32(mid + 1), int32(hi), next})
		}
		r[d], r[d+1] = kdPack(left, right), kdPack(int(b.rows[mid*b.s+d]), axis)
	}
	for _, v := range data[:n*d] {
		t.span = max(t.span, math.Abs(v))
	}
	return t
}

// kdBuilder holds the points while they are rearranged: row r holds the
// coordinates of a point and then its index, rows[r*s:(r+1)*s].
type kdBuilder struct {
	s    int
	rows []float64
}

// key returns row r's key along axis l: its coordinate l and point index.
func (b *kdBuilder) key(r, l int) (float64, float64) {
	return b.rows[r*b.s+l], b.rows[r*b.s+b.s-1]
}

// before reports whether row r comes before the key (c, i).
func (b *kdBuilder) before(r, l int, c, i float64) bool {
	v := b.rows[r*b.s+l]
	return v < c || v == c && b.rows[r*b.s+b.s-1] < i
}

// after reports whether row r comes after the key (c, i).
func (b *kdBuilder) after(r, l int, c, i float64) bool {
	v := b.rows[r*b.s+l]
	return v > c || v == c && b.rows[r*b.s+b.s-1] > i
}

func (b *kdBuilder) swap(r, q int) {
	x, y := b.rows[r*b.s:(r+1)*b.s], b.rows[q*b.s:(q+1)*b.s]
	for c := range x {
		x[c], y[c] = y[c], x[c]
	}
}

// selectRow rearranges rows lo…hi−1 so that row m holds the row of rank
// m−lo in the order (coordinate l, index), with the smaller rows before it
// and the larger after. It is Floyd and Rivest's selection (CACM 18, 1975),
// whose pivot, the right element of a sample, needs about 1.5·n
// comparisons for a median. After too many unlucky pivots it sorts, so it
// never takes more than O(n log n).
func (b *kdBuilder) selectRow(lo, hi, m, l int) {
	left, right := lo, hi-1
	for budget := 2*bits.Len(uint(hi-lo)) + 4; right > left; budget-- {
		if budget == 0 {
			sort.Sort(kdRows{b, left, right + 1, l})
			return
		}
		if n := right - left + 1; n > 600 {
			lo, hi := kdSample(left, right, m)
			b.selectRow(lo, hi, m, l)
		}
		j := b.partition(left, right, m, l)
		if j <= m {
			left = j + 1
		}
		if m <= j {
			right = j - 1
		}
	}
}

// kdSample returns the sample range of rows left…right whose selection
// places a good pivot at row m.
func kdSample(left, right, m int) (lo, hi int) {
	n, i := float64(right-left+1), float64(m-left+1)
	z := math.Log(n)
	s := 0.5 * math.Exp(2*z/3)
	sd := math.Copysign(0.5*math.Sqrt(z*s*(n-s)/n), i-n/2)
	lo = max(left, int(float64(m)-i*s/n+sd))
	hi = min(right, int(float64(m)+(n-i)*s/n+sd)) + 1
	return lo, hi
}

// partition splits rows left…right around the key of row m and returns
// its final row j: rows before j come before it and rows after j after it.
func (b *kdBuilder) partition(left, right, m, l int) int {
	c, x := b.key(m, l)
	b.swap(left, m)
	if b.after(right, l, c, x) {
		b.swap(right, left)
	}
	i, j := left, right
	for i < j {
		b.swap(i, j)
		for i++; b.before(i, l, c, x); i++ {
		}
		for j--; b.after(j, l, c, x); j-- {
		}
	}
	if c0, x0 := b.key(left, l); c0 == c && x0 == x {
		b.swap(left, j)
	} else {
		j++
		b.swap(j, right)
	}
	return j
}

// kdRows sorts rows lo…hi−1 of a kdBuilder by axis l.
type kdRows struct {
	b          *kdBuilder
	lo, hi, ax int
}

func (r kdRows) Len() int { return r.hi - r.lo }
func (r kdRows) Less(i, j int) bool {
	c, x := r.b.key(r.lo+j, r.ax)
	return r.b.before(r.lo+i, r.ax, c, x)
}
func (r kdRows) Swap(i, j int) { r.b.swap(r.lo+i, r.lo+j) }

// Rect is the axis-aligned box of the points x with Min ≤ x ≤ Max.
type Rect struct{ Min, Max []float64 }

// KDCell is the region of one node of a KDTree and the cut that splits it,
// for drawing Algorithm 3.2 one node at a time.
type KDCell struct {
	// Node is the node's index and Depth its depth, 0 at the root.
	Node, Depth int
	// Cell is the region of the node's subtree.
	Cell Rect
	// Axis and Split give the splitting line x^(Axis+1) = Split, with Split
	// clamped into the cell.
	Axis  int
	Split float64
	// From and To are Cell.Min and Cell.Max with coordinate Axis set to
	// Split: in the plane, the ends of the splitting segment. The left
	// child's cell is {Cell.Min, To} and the right child's {From, Cell.Max}.
	From, To []float64
}

// Cells returns the cells of the nodes, in node order (the order in which
// Algorithm 3.2 creates them), the root's cell being bounds. The slices of
// the cells share memory and must not be modified. Cells panics when
// bounds does not have the tree's dimension or Min > Max somewhere.
func (t *KDTree) Cells(bounds Rect) []KDCell { return t.CellsUpto(bounds, t.Len()) }

// CellsUpto returns the cells of the first n nodes (all, when n is
// larger), as Cells does: a node is created before its children, so they
// need no other node. A figure draws the splitting lines of the first
// thousand nodes; the cells of all 10⁶ took 400 MB.
func (t *KDTree) CellsUpto(bounds Rect, n int) []KDCell {
	n = min(max(n, 0), t.Len())
	d := t.dim
	if len(bounds.Min) != d || len(bounds.Max) != d {
		panic("algo: bounds of the wrong dimension for the kd-tree")
	}
	for j := range d {
		if !(bounds.Min[j] <= bounds.Max[j]) {
			panic(fmt.Sprintf("algo: bounds with Min > Max on axis %d", j))
		}
	}
	if n == 0 {
		return nil
	}
	cells := make([]KDCell, n)
	ends := make([]float64, 2*d*n)
	cells[0].Cell = Rect{slices.Clone(bounds.Min), slices.Clone(bounds.Max)}
	for i := range n {
		nd := t.Node(i)
		c := &cells[i]
		c.Node, c.Axis = i, nd.Axis
		c.Split = min(max(t.Split(i), c.Cell.Min[nd.Axis]), c.Cell.Max[nd.Axis])
		c.From, c.To = ends[2*i*d:(2*i+1)*d:(2*i+1)*d], ends[(2*i+1)*d:(2*i+2)*d:(2*i+2)*d]
		copy(c.From, c.Cell.Min)
		copy(c.To, c.Cell.Max)
		c.From[nd.Axis], c.To[nd.Axis] = c.Split, c.Split
		if nd.Left >= 0 && nd.Left < n {
			cells[nd.Left].Cell, cells[nd.Left].Depth = Rect{c.Cell.Min, c.To}, c.Depth+1
		}
		if nd.Right >= 0 && nd.Right < n {
			cells[nd.Right].Cell, cells[nd.Right].Depth = Rect{c.From, c.Cell.Max}, c.Depth+1
		}
	}
	return cells
}

// Bounds returns the smallest box holding all the points.
func (t *KDTree) Bounds() Rect {
	d := t.dim
	r := Rect{slices.Clone(t.rec(0)[:d]), slices.Clone(t.rec(0)[:d])}
	for i := range t.Len() {
		for j, v := range t.rec(i)[:d] {
			r.Min[j], r.Max[j] = min(r.Min[j], v), max(r.Max[j], v)
		}
	}
	return r
}
