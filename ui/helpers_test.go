package ui

// Helpers only the tests use.

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/knnview"
	"perceptronlab/ui/perceptronview"
	"perceptronlab/ui/side"
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
func (e *explorer) modelP() *side.Model { return side.TabPanel[*side.Model](e.side, "model") }
func (e *explorer) gramP() *perceptronview.Gram {
	return side.TabPanel[*perceptronview.Gram](e.side, "gram")
}
func (e *explorer) alphaP() *perceptronview.Alpha {
	return side.TabPanel[*perceptronview.Alpha](e.side, "alpha")
}
func (e *explorer) traceP() *perceptronview.Trace {
	return side.TabPanel[*perceptronview.Trace](e.side, "trace")
}
func (e *explorer) tableP() *side.Table { return side.TabPanel[*side.Table](e.side, "table") }
func (e *explorer) curveP() *perceptronview.Curve {
	return side.TabPanel[*perceptronview.Curve](e.side, "curve")
}
func (e *explorer) pointsP() *side.Points { return side.TabPanel[*side.Points](e.side, "points") }

// menuHeight is the height of the glfw driver's menu bar over the content
// (a line of text and the inner padding): the test driver draws no menu.
func menuHeight() float32 {
	return fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
}

// knn returns the window's k-NN view, which keeps the tree, its search
// and the cross-validation of k.
func (e *explorer) knn() *knnview.Method { return e.views["knn"].(*knnview.Method) }

// knnKs returns the Choose k tab's entry of the k to try: the stepper's
// own row, after the setting's five (kit.CVForm).
func (e *explorer) knnKs() *kit.KeyEntry {
	return e.knn().CVForm().Form.Items[5].Widget.(*kit.KeyEntry)
}

// treeText returns what the kd-tree tab shows, a label a line.
func (e *explorer) treeText() string {
	return shownText(side.TabPanel[kit.Panel](e.side, "tree").CanvasObject())
}

// shownButton returns the button o shows whose text begins with prefix,
// nil for none: the button a reader of the panel would tap.
func shownButton(o fyne.CanvasObject, prefix string) *widget.Button {
	var found *widget.Button
	walkShown(o, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		if ok && found == nil && strings.HasPrefix(b.Text, prefix) {
			found = b
		}
		return ok || found != nil
	})
	return found
}

// shownText returns the texts of the labels o shows, a line each: what a
// reader of the panel sees, whichever widgets hold it.
func shownText(o fyne.CanvasObject) string {
	var b strings.Builder
	walkShown(o, func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		if ok {
			b.WriteString(l.Text + "\n")
		}
		return ok
	})
	return b.String()
}

// walkShown calls visit on o and on every object o shows, depth first,
// leaving out what is hidden below o; visit returns true for an object
// whose parts are not to be walked (a label read, a button found).
func walkShown(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	var walk func(o fyne.CanvasObject, top bool)
	walk = func(o fyne.CanvasObject, top bool) {
		if o == nil || (!top && !o.Visible()) || visit(o) {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, false)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, false)
			}
		}
	}
	walk(o, true)
}

// bayesText returns what the Bayes tab shows.
func (e *explorer) bayesText() string {
	return shownText(side.TabPanel[kit.Panel](e.side, "bayes").CanvasObject())
}
