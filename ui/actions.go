package ui

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
)

// onAdd adds a point where the plane was clicked.
func (e *explorer) onAdd(x, y, label float64) {
	if e.predict.Click(x, y) {
		return
	}
	var p []float64
	switch e.s.Set().D {
	case 1:
		p = []float64{x}
	case 2:
		p = []float64{x, y}
	default:
		e.status.setMessage(i18n.T("Points can be placed by clicking only in 1-D and 2-D data"))
		return
	}
	e.s.AddPoint(p, label)
	e.Edited()
}

// edited follows an edit of the points: once training has begun, the
// message says how the current w and b now fare, so that the last run's
// "converged" never stands under a misclassified point.
func (e *explorer) Edited() {
	if e.s.Training().State().K > 0 {
		e.status.setMessage(fmt.Sprintf(i18n.T("Points edited: %d of %d misclassified by the current w and b; Step goes on from here"),
			e.s.Training().Misclassified(), e.s.Set().Len()))
	}
	e.Changed()
}

// onSelect selects the clicked point, or clears the selection (−1).
func (e *explorer) onSelect(i int) {
	e.s.Select(i)
	e.predict.Point(i)
	e.Refresh()
}

// onDragStart starts moving point i.
func (e *explorer) onDragStart(i int) {
	e.s.Select(i)
	e.s.BeginMove(i)
}

// onMove moves point i live: the line and the distances follow every
// move, G and the model when the pointer rests (refreshMoving).
func (e *explorer) onMove(i int, x, y float64) {
	d := e.s.Set().D
	if d > 2 {
		return
	}
	p := []float64{x, y}[:d]
	e.s.MoveLive(i, p)
	e.refreshMoving()
}

// onDragEnd records the drag of point i as one edit.
func (e *explorer) onDragEnd(i int) {
	e.ctl.restDone()
	e.s.EndMove(i)
	e.Edited()
}

// onCursor shows the cursor position.
func (e *explorer) onCursor(x, y float64) { e.status.setCursor(x, y) }

// onFit frames the points.
func (e *explorer) onFit() { e.plane.Fit() }

// deleteSelected removes the selected point.
func (e *explorer) deleteSelected() {
	if i := e.s.Selected(); i >= 0 {
		e.s.RemovePoint(i)
		e.Edited()
		return
	}
	e.status.setMessage(i18n.T("Click a point first to select it"))
}

// flipSelected flips the label of the selected point.
func (e *explorer) flipSelected() {
	if i := e.s.Selected(); i >= 0 {
		e.s.FlipPoint(i)
		e.Edited()
		return
	}
	e.status.setMessage(i18n.T("Click a point first to select it"))
}

// undo reverts the latest edit.
func (e *explorer) undo() {
	id := e.s.LastEdit()
	if !e.s.Undo() {
		e.status.setMessage(i18n.T("Nothing to undo"))
		return
	}
	e.status.setMessage(i18n.T("Undone"))
	e.Changed()
	e.examples.undone(e, id)
}

// redo applies the latest undone edit again.
func (e *explorer) redo() {
	if !e.s.Redo() {
		e.status.setMessage(i18n.T("Nothing to redo"))
		return
	}
	e.status.setMessage(i18n.T("Redone"))
	e.Changed()
	e.examples.redone(e)
}

// clearPoints removes every point (undoable).
func (e *explorer) clearPoints() {
	e.ctl.Stop()
	e.s.Clear()
	e.Changed()
}

// ApplySettings takes new training settings; training starts again.
func (e *explorer) ApplySettings(ts lab.TrainSettings) {
	if v, ok := e.viewOf(ts.Form.Method()).(modeView); ok {
		v.enter() // the session keeps its method
		return
	}
	if ts.Equal(e.s.Settings()) {
		return
	}
	e.ctl.Stop()
	e.s.SetSettings(ts)
	e.status.setMessage(e.View().Changed(ts))
	e.Changed()
}

// ToggleFullScreen switches full screen on or off.
func (e *explorer) ToggleFullScreen() { e.win.SetFullScreen(!e.win.FullScreen()) }

// setLanguage switches the interface language and remembers the choice.
func (e *explorer) setLanguage(l string) {
	e.app.Preferences().SetString(prefLanguage, l)
	i18n.SetLanguage(l)
}

// SetProjector switches projector mode.
func (e *explorer) SetProjector(on bool) {
	e.look.projector = on
	e.app.Preferences().SetBool(prefProjector, on)
	e.applyLook()
	e.win.SetMainMenu(e.buildMenu())
	e.Refresh()
}

// setDark switches the dark theme.
func (e *explorer) setDark(on bool) {
	e.look.dark = on
	e.app.Preferences().SetBool(prefDark, on)
	e.applyLook()
	e.win.SetMainMenu(e.buildMenu())
	e.Refresh()
}

// applyLook sets the theme for the current look.
func (e *explorer) applyLook() {
	e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector))
	e.side.SetProjector(e.look.projector)
	e.bar.SetProjector(e.look.projector)
	e.status.SetProjector(e.look.projector)
	e.strip.SetProjector(e.look.projector)
	e.fitRestyle(false) // curve-fitting mode (issue 18)
}

// toggleLayer turns one layer of the plane on or off.
func (e *explorer) toggleLayer(layer *bool) {
	*layer = !*layer
	e.win.SetMainMenu(e.buildMenu())
	e.Refresh()
}
