package side

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Model is the Model tab: the rows of the method's model (its view's
// Rows: for the perceptron w, b, the status, the mistakes against the
// Novikoff bound, the margin and the decision function), with the
// settings below.
type Model struct {
	r modelRoom

	keys, values []*widget.Label // the rows made so far, shown as the method has them
	setting      []bool          // which rows projector mode hides
	grid         *fyne.Container
	projector    bool
	Heading      *widget.Label
	Settings     *SettingsForm
	Content      fyne.CanvasObject
}

// newModelPanel builds the Model tab for e.
func newModelPanel(e modelRoom) *Model {
	p := &Model{r: e}
	p.buildUI()
	return p
}

// buildUI creates the rows' grid and the settings form.
func (p *Model) buildUI() {
	p.grid = container.New(layout.NewFormLayout())
	p.Heading = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	p.Settings = newSettingsForm(p.r)
	p.Content = container.NewVScroll(container.NewVBox(p.grid, widget.NewSeparator(), p.Heading, p.Settings.Content))
}

// SetProjector keeps, in projector mode, only the model as the class needs
// to see it: the rows that are not settings. The settings and η, which a
// teacher sets before class, are hidden.
func (p *Model) SetProjector(on bool) {
	p.projector = on
	kit.SetVisible(p.Heading, !on)
	kit.SetVisible(p.Settings.Content, !on)
	p.showRows()
}

// Relabel sets the panel's texts in the current language.
func (p *Model) Relabel() {
	p.Heading.SetText(i18n.T("Settings"))
	p.Settings.Relabel()
	p.Refresh()
}

// Refresh shows the rows of the session's method and its settings.
func (p *Model) Refresh() {
	s := p.r.Session()
	p.setRows(p.r.View().Rows())
	p.Settings.load(s.Settings(), s.Set().D)
}

// setRows shows rows, making labels for the rows the tab has not had
// yet; a drag refreshes many times a second, and the labels stay.
func (p *Model) setRows(rows []methodview.Row) {
	for len(p.keys) < len(rows) {
		k := &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
		v := &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true}
		p.keys, p.values, p.setting = append(p.keys, k), append(p.values, v), append(p.setting, false)
		p.grid.Add(k)
		p.grid.Add(v)
	}
	for i := range p.keys {
		var r methodview.Row
		if i < len(rows) {
			r = rows[i]
		}
		p.keys[i].SetText(r.Key)
		p.values[i].SetText(r.Value)
		p.setting[i] = r.Setting
	}
	p.showRows()
}

// showRows hides the rows past the method's and, in projector mode, the
// settings among them.
func (p *Model) showRows() {
	for i, k := range p.keys {
		on := k.Text != "" && !(p.projector && p.setting[i])
		kit.SetVisible(k, on)
		kit.SetVisible(p.values[i], on)
	}
}

// Value returns the value of the row shown whose key is key (in
// English), "" when the method has no such row or it is hidden.
func (p *Model) Value(key string) string {
	for i, k := range p.keys {
		if k.Text == i18n.T(key) && k.Visible() {
			return p.values[i].Text
		}
	}
	return ""
}

// modelRoom is what the Model asks of the window.
type modelRoom interface {
	settingsRoom
	// View returns the view of the session's method (its rows).
	View() methodview.View
}
