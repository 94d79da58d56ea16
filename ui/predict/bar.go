package predict

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
	"perceptronlab/ui/methodview"
)

// Bar is the question bar above the plane in predict mode: the question
// in large type, the answer given (then the verdict), the choice buttons,
// the score, and a big Reveal button, which Enter presses. On a projector
// the class reads the question from the back of the room. Its widgets
// are exported for the window's tests and the screen reader's mirror.
type Bar struct {
	m        *Mode
	Question *widget.Label
	Answer   *widget.Label
	Score    *widget.Label
	Reveal   *widget.Button
	Choices  *fyne.Container
	Content  *fyne.Container
	shown    *lab.Question // the question whose choice buttons are shown
	look     string        // what the bar showed when last laid out

	second *fyne.Container // the choices and the answer, hidden when both are empty
}

// revealMin is the Reveal button's least size: a target to hit from a
// lectern, larger than the toolbar's buttons.
var revealMin = fyne.NewSize(180, 52)

// newBar builds the bar of m, hidden until predict mode is on.
func newBar(m *Mode) *Bar {
	b := &Bar{m: m}
	b.Question = &widget.Label{Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}
	b.Answer = &widget.Label{Truncation: fyne.TextTruncateEllipsis}
	b.Score = &widget.Label{Alignment: fyne.TextAlignCenter, TextStyle: fyne.TextStyle{Bold: true}}
	b.Reveal = &widget.Button{Importance: widget.HighImportance, OnTapped: func() { m.Step() }}
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(revealMin)
	b.Choices = container.NewHBox()
	// The question beside the score and the button; under it, only when
	// there are any, the choices and the answer so far (one line: the
	// strip under the plane repeats a long verdict in full), so that at
	// 720 pixels in projector mode the plane keeps its height
	// (layout.go).
	right := container.NewHBox(b.Score, container.NewStack(space, b.Reveal))
	b.second = container.NewBorder(nil, nil, b.Choices, nil, b.Answer)
	b.Content = container.NewVBox(container.NewBorder(nil, nil, nil, right, b.Question), b.second, widget.NewSeparator())
	b.Content.Hide()
	return b
}

// Refresh follows predict mode: the question, the answer, the score.
func (b *Bar) Refresh() {
	b.m.Follow()
	on := b.m.On()
	kit.SetVisible(b.Content, on)
	if !on {
		b.relayout()
		return
	}
	z := &b.m.quiz
	q, o := z.Pending(), z.Last()
	b.Score.SetText(z.ScoreText())
	b.Reveal.SetText(i18n.T("Reveal (Enter)"))
	switch {
	case q != nil:
		b.Question.SetText(q.Text)
		b.Answer.Importance = widget.MediumImportance
		b.Answer.SetText(answerText(q, z.Guess()))
	case o != nil:
		b.Question.SetText(o.Question.Text)
		b.Answer.Importance = map[bool]widget.Importance{true: widget.SuccessImportance, false: widget.DangerImportance}[o.Right]
		if !o.Scored {
			b.Answer.Importance = widget.MediumImportance
		}
		b.Answer.SetText(o.Verdict())
		b.Reveal.SetText(i18n.T("Next question (Enter)"))
	default:
		b.Question.SetText(i18n.T("Press Enter for the next question."))
		b.Answer.SetText("")
		b.Reveal.SetText(i18n.T("Next question (Enter)"))
	}
	b.Answer.Refresh()
	b.showChoices(q, z.Guess())
	kit.SetVisible(b.second, len(b.Choices.Objects) > 0 || b.Answer.Text != "")
	b.fitQuestion(q == nil && o != nil)
	b.relayout()
}

// relayout lays the plane's area out again when the bar's content changed:
// a wrapped question or verdict changes the bar's height, which the plane
// then gives up or takes back.
func (b *Bar) relayout() {
	look := fmt.Sprint(b.Content.Visible(), b.Question.Text, "|", b.Answer.Text, "|", len(b.Choices.Objects), b.Question.SizeName, b.second.Visible())
	if look == b.look {
		return
	}
	b.look = look
	b.Content.Refresh()
	b.m.r.RelayoutPlane()
}

// showChoices shows q's choice buttons, the one picked highlighted.
func (b *Bar) showChoices(q *lab.Question, g lab.Guess) {
	if q != b.shown {
		b.shown = q
		b.Choices.RemoveAll()
		if q != nil {
			for c, text := range q.Choices {
				b.Choices.Add(&widget.Button{Text: text, OnTapped: func() { b.m.Choice(c) }})
			}
		}
	}
	for c, o := range b.Choices.Objects {
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
	kit.SetVisible(b.Choices, len(b.Choices.Objects) > 0)
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

// Bar returns the bar, made on first use.
func (m *Mode) Bar() *Bar {
	if m.bar == nil {
		m.bar = newBar(m)
	}
	return m.bar
}

// Refresh redraws the bar.
func (m *Mode) Refresh() {
	if m.bar != nil {
		m.bar.Refresh()
	}
}

// ghostColor draws the student's guess: Paul Tol's purple, apart from the
// classes' blue and orange and from the line's black or white.
var ghostColor = color.NRGBA{0xAA, 0x33, 0x77, 0xff}

// GhostMark draws the student's guess on the plane: the ghost line through
// the points placed (a dot for the first), and a ring around the point
// picked.
type GhostMark struct {
	Line  [][]float64
	Point int
	Set   *dataset.Set
}

// AddTo implements scene.Model.
func (m GhostMark) AddTo(s *scene.Scene) {
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

// Room is what predict mode asks of the window.
type Room interface {
	kit.Room
	// View returns the view of the session's method, which asks the
	// questions (methodview.View.Question).
	View() methodview.View
	// Run returns the window's runner: its Step, Stop and Run / Pause.
	Run() kit.Runner
	// MenuChanged builds the menus again (their check marks).
	MenuChanged()
	// Look says whether the window is dark and in projector mode.
	Look() (dark, projector bool)
	// SideShown reports whether the side panel is shown; ToggleSide
	// hides or shows it (H).
	SideShown() bool
	ToggleSide()
	// RelayoutPlane lays out the plane's area again: the bar above it
	// changed height.
	RelayoutPlane()
}
