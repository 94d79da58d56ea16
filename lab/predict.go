package lab

import (
	"fmt"
	"math"

	"perceptronlab/algo/perceptron"
	"perceptronlab/typeset"
)

// Predict, then reveal (issue 19): before a step the lab asks what the
// step will do, the student answers on the plane, and only then the lab
// makes the step and says whether the answer was right. Students who
// commit to a prediction first learn more from a demonstration than those
// who only watch (Crouch et al., Am. J. Phys. 72, 2004). Quiz is that
// mode's model: the question pending, the answer given, the score. It
// imports no Fyne; the window asks, takes clicks and reveals through it.

// Kind is what a question asks.
type Kind int

const (
	// AskUpdate asks which point the next update of the perceptron uses
	// (and, in 2-D in the primal forms, where the line goes).
	AskUpdate Kind = iota + 1
	// AskAlpha asks which αᵢ of the dual form grows next.
	AskAlpha
	// AskClass asks the class of the query before k-NN's vote or naive
	// Bayes's fractions are shown.
	AskClass
	// AskBranch asks into which child the kd-tree search goes down next.
	AskBranch
	// AskPruned asks whether the search prunes the other side of a
	// splitting line.
	AskPruned
)

// noUpdate is the truth of an update question when the step makes no update.
const noUpdate = -1

// Question is one question asked before a step.
type Question struct {
	Kind Kind
	// Text is the question, in the interface's language.
	Text string
	// Choices are the answers a button gives, in the interface's language;
	// an update question's one choice is "no update".
	Choices []string
	// Points gives, for each choice, the point whose click also picks it
	// (−1: none); nil when clicks pick points themselves.
	Points []int
	// Line says that the question also asks where the line goes.
	Line  bool
	truth int // the right point (update kinds, set at the reveal) or choice
}

// Guess is the student's answer.
type Guess struct {
	Point  int         // the point clicked, −1 for none
	Choice int         // the choice picked, −1 for none
	Line   [][]float64 // the ghost line's points placed so far, at most two
}

// answered reports whether the guess says something.
func (g Guess) answered() bool { return g.Point >= 0 || g.Choice >= 0 }

// Outcome is a revealed question: the answer, the truth and the verdict.
type Outcome struct {
	Question Question
	Guess    Guess
	Scored   bool // the student had answered, so the score counts it
	Right    bool
	Truth    string // the right answer in words: "x₃", "+1", "left"…
	// Angle (degrees, 0…90) and Offset (the distance from the ghost
	// line's midpoint to the true line) compare the ghost line with the
	// line after the update, when both exist (HasLine).
	Angle, Offset float64
	HasLine       bool
}

// Quiz is predict mode: on or off, the pending question and its answer,
// the latest outcome and the score.
type Quiz struct {
	on           bool
	right, asked int
	q            *Question
	g            Guess
	last         *Outcome
}

// On reports whether predict mode is on.
func (z *Quiz) On() bool { return z.on }

// SetOn turns predict mode on or off; either way no question is pending.
func (z *Quiz) SetOn(on bool) {
	z.on = on
	z.Drop()
}

// Score returns the answers right and the questions answered.
func (z *Quiz) Score() (right, asked int) { return z.right, z.asked }

// ScoreText writes the score, "Score: 1 of 2", in the interface's language.
func (z *Quiz) ScoreText() string { return fmt.Sprintf(tr("Score: %d of %d"), z.right, z.asked) }

// ResetScore sets the score back to 0 of 0.
func (z *Quiz) ResetScore() { z.right, z.asked = 0, 0 }

// Pending returns the question asked and not yet revealed, or nil.
func (z *Quiz) Pending() *Question { return z.q }

// Guess returns the answer given so far to the pending question.
func (z *Quiz) Guess() Guess { return z.g }

// Last returns the latest outcome, or nil when a question is pending or
// none was revealed since.
func (z *Quiz) Last() *Outcome { return z.last }

// Ask makes q the pending question, with no answer yet.
func (z *Quiz) Ask(q Question) {
	z.q, z.last = &q, nil
	z.g = Guess{Point: -1, Choice: -1}
}

// Drop forgets the pending question and the latest outcome, as after the
// data or the step changed under them.
func (z *Quiz) Drop() { z.q, z.last = nil, nil }

// PickPoint answers with point i: the point itself for the update kinds,
// the choice i stands for in the others. It reports whether the click
// answered the pending question.
func (z *Quiz) PickPoint(i int) bool {
	if z.q == nil || i < 0 {
		return false
	}
	if z.q.Points == nil {
		z.g.Point, z.g.Choice = i, -1
		return true
	}
	for c, p := range z.q.Points {
		if p == i {
			z.g.Choice = c
			return true
		}
	}
	return false
}

// PickChoice answers with choice c.
func (z *Quiz) PickChoice(c int) bool {
	if z.q == nil || c < 0 || c >= len(z.q.Choices) {
		return false
	}
	z.g.Point, z.g.Choice = -1, c
	return true
}

// PlaceLine adds point x to the ghost line: the first two clicks place its
// ends, a later click moves the end nearer to it. It reports false when
// the pending question does not ask for a line.
func (z *Quiz) PlaceLine(x []float64) bool {
	if z.q == nil || !z.q.Line || len(x) != 2 {
		return false
	}
	p := []float64{x[0], x[1]}
	if len(z.g.Line) < 2 {
		z.g.Line = append(z.g.Line, p)
		return true
	}
	i := 0
	if dist2(p, z.g.Line[1]) < dist2(p, z.g.Line[0]) {
		i = 1
	}
	z.g.Line[i] = p
	return true
}

