package knn

import (
	"fmt"
	"math"
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/typeset"
)

// KDResult is the outcome of a k-nearest-neighbour search of a KDTree.
type KDResult struct {
	// Nearest holds the indices of the k nearest points, nearest first;
	// points at equal distance come in index order.
	Nearest []int
	// Distances holds their LpDistance from the query.
	Distances []float64
	// Visited holds the nodes (KDTree node numbers) whose point was
	// compared with the query, in the order of the search.
	Visited []int
	// DistanceComputations is the number of distances computed,
	// len(Visited); a linear scan computes one per point.
	DistanceComputations int
	// Steps is the trace of the search, filled only when asked for: past
	// MaxKDSteps steps, the latest ones.
	Steps []KDStep
	// StepsLeftOut counts the first steps of a long traced search that
	// Steps leaves out, to keep within the Budget.
	StepsLeftOut int
}

// MaxKDSteps bounds the steps a traced search keeps: a step and what the
// CLI makes of it (its sentence, its JSON, twice the steps kept while the
// oldest wait to be let go) take about 2 KB, and a search of 10⁶
// identical points makes 3·10⁶ steps (3.4 GB before the bound). Past
// 2·MaxKDSteps, the oldest are let go.
const MaxKDSteps = numeric.Budget / 2048

// maxKDSteps is MaxKDSteps; tests lower it.
var maxKDSteps = MaxKDSteps

// Search returns the k nearest points to q in the Lp distance of order p,
// found by Li Hang's Algorithm 3.3 extended to k neighbours: a subtree is
// skipped only when its splitting line lies farther from q than the kth
// nearest point found so far. Along one axis a difference is never more
// than the Lp distance for any p ≥ 1, so the result is exactly that of a
// linear scan ordered by (LpDistance, index).
//
// A k larger than the number of points returns them all. Search panics
// when k < 1, when p fails CheckP, or when q has the wrong length or a NaN.
func (t *KDTree) Search(q []float64, k int, p float64) KDResult {
	var r KDResult
	t.SearchInto(&r, q, k, p, false)
	return r
}

// Trace is Search with the steps of the search recorded in Steps.
func (t *KDTree) Trace(q []float64, k int, p float64) KDResult {
	var r KDResult
	t.SearchInto(&r, q, k, p, true)
	return r
}

// SearchInto is Search, or Trace when trace is true, writing into r and
// reusing the capacity of its slices: once they have grown, a search
// without a trace allocates nothing.
func (t *KDTree) SearchInto(r *KDResult, q []float64, k int, p float64, trace bool) {
	t.checkQuery(q)
	s := t.searcher(k, p)
	s.best, s.dist, s.visited = r.Nearest[:0], r.Distances[:0], r.Visited[:0]
	s.keep, s.trace, s.steps = true, trace, r.Steps[:0]
	s.run(q)
	*r = KDResult{Nearest: s.best, Distances: s.dist, Visited: s.visited, DistanceComputations: s.comps,
		Steps: s.steps, StepsLeftOut: s.stepsOut}
}

// checkQuery panics unless q is a query point for the tree.
func (t *KDTree) checkQuery(q []float64) {
	if len(q) != t.dim {
		panic(fmt.Sprintf("algo: query of dimension %d for a kd-tree of dimension %d", len(q), t.dim))
	}
	for i, v := range q {
		if math.IsNaN(v) {
			panic(fmt.Sprintf("algo: query coordinate %d is NaN", i))
		}
	}
}

// kdSearch is the state of one k-nearest search. It can be reused.
type kdSearch struct {
	t        *KDTree
	m        metric
	k        int
	exclude  int // a point left out (leave-one-out), or −1
	q        []float64
	best     []int     // the best points so far, ordered by (dist, index)
	dist     []float64 // their distances
	nodes    []int32   // their nodes, kept by nearest for the next query
	stack    []kdFrame // nearest2's, kdMaxHeight long
	comps    int
	keep     bool // whether to record visited
	visited  []int
	trace    bool
	steps    []KDStep
	stepsOut int // steps let go (MaxKDSteps)
}

// searcher returns a search for the k nearest points in the distance of
// order p, panicking on a bad k or p.
func (t *KDTree) searcher(k int, p float64) kdSearch {
	if k < 1 {
		panic(fmt.Sprintf("algo: k-nearest search with k = %d", k))
	}
	return kdSearch{t: t, m: newMetric(p), k: min(k, t.Len()), exclude: -1}
}

