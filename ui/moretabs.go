package ui

import "fyne.io/fyne/v2/container"

// moreTabs are the side panel's tabs of issue 9: Points (the table of
// coordinates) and Curve (the learning curve). They come after the
// others.
type moreTabs struct {
	side                *sidePanel
	points              *pointsPanel
	curve               *curvePanel
	pointsTab, curveTab *container.TabItem
}

// newMoreTabs builds the two tabs, which p puts last.
func newMoreTabs(p *sidePanel) *moreTabs {
	m := &moreTabs{side: p, points: newPointsPanel(p.e), curve: newCurvePanel(p.e)}
	m.pointsTab = lazyTab(m.points.content)
	m.curveTab = lazyTab(m.curve.content)
	return m
}

// setTitles sets the tabs' titles in the current language; the side panel
// refreshes its tabs after.
func (m *moreTabs) setTitles() {
	m.pointsTab.Text, m.curveTab.Text = T("Points"), T("Curve")
}

// relabel sets the panels' texts in the current language.
func (m *moreTabs) relabel() {
	m.points.relabel()
	m.curve.relabel()
}

// refresh redraws the tabs from the session; the Points table only when
// it is shown, since a drag refreshes many times a second.
func (m *moreTabs) refresh() {
	switch m.side.tabs.Selected() {
	case m.pointsTab:
		m.points.refresh()
	case m.curveTab:
		m.curve.refresh()
	}
}
