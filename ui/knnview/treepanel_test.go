package knnview

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/scene"
)

// TestKnnExample32TreeInTab opens Example 3.2: the kd-tree tab shows, and
// draws Li Hang's tree in in-order, each node under its
// parent with its splitting line; First empties it, Next makes the root,
// which splits the six points at x⁽¹⁾ = 7.
func TestKnnExample32TreeInTab(t *testing.T) {
	r, m := newTestMethod(t)
	openExample(t, r, m, "lihang32")
	if !r.TabShown("tree") {
		t.Error("Example 3.2 did not show the kd-tree tab")
	}
	// In in-order: (2,3), (5,4), (4,7) | (7,2) | (8,1), (9,6).
	want := []struct {
		title  string
		depth  int
		parent string
	}{{"x₁ (2, 3)", 2, "x₂ (5, 4)"}, {"x₂ (5, 4)", 1, "x₆ (7, 2)"}, {"x₄ (4, 7)", 2, "x₂ (5, 4)"},
		{"x₆ (7, 2)", 0, ""}, {"x₅ (8, 1)", 2, "x₃ (9, 6)"}, {"x₃ (9, 6)", 1, "x₆ (7, 2)"}}
	p := treeTab(r)
	nodes := p.tree.nodes
	if len(nodes) != len(want) {
		t.Fatalf("%d nodes drawn, want 6", len(nodes))
	}
	for i, w := range want {
		parent := ""
		if nodes[i].parent >= 0 {
			parent = nodes[nodes[i].parent].title
		}
		if nodes[i].title != w.title || nodes[i].depth != w.depth || parent != w.parent {
			t.Errorf("node %d: %q depth %d under %q, want %q depth %d under %q", i, nodes[i].title, nodes[i].depth,
				parent, w.title, w.depth, w.parent)
		}
	}
	if nodes[3].split != "x⁽¹⁾ = 7" || nodes[1].split != "x⁽²⁾ = 4" {
		t.Errorf("splits %q, %q", nodes[3].split, nodes[1].split)
	}
	// Back to the start, then one node: the root, cut at x⁽¹⁾ = 7.
	test.Tap(p.build.first)
	if len(p.tree.nodes) != 0 || countShapes(r, m.Models(), scene.LayerSplits) != 0 {
		t.Errorf("after First: %d nodes, %d lines", len(p.tree.nodes), countShapes(r, m.Models(), scene.LayerSplits))
	}
	test.Tap(p.build.next)
	if len(p.tree.nodes) != 1 || countShapes(r, m.Models(), scene.LayerSplits) != 1 ||
		!strings.Contains(p.buildText.Text, "2, 4, 5, 7, 8, 9") || !strings.Contains(p.buildText.Text, "x₆ = (7, 2)") {
		t.Errorf("step 1: %d nodes, text %q", len(p.tree.nodes), p.buildText.Text)
	}
}

// TestKnnSearchStepsToBookAnswer places the query (2, 4.5) in Example 3.2
// and steps the search to its end with the tab's → button: the nearest
// point is x₁ = (2,3) at distance √((2 − 2)² + (4.5 − 3)²) = 1.5.
func TestKnnSearchStepsToBookAnswer(t *testing.T) {
	r, m := newTestMethod(t)
	openExample(t, r, m, "lihang32")
	m.Query([]float64{2, 4.5}) // what the window does on Ctrl+click
	r.Refresh()
	p := treeTab(r)
	if !strings.Contains(p.searchText.Text, "x₆ = (7, 2)") || p.searchPos.Text != "step 1 of "+strconv.Itoa(len(m.Nearest().Search().Steps)) {
		t.Errorf("first step: %q (%s)", p.searchText.Text, p.searchPos.Text)
	}
	for range 100 {
		if p.search.next.Disabled() {
			break
		}
		test.Tap(p.search.next)
	}
	ks := modelsOf[scene.KDSearch](m.Models())
	if len(ks) != 1 || ks[0].Step != len(ks[0].Result.Steps)-1 {
		t.Fatalf("the plane does not show the last search step: %+v", ks)
	}
	last := ks[0].Result.Steps[ks[0].Step]
	if !slices.Equal(last.Best, []int{0}) || last.Radius != 1.5 {
		t.Errorf("the search ends at %v with radius %v, want x₁ at 1.5", last.Best, last.Radius)
	}
	if !strings.Contains(p.searchText.Text, "x₁ = (2, 3)") || !strings.Contains(p.searchText.Text, "1.5") {
		t.Errorf("last step: %q", p.searchText.Text)
	}
	if ex := m.Explanation(); len(ex) != 1 || !strings.HasSuffix(ex[0], p.searchText.Text) {
		t.Errorf("the strip under the plane explains %q, the tab %q", ex, p.searchText.Text)
	}
	if n := countShapes(r, m.Models(), scene.LayerCells); n == 0 {
		t.Error("no visited or pruned cells drawn")
	}
	test.Tap(p.search.back)
	if ks := modelsOf[scene.KDSearch](m.Models()); ks[0].Step != len(ks[0].Result.Steps)-2 {
		t.Errorf("back: step %d", ks[0].Step)
	}
}

// Fault 7 of issue 19: while the kd-tree of Example 3.2 is built step by
// step, the plane drew the finished search of a query over nodes not yet
// built; and the second node's text said "1 points go left".
func TestKDTreeBuildShowsOnlyWhatIsBuilt(t *testing.T) {
	r, m := newTestMethod(t)
	openExample(t, r, m, "lihang32")
	m.Nearest().SetQuery([]float64{2, 4.5})
	r.Refresh()
	if len(modelsOf[scene.KDSearch](m.Models())) != 1 {
		t.Fatal("the built tree's search is not drawn")
	}
	p := treeTab(r)
	test.Tap(p.build.first)
	test.Tap(p.build.next)
	test.Tap(p.build.next) // node 2: (5,4) splits (2,3) from (4,7) on x⁽²⁾
	if n := len(modelsOf[scene.KDSearch](m.Models())); n != 0 {
		t.Errorf("with 2 of 6 nodes built the plane draws %d searches", n)
	}
	if !strings.Contains(p.buildText.Text, "1 point goes left") || strings.Contains(p.buildText.Text, "1 points") {
		t.Errorf("node 2's text: %q", p.buildText.Text)
	}
	test.Tap(p.build.last)
	if len(modelsOf[scene.KDSearch](m.Models())) != 1 {
		t.Error("the search is not drawn again once the tree is built")
	}
}
