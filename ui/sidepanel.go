package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// sidePanel is the tabbed panel right of the plane. Its tabs are named as
// lab.Method.Tabs names them; it shows those the session's method lists,
// in that order. The shared tabs (Model, Table, Points) are its own; each
// method view brings the panels of the tabs it adds (methodView.tabs).
type sidePanel struct {
	r       sideRoom
	all     []*sideTab // every tab, built once
	tabs    *container.AppTabs
	content fyne.CanvasObject
}

// sideTab is one tab of the side panel.
type sideTab struct {
	methodview.Tab
	panel panel
	item  *container.TabItem
}

// sharedTabs are the tabs every method may show.
func sharedTabs(r sideRoom) []methodview.Tab {
	return []methodview.Tab{
		{Name: "model", Title: "Model", Build: func() panel { return newModelPanel(r) }},
		{Name: "table", Title: "Table", Lazy: true, Build: func() panel { return newTablePanel(r) }},
		{Name: "points", Title: "Points", Lazy: true, Build: func() panel { return newPointsPanel(r) }},
	}
}

// newSidePanel builds the side panel for e.
func newSidePanel(e sideRoom) *sidePanel {
	p := &sidePanel{r: e}
	p.buildUI()
	return p
}

// buildUI builds each tab once: the shared ones, then the method views'.
func (p *sidePanel) buildUI() {
	specs := sharedTabs(p.r)
	for _, v := range p.r.methodViewList() {
		specs = append(specs, v.Tabs()...)
	}
	var items []*container.TabItem
	for _, s := range specs {
		if p.tab(s.Name) != nil {
			continue // a tab several methods show: built once
		}
		t := &sideTab{Tab: s, panel: s.Build()}
		t.item = container.NewTabItem("", t.panel.CanvasObject())
		if s.Name != "model" {
			t.item = lazyTab(t.panel.CanvasObject()) // lazytab.go
		}
		p.all = append(p.all, t)
		items = append(items, t.item)
	}
	p.setTitles()
	// One AppTabs with every tab: each Append would lay out all the tabs
	// again, which took half a second in the browser.
	p.tabs = container.NewAppTabs(items...)
	p.tabs.OnSelected = func(*container.TabItem) { p.Refresh() } // scroll to what changed while hidden
	// sidewidth.go: a wide tab must not widen the window past the screen.
	p.content = capWidth(p.tabs)
	p.Relabel()
}

// find returns the tab named name, nil for none.
func (p *sidePanel) find(name string) *sideTab {
	for _, t := range p.all {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// tab returns the item of the tab named name, nil for none.
func (p *sidePanel) tab(name string) *container.TabItem {
	if t := p.find(name); t != nil {
		return t.item
	}
	return nil
}

// panel returns the panel of the tab named name, nil for none.
func (p *sidePanel) panel(name string) panel {
	if t := p.find(name); t != nil {
		return t.panel
	}
	return nil
}

// tabPanel returns the panel of p's tab name as the type the caller knows
// it by.
func tabPanel[P panel](p *sidePanel, name string) P {
	v, _ := p.panel(name).(P)
	return v
}

// relabel sets the tab titles and the panels' texts in the current language.
func (p *sidePanel) Relabel() {
	p.setTitles()
	for _, t := range p.all {
		t.panel.Relabel()
	}
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
	for _, t := range p.all {
		t.item.Text = i18n.T(t.Title)
	}
}

// refresh shows the tabs of the session's method and redraws every panel
// from the session: a lazy one only while its tab is shown, and when it is
// selected.
func (p *sidePanel) Refresh() {
	p.fitTabs(p.r.Session().Settings().Form.Method().Tabs)
	for _, t := range p.all {
		if !t.Lazy || p.tabs.Selected() == t.item {
			t.panel.Refresh()
		}
	}
}

// fitTabs shows only the tabs named, in that order. Greyed-out tabs took
// the tab bar's room: at 1080p in projector mode Curve, Points and Table
// went into the overflow menu while kd-tree and Bayes, unusable, stayed in
// view.
func (p *sidePanel) fitTabs(names []string) {
	var want []*container.TabItem
	for _, n := range names {
		if t := p.tab(n); t != nil {
			want = append(want, t)
		}
	}
	if slices.Equal(want, p.tabs.Items) {
		return
	}
	sel := p.tabs.Selected()
	p.tabs.SetItems(want)
	if i := slices.Index(want, sel); i >= 0 {
		p.tabs.SelectIndex(i)
	} else {
		p.tabs.SelectIndex(0)
	}
}

// show selects the tab named name and redraws the panels.
func (p *sidePanel) show(name string) {
	if t := p.tab(name); t != nil {
		p.tabs.Select(t)
	}
	p.Refresh()
}

// SetProjector keeps only what a class needs to see in projector mode.
func (p *sidePanel) SetProjector(on bool) {
	for _, t := range p.all {
		if s, ok := t.panel.(interface{ SetProjector(bool) }); ok {
			s.SetProjector(on)
		}
	}
}

// sideRoom is what the sidePanel asks of the window.
type sideRoom interface {
	room
	modelRoom
	pointsRoom
	tableRoom
	// methodViewList returns the methods' views, which bring their tabs.
	methodViewList() []methodview.View
}
