package ui

// Helpers only the tests use.

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"perceptronlab/lab"

	"perceptronlab/ui/perceptronview"
)

// wait blocks until every goroutine the controller started has ended.
func (c *controller) wait() { c.wg.Wait() }

// formOf returns the form of the method named name in lab.Methods, so
// that tests select a method as a link or session file does, by name.
func formOf(name string) lab.Form {
	for _, m := range lab.Methods {
		if m.Name == name {
			return m.Form
		}
	}
	panic("no method " + name)
}

// The side panel's panels, by the type the tests know them by.
func (p *sidePanel) modelP() *modelPanel         { return tabPanel[*modelPanel](p, "model") }
func (p *sidePanel) gramP() *perceptronview.Gram { return tabPanel[*perceptronview.Gram](p, "gram") }
func (p *sidePanel) alphaP() *perceptronview.Alpha {
	return tabPanel[*perceptronview.Alpha](p, "alpha")
}
func (p *sidePanel) traceP() *perceptronview.Trace {
	return tabPanel[*perceptronview.Trace](p, "trace")
}
func (p *sidePanel) treeP() *treePanel   { return tabPanel[*treePanel](p, "tree") }
func (p *sidePanel) nbP() *nbPanel       { return tabPanel[*nbPanel](p, "bayes") }
func (p *sidePanel) tableP() *tablePanel { return tabPanel[*tablePanel](p, "table") }
func (p *sidePanel) curveP() *perceptronview.Curve {
	return tabPanel[*perceptronview.Curve](p, "curve")
}
func (p *sidePanel) pointsP() *pointsPanel { return tabPanel[*pointsPanel](p, "points") }

// menuHeight is the height of the glfw driver's menu bar over the content
// (a line of text and the inner padding): the test driver draws no menu.
func menuHeight() float32 {
	return fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
}
