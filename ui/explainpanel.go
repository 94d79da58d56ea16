package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/report"
)

// explainPanel writes out, under the plane, why the update shown happened:
// the test yᵢ(w·xᵢ+b) ≤ 0 with its numbers and the update it made (in the
// dual and kernel forms through the Gram row, which the Gram tab
// highlights), and at the end why the run stopped. It follows the update
// shown, also when the run is scrubbed back; the text is report's, the
// same that "train --explain" prints.
type explainPanel struct {
	e       *explorer
	text    *widget.Label
	box     *linesLayout
	scroll  *container.Scroll
	content fyne.CanvasObject
}

// explainLines is how many lines of text the panel shows: an update takes
// three or four, the end of a run two more, which scroll. The height is
// fixed so that the plane does not jump as the explanation grows. In
// projector mode's large text it shows three, to leave the plane room at
// 720 pixels.
const (
	explainLines          = 5
	explainLinesProjector = 3
)

// newExplainPanel builds the explanation for e.
func newExplainPanel(e *explorer) *explainPanel {
	p := &explainPanel{e: e, box: &linesLayout{lines: explainLines}}
	p.text = &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true}
	p.scroll = container.NewVScroll(p.text)
	p.content = container.New(p.box, p.scroll)
	return p
}

// refresh writes out the update shown.
func (p *explainPanel) refresh() {
	text := strings.Join(p.e.predictLines(p.e.explanation()), "\n")
	if p.text.Text != text {
		p.text.SetText(text)
		p.scroll.ScrollToTop()
	}
}

// linesLayout gives its one object the height of a number of lines of
// the theme's text and the whole width.
type linesLayout struct{ lines int }

// Layout implements fyne.Layout.
func (l *linesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize implements fyne.Layout.
func (l *linesLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(0, float32(l.lines)*line+2*theme.InnerPadding())
}

// explainer returns the explanation of the session's run up to the state
// shown, in the interface's language.
func (e *explorer) explainer() report.Explainer { return e.explainerOf(e.s.State()) }

// explainerOf returns the explanation of the run up to state st.
func (e *explorer) explainerOf(st *lab.State) report.Explainer {
	ts := e.s.Settings()
	x := report.Explainer{Trace: e.traceOf(st), Set: e.s.Set(), Eta: ts.Eta, NoBias: ts.NoBias}
	if ts.Form.UsesKernel() {
		x.Kernel, _ = ts.Kernel()
	}
	return x
}

// explanation returns the lines that explain the state shown: its update
// (or the start) and, at the end of a run, why it ended.
func (e *explorer) explanation() []string {
	if !e.s.Settings().Form.Trains() {
		return e.method().explanation(e) // k-NN and naive Bayes (methodknn.go, methodnb.go)
	}
	x := e.explainer()
	lines := x.At(len(x.Events))
	if v := e.variantLine(); v != "" {
		lines = append(lines, v)
	}
	return lines
}
