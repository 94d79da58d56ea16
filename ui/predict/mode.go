package predict

import (
	"slices"
	"strings"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// Mode is predict, then reveal (issue 19), in the window: before a
// step the question bar asks what the step will do; the student answers on
// the plane (a click on a point, two clicks for the ghost line) or with a
// choice button; Reveal (Enter) makes the step and says who was right.
// The model, lab.Quiz, knows nothing of Fyne; this holds what the window
// adds: where the question was asked, so that a change made by other means
// (a drag, Run, the slider) drops it.
type Mode struct {
	r         Room
	quiz      lab.Quiz
	at        key       // the state the question or the outcome belongs to
	classAsk  []float64 // the query whose class was last asked
	revealing bool      // set while Reveal makes the step, which refreshes
	bar       *Bar

	// predict mode hid the side panel (layout.go)
	sideHidden bool
}

// key is what a question depends on.
type key struct {
	form               lab.Form
	version, k, latest int
	own                string // the method's own state (methodview.View.PredictKey)
}

// New returns predict mode, off, for the window r.
func New(r Room) *Mode { return &Mode{r: r} }

// On reports whether predict mode is on.
func (m *Mode) On() bool { return m != nil && m.quiz.On() }

// Quiz returns the questions asked, the answer and the score.
func (m *Mode) Quiz() *lab.Quiz { return &m.quiz }

// keyNow returns the key of the state shown.
func (m *Mode) keyNow() key {
	k := key{form: m.r.Session().Settings().Form, version: m.r.Session().Version(), k: m.r.Session().Training().State().K, latest: m.r.Session().Training().Latest()}
	k.own = m.r.View().PredictKey() // only the method's own state: a k-NN tree is not built for the perceptron
	return k
}

// Toggle turns predict mode on or off (Q, View menu).
func (m *Mode) Toggle() { m.Set(!m.On()) }

// Set turns predict mode on or off; on, it asks at once.
func (m *Mode) Set(on bool) {
	m.r.Run().Stop()
	m.quiz.SetOn(on)
	m.classAsk = nil
	if on {
		m.ask()
		m.r.Message(i18n.T("Predict, then reveal: answer on the plane, then press Reveal (Enter)"))
	} else {
		m.r.Message(i18n.T("Predict mode is off"))
	}
	m.r.MenuChanged()
	m.sideFor(on)
	m.r.Refresh()
}

// ask asks the question before the next step, if the step has one.
func (m *Mode) ask() bool {
	q, ok := m.nextQuestion()
	if !ok {
		return false
	}
	m.quiz.Ask(q)
	m.at = m.keyNow()
	return true
}

// nextQuestion returns the question before the next step of the form.
func (m *Mode) nextQuestion() (lab.Question, bool) {
	q, ok, asked := m.r.View().Question(m.classAsk)
	m.classAsk = asked
	return q, ok
}

// Step is Step (Space, the button, Enter) in predict mode: it
// reveals the pending question, or asks the next one, or when the next
// step asks nothing makes it. It reports false when predict mode is off.
func (m *Mode) Step() bool {
	if !m.On() || m.revealing {
		return false
	}
	switch {
	case m.quiz.Pending() != nil:
		m.reveal()
	case m.ask():
		m.r.Refresh()
	case m.r.View().AskHint() != "":
		m.r.Message(m.r.View().AskHint())
	default:
		m.quiz.Drop() // the last verdict was about the step before
		m.revealing = true
		m.r.Run().Step() // a step that asks nothing: a check, a return, the end of a run
		m.revealing = false
		m.at = m.keyNow()
		m.r.Refresh()
	}
	return true
}

// reveal makes the step the pending question was about and scores the
// answer.
func (m *Mode) reveal() {
	q := m.quiz.Pending()
	if q == nil {
		return
	}
	m.revealing = true
	defer func() { m.revealing = false }()
	switch q.Kind {
	case lab.AskUpdate, lab.AskAlpha:
		k := m.r.Session().Training().State().K
		m.r.Run().Step()
		m.quiz.RevealUpdate(m.r.Session(), k)
	case lab.AskBranch, lab.AskPruned:
		m.quiz.Reveal()
		m.r.Run().Step() // the search's next step
	default:
		m.quiz.Reveal()
	}
	m.at = m.keyNow()
	m.r.Refresh()
}

// Enter is Enter: Reveal or the next question in predict mode,
// Run / Pause otherwise.
func (m *Mode) Enter() {
	if !m.Step() {
		m.r.Run().ToggleRun()
	}
}

// Reset follows Reset (R): in predict mode the score starts again
// with the training; Enter then asks the first question.
func (m *Mode) Reset() {
	if !m.On() {
		return
	}
	m.quiz.ResetScore()
	m.quiz.Drop()
	m.classAsk = nil
}

// Point takes a click on point i as the answer; it reports whether
// it was one.
func (m *Mode) Point(i int) bool {
	return m.On() && m.quiz.PickPoint(i)
}

// Choice takes choice c as the answer.
func (m *Mode) Choice(c int) {
	if m.On() && m.quiz.PickChoice(c) {
		m.r.Refresh()
	}
}

// Click takes a click on empty space while a question is pending:
// an end of the ghost line when the question asks for it. The click adds
// no point then; it reports whether it took the click.
func (m *Mode) Click(x, y float64) bool {
	if !m.On() || m.quiz.Pending() == nil {
		return false
	}
	if !m.quiz.PlaceLine([]float64{x, y}) {
		m.r.Message(i18n.T("Answer the question first: click a point or pick an answer"))
	}
	m.r.Refresh()
	return true
}

// Follow drops a question or outcome that the state shown no
// longer belongs to: an edit, Run, the slider or a new query changed it.
func (m *Mode) Follow() {
	if m == nil || !m.quiz.On() || m.revealing {
		return
	}
	if m.keyNow() != m.at {
		m.quiz.Drop()
		m.at = m.keyNow()
	}
}

// Hides reports whether a question is pending whose answer the
// window would otherwise show: the regions, the vote, the fractions.
func (m *Mode) Hides() bool {
	return m.On() && m.quiz.Pending() != nil
}

// Lines is what the explanation strip shows in predict mode: while
// a question is pending only how to answer, after the reveal the verdict
// above the explanation, unless the bar shows it whole in the question's
// place (verdictAsQuestion; the answer's line may cut it short).
func (m *Mode) Lines(lines []string) []string {
	if !m.On() {
		return lines
	}
	z := &m.quiz
	if z.Pending() != nil {
		return []string{i18n.T("The explanation follows the reveal.")}
	}
	if o := z.Last(); o != nil && !verdictAsQuestion(m.r) {
		return append([]string{o.Verdict()}, lines...)
	}
	if verdictAsQuestion(m.r) && len(lines) > 2 {
		// Two lines are the strip's room on a 720-pixel projector: the
		// test, which the reveal is about, then the update run together.
		return []string{lines[0], strings.Join(lines[1:], "   ")}
	}
	return lines
}

// Models adds the ghost line and the guess to the plane's models,
// and while a class question is pending leaves out the regions that
// would give the answer away.
func (m *Mode) Models(ms []scene.Model) []scene.Model {
	if !m.On() {
		return ms
	}
	z := &m.quiz
	g := z.Guess()
	if o := z.Last(); o != nil {
		g = o.Guess
	}
	if q := z.Pending(); q != nil && q.Kind == lab.AskClass {
		ms = slices.DeleteFunc(slices.Clone(ms), func(mod scene.Model) bool {
			switch mod.(type) {
			case scene.KNN, scene.GaussianNB:
				return true
			}
			return false
		})
	}
	if z.Pending() == nil && z.Last() == nil {
		return ms
	}
	return append(ms, GhostMark{Line: g.Line, Point: g.Point, Set: m.r.Session().Set()})
}

// FromLink turns predict mode on or off as a link says, asking at
// once about the lab the link opened.
func (m *Mode) FromLink(on bool) {
	m.quiz.SetOn(on)
	m.classAsk = nil
	if on {
		m.ask()
	}
}

// Query asks the class of a query just placed, in predict mode.
func (m *Mode) Query() {
	if m.On() {
		m.quiz.Drop()
		m.ask()
	}
}

// Relabel asks the pending question again in the new language:
// its text and choices ("No update") were written in the old one. The
// answer given so far stays.
func (m *Mode) Relabel() {
	if m == nil {
		return
	}
	q := m.quiz.Pending()
	if q == nil {
		return
	}
	nq, ok := m.nextQuestion()
	if !ok || nq.Kind != q.Kind || len(nq.Choices) != len(q.Choices) {
		return
	}
	q.Text, q.Choices = nq.Text, nq.Choices
	if b := m.bar; b != nil {
		b.shown = nil // the choice buttons are made again
	}
}
