package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// Fault 7 of issue 19: while the kd-tree of Example 3.2 is built step by
// step, the plane drew the finished search of a query over nodes not yet
// built; and the second node's text said "1 points go left".
func TestKDTreeBuildShowsOnlyWhatIsBuilt(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	e.knn().nn.SetQuery([]float64{2, 4.5})
	e.Refresh()
	if len(models[scene.KDSearch](e)) != 1 {
		t.Fatal("the built tree's search is not drawn")
	}
	p := e.treeP()
	test.Tap(p.build.first)
	test.Tap(p.build.next)
	test.Tap(p.build.next) // node 2: (5,4) splits (2,3) from (4,7) on x⁽²⁾
	if n := len(models[scene.KDSearch](e)); n != 0 {
		t.Errorf("with 2 of 6 nodes built the plane draws %d searches", n)
	}
	if !strings.Contains(p.buildText.Text, "1 point goes left") || strings.Contains(p.buildText.Text, "1 points") {
		t.Errorf("node 2's text: %q", p.buildText.Text)
	}
	test.Tap(p.build.last)
	if len(models[scene.KDSearch](e)) != 1 {
		t.Error("the search is not drawn again once the tree is built")
	}
}
