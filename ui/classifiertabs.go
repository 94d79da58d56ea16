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
	treeTab, nbTab, dataTab *container.TabItem
}

// newClassifierTabs builds the three tabs, which p puts after its own.
func newClassifierTabs(p *sidePanel) *classifierTabs {
	c := &classifierTabs{e: p.e, side: p}
	c.tree, c.nb, c.table = newTreePanel(p.e), newNBPanel(p.e), newTablePanel(p.e)
	c.treeTab = lazyTab(c.tree.content)
	c.nbTab = lazyTab(c.nb.content)
	c.dataTab = lazyTab(c.table.content)
	return c
}

// setTitles sets the tabs' titles in the current language; the side panel
// refreshes its tabs after.
func (c *classifierTabs) setTitles() {
	c.treeTab.Text, c.nbTab.Text, c.dataTab.Text = T("kd-tree"), T("Bayes"), T("Table")
}

// relabel sets the panels' texts in the current language.
func (c *classifierTabs) relabel() {
	c.tree.relabel()
	c.nb.relabel()
	c.table.relabel()
}

// refresh enables the tabs that apply to the form and redraws the one
// shown; a hidden one is redrawn when it is selected.
func (c *classifierTabs) refresh() {
	form := c.e.s.Settings().Form
	tabs := c.side.tabs
	for _, t := range []*container.TabItem{c.side.gramTab, c.side.alphaTab, c.side.traceTab} {
		enableTab(tabs, t, form.Trains())
	}
	enableTab(tabs, c.treeTab, form.HasTab("tree")) // the tabs the method adds (lab.Methods)
	enableTab(tabs, c.nbTab, form.HasTab("bayes"))
	switch tabs.Selected() {
	case c.treeTab:
		c.tree.refresh()
	case c.nbTab:
		c.nb.refresh()
	case c.dataTab:
		c.table.show()
	}
}

// show selects tab t.
func (c *classifierTabs) show(t *container.TabItem) {
	c.side.tabs.Select(t)
	c.refresh()
}

// enableTab enables or disables tab t of tabs, leaving it as it is when
// nothing changes; a disabled tab that is selected gives way to the first.
func enableTab(tabs *container.AppTabs, t *container.TabItem, on bool) {
	if t.Disabled() == !on {
		return
	}
	if on {
		tabs.EnableItem(t)
		return
	}
	if tabs.Selected() == t {
		tabs.SelectIndex(0)
	}
	tabs.DisableItem(t)
}