// run searches for the k nearest points to q by Algorithm 3.3: with a
// trace by visit, else by walk2 (in the plane, p = 1, 2 or ∞) or walk, its
// loops, which check the same nodes in the same order.
func (s *kdSearch) run(q []float64) {
	s.q, s.best, s.dist, s.comps = q, s.best[:0], s.dist[:0], 0
	if !s.trace {
		if s.t.dim == 2 && s.m.kind != metricLp {
			s.walk2()
		} else {
			s.walk()
		}
		return
	}
	s.record(KDStep{Kind: KDDescend, Node: -1, Target: 0})
	s.visit(0, -1)
}

// kdMaxHeight bounds the height of a KDTree: a child's region holds at
// most half of its parent's points, so a tree of N < 2³¹ points has at
// most ⌊log₂ N⌋ + 1 ≤ 31 levels.
const kdMaxHeight = 32

// walk is visit without a trace, as a loop: it checks the same nodes in
// the same order and prunes the same subtrees. The stack holds the nodes
// whose near side is being searched and whose own point and far side
// wait.
func (s *kdSearch) walk() {
	t := s.t
	var stack [kdMaxHeight]int32
	top, i := 0, 0
	for {
		for i >= 0 { // down the near side to a leaf
			stack[top] = int32(i)
			top++
			r := t.rec(i)
			left, right, axis := t.links(r)
			if s.q[axis] < r[axis] {
				i = left
			} else {
				i = right
			}
		}
		for i < 0 { // back up to the first far side to search
			if top == 0 {
				return
			}
			top--
			j := int(stack[top])
			r := t.rec(j)
			s.check(j, r)
			left, right, axis := t.links(r)
			gap := s.q[axis] - r[axis]
			far := left
			if gap < 0 {
				far = right
			}
			if far >= 0 && (len(s.best) < s.k || !s.m.farther(math.Abs(gap), s.dist[s.k-1])) {
				i = far
			}
		}
	}
}

// visit searches the subtree of node i, whose parent is node parent.
func (s *kdSearch) visit(i, parent int) {
	r := s.t.rec(i)
	near, far, axis := s.t.links(r)
	gap := s.q[axis] - r[axis]
	if gap >= 0 { // Algorithm 3.3 goes left only when x^(l) < s
		near, far = far, near
	}
	if near >= 0 {
		if s.trace {
			s.record(KDStep{Kind: KDDescend, Node: i, Target: near, Axis: axis, Split: r[axis], Gap: math.Abs(gap)})
		}
		s.visit(near, i)
	}
	s.check(i, r)
	if far >= 0 {
		kind := KDCross
		if len(s.best) == s.k && s.m.farther(math.Abs(gap), s.dist[s.k-1]) {
			kind = KDPrune
		}
		if s.trace {
			s.record(KDStep{Kind: kind, Node: i, Target: far, Axis: axis, Split: r[axis], Gap: math.Abs(gap)})
		}
		if kind == KDCross {
			s.visit(far, i)
		}
	}
	if s.trace {
		s.record(KDStep{Kind: KDBacktrack, Node: i, Target: parent})
	}
}

// check compares the point of node i, with record r, with the best so far.
func (s *kdSearch) check(i int, r []float64) {
	d := s.t.dim
	pt := s.t.point(r)
	if pt == s.exclude {
		return
	}
	dist := s.m.dist(s.q, r[:d])
	s.comps++
	if s.keep {
		s.visited = append(s.visited, i)
	}
	s.offer(pt, dist)
	if s.trace {
		s.record(KDStep{Kind: KDCheck, Node: i, Target: -1, Dist: dist})
	}
}

// offer inserts point pt at distance d into the best so far if it is
// among the k nearest, keeping them ordered by (distance, index).
func (s *kdSearch) offer(pt int, d float64) {
	n := len(s.best)
	if n == s.k {
		if !kdBefore(d, pt, s.dist[n-1], s.best[n-1]) {
			return
		}
		n--
	} else {
		s.best, s.dist = append(s.best, 0), append(s.dist, 0)
	}
	for ; n > 0 && kdBefore(d, pt, s.dist[n-1], s.best[n-1]); n-- {
		s.best[n], s.dist[n] = s.best[n-1], s.dist[n-1]
	}
	s.best[n], s.dist[n] = pt, d
}

