package fitview

import (
	"context"
	"fmt"
	"io"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/selection"
	"perceptronlab/canvas"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/i18n"
)

// View is the curve-fitting mode of Li Hang §1.4.2 (issue 18): the
// (x, t) plane with the fitted polynomial, the controls, the linked error
// figures and coefficient table, the cross-validation stepper and the
// explanation strip. It draws a lab.FitLab, which holds all the state;
// the plane is the same canvas.Plane as the classifiers', fed a scene of
// training points (class +1) and test points (class −1) and curve models.
type View struct {
	r     Room
	lab   *lab.FitLab
	Plane *canvas.Plane

	Explain  *widget.Label
	Status   *widget.Label // the mode's messages, under the strip
	Controls *fitControls
	Views    *fitViews
	CV       *fitCV
	More     *fitMore
	Predict  *fitPredict
	Tabs     *container.AppTabs
	content  fyne.CanvasObject
	// shownTab is the tab shown, set once AppTabs has switched (−1
	// meanwhile): the figures draw only then. Drawn while AppTabs was
	// still laying the new tab out, a figure finished in the test
	// driver, whose fyne.Do runs on the drawing goroutine, while that
	// layout went on (a race -race caught).
	shownTab int

	selected    int
	Fit         lab.FitResult
	FitErr      error
	Resample    []*selection.Poly // the resampled fits shown, nil for none
	resampleMsg string            // the message that describes them
	exportKind  fitExportKind     // the figure File ▸ Export figure… writes (fitexport.go)

	cancel context.CancelFunc // cancels the resampling or CV under way
	Jobs   sync.WaitGroup
}

// NewView builds the curve-fitting mode for e on the default data.
func NewView(e Room) *View {
	v := &View{r: e, lab: lab.NewFitLab(), selected: -1}
	v.Plane = canvas.NewPlane()
	v.Plane.FreeAspect = true
	v.Plane.OnAdd = v.OnAdd
	v.Plane.OnSelect = func(i int) { v.selected = i; v.Refresh() }
	v.Plane.OnMove = v.OnMove
	v.Plane.OnDragEnd = func(int) { v.record(); v.refreshViews() }
	v.Plane.Translate = fitLegend
	v.Explain = &widget.Label{Wrapping: fyne.TextWrapWord}
	v.Status = &widget.Label{Wrapping: fyne.TextWrapWord}
	v.Predict = newFitPredict(v)
	v.Controls = newFitControls(v)
	v.Views = newFitViews(v)
	v.CV = newFitCV(v)
	v.More = newFitMore(v)
	v.Tabs = container.NewAppTabs(
		container.NewTabItem("", container.NewVScroll(v.Controls.content)),
		container.NewTabItem("", v.Views.content),
		container.NewTabItem("", container.NewVScroll(v.CV.content)),
		container.NewTabItem("", v.More.content))
	v.Tabs.OnUnselected = func(*container.TabItem) { v.shownTab = -1 }
	v.Tabs.OnSelected = func(*container.TabItem) {
		v.shownTab = v.Tabs.SelectedIndex()
		v.Explain.SetText(v.explanation()) // the stepper's step belongs to its tab
		v.refreshViews()
		v.More.refreshFigures()
	}
	area := container.NewBorder(nil, container.NewVBox(v.Explain, v.Status), nil, nil, v.Plane)
	split := container.NewHSplit(area, container.NewBorder(v.Controls.sliders, nil, nil, nil, v.Tabs))
	split.Offset = 0.6
	v.content = split
	v.Relabel()
	return v
}

// fitLegend names the plane's classes as curve fitting uses them.
func fitLegend(s string) string {
	switch s {
	case "+1":
		return i18n.T("training points")
	case "−1":
		return i18n.T("test points")
	}
	return i18n.T(s)
}

// relabel sets every text in the current language.
func (v *View) Relabel() {
	v.Tabs.Items[0].Text = i18n.T("Fitting")
	v.Tabs.Items[1].Text = i18n.T("Errors")
	v.Tabs.Items[2].Text = i18n.T("Cross-validation")
	v.Tabs.Items[3].Text = i18n.T("Chapter 1")
	v.Tabs.Refresh()
	v.Controls.Relabel()
	v.Views.Relabel()
	v.CV.Relabel()
	v.More.Relabel()
	v.Predict.Relabel()
	v.Refresh()
}