func dist2(a, b []float64) float64 { return (a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) }

// UpdateQuestion returns the question before the next step of a form that
// trains: which point the update uses (which αᵢ grows in the dual and
// kernel forms), and in 2-D in the primal forms where the line goes. It
// reports false when the form does not train or the run has ended.
func UpdateQuestion(s *Session) (Question, bool) {
	ts := s.Settings()
	if !ts.Form.Trains() || s.Set().Len() == 0 || (s.Training().State().Status != perceptron.Running && !s.Training().Scrubbed()) {
		return Question{}, false
	}
	none := []string{tr("No update")}
	if ts.Form.DualForm() {
		return Question{Kind: AskAlpha, Text: tr("Which αᵢ grows next? Click its point."), Choices: none}, true
	}
	q := Question{Kind: AskUpdate, Text: tr("Which point will the next update use? Click it."), Choices: none}
	if s.Set().D == 2 {
		q.Line = true
		q.Text = tr("Which point will the next update use? Click it, then click twice to draw the new line.")
	}
	return q, true
}

// RevealUpdate reveals the pending update question after the window made
// the step: the truth is the point of the update shown now, or no update
// when k did not pass kBefore.
func (z *Quiz) RevealUpdate(s *Session, kBefore int) *Outcome {
	if z.q == nil {
		return nil
	}
	st := s.Training().State()
	z.q.truth = noUpdate
	if st.K > kBefore {
		z.q.truth = st.Updated
	}
	truth := z.q.truth
	o := z.reveal(z.g.Point == truth || (truth == noUpdate && z.g.Choice == 0), updateTruth(truth))
	if len(o.Guess.Line) == 2 && truth != noUpdate && len(st.W) == 2 {
		o.Angle, o.Offset, o.HasLine = lineDistance(o.Guess.Line, st.W, st.B)
	}
	return o
}

// updateTruth names the truth of an update question.
func updateTruth(i int) string {
	if i == noUpdate {
		return tr("no update")
	}
	return PointName(i)
}

// Reveal reveals a pending question whose truth was known when it was
// asked (class, branch, pruned).
func (z *Quiz) Reveal() *Outcome {
	if z.q == nil {
		return nil
	}
	return z.reveal(z.g.Choice == z.q.truth, z.q.Choices[z.q.truth])
}

// reveal scores the answer and makes the outcome the latest.
func (z *Quiz) reveal(right bool, truth string) *Outcome {
	o := &Outcome{Question: *z.q, Guess: z.g, Scored: z.g.answered(), Truth: truth}
	o.Right = o.Scored && right
	if o.Scored {
		z.asked++
		if o.Right {
			z.right++
		}
	}
	z.q, z.last = nil, o
	return o
}

// lineDistance compares the line through the two points of ghost with
// w·x+b = 0: the angle between them in degrees and the distance from the
// ghost's midpoint to the true line. It reports false for a degenerate
// line.
func lineDistance(ghost [][]float64, w []float64, b float64) (angle, offset float64, ok bool) {
	dx, dy := ghost[1][0]-ghost[0][0], ghost[1][1]-ghost[0][1]
	nw, nd := math.Hypot(w[0], w[1]), math.Hypot(dx, dy)
	if nw == 0 || nd == 0 {
		return 0, 0, false
	}
	// The true line runs along (−w₂, w₁); the angle between undirected
	// lines is at most 90°. atan2 keeps small angles exact, where acos
	// of a cosine near 1 would not.
	dot, cross := -w[1]*dx+w[0]*dy, -w[1]*dy-w[0]*dx
	angle = math.Atan2(math.Abs(cross), math.Abs(dot)) * 180 / math.Pi
	mx, my := (ghost[0][0]+ghost[1][0])/2, (ghost[0][1]+ghost[1][1])/2
	offset = math.Abs(w[0]*mx+w[1]*my+b) / nw
	return angle, offset, true
}

// PointName names point i as the book does, x₁ for i = 0.
func PointName(i int) string { return "x" + typeset.Subscript(i+1) }

// Verdict says, in the interface's language, whether the answer was right
// and what the truth is.
func (o *Outcome) Verdict() string {
	var v string
	switch {
	case !o.Scored:
		v = fmt.Sprintf(tr("No answer given (not scored): the answer is %s."), o.Truth)
	case o.Right:
		v = fmt.Sprintf(tr("Right: the answer is %s."), o.Truth)
	default:
		v = fmt.Sprintf(tr("Not this time: you said %s; the answer is %s."), o.guessName(), o.Truth)
	}
	if o.HasLine {
		v += " " + fmt.Sprintf(tr("Your line is %.0f° from the new line, its middle %s away from it."),
			o.Angle, typeset.FormatNumberUnicode(math.Round(o.Offset*100)/100))
	}
	return v
}

// guessName names the answer given.
func (o *Outcome) guessName() string {
	switch {
	case o.Guess.Point >= 0:
		return PointName(o.Guess.Point)
	case o.Question.Kind == AskUpdate || o.Question.Kind == AskAlpha:
		return tr("no update")
	case o.Guess.Choice >= 0:
		return o.Question.Choices[o.Guess.Choice]
	}
	return "—"
}
