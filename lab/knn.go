package lab

import (
	"slices"

	algoknn "perceptronlab/algo/knn"
	"perceptronlab/param"
)

// Nearest is the k-NN form's state beside a Session (Li Hang, chapter 3):
// the classifier of the session's points with its k and p, rebuilt when
// they change; how much of the kd-tree's construction is shown; and a
// search from a query point, traced step by step. It follows the session
// by its Version, so a drag rebuilds the classifier and traces the search
// again, keeping the step. It is not safe for concurrent use.
type Nearest struct {
	s       *Session
	version int
	fresh   bool
	model   *algoknn.KNN
	tree    *algoknn.KDTree
	err     error

	built int // nodes of the tree shown; −1 for all of them
	query []float64
	trace algoknn.KDResult
	step  int
}

// NewNearest returns the k-NN state of s: the whole tree, no query.
func NewNearest(s *Session) *Nearest {
	return &Nearest{s: s, built: -1}
}

// sync rebuilds the classifier and the trace after a change to the points
// or the settings.
func (n *Nearest) sync() {
	if n.fresh && n.version == n.s.Version() {
		return
	}
	n.fresh, n.version = true, n.s.Version()
	n.model, n.tree, n.err = nil, nil, nil
	set, ts := n.s.Set(), n.s.Settings()
	x := set.Matrix()
	if x == nil {
		n.err = ErrNoPoints
		n.retrace()
		return
	}
	if err := param.K.CheckUpTo(int64(ts.K), int64(set.Len())); err != nil { // k ≤ N: the one check
		n.tree, _ = algoknn.NewKDTree(x) // the tree does not depend on k
		n.err = err
	} else if n.model, n.err = algoknn.NewKNN(x, set.Y, ts.K, ts.P); n.model != nil {
		n.tree = n.model.Tree()
	}
	n.retrace()
}

// retrace searches again for the query, keeping the step shown.
func (n *Nearest) retrace() {
	if n.tree == nil || len(n.query) != n.tree.Dim() {
		n.trace = algoknn.KDResult{}
		return
	}
	n.trace = n.tree.Trace(n.query, n.k(), n.s.Settings().P)
	n.step = min(n.step, len(n.trace.Steps)-1)
}

// k returns the k of the search: the setting, within 1…N.
func (n *Nearest) k() int {
	return min(max(n.s.Settings().K, 1), max(n.tree.Len(), 1))
}

// Model returns the classifier of the session's points, or why there is
// none: no points, or a k that is not from 1 to N.
func (n *Nearest) Model() (*algoknn.KNN, error) {
	n.sync()
	return n.model, n.err
}

// Tree returns the kd-tree of the session's points, or nil with no points.
func (n *Nearest) Tree() *algoknn.KDTree {
	n.sync()
	return n.tree
}

// Built returns how many nodes of the tree are shown, in the order
// Algorithm 3.2 creates them: from 0 to the number of points.
func (n *Nearest) Built() int {
	n.sync()
	if n.tree == nil {
		return 0
	}
	if n.built < 0 || n.built > n.tree.Len() {
		return n.tree.Len()
	}
	return n.built
}

// SetBuilt shows the first i nodes of the tree; i at or past the number of
// points shows the whole tree, also after points are added.
func (n *Nearest) SetBuilt(i int) {
	n.sync()
	if n.tree == nil || i >= n.tree.Len() {
		n.built = -1
		return
	}
	n.built = max(i, 0)
}

// Query returns the query point, or nil when none is placed.
func (n *Nearest) Query() []float64 { return slices.Clone(n.query) }

// SetQuery places the query point q and traces the search for it from its
// first step; nil removes it.
func (n *Nearest) SetQuery(q []float64) {
	n.sync()
	n.query, n.step = slices.Clone(q), 0
	n.retrace()
}

// Search returns the traced search for the query; it has no Steps when no
// query is placed.
func (n *Nearest) Search() algoknn.KDResult {
	n.sync()
	return n.trace
}

// Step returns the index of the search step shown, −1 when there is none.
func (n *Nearest) Step() int {
	n.sync()
	if len(n.trace.Steps) == 0 {
		return -1
	}
	return n.step
}

// SetStep shows search step i, clamped to the trace.
func (n *Nearest) SetStep(i int) {
	n.sync()
	n.step = min(max(i, 0), max(len(n.trace.Steps)-1, 0))
}

// AtEnd reports whether the step shown is the search's last.
func (n *Nearest) AtEnd() bool {
	n.sync()
	return n.step >= len(n.trace.Steps)-1
}

// KDNodeState is what the search has done with a node of the tree, up to
// the step shown.
type KDNodeState uint8

const (
	// KDUnseen is a node the search has not reached yet.
	KDUnseen KDNodeState = iota
	// KDVisited is a node whose point has been compared with the query.
	KDVisited
	// KDPruned is a node in a subtree the search skipped.
	KDPruned
)

// NodeStates returns the state of every node of the tree after the step
// shown, and the node that step is about (−1 when there is none): the
// target of a descent or a return, the node otherwise.
func (n *Nearest) NodeStates() (states []KDNodeState, current int) {
	n.sync()
	if n.tree == nil {
		return nil, -1
	}
	states, current = make([]KDNodeState, n.tree.Len()), -1
	if len(n.trace.Steps) == 0 {
		return states, current
	}
	for _, st := range n.trace.Steps[:n.step+1] {
		switch st.Kind {
		case algoknn.KDCheck:
			states[st.Node] = KDVisited
		case algoknn.KDPrune:
			for _, i := range subtreeNodes(n.tree, st.Target, nil) {
				states[i] = KDPruned
			}
		}
	}
	st := n.trace.Steps[n.step]
	current = st.Node
	if st.Kind == algoknn.KDDescend || st.Kind == algoknn.KDBacktrack {
		current = st.Target
	}
	return states, current
}

// subtreeNodes appends to dst the nodes of node i's subtree.
func subtreeNodes(t *algoknn.KDTree, i int, dst []int) []int {
	if i < 0 {
		return dst
	}
	nd := t.Node(i)
	dst = append(dst, i)
	return subtreeNodes(t, nd.Right, subtreeNodes(t, nd.Left, dst))
}