// changed follows a change of the data: it is recorded for Undo, and
// resampled fits no longer apply.
func (v *View) Changed() {
	v.record()
	v.dropResample()
	v.Refresh()
}

// record records a change of the lab in the session's undo history
// (lab.Session.RecordFit: nothing when nothing changed), which also
// makes it unsaved work: the title marks it, autosave keeps it, and
// Ctrl+Q asks before it is lost.
func (v *View) record() {
	v.r.Session().RecordFit()
	v.r.FitEdited()
}

// refresh refits and redraws the plane, the strip and the linked views.
func (v *View) Refresh() {
	v.refreshPlane()
	v.refreshViews()
}

// refreshPlane refits and redraws the plane and the strip: all a drag
// needs, within a frame.
func (v *View) refreshPlane() {
	v.Fit, v.FitErr = v.lab.Fit()
	v.Plane.SetInput(v.Input())
	v.Explain.SetText(v.explanation())
}

// refreshViews redraws the error figures, the table and the controls.
func (v *View) refreshViews() {
	v.Controls.Refresh()
	v.CV.Refresh()
	v.Views.Refresh() // last: it may start a drawing (View.shownTab)
}

// Input returns the plane's scene input: the points as classes, the
// curves as models.
func (v *View) Input() scene.Input {
	l := v.lab
	set := &dataset.Set{D: 2}
	fold := v.foldRoles()
	var held []int
	for i, p := range l.Points {
		y := 1.0
		if p.Test {
			y = -1
		}
		if fold[i] {
			held = append(held, i)
		}
		set.X, set.Y = append(set.X, p.X, p.T), append(set.Y, y)
	}
	in := scene.NewInput(set)
	in.Style = v.r.PlaneStyle()
	in.Show = scene.Show{Legend: true, Line: true, LSQ: true}
	in.Selected = v.selected
	in.Models = v.models()
	if held != nil {
		// The held-out fold is ringed, as k-NN's is, not drawn as test points.
		in.Models = append(in.Models, scene.TestFold{Points: held})
	}
	return in
}

// foldRoles marks, while the stepper shows a fold, the points it holds
// out; points outside the cross-validation are not marked.
func (v *View) foldRoles() map[int]bool {
	s := &v.lab.Step
	if !s.Started() || s.Pos >= s.K() {
		return nil
	}
	out := map[int]bool{}
	for _, r := range s.Folds.At(s.Pos).Test {
		out[s.Train[r]] = true
	}
	return out
}

// models returns the curves drawn: the resampled fits, the truth, the
// residuals, the fit (or a fold's fit while the stepper shows a fold).
func (v *View) models() []scene.Model {
	st := v.r.PlaneStyle()
	var ms []scene.Model
	for _, p := range v.Resample {
		c := scene.WithAlpha(st.Prev, 0.35)
		ms = append(ms, scene.Curve{F: p.Eval, Layer: scene.LayerPrev, Color: c, Width: st.LineWidth * 0.6})
	}
	if v.lab.ShowTruth {
		ms = append(ms, scene.Curve{F: lab.Truth, Layer: scene.LayerLSQ, Color: scene.WithAlpha(st.LSQ, 1),
			Width: st.LineWidth, Dashed: true, Legend: "sin(2πx)"})
	}
	if g := v.Predict.model(st); g != nil {
		ms = append(ms, g)
	}
	f := v.shownFit() // fitexport.go
	if f == nil {
		return ms
	}
	if v.lab.ShowResiduals {
		x, t, _ := v.lab.Train()
		ms = append(ms, scene.Residuals{X: x, Y: t, F: f, Color: scene.WithAlpha(st.Misclassified, 0.8), Width: st.LineWidth * 0.6})
	}
	return append(ms, scene.Curve{F: f, Layer: scene.LayerLine, Color: scene.WithAlpha(st.Line, 1),
		Width: st.LineWidth * 1.3, Legend: "fitted polynomial"})
}

