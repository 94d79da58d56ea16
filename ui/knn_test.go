package ui

import (
	"bytes"
	"image/gif"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/side"
)

// menuItem runs the Examples menu's item called label, or fails.
func menuItem(t *testing.T, e *explorer, label string) {
	t.Helper()
	exampleItem(t, e, label).Action()
	settle(t, e)
}

// models returns the plane's models of type M.
func models[M scene.Model](e *explorer) []M {
	var out []M
	for _, m := range e.plane.Input().Models {
		if v, ok := m.(M); ok {
			out = append(out, v)
		}
	}
	return out
}

// countShapes counts the plane scene's shapes of layer l.
func countShapes(e *explorer, l scene.Layer) int {
	n := 0
	for _, sh := range e.plane.Scene().Shapes {
		if sh.Layer == l {
			n++
		}
	}
	return n
}

// treeProblem returns the problem the kd-tree tab shows above its
// construction: the label before the heading, if one is shown.
func treeProblem(e *explorer) (problem string, shown bool) {
	first, _, _ := strings.Cut(e.treeText(), "\n")
	if first == i18n.T("Construction (Algorithm 3.2)") {
		return "", false
	}
	return first, true
}

// hasLine reports whether text has line as one of its lines.
func hasLine(text, line string) bool { return slices.Contains(strings.Split(text, "\n"), line) }

// ctrlClick clicks the plane with Ctrl at plane point (x, y) and returns
// where the click landed on the plane.
func ctrlClick(e *explorer, x, y float64) (float64, float64) {
	m := e.plane.Mapping()
	px, py := m.ToPixel(x, y)
	click(e, px, py, desktop.MouseButtonPrimary, fyne.KeyModifierShortcutDefault)
	return m.ToPlane(px, py)
}

func TestKnnChoosingTheFormShowsRegionsAndSplits(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.Form.SetSelected(i18n.T("k-NN"))
	if e.s.Settings().Form != formOf("knn") {
		t.Fatalf("form %v after choosing k-NN", e.s.Settings().Form)
	}
	if len(models[scene.KNN](e)) != 1 || e.plane.Scene().Decision == nil {
		t.Error("the k-NN form draws no regions")
	}
	if n := countShapes(e, scene.LayerSplits); n != 3 {
		t.Errorf("%d splitting lines for 3 points, want 3", n)
	}
	if len(models[scene.Hyperplane](e)) != 0 {
		t.Error("the k-NN form still draws the perceptron's line")
	}
	// Example 2.1 with k = 1: each point is its own nearest neighbour.
	if got := e.plane.Scene().Decision([]float64{1, 1.2}); got != -1 {
		t.Errorf("vote near x₃ = (1,1) is %v, want −1", got)
	}
	if e.bar.epochBtn.Disabled() || slices.Contains(e.side.Tabs.Items, e.side.Tab("gram")) {
		t.Error("Epoch (to the tree's end) disabled, or the Gram tab still shown, in the k-NN form")
	}
	e.side.Tabs.Select(e.side.Tab("tree"))
	f.Row(param.K).Entry.SetText("3")
	if problem, shown := treeProblem(e); e.s.Settings().K != 3 || shown {
		t.Errorf("k = %d, problem %q", e.s.Settings().K, problem)
	}
	f.Row(param.K).Entry.SetText("4") // more than the 3 points
	// param.K's one message
	if problem, shown := treeProblem(e); !shown || !strings.Contains(problem, "number of points 3, got 4") {
		t.Errorf("k = 4 for 3 points: problem %q", problem)
	}
	if len(models[scene.KNN](e)) != 0 || countShapes(e, scene.LayerSplits) != 3 {
		t.Error("k > N: regions drawn, or the tree lost")
	}
}

