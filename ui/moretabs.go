package ui

import "fyne.io/fyne/v2/container"

// moreTabs are the side panel's tabs of issue 9: Points (the table of
// coordinates) and Curve (the learning curve). They are appended after the
// others.
type moreTabs struct {
	side                *sidePanel
	points              *pointsPanel
	curve               *curvePanel
	pointsTab, curveTab *container.TabItem
}

// newMoreTabs builds the tabs and appends them to p's tabs.
func newMoreTabs(p *sidePanel) *moreTabs {
	m := &moreTabs{side: p, points: newPointsPanel(p.e), curve: newCurvePanel(p.e)}
	m.pointsTab = container.NewTabItem("", m.points.content)
	m.curveTab = container.NewTabItem("", m.curve.content)
	p.tabs.Append(m.pointsTab)
	p.tabs.Append(m.curveTab)
	return m
}

// relabel sets the titles and texts in the current language.
func (m *moreTabs) relabel() {
	m.pointsTab.Text, m.curveTab.Text = T("Points"), T("Curve")
	m.side.tabs.Refresh()
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
