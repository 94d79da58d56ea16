package ui

import (
	"fmt"
	"perceptronlab/canvas"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Loading an example over the user's points (issue 19, fault 11): the
// window asks first, and Undo brings back the points and the view they
// were seen in; Redo brings the example back in its own view.

// examples are the built-in examples in the window: the Examples menu,
// loading one (asking first when it would replace the user's points),
// what it shows besides its points, and, beside the edit that loaded it
// (keyed by lab.Session.LastEdit), the view it replaced and the view it
// framed, for Undo and Redo.
type examples struct {
	w      exampleWindow
	fit    *fitview.Frame // curve fitting's examples
	keep   *keeper        // the view an example frames
	s      *lab.Session
	plane  *canvas.Plane
	byEdit map[int][2]scene.View
	ask    *dialog.ConfirmDialog // the question while shown (for tests)
}

// exampleWindow is what the examples ask of the window.
type exampleWindow interface {
	kit.Room
	View() methodview.View
	Run() kit.Runner
	ShowTab(name string)
	// setCategorical gives the Table tab the data of an example table.
	setCategorical(t *lab.CategoricalTable)
}

// confirmReplace runs load at once when nothing of the user's is at stake
// (no points, points as saved or opened, or an example as loaded), and
// otherwise after the user chose Replace in a dialog that names the
// example.
func (ex *examples) confirmReplace(name string, load func()) {
	n := ex.s.Set().Len()
	if _, asLoaded := ex.byEdit[ex.s.LastEdit()]; n == 0 || !ex.s.PointsEdited() || asLoaded {
		load()
		return
	}
	msg := widget.NewLabel(fmt.Sprintf(i18n.T("%s replaces the %d points on the plane. Undo brings them back."), name, n))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(i18n.T("Replace your points?"), i18n.T("Replace"), i18n.T("Cancel"), msg, func(ok bool) {
		ex.ask = nil
		if ok {
			load()
		}
		ex.w.Window().Canvas().Unfocus() // the keys go to the plane again (choice.go)
	}, ex.w.Window())
	ex.ask = d
	d.Show()
	d.Resize(fyne.NewSize(30*theme.TextSize(), d.MinSize().Height)) // the sentence in two lines, not four
}

// remember records the views around the example load just made: before
// is the view the user had.
func (ex *examples) remember(before scene.View) {
	if ex.byEdit == nil {
		ex.byEdit = map[int][2]scene.View{}
	}
	ex.byEdit[ex.s.LastEdit()] = [2]scene.View{before, ex.plane.Requested()}
}

// undone puts back the user's view when the edit just undone (id) loaded
// an example.
func (ex *examples) undone(id int) {
	if v, ok := ex.byEdit[id]; ok {
		ex.plane.SetView(v[0])
	}
}

// redone shows a redone example in its own view again.
func (ex *examples) redone() {
	if v, ok := ex.byEdit[ex.s.LastEdit()]; ok {
		ex.plane.SetView(v[1])
	}
}

// extras shows what an example shows besides its points and
// settings, from its registry entry: for k-NN the tree built, the query
// (searched to its end) and Example 3.1's Lp balls, for naive Bayes no
// query; the tab of its method; its view. It redraws everything from the
// session, so nothing of the example before stays on the plane.
func (ex *examples) extras(x lab.ExampleSpec) {
	ex.w.View().Open(&x)
	if v := x.View; v != nil {
		ex.plane.SetView(scene.View{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax})
	}
	ex.w.Refresh()
}

// openTable loads an example table into the Table tab with its
// query (Table 4.1 with x = (2, S) and λ = 0: Example 4.1; λ = 1 gives
// Example 4.2), in its method's own form (naive Bayes) over an empty
// plane: the previous example's points and explanation do not stay
// behind it. Edited points are replaced only when the user agrees, and
// Undo brings them back.
func (ex *examples) openTable(x lab.ExampleSpec) {
	tb, err := lab.ReadExampleTable(x.Table)
	if err != nil {
		kit.ShowError(err, ex.w.Window())
		return
	}
	t := lab.TableFrom(tb)
	for j, v := range x.TableQuery {
		t.SetQuery(j, v)
	}
	ex.confirmReplace(i18n.T(x.Label()), func() {
		empty := &dataset.Set{D: 2}
		ex.load(i18n.T(x.Label()), empty, x.Settings(ex.settings(empty)))
		ex.w.setCategorical(t)
		ex.w.ShowTab("table")
		ex.w.Refresh()
	})
}
