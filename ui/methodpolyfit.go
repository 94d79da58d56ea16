package ui

// polyfitView is chapter 1's polynomial curve fitting (Li Hang §1.4.2), a
// regression: its own mode (fitmode.go) takes the window's place, with its
// (x, t) plane and its tabs, while it is selected. The classifiers' plane
// never draws it, so what it does not override is the perceptron's no-op.
type polyfitView struct{ perceptronView }

// tabs: none in the side panel; the mode has its own.
func (*polyfitView) tabs() []tabSpec { return nil }

// enter shows the curve-fitting mode (fitenter.go).
func (*polyfitView) enter(w methodRoom) { w.enterFitMode() }
