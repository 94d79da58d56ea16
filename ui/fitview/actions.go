package fitview

import (
	"fyne.io/fyne/v2"

	"perceptronlab/dataset"
	"perceptronlab/lab"

	"perceptronlab/ui/i18n"
)

// OnKey runs the curve-fitting mode's single keys.
func (v *View) OnKey(ev *fyne.KeyEvent) {
	r := v.r
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyRight:
		v.CV.OnNext()
	case fyne.KeyLeft:
		v.CV.onPrev()
	case fyne.KeyUp:
		v.Controls.M.SetValue(float64(min(v.lab.M+1, int(v.Controls.M.Max))))
	case fyne.KeyDown:
		v.Controls.M.SetValue(float64(max(v.lab.M-1, 0)))
	case fyne.KeyF:
		v.frame()
	case fyne.KeyP:
		_, on := r.Look()
		r.SetProjector(!on)
	case fyne.KeyT:
		v.ToggleSelected()
	case fyne.KeyDelete, fyne.KeyBackspace:
		v.DeleteSelected()
	case fyne.KeyF11:
		r.ToggleFullScreen()
	case fyne.KeyEscape:
		if v.lab.Step.Started() {
			v.CV.onStop()
		} else {
			r.LeaveFitMode()
		}
	}
}

// Undo reverts the latest edit of the lab, through the session's history
// (lab.Session.UndoFit).
func (v *View) Undo() {
	if !v.r.Session().UndoFit() {
		v.Message(i18n.T("Nothing to undo"))
		return
	}
	v.undone(i18n.T("Undone"))
}

// Redo applies the latest undone edit of the lab again.
func (v *View) Redo() {
	if !v.r.Session().RedoFit() {
		v.Message(i18n.T("Nothing to redo"))
		return
	}
	v.undone(i18n.T("Redone"))
}

// undone shows the lab after Undo or Redo, and says msg.
func (v *View) undone(msg string) {
	v.selected = -1
	v.dropResample()
	v.Refresh()
	v.r.FitEdited()
	v.Message(msg)
}

// DeleteSelected removes the selected point.
func (v *View) DeleteSelected() {
	if v.selected < 0 {
		v.Message(i18n.T("Click a point first to select it"))
		return
	}
	v.lab.Delete(v.selected)
	v.selected = -1
	v.Changed()
}

// ToggleSelected makes the selected point a test point, or a training
// point again.
func (v *View) ToggleSelected() {
	if v.selected < 0 {
		v.Message(i18n.T("Click a point first to select it"))
		return
	}
	v.lab.ToggleTest(v.selected)
	v.Changed()
}

// PredictFromLink turns predict, then reveal on or off as a link asks:
// on, the fit is hidden until the student has sketched a guess.
func (v *View) PredictFromLink(on bool) {
	p := v.Predict
	p.On, p.Sketch = on, nil
	p.sketching(on)
	p.Relabel()
}

// Lab returns the lab the view shows: the window's, which the session
// holds (lab.Session.SetFit).
func (v *View) Lab() *lab.FitLab { return v.lab }

// Content returns the view's content, which replaces the window's.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Frame fits the plane's view to the points.
func (v *View) Frame() { v.frame() }

// Stop cancels the work under way (a cross-validation, the figures).
func (v *View) Stop() { v.stop() }

// Restyle redraws the view after a change of look.
func (v *View) Restyle() {
	v.Refresh()
	v.More.Refresh()
}

// Replace makes f the lab shown, as a file or a link brings it: the work
// under way stops, nothing is selected, and the cross-validation form
// shows f's setting. The caller then says it changed.
func (v *View) Replace(f *lab.FitLab) {
	v.stop()
	*v.lab = *f
	v.selected, v.Resample = -1, nil
	v.CV.load()
}

// LoadExample replaces the points with the shipped example named name.
func (v *View) LoadExample(name string) error {
	if err := v.lab.LoadFitExample(name); err != nil {
		return err
	}
	v.selected = -1
	return nil
}

// LoadRegression replaces the points with r's.
func (v *View) LoadRegression(r *dataset.RegressionSet) { v.loadRegression(r) }

// OpenFile asks for an x,t file and opens it.
func (v *View) OpenFile() { v.Controls.onOpen() }

// Clear removes every point.
func (v *View) Clear() { v.Controls.onClear() }

// ExportFigure opens the figure export dialog for the fit's figures.
func (v *View) ExportFigure() { v.exportFigure() }

// Predicting reports whether predict, then reveal is on.
func (v *View) Predicting() bool { return v.Predict.On }

// StartCV starts the cross-validation.
func (v *View) StartCV() { v.CV.OnStart() }

// NextCV steps the cross-validation forward.
func (v *View) NextCV() { v.CV.OnNext() }

// PrevCV steps the cross-validation back.
func (v *View) PrevCV() { v.CV.onPrev() }

// StopCV ends the cross-validation.
func (v *View) StopCV() { v.CV.onStop() }

// StartCVAt cross-validates again and shows fold i (from 0).
func (v *View) StartCVAt(i int) { v.CV.startAt(i) }

// ShowFold selects the cross-validation tab and shows fold i (from 0) of
// a new cross-validation.
func (v *View) ShowFold(i int) {
	v.Tabs.SelectIndex(CVTab)
	v.CV.startAt(i)
}

// Wait waits for the work under way (the figures, a cross-validation):
// the test driver runs a drawing's fyne.Do on the drawing's goroutine.
func (v *View) Wait() {
	v.Jobs.Wait()
	if v.Views != nil {
		v.Views.Jobs.Wait()
	}
}
