package knnview

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// treePanel is the kd-tree tab of the k-NN form: the tree drawn, its
// construction by Algorithm 3.2 node by node, and the search of Algorithm
// 3.3 from a query point step by step, each step explained in numbers.
type treePanel struct {
	m *Method

	problem               *widget.Label // why there is no classifier, if so
	buildHead, searchHead *widget.Label
	buildPos, searchPos   *widget.Label
	buildText, searchText *widget.Label
	distances, treeNote   *widget.Label
	build, search         stepButtons
	clearQuery, gifBtn    *widget.Button
	queryMode, balls      *widget.Check
	tree                  *kdTreeView
	treeScroll            *container.Scroll
	content               fyne.CanvasObject
	searchBox             fyne.CanvasObject
}

// stepButtons are the four buttons that move through steps: first, back,
// next and last.
type stepButtons struct {
	first, back, next, last *widget.Button
	box                     *fyne.Container
}

// newStepButtons returns the buttons, calling to(i) with the step wanted
// relative to the step now (first: −∞, last: +∞ as ±1<<30).
func newStepButtons(to func(delta int)) stepButtons {
	b := stepButtons{
		first: &widget.Button{Icon: theme.MediaSkipPreviousIcon(), OnTapped: func() { to(-1 << 30) }},
		back:  &widget.Button{Icon: theme.NavigateBackIcon(), OnTapped: func() { to(-1) }},
		next:  &widget.Button{Icon: theme.NavigateNextIcon(), OnTapped: func() { to(1) }},
		last:  &widget.Button{Icon: theme.MediaSkipNextIcon(), OnTapped: func() { to(1 << 30) }},
	}
	b.box = container.NewHBox(b.first, b.back, b.next, b.last)
	return b
}

// enable enables going back when not at the first step and forward when
// not at the last.
func (b stepButtons) enable(back, forward bool) {
	kit.SetEnabled(b.first, back)
	kit.SetEnabled(b.back, back)
	kit.SetEnabled(b.next, forward)
	kit.SetEnabled(b.last, forward)
}

// newTreePanel builds the kd-tree tab of m.
func newTreePanel(m *Method) *treePanel {
	p := &treePanel{m: m}
	p.buildUI()
	return p
}

// buildUI creates the tab's widgets.
func (p *treePanel) buildUI() {
	wrap := func() *widget.Label { return &widget.Label{Wrapping: fyne.TextWrapWord} }
	bold := func() *widget.Label { return &widget.Label{TextStyle: fyne.TextStyle{Bold: true}} }
	p.problem = &widget.Label{Wrapping: fyne.TextWrapWord, Importance: widget.DangerImportance}
	p.buildHead, p.searchHead = bold(), bold()
	p.buildPos, p.searchPos = widget.NewLabel(""), widget.NewLabel("")
	p.buildText, p.searchText, p.distances, p.treeNote = wrap(), wrap(), wrap(), wrap()
	p.treeNote.Importance = widget.LowImportance
	p.build, p.search = newStepButtons(p.onBuild), newStepButtons(p.onSearch)
	p.clearQuery = &widget.Button{Icon: theme.ContentClearIcon(), OnTapped: p.onClearQuery}
	p.gifBtn = &widget.Button{Icon: theme.DocumentSaveIcon(), OnTapped: p.m.onExportSearch}
	p.queryMode = &widget.Check{OnChanged: p.onQueryMode}
	p.balls = &widget.Check{OnChanged: p.onBalls}
	p.tree = newKDTreeView()
	p.treeScroll = container.NewHScroll(p.tree)
	p.searchBox = container.NewVBox(p.searchHead, p.queryMode,
		container.NewHBox(p.search.box, p.clearQuery, p.searchPos), p.searchText, p.distances,
		p.balls, container.NewHBox(p.gifBtn, layout.NewSpacer()))
	p.content = container.NewVScroll(container.NewVBox(p.problem,
		p.buildHead, container.NewHBox(p.build.box, p.buildPos), p.buildText,
		p.treeScroll, p.treeNote, widget.NewSeparator(), p.searchBox))
}

// Relabel sets the tab's texts in the current language.
func (p *treePanel) Relabel() {
	p.buildHead.SetText(i18n.T("Construction (Algorithm 3.2)"))
	p.searchHead.SetText(i18n.T("Nearest-neighbour search (Algorithm 3.3)"))
	p.queryMode.SetText(i18n.T("A click places the query q (or Ctrl+click)"))
	p.balls.SetText(i18n.T("Lp balls for p = 1, 2, ∞ through the kth nearest"))
	p.gifBtn.SetText(i18n.T("Export the search as a GIF…"))
	p.Refresh()
}

// onBuild moves the construction by delta nodes.
func (p *treePanel) onBuild(delta int) {
	nn := p.m.nn
	nn.SetBuilt(clampAdd(nn.Built(), delta))
	p.m.r.Refresh()
}

// onSearch moves the search by delta steps.
func (p *treePanel) onSearch(delta int) {
	nn := p.m.nn
	nn.SetStep(clampAdd(nn.Step(), delta))
	p.m.r.Refresh()
}

// clampAdd adds delta to i without overflow, for the ±1<<30 of first and
// last.
func clampAdd(i, delta int) int { return max(min(i+delta, 1<<30), -1<<30) }

// onClearQuery removes the query point.
func (p *treePanel) onClearQuery() {
	p.m.nn.SetQuery(nil)
	p.m.r.Refresh()
}

// onQueryMode makes a plain click place the query.
func (p *treePanel) onQueryMode(on bool) {
	p.m.r.SetQueryMode(on)
}

// onBalls shows or hides the Lp balls around the query.
func (p *treePanel) onBalls(on bool) {
	if p.m.balls != on {
		p.m.balls = on
		p.m.r.Refresh()
	}
}

// Refresh shows the session's tree and search.
func (p *treePanel) Refresh() {
	nn := p.m.nn
	_, err := nn.Model()
	p.problem.SetText(kit.Problem(err))
	kit.SetVisible(p.problem, err != nil)
	p.refreshBuild()
	p.refreshTree()
	p.refreshSearch()
	if p.queryMode.Checked != p.m.r.QueryMode() {
		p.queryMode.SetChecked(p.m.r.QueryMode())
	}
	if p.balls.Checked != p.m.balls {
		p.balls.SetChecked(p.m.balls)
	}
}

// refreshBuild shows where the construction stands and explains its last
// node.
func (p *treePanel) refreshBuild() {
	nn := p.m.nn
	t := nn.Tree()
	if t == nil {
		p.buildPos.SetText("")
		p.buildText.SetText(i18n.T("Add points to build their kd-tree."))
		p.build.enable(false, false)
		return
	}
	built, n := nn.Built(), t.Len()
	p.build.enable(built > 0, built < n)
	p.buildPos.SetText(fmt.Sprintf(i18n.T("%d of %d nodes"), built, n))
	// The whole tree needs no words; the buttons say how to build it.
	kit.SetVisible(p.buildText, built < n)
	switch b, ok := nn.BuildNode(built - 1); {
	case built == 0:
		p.buildText.SetText(fmt.Sprintf(i18n.T("No node yet: → makes the root from all %d points."), n))
	case ok:
		p.buildText.SetText(kdBuildText(p.m.r.Session().Set(), b))
	}
}

// CanvasObject returns the tab's content.
func (p *treePanel) CanvasObject() fyne.CanvasObject { return p.content }
