package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// sidePanel is the tabbed panel right of the plane: Model, Gram, α and Trace.
type sidePanel struct {
	e     *explorer
	model *modelPanel
	gram  *gramPanel
	alpha *alphaPanel
	trace *tracePanel
	more  *classifierTabs // kd-tree, Bayes and Table (classifiertabs.go)
	extra *moreTabs       // Points and Curve (moretabs.go)
	tabs  *container.AppTabs
	all   []*container.TabItem // every tab, in order; tabs shows those the form uses (tabfit.go)

	modelTab, gramTab, alphaTab, traceTab *container.TabItem
	content                               fyne.CanvasObject
}

// newSidePanel builds the side panel for e.
func newSidePanel(e *explorer) *sidePanel {
	p := &sidePanel{e: e}
	p.buildUI()
	return p
}

// buildUI creates the four panels and their tabs.
func (p *sidePanel) buildUI() {
	p.model = newModelPanel(p.e)
	p.gram = newGramPanel(p.e)
	p.alpha = newAlphaPanel(p.e)
	p.trace = newTracePanel(p.e)
	p.modelTab = container.NewTabItem("", p.model.content)
	p.gramTab = lazyTab(p.gram.content) // lazytab.go
	p.alphaTab = lazyTab(p.alpha.content)
	p.alphaTab.Text = "α"
	p.traceTab = lazyTab(p.trace.content)
	p.more = newClassifierTabs(p)
	p.extra = newMoreTabs(p)
	// One AppTabs with every tab: each Append would lay out all the tabs
	// again, which took half a second in the browser.
	items := []*container.TabItem{p.modelTab, p.gramTab, p.alphaTab, p.traceTab}
	items = append(items, p.more.treeTab, p.more.cvTab, p.more.nbTab, p.more.dataTab, p.extra.pointsTab, p.extra.curveTab)
	p.setTitles()
	p.all = items
	p.tabs = container.NewAppTabs(items...)
	p.tabs.OnSelected = func(*container.TabItem) { p.refresh() } // scroll to what changed while hidden
	// sidewidth.go: a wide tab must not widen the window past the screen.
	p.content = capWidth(p.tabs)
	p.relabel()
}

// relabel sets the tab titles and the panels' texts in the current language.
func (p *sidePanel) relabel() {
	p.setTitles()
	p.model.relabel()
	p.gram.relabel()
	p.alpha.relabel()
	p.trace.relabel()
	p.more.relabel()
	p.extra.relabel()
	// The titles, once, and only on screen: each refresh of AppTabs builds
	// its tab bar again for every count of tabs down to the one that fits,
	// all nine at width 0, and that took a quarter of a second in the
	// browser before the first frame.
	if p.tabs.Size().Width > 0 {
		p.tabs.Refresh()
	}
}

// setTitles sets the tabs' titles in the current language.
func (p *sidePanel) setTitles() {
	p.modelTab.Text = T("Model")
	p.gramTab.Text = T("Gram")
	p.traceTab.Text = T("Trace")
	p.more.setTitles()
	p.extra.setTitles()
}

// refresh redraws every panel from the session.
func (p *sidePanel) refresh() {
	p.model.refresh()
	p.gram.refresh()
	p.alpha.refresh()
	p.trace.refresh()
	p.more.refresh()
	p.extra.refresh()
}

// setProjector keeps only what a class needs to see in projector mode.
func (p *sidePanel) setProjector(on bool) {
	p.model.setProjector(on)
	p.trace.sizeColumns()
}

func setVisible(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// onScreen reports whether a panel's tab is shown and its scroller laid
// out: scrolling a table or a list that has no size yet leaves it drawn at
// a wrong offset.
func onScreen(tab, scroller fyne.CanvasObject) bool {
	return tab.Visible() && scroller.Size().Height > 0
}
