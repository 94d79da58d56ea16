package ui

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// predictBar is the question bar above the plane in predict mode: the
// question in large type, the answer given (then the verdict), the choice
// buttons, the score, and a big Reveal button, which Enter presses. On a
// projector the class reads the question from the back of the room.
type predictBar struct {
	r        predictRoom
	question *widget.Label
	answer   *widget.Label
	score    *widget.Label
	reveal   *widget.Button
	choices  *fyne.Container
	shown    *lab.Question // the question whose choice buttons are shown
	look     string        // what the bar showed when last laid out
	content  *fyne.Container

	second *fyne.Container // the choices and the answer, hidden when both are empty
}

// revealMin is the Reveal button's least size: a target to hit from a
// lectern, larger than the toolbar's buttons.
var revealMin = fyne.NewSize(180, 52)

// newPredictBar builds the bar for e, hidden until predict mode is on.
func newPredictBar(e predictRoom) *predictBar {
	b := &predictBar{r: e}
	b.question = &widget.Label{Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}
	b.answer = &widget.Label{Truncation: fyne.TextTruncateEllipsis}
	b.score = &widget.Label{Alignment: fyne.TextAlignCenter, TextStyle: fyne.TextStyle{Bold: true}}
	b.reveal = &widget.Button{Importance: widget.HighImportance, OnTapped: func() { e.predictStep() }}
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(revealMin)
	b.choices = container.NewHBox()
	// The question beside the score and the button; under it, only when
	// there are any, the choices and the answer so far (one line: the
	// strip under the plane repeats a long verdict in full), so that at
	// 720 pixels in projector mode the plane keeps its height
	// (predictlayout.go).
	right := container.NewHBox(b.score, container.NewStack(space, b.reveal))
	b.second = container.NewBorder(nil, nil, b.choices, nil, b.answer)
	b.content = container.NewVBox(container.NewBorder(nil, nil, nil, right, b.question), b.second, widget.NewSeparator())
	b.content.Hide()
	return b
}

// refresh follows predict mode: the question, the answer, the score.
func (b *predictBar) Refresh() {
	r := b.r
	r.predictFollow()
	on := r.predictOn()
	kit.SetVisible(b.content, on)
	if !on {
		b.relayout()
		return
	}
	z := &r.pred().quiz
	q, o := z.Pending(), z.Last()
	b.score.SetText(z.ScoreText())
	b.reveal.SetText(i18n.T("Reveal (Enter)"))
	switch {
	case q != nil:
		b.question.SetText(q.Text)
		b.answer.Importance = widget.MediumImportance
		b.answer.SetText(answerText(q, z.Guess()))
	case o != nil:
		b.question.SetText(o.Question.Text)
		b.answer.Importance = map[bool]widget.Importance{true: widget.SuccessImportance, false: widget.DangerImportance}[o.Right]
		if !o.Scored {
			b.answer.Importance = widget.MediumImportance
		}
		b.answer.SetText(o.Verdict())
		b.reveal.SetText(i18n.T("Next question (Enter)"))
	default:
		b.question.SetText(i18n.T("Press Enter for the next question."))
		b.answer.SetText("")
		b.reveal.SetText(i18n.T("Next question (Enter)"))
	}
	b.answer.Refresh()
	b.showChoices(q, z.Guess())
	kit.SetVisible(b.second, len(b.choices.Objects) > 0 || b.answer.Text != "")
	b.fitQuestion(q == nil && o != nil)
	b.relayout()
}

// relayout lays the plane's area out again when the bar's content changed:
// a wrapped question or verdict changes the bar's height, which the plane
// then gives up or takes back.
func (b *predictBar) relayout() {
	look := fmt.Sprint(b.content.Visible(), b.question.Text, "|", b.answer.Text, "|", len(b.choices.Objects), b.question.SizeName, b.second.Visible())
	if look == b.look {
		return
	}
	b.look = look
	b.content.Refresh()
	b.r.relayoutPlane()
}

