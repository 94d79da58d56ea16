package ui

import (
	"fyne.io/fyne/v2/container"
)

// classifierTabs are the side panel's tabs of the forms that do not train:
// kd-tree (k-NN), Bayes (naive Bayes on the plane) and Table (categorical
// naive Bayes, whatever the form). The perceptron's Gram, α and Trace tabs
// are disabled in the first two forms, where they mean nothing, and the
// form's own tab is enabled.
type classifierTabs struct {
	e    *explorer
	side *sidePanel

	tree                    *treePanel
	nb                      *nbPanel
	table                   *tablePanel
	cv                      *knnCV // k-NN's k by cross-validation (knncv.go)
	treeTab, nbTab, dataTab *container.TabItem
	cvTab                   *container.TabItem
}

// newClassifierTabs builds the three tabs, which p puts after its own.
func newClassifierTabs(p *sidePanel) *classifierTabs {
	c := &classifierTabs{e: p.e, side: p}
	c.tree, c.nb, c.table = newTreePanel(p.e), newNBPanel(p.e), newTablePanel(p.e)
	c.treeTab = lazyTab(c.tree.content)
	c.nbTab = lazyTab(c.nb.content)
	c.dataTab = lazyTab(c.table.content)
	c.cv = newKNNCV(p.e)
	c.cvTab = container.NewTabItem("", c.cv.content)
	return c
}

// setTitles sets the tabs' titles in the current language; the side panel
// refreshes its tabs after.
func (c *classifierTabs) setTitles() {
	c.treeTab.Text, c.nbTab.Text, c.dataTab.Text = T("kd-tree"), T("Bayes"), T("Table")
	c.cvTab.Text = T("Choose k")
}

// relabel sets the panels' texts in the current language.
func (c *classifierTabs) relabel() {
	c.tree.relabel()
	c.nb.relabel()
	c.table.relabel()
	c.cv.relabel()
}

// refresh enables the tabs that apply to the form and redraws the one
// shown; a hidden one is redrawn when it is selected.
func (c *classifierTabs) refresh() {
	tabs := c.side.tabs
	c.side.fitTabs(c.e.s.Settings().Form) // tabfit.go
	switch tabs.Selected() {
	case c.treeTab:
		c.tree.refresh()
	case c.nbTab:
		c.nb.refresh()
	case c.dataTab:
		c.table.show()
	case c.cvTab:
		c.cv.refresh()
	}
}

// show selects tab t.
func (c *classifierTabs) show(t *container.TabItem) {
	c.side.tabs.Select(t)
	c.refresh()
}
