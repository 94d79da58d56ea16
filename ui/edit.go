package ui

import (
	"math"
	"perceptronlab/canvas"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
	"strconv"
)

// editor makes the edits of the points a user makes on the plane and from
// the keys and menus: add, select, drag, delete, flip, clear, undo and
// redo, each one step of the session's undo history, then has the window
// follow (Edited, Changed). It holds no state of its own.
type editor struct {
	r      editRoom
	ctl    *controller        // the run, and the wait for a dragged point's rest
	views  *examples          // the views around the examples loaded
	cursor func(x, y float64) // shows the pointer's position (the status bar)
	plane  *canvas.Plane      // its scale rounds a query clicked
}

// editRoom is what the editor asks of the window.
type editRoom interface {
	kit.Room
	// Edited follows an edit of the points.
	Edited()
	// Predict returns predict mode, which takes a click as an answer.
	Predict() *predict.Mode
	// View returns the view of the session's method, which places a query.
	View() methodview.View
	// refreshMoving redraws the plane for a moved point (pace.go).
	refreshMoving()
}

// onAdd adds a point where the plane was clicked.
func (d *editor) onAdd(x, y, label float64) {
	if d.r.Predict().Click(x, y) {
		return
	}
	var p []float64
	switch d.r.Session().Set().D {
	case 1:
		p = []float64{x}
	case 2:
		p = []float64{x, y}
	default:
		d.r.Message(i18n.T("Points can be placed by clicking only in 1-D and 2-D data"))
		return
	}
	d.r.Session().AddPoint(p, label)
	d.r.Edited()
}

// onSelect selects the clicked point, or clears the selection (−1).
func (d *editor) onSelect(i int) {
	d.r.Session().Select(i)
	d.r.Predict().Point(i)
	d.r.Refresh()
}

// onDragStart starts moving point i.
func (d *editor) onDragStart(i int) {
	d.r.Session().Select(i)
	d.r.Session().BeginMove(i)
}

// onMove moves point i live: the line and the distances follow every
// move, G and the model when the pointer rests (refreshMoving).
func (d *editor) onMove(i int, x, y float64) {
	dim := d.r.Session().Set().D
	if dim > 2 {
		return
	}
	p := []float64{x, y}[:dim]
	d.r.Session().MoveLive(i, p)
	d.r.refreshMoving()
}

// onDragEnd records the drag of point i as one edit.
func (d *editor) onDragEnd(i int) {
	d.ctl.restDone()
	d.r.Session().EndMove(i)
	d.r.Edited()
}

// onCursor shows the cursor position.
func (d *editor) onCursor(x, y float64) { d.cursor(x, y) }

// deleteSelected removes the selected point.
func (d *editor) deleteSelected() {
	if i := d.r.Session().Selected(); i >= 0 {
		d.r.Session().RemovePoint(i)
		d.r.Edited()
		return
	}
	d.r.Message(i18n.T("Click a point first to select it"))
}

// flipSelected flips the label of the selected point.
func (d *editor) flipSelected() {
	if i := d.r.Session().Selected(); i >= 0 {
		d.r.Session().FlipPoint(i)
		d.r.Edited()
		return
	}
	d.r.Message(i18n.T("Click a point first to select it"))
}

// undo reverts the latest edit.
func (d *editor) undo() {
	id := d.r.Session().LastEdit()
	if !d.r.Session().Undo() {
		d.r.Message(i18n.T("Nothing to undo"))
		return
	}
	d.r.Message(i18n.T("Undone"))
	d.r.Changed()
	d.views.undone(id)
}

// redo applies the latest undone edit again.
func (d *editor) redo() {
	if !d.r.Session().Redo() {
		d.r.Message(i18n.T("Nothing to redo"))
		return
	}
	d.r.Message(i18n.T("Redone"))
	d.r.Changed()
	d.views.redone()
}

// clearPoints removes every point (undoable).
func (d *editor) clearPoints() {
	d.ctl.Stop()
	d.r.Session().Clear()
	d.r.Changed()
}

// onQuery places the query point of the method, where the plane was
// clicked with Ctrl or in query mode. It reports false for a method with
// no query, where the click adds a point as usual.
func (d *editor) onQuery(x, y float64) bool {
	if d.r.Session().Settings().Form.Trains() {
		return false
	}
	dim := d.r.Session().Set().D
	if dim > 2 {
		d.r.Message(i18n.T("A query point can be placed by clicking only in 1-D and 2-D data"))
		return true
	}
	if !d.r.View().Query(d.snapQuery([]float64{x, y}[:dim])) {
		return false
	}
	d.r.Predict().Query()
	d.r.Refresh()
	return true
}

// snapQuery rounds a clicked query point to the decimal place nearest to
// eight pixels, so a click near (2, 4.5) places (2, 4.5) as the book has it.
func (d *editor) snapQuery(q []float64) []float64 {
	places := -math.Floor(math.Log10(8 * d.plane.Mapping().UnitsPerPixel()))
	if math.IsNaN(places) || math.IsInf(places, 0) {
		return q
	}
	for j, v := range q {
		if places >= 0 {
			q[j], _ = param.ParseFinite(strconv.FormatFloat(v, 'f', int(min(places, 15)), 64)) // the nearest float64 to the decimal
		} else {
			step := math.Pow(10, -places)
			q[j] = math.Round(v/step) * step
		}
	}
	return q
}
