package ui

import (
	"math"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// explainPanel writes out, under the plane, why the update shown happened:
// the test yᵢ(w·xᵢ+b) ≤ 0 with its numbers and the update it made (in the
// dual and kernel forms through the Gram row, which the Gram tab
// highlights), and at the end why the run stopped. It follows the update
// shown, also when the run is scrubbed back; the text is report's, the
// same that "train --explain" prints.
type explainPanel struct {
	r       explainRoom
	text    *widget.Label
	box     *fitLayout
	scroll  *container.Scroll
	content fyne.CanvasObject
}

// explainLines is the fewest lines of text the panel shows, so that the
// plane does not jump at each step: an update takes three or four. In
// projector mode's large text it is three, to leave the plane room at 720
// pixels. The panel grows to show the whole text, an end of run's
// conclusion included, as long as the plane keeps planeShare of the
// height they share; past that it scrolls, to the conclusion.
const (
	explainLines          = 5
	explainLinesProjector = 3
	planeShare            = 0.5
)

// explainHeight is the most height the explanation may take.
func (e *explorer) explainHeight() float32 {
	if h, ok := e.compactRoom(); ok { // compact.go: a phone in landscape
		return h
	}
	if e.strip == nil || e.strip.area == nil || e.strip.area.Size().Height == 0 {
		return (1 - planeShare) / 2 * e.win.Canvas().Size().Height
	}
	h := e.strip.area.Size().Height
	// The strip's padding and the one above it; the question bar shares
	// the room too (ui/predict).
	return (1-planeShare)*h - e.strip.row.MinSize().Height - 2*theme.Padding() - e.predict.BarHeight()
}

// newExplainPanel builds the explanation for e.
func newExplainPanel(r explainRoom) *explainPanel {
	p := &explainPanel{r: r}
	p.text = &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true}
	p.scroll = container.NewVScroll(p.text)
	p.box = &fitLayout{lines: explainLines, text: func() string { return p.text.Text }, onGrow: p.regrow,
		most: r.explainHeight, squeeze: r.Predict().Squeeze}
	p.content = container.New(p.box, p.scroll)
	return p
}

// refresh writes out the update shown.
func (p *explainPanel) Refresh() {
	text := strings.Join(p.r.Predict().Lines(p.r.View().Explanation()), "\n")
	if p.text.Text == text {
		return
	}
	p.text.SetText(text)
	if p.box.measure() {
		p.regrow()
	}
	p.show()
}

// show scrolls to the top, or, when the text is taller than the panel
// and ends in a conclusion (k-NN's and naive Bayes's result), to the
// conclusion. An update's explanation starts with its test,
// yᵢ(w·xᵢ+b) ≤ 0, which the update is about: scrolled to its end, the
// strip showed only the w and b lines (issue 27, at 1280×720 in projector
// mode after a reveal). A perceptron run's conclusion comes first
// (explanation).
func (p *explainPanel) show() {
	if p.box.need > p.box.MinSize(nil).Height && p.endsInConclusion() {
		p.scroll.ScrollToBottom()
		return
	}
	p.scroll.ScrollToTop()
}

// endsInConclusion reports whether the text shown ends with a
// conclusion: a method that does not train, whose last lines are its
// result. A perceptron run's conclusion is its first lines.
func (p *explainPanel) endsInConclusion() bool {
	return !p.r.Session().Settings().Form.Trains()
}

// regrow lays out again what is around the panel, whose height changed.
func (p *explainPanel) regrow() {
	p.r.RelayoutPlane()
}

// fitLayout gives its one object the whole width and the height of its
// text wrapped at that width: at least lines lines of the theme's text, at
// most most().
type fitLayout struct {
	lines  int
	text   func() string
	most   func() float32
	onGrow func() // the height wanted changed with the width
	width  float32
	need   float32 // the wrapped text's height at width
	busy   bool

	// squeeze, when set, says that most() may cut the text below lines
	// (down to one line, with scrolling), and that no line is needed.
	squeeze func() (on, none bool)
}

// Layout implements fyne.Layout.
func (l *fitLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if size.Width != l.width && !l.busy {
		l.width = size.Width
		if l.measure() {
			l.busy = true // the new height lays this out again, at the same width
			l.onGrow()
			l.busy = false
		}
	}
}

// measure finds the text's height at the width laid out and reports
// whether it changed.
func (l *fitLayout) measure() bool {
	need := float32(0)
	if l.width > 0 {
		m := &widget.Label{Text: l.text(), Wrapping: fyne.TextWrapWord, Selectable: true} // as the panel's
		m.MinSize()                                                                       // the renderer first: a Resize before it does not reach the text, which then does not wrap
		m.Resize(fyne.NewSize(l.width, 1))
		need = m.MinSize().Height
	}
	changed := need != l.need
	l.need = need
	return changed
}

// MinSize implements fyne.Layout.
func (l *fitLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height
	floor := float32(0)
	if l.squeeze != nil {
		on, none := l.squeeze()
		if none {
			return fyne.NewSize(0, 0)
		}
		if on {
			floor = line + 2*theme.InnerPadding()
		}
	}
	pad := theme.InnerPadding()
	least := float32(l.lines)*line + 2*pad
	h := max(least, l.need)
	switch most := l.most(); {
	case most > least:
		h = min(h, most)
	case floor > 0:
		h = max(floor, min(h, most))
	}
	if h < l.need { // scrolled to its end (show): whole lines, the top one too
		h = max(wholeLines(h, line, pad), line+pad)
	}
	return fyne.NewSize(0, h)
}

// wholeLines returns the height, at most h, that shows whole lines of
// height line when a label's text, pad below its last line, is scrolled
// to its end: pad and a whole number of lines. The view's top then falls
// on a line's top; at any other height it cut a line across (issue 19: a
// half line at the strip's top after a reveal at 1280×720).
func wholeLines(h, line, pad float32) float32 {
	return pad + float32(math.Floor(float64((h-pad)/line)))*line
}

// explainRoom is what the explanation asks of the window.
type explainRoom interface {
	room
	// View returns the view of the session's method, which explains its
	// state.
	View() methodview.View
	explainHeight() float32
	// Predict returns predict mode, which words the strip while it asks.
	Predict() *predict.Mode
	RelayoutPlane()
}

// SetProjector gives the explanation fewer lines in projector mode.
func (s *stepStrip) SetProjector(on bool) {
	n := explainLines
	if on {
		n = explainLinesProjector
	}
	if s.compact {
		n = min(n, s.compactLines())
	}
	s.explain.box.lines = n
	s.explain.box.width = 0 // the text size changed: measure again
	s.content.Refresh()
	if s.area != nil {
		s.area.Refresh()
	}
}
