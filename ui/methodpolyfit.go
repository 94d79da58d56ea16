package ui

import (
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/perceptronview"
)

// polyfitView is chapter 1's polynomial curve fitting (Li Hang §1.4.2), a
// regression: its own mode (ui/fitview) takes the window's place, with its
// (x, t) plane and its tabs, while it is selected. The classifiers' plane
// never draws it: it has no models, tabs, explanation or question, and
// leaves the commands to the run, as the perceptron's view does.
type polyfitView struct {
	methodview.View // the perceptron's no-ops for the commands
	w               fitEnterer
}

// fitEnterer is the window that shows the curve-fitting mode.
type fitEnterer interface{ enterFitMode() }

// newPolyfitView returns curve fitting's view for the window r, whose
// content its mode replaces (r is the explorer, a fitEnterer).
func newPolyfitView(r methodview.Room) methodview.View {
	w, ok := r.(fitEnterer)
	if !ok { // a programming error, met when the window makes its views
		panic("ui: curve fitting's view is given a window that cannot show its mode")
	}
	return &polyfitView{View: perceptronview.NewMethod(r), w: w}
}

func (*polyfitView) Models() []scene.Model  { return nil }
func (*polyfitView) Tabs() []methodview.Tab { return nil }
func (*polyfitView) Explanation() []string  { return nil }
func (v *polyfitView) Question(asked []float64) (lab.Question, bool, []float64) {
	return lab.Question{}, false, asked
}

// enter shows the curve-fitting mode (fitenter.go).
func (v *polyfitView) enter() { v.w.enterFitMode() }
