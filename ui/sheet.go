package ui

import (
	"perceptronlab/ui/kit"
)

// ToggleSide hides the side panel, giving the plane the whole width (for
// a projector), or shows it again.
func (e *explorer) ToggleSide() {
	if e.phone != nil && e.phone.on { // a narrow window: the panel is a sheet
		e.phone.flip()
		return
	}
	kit.SetVisible(e.side.Content, !e.side.Content.Visible())
	e.split.Refresh()
	e.win.SetMainMenu(e.cmd.buildMenu())
	if e.side.Content.Visible() {
		e.side.Refresh()
	}
}

// toggleExplain hides the explanation under the plane, giving the plane
// its height, or shows it again.
func (e *explorer) toggleExplain() {
	x := e.strip.explain.content
	kit.SetVisible(x, !x.Visible())
	e.strip.content.Refresh()
	e.strip.area.Refresh()
	e.win.SetMainMenu(e.cmd.buildMenu())
}
