package ui

import (
	"fyne.io/fyne/v2"
	"perceptronlab/ui/predict"

	"perceptronlab/lab"
	"perceptronlab/ui/kit"
)

// room is what a part of the window may reach of it (kit.Room), and the
// look it is drawn in. The explorer implements it; no part holds the
// explorer. A part that needs more declares its own interface embedding
// room (treeRoom, controlRoom, …), which names exactly what it asks.
type room interface {
	kit.Room
	// CurrentLook returns how the window is drawn: theme and layers.
	CurrentLook() look
}

func (e *explorer) Session() *lab.Session { return e.s }
func (e *explorer) Window() fyne.Window   { return e.win }
func (e *explorer) Message(s string)      { e.status.setMessage(s) }
func (e *explorer) IsClosed() bool        { return e.closed.Load() }

// The intents the panels send that the explorer does through its own
// parts: a panel asks, and the explorer decides which parts follow.

func (e *explorer) CurrentLook() look  { return e.look }
func (e *explorer) QueryMode() bool    { return e.plane.QueryMode }
func (e *explorer) NegativeMode() bool { return e.plane.NegativeMode }
func (e *explorer) autosave()          { e.auto.Schedule() }

// runChanged follows a run's start, stop or step: the toolbar's buttons.
func (e *explorer) runChanged() { e.bar.Refresh() }

// SetQueryMode turns query mode on or off: a click places the query.
func (e *explorer) SetQueryMode(on bool) {
	e.plane.QueryMode = on
	e.status.Refresh()
}

// setNegativeMode makes a click add a point of class −1 (on) or +1.
func (e *explorer) setNegativeMode(on bool) {
	e.plane.NegativeMode = on
	e.status.Refresh()
}

// RelayoutPlane lays out the plane's area again: the strip or the predict
// bar under it changed height.
func (e *explorer) RelayoutPlane() {
	if e.strip != nil && e.strip.area != nil {
		e.strip.content.Refresh()
		e.strip.area.Refresh()
	}
}

// Look says whether the window is dark and in projector mode.
func (e *explorer) Look() (dark, projector bool) { return e.look.dark, e.look.projector }

// TabShown reports whether the side panel shows the tab named name.
func (e *explorer) TabShown(name string) bool {
	t := e.side.Tab(name)
	return t != nil && e.side.Tabs.Selected() == t
}

// categorical returns the Table tab's data.
func (e *explorer) Categorical() *lab.CategoricalTable { return e.table }

// ShowTab selects the side panel's tab named name.
func (e *explorer) ShowTab(name string) { e.side.Show(name) }

// Predict returns predict mode.
func (e *explorer) Predict() *predict.Mode { return e.predict }

// PredictHides reports whether predict mode hides what it asks.
func (e *explorer) PredictHides() bool { return e.predict.Hides() }

// MenuChanged builds the menus again, for their check marks.
func (e *explorer) MenuChanged() { e.win.SetMainMenu(e.cmd.buildMenu()) }

// SideShown reports whether the side panel is shown.
func (e *explorer) SideShown() bool { return e.side.Content.Visible() }

// Run returns the training's runner: Step, Epoch, Run, Reset.
func (e *explorer) Run() kit.Runner { return e.ctl }

// statusMessage is what the status bar says now.
func (e *explorer) statusMessage() string { return e.status.Message() }

// enterFitMode shows curve fitting (polyfitView.enter).
func (e *explorer) enterFitMode() { e.fit.Enter() }

// OpenExample opens the built-in example named name (the Table tab's).
func (e *explorer) OpenExample(name string) { e.examples.open(name) }

// examplesMenu is the Examples menu (the toolbar's button).
func (e *explorer) examplesMenu() *fyne.Menu { return e.examples.menu() }

// setCategorical gives the Table tab the data t.
func (e *explorer) setCategorical(t *lab.CategoricalTable) { e.table = t }
