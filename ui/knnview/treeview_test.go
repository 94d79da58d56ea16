package knnview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
	"perceptronlab/ui/viewtest"
)

// TestKnnTreeViewMarksTheSearch draws Example 3.2's tree at step 12 of the
// search for (2, 4.5): x₆, x₂ and x₄ compared with q, x₁ = (2,3) the
// nearest, and x₃'s subtree (x₃, x₅) pruned because the ball of radius
// 1.5 does not reach x⁽¹⁾ = 7. The picture is the point: a golden image,
// with the bundled font.
func TestKnnTreeViewMarksTheSearch(t *testing.T) {
	viewtest.NewApp(t)
	set, err := lab.ReadExample("lihang32.csv")
	if err != nil {
		t.Fatal(err)
	}
	ts := lab.DefaultSettings()
	ts.Form = lab.KNN
	s := lab.NewSession()
	s.Replace(set, ts)
	nn := lab.NewNearest(s)
	nn.SetQuery([]float64{2, 4.5})
	nn.SetStep(11)
	nodes, current := treeNodes(nn, set.Point)
	want := map[string]treeMark{"x₁ (2, 3)": markBest, "x₂ (5, 4)": markVisited, "x₄ (4, 7)": markVisited,
		"x₆ (7, 2)": markVisited, "x₅ (8, 1)": markPruned, "x₃ (9, 6)": markPruned}
	for _, n := range nodes {
		if n.mark != want[n.title] {
			t.Errorf("%s marked %d, want %d", n.title, n.mark, want[n.title])
		}
	}
	if current < 0 || nodes[current].title != "x₆ (7, 2)" {
		t.Errorf("current node %d, want the root, whose far side is pruned", current)
	}
	v := newKDTreeView()
	v.set(nodes, current)
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(400, 190))
	test.AssertRendersToImage(t, "kdtree_search.png", w.Canvas())
}
