package side

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// Panel is the side panel: the tabs right of the plane. Its tabs are named as
// lab.Method.Tabs names them; it shows those the session's method lists,
// in that order. The shared tabs (Model, Table, Points) are its own; each
// method view brings the panels of the tabs it adds (methodview.View.Tabs).
type Panel struct {
	r       Room
	all     []*sideTab // every tab, built once
	Tabs    *container.AppTabs
	Content fyne.CanvasObject // the tabs, their width capped (sidewidth.go)
}

// sideTab is one tab of the side panel.
type sideTab struct {
	methodview.Tab
	panel panel
	item  *container.TabItem
}

// sharedTabs are the tabs every method may show.
func sharedTabs(r Room) []methodview.Tab {
	return []methodview.Tab{
		{Name: "model", Title: "Model", Build: func() panel { return newModelPanel(r) }},
		{Name: "table", Title: "Table", Lazy: true, Build: func() panel { return newTablePanel(r) }},
		{Name: "points", Title: "Points", Lazy: true, Build: func() panel { return newPointsPanel(r) }},
	}
}

// New builds the side panel for the window r.
func New(r Room) *Panel {
	p := &Panel{r: r}
	p.buildUI()
	return p
}

// buildUI builds each tab once: the shared ones, then the method views'.
func (p *Panel) buildUI() {
	specs := sharedTabs(p.r)
	for _, v := range p.r.MethodViews() {
		specs = append(specs, v.Tabs()...)
	}
	var items []*container.TabItem
	for _, s := range specs {
		if p.Tab(s.Name) != nil {
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
	p.Tabs = container.NewAppTabs(items...)
	p.Tabs.OnSelected = func(*container.TabItem) { p.Refresh() } // scroll to what changed while hidden
	// sidewidth.go: a wide tab must not widen the window past the screen.
	p.Content = capWidth(p.Tabs)
	p.Relabel()
}

// find returns the tab named name, nil for none.
func (p *Panel) find(name string) *sideTab {
	for _, t := range p.all {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Tab returns the item of the tab named name, nil for none.
func (p *Panel) Tab(name string) *container.TabItem {
	if t := p.find(name); t != nil {
		return t.item
	}
	return nil
}

// panel returns the panel of the tab named name, nil for none.
func (p *Panel) panel(name string) panel {
	if t := p.find(name); t != nil {
		return t.panel
	}
	return nil
}

// TabPanel returns the panel of p's tab name as the type the caller knows
// it by.
func TabPanel[P panel](p *Panel, name string) P {
	v, _ := p.panel(name).(P)
	return v
}

// Relabel sets the tab titles and the panels' texts in the current language.
func (p *Panel) Relabel() {
	p.setTitles()
	for _, t := range p.all {
		t.panel.Relabel()
	}
	// The titles, once, and only on screen: each refresh of AppTabs builds
	// its tab bar again for every count of tabs down to the one that fits,
	// all nine at width 0, and that took a quarter of a second in the
	// browser before the first frame.
	if p.Tabs.Size().Width > 0 {
		p.Tabs.Refresh()
	}
}

// setTitles sets the tabs' titles in the current language.
func (p *Panel) setTitles() {
	for _, t := range p.all {
		t.item.Text = i18n.T(t.Title)
	}
}

// Refresh shows the tabs of the session's method and redraws every panel
// from the session: a lazy one only while its tab is shown, and when it is
// selected.
func (p *Panel) Refresh() {
	p.fitTabs(p.r.Session().Settings().Form.Method().Tabs)
	for _, t := range p.all {
		if !t.Lazy || p.Tabs.Selected() == t.item {
			t.panel.Refresh()
		}
	}
}

// fitTabs shows only the tabs named, in that order. Greyed-out tabs took
// the tab bar's room: at 1080p in projector mode Curve, Points and Table
// went into the overflow menu while kd-tree and Bayes, unusable, stayed in
// view.
func (p *Panel) fitTabs(names []string) {
	var want []*container.TabItem
	for _, n := range names {
		if t := p.Tab(n); t != nil {
			want = append(want, t)
		}
	}
	if slices.Equal(want, p.Tabs.Items) {
		return
	}
	sel := p.Tabs.Selected()
	p.Tabs.SetItems(want)
	if i := slices.Index(want, sel); i >= 0 {
		p.Tabs.SelectIndex(i)
	} else {
		p.Tabs.SelectIndex(0)
	}
}

// Show selects the tab named name and redraws the panels.
func (p *Panel) Show(name string) {
	if t := p.Tab(name); t != nil {
		p.Tabs.Select(t)
	}
	p.Refresh()
}

// SetProjector keeps only what a class needs to see in projector mode.
func (p *Panel) SetProjector(on bool) {
	for _, t := range p.all {
		if s, ok := t.panel.(interface{ SetProjector(bool) }); ok {
			s.SetProjector(on)
		}
	}
}

// Room is what the Panel asks of the window.
type Room interface {
	modelRoom
	pointsRoom
	tableRoom
	// MethodViews returns the methods' views, which bring their tabs.
	MethodViews() []methodview.View
}