// TestKnnDragRedrawsRegions moves x₃ of Example 2.1 to (5,5) by dragging:
// at (1,1.2) the nearest point is then x₁ = (3,3), labelled +1.
func TestKnnDragRedrawsRegions(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.modelP().Settings.Form.SetSelected(i18n.T("k-NN"))
	m := e.plane.Mapping()
	fx, fy := m.ToPixel(1, 1)
	tx, ty := m.ToPixel(5, 5)
	e.plane.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(fx, fy)}, Button: desktop.MouseButtonPrimary})
	e.plane.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(fx, fy)}, Dragged: fyne.NewDelta(tx-fx, ty-fy)})
	if got := e.plane.Scene().Decision([]float64{1, 1.2}); got != 1 {
		t.Errorf("during the drag the vote at (1, 1.2) is %v, want +1", got)
	}
	e.plane.DragEnd()
}

// TestKnnExample32ShowsTheTree opens Example 3.2 from the menu: the
// kd-tree tab shows, with the whole tree built (knnview's tests check the
// tree it draws, and its search against the book's).
func TestKnnExample32ShowsTheTree(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	if e.side.Tabs.Selected() != e.side.Tab("tree") {
		t.Error("Example 3.2 did not show the kd-tree tab")
	}
	if text := e.treeText(); !hasLine(text, "6 of 6 nodes") || countShapes(e, scene.LayerSplits) != 6 {
		t.Errorf("the tab shows %q; the plane %d splitting lines, want 6", text, countShapes(e, scene.LayerSplits))
	}
}

// TestKnnCtrlClickSearches places the query (2, 4.5) with Ctrl+click in
// Example 3.2 and steps its search to the end with Space: no point is
// added, the plane draws the last step with its visited and pruned
// cells, and the strip under the plane says what the kd-tree tab says.
func TestKnnCtrlClickSearches(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	e.plane.SetView(scene.View{XMin: 0, XMax: 10, YMin: 0, YMax: 8})
	ctrlClick(e, 2, 4.5)
	if e.s.Set().Len() != 6 {
		t.Fatal("Ctrl+click added a point")
	}
	nn := e.knn().Nearest()
	nn.SetQuery([]float64{2, 4.5}) // the book's query exactly, not a pixel's worth off
	e.Refresh()
	for range 100 {
		if nn.Step() == len(nn.Search().Steps)-1 {
			break
		}
		e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	}
	ks := models[scene.KDSearch](e)
	if len(ks) != 1 || ks[0].Step != len(ks[0].Result.Steps)-1 {
		t.Fatalf("the plane does not show the last search step: %+v", ks)
	}
	ex := e.View().Explanation()
	pos, text, _ := strings.Cut(ex[0], ": ")
	if tab := e.treeText(); len(ex) != 1 || !hasLine(tab, pos) || !hasLine(tab, text) {
		t.Errorf("the strip under the plane explains %q, the tab %q", ex, tab)
	}
	if n := countShapes(e, scene.LayerCells); n == 0 {
		t.Error("no visited or pruned cells drawn")
	}
}

// TestKnnExample31NearestDependsOnP checks Example 3.1: from x₁ = (1,1),
// x₂ = (5,1) lies at 4 in every Lp, x₃ = (4,4) at 6 for p = 1 and 3 for
// p = ∞, so the nearest other point is x₂ for p = 1 and x₃ for p = ∞.
func TestKnnExample31NearestDependsOnP(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.1 (Lp distances)"))
	p := e.modelP().Settings.Row(param.P).Entry
	for _, c := range []struct {
		p       string
		nearest int
		r       float64
		list    string
	}{{"1", 1, 4, "L1 distances from q: x₁ 0 · x₂ 4 · x₃ 6"}, {"inf", 2, 3, "L∞ distances from q: x₁ 0 · x₂ 4 · x₃ 3"}} {
		p.SetText(c.p)
		side.TabPanel[kit.Panel](e.side, "tree").Refresh()
		r := e.knn().Nearest().Search()
		if !slices.Equal(r.Nearest, []int{0, c.nearest}) {
			t.Errorf("p = %s: nearest %v, want [0 %d]", c.p, r.Nearest, c.nearest)
		}
		balls := models[scene.UnitBalls](e)
		if len(balls) != 1 || balls[0].R != c.r || len(balls[0].Ps) != 3 {
			t.Errorf("p = %s: balls %+v, want radius %v for p = 1, 2, ∞", c.p, balls, c.r)
		}
		if got := e.treeText(); !hasLine(got, c.list) {
			t.Errorf("p = %s: the tab shows %q, want the line %q", c.p, got, c.list)
		}
	}
	if !math.IsInf(e.s.Settings().P, 1) {
		t.Errorf("p = %v after typing inf", e.s.Settings().P)
	}
}