// kdBefore reports whether point i at distance d comes before point j at
// distance e.
func kdBefore(d float64, i int, e float64, j int) bool {
	return d < e || d == e && i < j
}

// radius returns the distance of the kth best point, +Inf before k points
// have been seen.
func (s *kdSearch) radius() float64 {
	if len(s.best) < s.k {
		return math.Inf(1)
	}
	return s.dist[s.k-1]
}

func (s *kdSearch) record(st KDStep) {
	if n := len(s.steps); n >= 2*maxKDSteps {
		s.steps = s.steps[:copy(s.steps, s.steps[n-maxKDSteps:])]
		s.stepsOut += n - maxKDSteps
	}
	st.Radius, st.Best, st.Computations = s.radius(), slices.Clone(s.best), s.comps
	s.steps = append(s.steps, st)
}

// KDStepKind is the kind of a step of a traced search.
type KDStepKind int

const (
	// KDDescend moves from Node into its child Target on the query's side
	// of the splitting line (from Node −1 into the root at the start).
	KDDescend KDStepKind = iota
	// KDCheck compares the point of Node with the best so far.
	KDCheck
	// KDCross searches Target, the child of Node on the other side of its
	// splitting line, because the ball around the query reaches the line
	// (Gap ≤ Radius) or fewer than k points have been seen.
	KDCross
	// KDPrune skips Target, the child of Node on the other side of its
	// splitting line, because the ball around the query does not reach it
	// (Gap > Radius, by a relative 10⁻¹² when p ∉ {1, 2, ∞}).
	KDPrune
	// KDBacktrack returns from Node to its parent Target (−1 at the end).
	KDBacktrack
)

// String returns the kind's name: descend, check, cross, prune or backtrack.
func (k KDStepKind) String() string {
	if k < KDDescend || k > KDBacktrack {
		return fmt.Sprintf("KDStepKind(%d)", int(k))
	}
	return [...]string{"descend", "check", "cross", "prune", "backtrack"}[k]
}

// KDStep is one step of a traced search: Algorithm 3.3 goes down to a leaf,
// then backs up, checking each node's point and deciding at each splitting
// line whether the other side can hold a nearer point.
type KDStep struct {
	Kind KDStepKind
	// Node and Target are node indices, as the kinds describe.
	Node, Target int
	// Axis, Split and Gap describe the splitting line x^(Axis+1) = Split of
	// Node, and Gap = |q^(Axis+1) − Split|, for KDCross, KDPrune and a
	// KDDescend from a node.
	Axis       int
	Split, Gap float64
	// Dist is the distance from the query to the point of Node, for KDCheck.
	Dist float64
	// Radius is the distance of the kth nearest point after the step, the
	// radius of the ball around the query; +Inf until k points are seen.
	Radius float64
	// Best holds the nearest point indices after the step, nearest first.
	Best []int
	// Computations counts the distances computed so far.
	Computations int
}

// String describes the step in a sentence.
func (st KDStep) String() string {
	r, line := typeset.FormatNumber(st.Radius), fmt.Sprintf("x^(%d) = %s", st.Axis+1, typeset.FormatNumber(st.Split))
	switch st.Kind {
	case KDDescend:
		if st.Node < 0 {
			return fmt.Sprintf("start at the root, node %d", st.Target)
		}
		return fmt.Sprintf("descend from node %d to node %d, on the query's side of %s", st.Node, st.Target, line)
	case KDCheck:
		return fmt.Sprintf("check node %d: distance %s; nearest %v, radius %s", st.Node, typeset.FormatNumber(st.Dist), st.Best, r)
	case KDCross:
		return fmt.Sprintf("the ball of radius %s around the query crosses the splitting line %s: search node %d", r, line, st.Target)
	case KDPrune:
		return fmt.Sprintf("prune node %d: the ball of radius %s around the query does not cross the splitting line %s", st.Target, r, line)
	case KDBacktrack:
		if st.Target < 0 {
			return fmt.Sprintf("back from node %d: the search ends", st.Node)
		}
		return fmt.Sprintf("back from node %d to node %d", st.Node, st.Target)
	}
	return st.Kind.String()
}
