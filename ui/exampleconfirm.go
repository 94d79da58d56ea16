package ui

import (
	"fmt"
	"perceptronlab/canvas"
	"perceptronlab/lab"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// Loading an example over the user's points (issue 19, fault 11): the
// window asks first, and Undo brings back the points and the view they
// were seen in; Redo brings the example back in its own view.

// exampleViews keeps, beside the edit that loaded an example (keyed by
// lab.Session.LastEdit), the view it replaced and the view it framed.
type exampleViews struct {
	s      *lab.Session
	plane  *canvas.Plane
	byEdit map[int][2]scene.View
	ask    *dialog.ConfirmDialog // the question while shown (for tests)
}

// confirmReplace runs load at once when nothing of the user's is at stake
// (no points, points as saved or opened, or an example as loaded), and
// otherwise after the user chose Replace in a dialog that names the
// example.
func (e *explorer) confirmReplace(name string, load func()) {
	n := e.s.Set().Len()
	if _, asLoaded := e.examples.byEdit[e.s.LastEdit()]; n == 0 || !e.s.PointsEdited() || asLoaded {
		load()
		return
	}
	msg := widget.NewLabel(fmt.Sprintf(i18n.T("%s replaces the %d points on the plane. Undo brings them back."), name, n))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(i18n.T("Replace your points?"), i18n.T("Replace"), i18n.T("Cancel"), msg, func(ok bool) {
		e.examples.ask = nil
		if ok {
			load()
		}
		e.win.Canvas().Unfocus() // the keys go to the plane again (choice.go)
	}, e.win)
	e.examples.ask = d
	d.Show()
	d.Resize(fyne.NewSize(30*theme.TextSize(), d.MinSize().Height)) // the sentence in two lines, not four
}

// remember records the views around the example load just made: before
// is the view the user had.
func (x *exampleViews) remember(before scene.View) {
	if x.byEdit == nil {
		x.byEdit = map[int][2]scene.View{}
	}
	x.byEdit[x.s.LastEdit()] = [2]scene.View{before, x.plane.Requested()}
}

// undone puts back the user's view when the edit just undone (id) loaded
// an example.
func (x *exampleViews) undone(id int) {
	if v, ok := x.byEdit[id]; ok {
		x.plane.SetView(v[0])
	}
}

// redone shows a redone example in its own view again.
func (x *exampleViews) redone() {
	if v, ok := x.byEdit[x.s.LastEdit()]; ok {
		x.plane.SetView(v[1])
	}
}