// TestKnnSearchExportsGIF exports the search of Example 3.2 as a GIF, a
// frame per step. It waits for the export however long a loaded machine
// takes (a 30 s limit failed there, and left the export goroutine to call
// fyne.Do after the test had ended); only past hangGuard does it cancel
// the export, and it returns when the export has ended.
func TestKnnSearchExportsGIF(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	e.knn().Nearest().SetQuery([]float64{2, 4.5})
	e.Refresh()
	path := filepath.Join(t.TempDir(), "search")
	saveTo(e, path)
	e.keep.onExportAnimation() // File ▸ Export animation in the k-NN form
	if e.keep.progress == nil {
		t.Fatal("no export started")
	}
	if waitOrStop(e.keep.jobs.Wait, e.keep.progress.OnCancel) {
		t.Fatalf("the export was still running after %v: cancelled", hangGuard)
	}
	b, err := os.ReadFile(path + ".gif")
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(e.knn().Nearest().Search().Steps); len(g.Image) != n {
		t.Errorf("%d frames for %d search steps", len(g.Image), n)
	}
}

// TestKnnKeysStepTheDemo checks Space and R in the k-NN form: with no
// query Space builds the tree a node at a time after R empties it; with a
// query Space steps the search and R takes it back to its start.
func TestKnnKeysStepTheDemo(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	nn := e.knn().Nearest()
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyR})
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if nn.Built() != 2 || countShapes(e, scene.LayerSplits) != 2 || e.s.Training().State().K != 0 {
		t.Errorf("R, Space, Space: %d nodes, %d lines, k = %d", nn.Built(), countShapes(e, scene.LayerSplits), e.s.Training().State().K)
	}
	if ex := e.View().Explanation(); len(ex) != 1 || !strings.HasPrefix(ex[0], "Node 2, depth 1, splits on x⁽²⁾") {
		t.Errorf("the strip explains %q", ex)
	}
	nn.SetQuery([]float64{2, 4.5})
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if nn.Step() != 1 {
		t.Errorf("Space with a query: step %d, want 1", nn.Step())
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyR})
	if nn.Step() != 0 {
		t.Errorf("R: step %d, want 0", nn.Step())
	}
}

// TestKnnFigureExportDrawsTheSearch exports a figure in the k-NN form:
// it carries the regions, the splits and the search, as the plane does.
func TestKnnFigureExportDrawsTheSearch(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	e.knn().Nearest().SetQuery([]float64{2, 4.5})
	e.Refresh()
	in := e.keep.exportInput()
	var kinds []string
	for _, m := range in.Models {
		switch m.(type) {
		case scene.KNN:
			kinds = append(kinds, "knn")
		case scene.KDTreeSplits:
			kinds = append(kinds, "splits")
		case scene.KDSearch:
			kinds = append(kinds, "search")
		}
	}
	if !slices.Equal(kinds, []string{"knn", "splits", "search"}) {
		t.Errorf("the figure's models: %v", kinds)
	}
	path := filepath.Join(t.TempDir(), "knn.png")
	saveTo(e, path)
	e.keep.exportFigure(path, figuredialog.Choice{W: 400, H: 300, DPI: 96, Legend: true})
	waitJobs(t, e)
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		t.Errorf("no figure: %v", err)
	}
}
