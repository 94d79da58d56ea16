package knnview

import (
	"fmt"
	"slices"
	"strings"

	"perceptronlab/algo/knn"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// maxTreeDepth is the deepest level the tree tab draws: six levels, 63
// nodes, still fit the side panel with a scroll.
const maxTreeDepth = 5

// maxDistanceList bounds the points whose distance from the query the tab
// lists.
const maxDistanceList = 12

// refreshTree draws the nodes built so far, marked by the search.
func (p *treePanel) refreshTree() {
	nn := p.m.nn
	t := nn.Tree()
	if t == nil {
		p.tree.set(nil, -1)
		p.treeNote.SetText("")
		return
	}
	nodes, current := treeNodes(nn, p.m.r.Session().Set().Point)
	p.tree.set(nodes, current)
	depth := slices.Max(lab.KDDepths(t))
	if depth > maxTreeDepth {
		p.treeNote.SetText(fmt.Sprintf(i18n.T("The tree has %d levels; the first %d are drawn."), depth+1, maxTreeDepth+1))
	} else {
		p.treeNote.SetText(i18n.T("Left: the smaller side of each splitting line. Blue: compared with q; green: nearest so far; grey: pruned."))
	}
}

// treeNodes lays out the nodes of nn's tree built so far, down to
// maxTreeDepth, in in-order, marked by the search at the step shown.
func treeNodes(nn *lab.Nearest, point func(int) []float64) (nodes []treeNode, current int) {
	t := nn.Tree()
	depths := lab.KDDepths(t)
	states, cur := nn.NodeStates()
	var best []int
	if r := nn.Search(); len(r.Steps) > 0 {
		best = r.Steps[nn.Step()].Best
	}
	index := make([]int, t.Len()) // node → its place in nodes
	current = -1
	var walk func(i, parent int)
	walk = func(i, parent int) {
		if i < 0 || i >= nn.Built() || depths[i] > maxTreeDepth {
			return
		}
		nd := t.Node(i)
		walk(nd.Left, i)
		index[i] = len(nodes)
		n := treeNode{title: kit.PointName(nd.Point) + " " + kit.Vec(point(nd.Point)), col: len(nodes), depth: depths[i],
			split: "x" + typeset.Superscript(nd.Axis+1) + " = " + kit.Num(t.Split(i)), parent: parent, mark: nodeMark(states[i])}
		if slices.Contains(best, nd.Point) {
			n.mark = markBest
		}
		if i == cur {
			current = len(nodes)
		}
		nodes = append(nodes, n)
		walk(nd.Right, i)
	}
	walk(0, -1)
	for j := range nodes { // parents were recorded as node numbers
		if nodes[j].parent >= 0 {
			nodes[j].parent = index[nodes[j].parent]
		}
	}
	return nodes, current
}

// nodeMark returns the drawn mark of a search state.
func nodeMark(s lab.KDNodeState) treeMark {
	switch s {
	case lab.KDVisited:
		return markVisited
	case lab.KDPruned:
		return markPruned
	}
	return markPlain
}

// refreshSearch shows the search step and explains it.
func (p *treePanel) refreshSearch() {
	nn := p.m.nn
	r, step := nn.Search(), nn.Step()
	kit.SetEnabled(p.clearQuery, nn.Query() != nil)
	kit.SetEnabled(p.gifBtn, step >= 0)
	if step < 0 {
		p.search.enable(false, false)
		p.searchPos.SetText("")
		p.searchText.SetText(i18n.T("Ctrl+click on the plane, or tick the box above and click, to place a query point q; then step its search."))
		p.distances.SetText("")
		return
	}
	p.search.enable(step > 0, step < len(r.Steps)-1)
	p.searchPos.SetText(fmt.Sprintf(i18n.T("step %d of %d"), step+1, len(r.Steps)))
	p.searchText.SetText(p.m.searchText().step(r.Steps[step]))
	p.distances.SetText(p.distanceList())
}

// searchText returns the explainer of the current search.
func (m *Method) searchText() kdSearchText {
	s, nn := m.r.Session(), m.nn
	return kdSearchText{tree: nn.Tree(), set: s.Set(), q: nn.Query(), p: s.Settings().P,
		k: min(max(s.Settings().K, 1), nn.Tree().Len())}
}

// distanceList lists every point's distance from the query, for a few
// points (Example 3.1: how the nearest changes with p).
func (p *treePanel) distanceList() string {
	set, q, pp := p.m.r.Session().Set(), p.m.nn.Query(), p.m.r.Session().Settings().P
	if set.Len() > maxDistanceList || q == nil || p.m.r.PredictHides() {
		return ""
	}
	parts := make([]string, set.Len())
	for i := range parts {
		parts[i] = kit.PointName(i) + " " + kit.Num(knn.LpDistance(q, set.Point(i), pp))
	}
	return fmt.Sprintf(i18n.T("L%s distances from q: %s"), scene.PName(pp), strings.Join(parts, " · "))
}
