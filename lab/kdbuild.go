package lab

import (
	"cmp"
	"slices"

	algoknn "perceptronlab/algo/knn"
)

// KDBuildNode is one step of Li Hang's Algorithm 3.2: the node it makes,
// the region it cuts and where.
type KDBuildNode struct {
	// Node is the node's number, in the order the algorithm creates them
	// (level by level, left to right), and Depth its depth, 0 at the root.
	Node, Depth int
	// Axis is the splitting axis l = Depth mod d, counted from 0.
	Axis int
	// Point is the node's point, its index in the data, and Split its
	// coordinate Axis: the splitting line is x^(Axis+1) = Split.
	Point int
	Split float64
	// Region holds the points of the node's region sorted by coordinate
	// Axis, equal coordinates by index; Point is at position len/2.
	Region []int
	// Left and Right count the points that go to each side.
	Left, Right int
}

// BuildNode returns step i of the tree's construction, and false when the
// tree has no node i.
func (n *Nearest) BuildNode(i int) (KDBuildNode, bool) {
	t := n.Tree()
	if t == nil || i < 0 || i >= t.Len() {
		return KDBuildNode{}, false
	}
	nd := t.Node(i)
	b := KDBuildNode{Node: i, Depth: KDDepths(t)[i], Axis: nd.Axis, Point: nd.Point, Split: t.Split(i)}
	b.Region = subtreePoints(t, i)
	set := n.s.Set()
	slices.SortFunc(b.Region, func(p, q int) int {
		return cmp.Or(cmp.Compare(set.Point(p)[nd.Axis], set.Point(q)[nd.Axis]), cmp.Compare(p, q))
	})
	b.Left, b.Right = len(subtreeNodes(t, nd.Left, nil)), len(subtreeNodes(t, nd.Right, nil))
	return b, true
}

// subtreePoints returns the points of node i's subtree.
func subtreePoints(t *algoknn.KDTree, i int) []int {
	nodes := subtreeNodes(t, i, nil)
	for j, nd := range nodes {
		nodes[j] = t.Node(nd).Point
	}
	return nodes
}

// KDDepths returns the depth of every node of t, 0 at the root.
func KDDepths(t *algoknn.KDTree) []int {
	nodes := t.Nodes()
	depth := make([]int, len(nodes))
	for i, nd := range nodes { // a parent is numbered before its children
		for _, c := range []int{nd.Left, nd.Right} {
			if c >= 0 {
				depth[c] = depth[i] + 1
			}
		}
	}
	return depth
}