// explanation is the strip's text: the fit in numbers, or the stepper's
// step.
func (v *View) explanation() string {
	// The stepper's step while its tab is shown and no resampled fits
	// cover the plane: it stayed after leaving the tab and after Resample.
	if s := &v.lab.Step; s.Started() && v.shownTab == CVTab && v.Resample == nil {
		return v.CV.explanation()
	}
	if v.FitErr != nil {
		return v.FitErr.Error()
	}
	if v.Predict.On {
		return predictHint(v.lab.M)
	}
	p := v.Fit.Poly
	text := fmt.Sprintf(i18n.T("M = %d, %s: fitted to %d training points by (1.19); training E_RMS = %.4f"),
		p.Degree, lambdaText(v.lab), p.N, v.Fit.TrainRMSE)
	if !math.IsNaN(v.Fit.TestRMSE) {
		text += fmt.Sprintf(i18n.T(", test E_RMS = %.4f"), v.Fit.TestRMSE)
	}
	text += fmt.Sprintf(i18n.T("; condition number %.3g"), p.Cond)
	if p.MinNorm {
		text += "\n" + fmt.Sprintf(i18n.T("M + 1 = %d is more than the distinct x among the %d training points, and λ = 0: the minimum-norm w is shown"), p.Degree+1, p.N)
	}
	return text
}

// lambdaText writes λ as the slider sets it.
func lambdaText(l *lab.FitLab) string {
	if l.Lambda() == 0 {
		return "λ = 0"
	}
	return fmt.Sprintf("ln λ = %.1f", l.LnLambda)
}

// message shows s under the strip.
func (v *View) Message(s string) { v.Status.SetText(s) }

// CVTab is the index of the Cross-validation tab.
const CVTab = 2

// dropResample forgets the resampled fits and the message that described
// them ("20 fits at M = 3" stayed after Generate).
func (v *View) dropResample() {
	if v.Resample != nil && v.Status.Text == v.resampleMsg {
		v.Message("")
	}
	v.Resample = nil
}

// OnAdd places a point: a training point, or a test point with the right
// Button or Shift.
func (v *View) OnAdd(x, y, label float64) {
	if v.Predict.On {
		v.Predict.add(x, y)
		return
	}
	if err := v.lab.Add(lab.FitPoint{X: x, T: y, Test: label < 0}); err != nil {
		v.Message(i18n.T("There are too many points"))
		return
	}
	v.Changed()
}

// OnMove follows a dragged point: refit and redraw the plane only; the
// error figures follow when the drag ends.
func (v *View) OnMove(i int, x, y float64) {
	v.lab.Move(i, x, y)
	v.dropResample()
	v.refreshPlane()
}

// frame shows the data's x range and t range with a margin.
func (v *View) frame() {
	xl, xh, tl, th := 0.0, 1.0, -1.5, 1.5
	for _, p := range v.lab.Points {
		xl, xh, tl, th = math.Min(xl, p.X), math.Max(xh, p.X), math.Min(tl, p.T), math.Max(th, p.T)
	}
	mx, mt := 0.06*(xh-xl), 0.1*(th-tl)
	v.Plane.SetView(scene.View{XMin: xl - mx, XMax: xh + mx, YMin: tl - mt, YMax: th + mt})
}

// stop cancels the long work under way and waits for it.
func (v *View) stop() {
	if v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
}

// run starts work in a goroutine with a context; then runs on the UI
// goroutine with its result unless cancelled meanwhile.
func (v *View) run(work func(ctx context.Context) func()) {
	v.stop()
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	v.Jobs.Add(1)
	go func() {
		defer v.Jobs.Done()
		then := work(ctx)
		fyne.Do(func() {
			if ctx.Err() == nil && !v.r.IsClosed() {
				then()
			}
		})
	}()
}

// Room is what curve fitting asks of the window.
type Room interface {
	figuredialog.Room
	// ShowFigureDialog shows the figure export dialog d.
	ShowFigureDialog(d *figuredialog.Dialog)
	// WriteFile writes path atomically with write, an error naming it.
	WriteFile(path string, write func(io.Writer) error) error
	// Track counts a job under way (for the tests); call what it returns
	// when the job ends.
	Track() func()
	// LeaveFitMode gives the window back to the classifiers; InFitMode
	// reports whether curve fitting has it.
	LeaveFitMode()
	InFitMode() bool
	// FitEdited follows an edit of the lab: the title's unsaved mark and
	// the autosave.
	FitEdited()
	// KeepClean marks the session saved after a change that put nothing
	// of the user's at stake (nothing was unsaved before it).
	KeepClean(wasDirty bool)
	// Look says whether the window is dark and in projector mode.
	Look() (dark, projector bool)
	// SetProjector switches projector mode, ToggleFullScreen full screen.
	SetProjector(on bool)
	ToggleFullScreen()
}
