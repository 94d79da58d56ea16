package knnview

import (
	"fmt"
	"math"
	"strings"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// kdSearchText explains the steps of a kd-tree search (Li Hang, Algorithm
// 3.3) in the interface's language, with the numbers put in: which side of
// a splitting line the query lies on, each distance computed, and why a
// branch is searched or pruned.
type kdSearchText struct {
	tree *knn.KDTree
	set  *dataset.Set
	q    []float64
	p    float64
	k    int
}

// node names node i of the tree by its point: "x₆ = (7, 2)".
func (x kdSearchText) node(i int) string {
	if i < 0 || i >= x.tree.Len() {
		return "—"
	}
	return namedPoint(x.set, x.tree.Node(i).Point)
}

// namedPoint writes point i with its name: "x₆ = (7, 2)".
func namedPoint(set *dataset.Set, i int) string {
	return kit.PointName(i) + " = " + kit.Vec(set.Point(i))
}

// step explains st.
func (x kdSearchText) step(st knn.KDStep) string {
	switch st.Kind {
	case knn.KDDescend:
		return x.descend(st)
	case knn.KDCheck:
		return x.check(st)
	case knn.KDCross:
		return x.cross(st)
	case knn.KDPrune:
		return x.prune(st)
	}
	return x.back(st)
}

// descend explains a move down the tree, on the query's side of a line.
func (x kdSearchText) descend(st knn.KDStep) string {
	if st.Node < 0 {
		return fmt.Sprintf(i18n.T("Start at the root, %s, and go down to the region that holds q = %s."), x.node(st.Target), kit.Vec(x.q))
	}
	format := i18n.T("At %s, whose line is %s: q%s = %s ≥ %s, so go right, to %s.")
	if x.tree.Node(st.Node).Left == st.Target {
		format = i18n.T("At %s, whose line is %s: q%s = %s < %s, so go left, to %s.")
	}
	return fmt.Sprintf(format, x.node(st.Node), x.line(st), typeset.Superscript(st.Axis+1), kit.Num(x.q[st.Axis]),
		kit.Num(st.Split), x.node(st.Target))
}

// check explains the distance computed to a node's point and the best
// points after it.
func (x kdSearchText) check(st knn.KDStep) string {
	i := x.tree.Node(st.Node).Point
	d := fmt.Sprintf(i18n.T("Check %s: L%s(q, %s) = %s = %s."), x.node(st.Node), scene.PName(x.p), kit.PointName(i),
		lpFormula(x.q, x.set.Point(i), x.p), kit.Num(st.Dist))
	return d + " " + x.best(st)
}

// best says which points are nearest so far and the ball's radius.
func (x kdSearchText) best(st knn.KDStep) string {
	names := make([]string, len(st.Best))
	for j, i := range st.Best {
		names[j] = namedPoint(x.set, i)
	}
	if math.IsInf(st.Radius, 1) {
		return fmt.Sprintf(i18n.T("Nearest so far: %s; fewer than k = %d points seen, so the ball has no radius yet."),
			strings.Join(names, "; "), x.k)
	}
	return fmt.Sprintf(i18n.T("Nearest so far: %s; the ball around q has radius %s."), strings.Join(names, "; "), kit.Num(st.Radius))
}

// cross explains why the other side of a line is searched.
func (x kdSearchText) cross(st knn.KDStep) string {
	if math.IsInf(st.Radius, 1) {
		return fmt.Sprintf(i18n.T("Fewer than k = %d points seen yet: search the other side of %s as well, %s."),
			x.k, x.line(st), x.node(st.Target))
	}
	return fmt.Sprintf(i18n.T("The ball of radius %s around q reaches the line %s: |%s − %s| = %s ≤ %s, so the other side may hold a nearer point: search %s."),
		kit.Num(st.Radius), x.line(st), kit.Num(x.q[st.Axis]), kit.Num(st.Split), kit.Num(st.Gap), kit.Num(st.Radius), x.node(st.Target))
}

// prune explains why the other side of a line is skipped.
func (x kdSearchText) prune(st knn.KDStep) string {
	return fmt.Sprintf(i18n.T("The ball of radius %s around q does not reach the line %s: |%s − %s| = %s > %s, so nothing beyond it is nearer: prune %s and its subtree."),
		kit.Num(st.Radius), x.line(st), kit.Num(x.q[st.Axis]), kit.Num(st.Split), kit.Num(st.Gap), kit.Num(st.Radius), x.node(st.Target))
}

// back explains a return up the tree, or the end of the search.
func (x kdSearchText) back(st knn.KDStep) string {
	if st.Target >= 0 {
		return fmt.Sprintf(i18n.T("Back up from %s to %s."), x.node(st.Node), x.node(st.Target))
	}
	return fmt.Sprintf(i18n.T("Back at the root: the search ends after %d distance computations for %d points."),
		st.Computations, x.tree.Len()) + " " + x.best(st)
}

// line writes a step's splitting line: "x⁽¹⁾ = 7".
func (x kdSearchText) line(st knn.KDStep) string {
	return "x" + typeset.Superscript(st.Axis+1) + " = " + kit.Num(st.Split)
}

// lpFormula writes the Lp distance of a and b with the numbers put in:
// "√((2 − 5)² + (4.5 − 4)²)" for p = 2, "|2 − 5| + |4.5 − 4|" for p = 1,
// "max(|2 − 5|, |4.5 − 4|)" for p = ∞.
func lpFormula(a, b []float64, p float64) string {
	terms := make([]string, len(a))
	for j := range a {
		terms[j] = kit.Num(a[j]) + " − " + kit.Num(b[j])
		if b[j] < 0 {
			terms[j] = kit.Num(a[j]) + " + " + kit.Num(-b[j])
		}
	}
	switch {
	case p == 1:
		return "|" + strings.Join(terms, "| + |") + "|"
	case p == 2:
		return "√((" + strings.Join(terms, ")² + (") + ")²)"
	case math.IsInf(p, 1):
		return "max(|" + strings.Join(terms, "|, |") + "|)"
	}
	e := kit.Num(p)
	return "(|" + strings.Join(terms, "|^"+e+" + |") + "|^" + e + ")^(1/" + e + ")"
}

// kdBuildText explains step b of Algorithm 3.2 for the points of set.
func kdBuildText(set *dataset.Set, b lab.KDBuildNode) string {
	coords := make([]string, len(b.Region))
	for j, i := range b.Region {
		coords[j] = kit.Num(set.Point(i)[b.Axis])
	}
	c := "x" + typeset.Superscript(b.Axis+1)
	if len(b.Region) == 1 {
		return fmt.Sprintf(i18n.T("Node %d, depth %d: its region holds only %s, which becomes a leaf."), b.Node+1, b.Depth,
			namedPoint(set, b.Point))
	}
	text := fmt.Sprintf(i18n.T("Node %d, depth %d, splits on %s (l = %d mod %d + 1). Its region holds %d points; sorted by %s: %s."),
		b.Node+1, b.Depth, c, b.Depth, set.D, len(b.Region), c, strings.Join(coords, ", "))
	text += " " + fmt.Sprintf(i18n.T("The median, at position floor(%d/2) + 1 = %d, is %s: the splitting line is %s = %s."),
		len(b.Region), len(b.Region)/2+1, namedPoint(set, b.Point), c, kit.Num(b.Split))
	split := i18n.T("%d points go left (%s ≤ %s) and %d right (%s ≥ %s).")
	if b.Left == 1 { // "1 points go left" read wrong
		split = i18n.T("%d point goes left (%s ≤ %s) and %d right (%s ≥ %s).")
	}
	return text + " " + fmt.Sprintf(split, b.Left, c, kit.Num(b.Split), b.Right, c, kit.Num(b.Split))
}
