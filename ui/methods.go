package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/knnview"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/nbview"
	"perceptronlab/ui/perceptronview"
)

// methodViews is the registry of the window's method views, by the
// method's name in lab.Methods: each makes the method's view for one
// window, which keeps the method's state. A method of lab.Methods without
// a view stops the program at start-up (checkViews).
var methodViews = map[string]methodview.Maker{
	"primal":   perceptronview.NewMethod,
	"dual":     perceptronview.NewMethod,
	"kernel":   perceptronview.NewMethod,
	"pocket":   perceptronview.NewMethod,
	"averaged": perceptronview.NewMethod,
	"knn":      knnview.NewMethod,
	"nb":       nbview.NewMethod,
	"polyfit":  newPolyfitView,
}

func init() {
	if err := checkViews(lab.Methods, methodViews); err != nil {
		panic(err)
	}
}

// checkViews reports a method of ms that has no view in views, or a view
// of no method.
func checkViews(ms []lab.Method, views map[string]methodview.Maker) error {
	for _, m := range ms {
		if views[m.Name] == nil {
			return fmt.Errorf("ui: method %q has no view: add it to methodViews", m.Name)
		}
	}
	for name := range views {
		if !slices.ContainsFunc(ms, func(m lab.Method) bool { return m.Name == name }) {
			return fmt.Errorf("ui: the view %q is of no method in lab.Methods", name)
		}
	}
	return nil
}

// newViews makes every method's view for the window r.
func newViews(r methodview.Room) map[string]methodview.View {
	views := make(map[string]methodview.View, len(lab.Methods))
	for _, m := range lab.Methods {
		views[m.Name] = methodViews[m.Name](r)
	}
	return views
}

// MethodViews returns the methods' views in lab.Methods's order.
func (e *explorer) MethodViews() []methodview.View {
	vs := make([]methodview.View, len(lab.Methods))
	for i, m := range lab.Methods {
		vs[i] = e.views[m.Name]
	}
	return vs
}

// modeView is the view of a method with a mode of its own, which replaces
// the window's content (a regression method, whose data are not the
// session's ±1 points): selecting the method enters its mode.
type modeView interface {
	methodview.View
	enter()
}

// selectMethod selects the method named name as the Model tab's menu
// does: the session's form, or a method's own mode.
func (e *explorer) selectMethod(name string) {
	if i := slices.IndexFunc(lab.Methods, func(m lab.Method) bool { return m.Name == name }); i >= 0 {
		ts := e.s.Settings()
		ts.Form = lab.Methods[i].Form
		e.ApplySettings(ts)
	}
}

// View returns the view of the session's method.
func (e *explorer) View() methodview.View { return e.viewOf(e.s.Settings().Form.Method()) }

// viewOf returns the view of method m.
func (e *explorer) viewOf(m lab.Method) methodview.View { return e.views[m.Name] }

// enableTraining enables the run's buttons for a method that has a run.
func (b *toolbar) enableTraining(on bool) {
	for _, w := range []*widget.Button{b.stepBtn, b.epochBtn, b.runBtn, b.endBtn} {
		kit.SetEnabled(w, on)
	}
}

// classifierHint says what the mouse does in the k-NN and naive-Bayes
// forms, which place a query point; "" in the other forms.
func (b *statusBar) classifierHint() string {
	switch {
	case b.r.Session().Settings().Form.Trains():
		return ""
	case b.r.QueryMode():
		return i18n.T("Click places the query point q (query mode) · drag a point to move it · scroll zooms")
	}
	return i18n.T("Click adds a point · Ctrl+click places the query point q · drag a point to move it: the regions follow")
}

// viewRoom is the room a method's view is given (methodview.Room): the
// window's, with the keeper's file dialogs and exports.
type viewRoom struct {
	*explorer
	*keeper
}

// StopRun stops the controller's run going on.
func (r viewRoom) StopRun() { r.explorer.Run().Stop() }

// polyfitView is chapter 1's polynomial curve fitting (Li Hang §1.4.2), a
// regression: its own mode (ui/fitview) takes the window's place, with its
// (x, t) plane and its tabs, while it is selected. The classifiers' plane
// never draws it, and the session's form is never it (a session holds
// classification methods): selecting it enters its mode, and the rest of
// View is empty.
type polyfitView struct{ w fitEnterer }

// fitEnterer is the window that shows the curve-fitting mode.
type fitEnterer interface{ enterFitMode() }

// newPolyfitView returns curve fitting's view for the window r, whose
// content its mode replaces (r is the explorer, a fitEnterer).
func newPolyfitView(r methodview.Room) methodview.View {
	w, ok := r.(fitEnterer)
	if !ok { // a programming error, met when the window makes its views
		panic("ui: curve fitting's view is given a window that cannot show its mode")
	}
	return &polyfitView{w: w}
}

func (*polyfitView) Models() []scene.Model            { return nil }
func (*polyfitView) Query([]float64) bool             { return false }
func (*polyfitView) QueryPoint() []float64            { return nil }
func (*polyfitView) WriteLink(*lab.Link)              {}
func (*polyfitView) ReadLink(*lab.Link) func()        { return nil }
func (*polyfitView) Run() methodview.Run              { return nil } // its mode has its own
func (*polyfitView) Animate()                         {}
func (*polyfitView) Explanation() []string            { return nil }
func (*polyfitView) Changed(lab.TrainSettings) string { return "" }
func (*polyfitView) Rows() []methodview.Row           { return nil }
func (*polyfitView) PointLines(int) []string          { return nil }
func (*polyfitView) Open(*lab.ExampleSpec)            {}
func (*polyfitView) PredictKey() string               { return "" }
func (*polyfitView) AskHint() string                  { return "" }
func (*polyfitView) Tabs() []methodview.Tab           { return nil }
func (v *polyfitView) Question(asked []float64) (lab.Question, bool, []float64) {
	return lab.Question{}, false, asked
}

// enter shows the curve-fitting mode (fitview.Frame).
func (v *polyfitView) enter() { v.w.enterFitMode() }

// fitHost is the window curve fitting shows in (fitview.Host): the
// window's room, with the keeper's files and figure dialog, the looks'
// switches and the commands' key handler.
type fitHost struct {
	*explorer
	*keeper
}

func (h fitHost) SelectMethod(name string)         { h.selectMethod(name) }
func (h fitHost) RefreshTitle()                    { h.refreshTitle() }
func (h fitHost) Autosave()                        { h.autosave() }
func (h fitHost) KeyHandler() func(*fyne.KeyEvent) { return h.cmd.onKey }
func (h fitHost) ApplyLinkLook(k lab.LinkLook)     { h.looks.applyLookOf(k) }
func (h fitHost) SetProjector(on bool)             { h.looks.SetProjector(on) }
func (h fitHost) ToggleFullScreen()                { h.looks.ToggleFullScreen() }