// showChoices shows q's choice buttons, the one picked highlighted.
func (b *predictBar) showChoices(q *lab.Question, g lab.Guess) {
	if q != b.shown {
		b.shown = q
		b.choices.RemoveAll()
		if q != nil {
			for c, text := range q.Choices {
				b.choices.Add(&widget.Button{Text: text, OnTapped: func() { b.r.predictChoice(c) }})
			}
		}
	}
	for c, o := range b.choices.Objects {
		btn := o.(*widget.Button)
		imp := widget.MediumImportance
		if c == g.Choice {
			imp = widget.HighImportance
		}
		if btn.Importance != imp {
			btn.Importance = imp
			btn.Refresh()
		}
	}
	kit.SetVisible(b.choices, len(b.choices.Objects) > 0)
}

// answerText says what the student has answered so far.
func answerText(q *lab.Question, g lab.Guess) string {
	a := "—"
	switch {
	case g.Point >= 0:
		a = lab.PointName(g.Point)
	case g.Choice >= 0:
		a = q.Choices[g.Choice]
	}
	text := fmt.Sprintf(i18n.T("Your answer: %s"), a)
	if q.Line {
		text += " · " + fmt.Sprintf(i18n.T("your line: %d of 2 points"), len(g.Line))
	}
	return text
}

// predictBarArea returns the bar, made on first use.
func (e *explorer) predictBarArea() fyne.CanvasObject {
	p := e.pred()
	if p.bar == nil {
		p.bar = newPredictBar(e)
	}
	return p.bar.content
}

// refreshPredict redraws the bar.
func (e *explorer) refreshPredict() {
	if p := e.predict; p != nil && p.bar != nil {
		p.bar.Refresh()
	}
}

// ghostColor draws the student's guess: Paul Tol's purple, apart from the
// classes' blue and orange and from the line's black or white.
var ghostColor = color.NRGBA{0xAA, 0x33, 0x77, 0xff}

// ghostMark draws the student's guess on the plane: the ghost line through
// the points placed (a dot for the first), and a ring around the point
// picked.
type ghostMark struct {
	Line  [][]float64
	Point int
	Set   *dataset.Set
}

// AddTo implements scene.Model.
func (m ghostMark) AddTo(s *scene.Scene) {
	if s.Dim != 2 || !s.View.Valid() {
		return
	}
	r := math.Min(s.View.Width(), s.View.Height()) / 60
	w := max(2, s.Style.LineWidth*1.5)
	switch len(m.Line) {
	case 1:
		s.Add(ring(scene.Vec{X: m.Line[0][0], Y: m.Line[0][1]}, r/2, w, "your line"))
	case 2:
		a, b := scene.Vec{X: m.Line[0][0], Y: m.Line[0][1]}, scene.Vec{X: m.Line[1][0], Y: m.Line[1][1]}
		d := math.Hypot(b.X-a.X, b.Y-a.Y)
		if d > 0 {
			f := 4 * math.Hypot(s.View.Width(), s.View.Height()) / d // past every edge of the view
			ext := func(p, q scene.Vec) scene.Vec { return scene.Vec{X: p.X + f*(p.X-q.X), Y: p.Y + f*(p.Y-q.Y)} }
			s.AddStroke(scene.LayerShapes, scene.ClipSegment(ext(a, b), ext(b, a), s.View), ghostColor, w, "your line")
		}
	}
	if m.Set != nil && m.Point >= 0 && m.Point < m.Set.Len() {
		p := m.Set.Point(m.Point)
		s.Add(ring(scene.Vec{X: p[0], Y: p[1]}, 1.6*r, w, "your answer"))
	}
}

// ring returns a circle of radius r around c in the guess colour.
func ring(c scene.Vec, r float64, w float32, legend string) scene.Shape {
	pts := make([]scene.Vec, 32)
	for i := range pts {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / float64(len(pts)))
		pts[i] = scene.Vec{X: c.X + r*cos, Y: c.Y + r*sin}
	}
	return scene.Shape{Kind: scene.Path, Layer: scene.LayerShapes, Path: pts, Closed: true, Color: ghostColor, Width: w, Legend: legend}
}

// predictRoom is what the predict bar asks of the window.
type predictRoom interface {
	room
	predictStep() bool
	predictFollow()
	predictOn() bool
	pred() *predictMode
	predictChoice(c int)
	relayoutPlane()
}
