package ui

import (
	"slices"
	"strings"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// predictMode is predict, then reveal (issue 19), in the window: before a
// step the question bar asks what the step will do; the student answers on
// the plane (a click on a point, two clicks for the ghost line) or with a
// choice button; Reveal (Enter) makes the step and says who was right.
// The model, lab.Quiz, knows nothing of Fyne; this holds what the window
// adds: where the question was asked, so that a change made by other means
// (a drag, Run, the slider) drops it.
type predictMode struct {
	quiz      lab.Quiz
	at        predictKey // the state the question or the outcome belongs to
	classAsk  []float64  // the query whose class was last asked
	revealing bool       // set while Reveal makes the step, which refreshes
	bar       *predictBar

	// predict mode hid the side panel (predictlayout.go)
	sideHidden bool
}

// predictKey is what a question depends on.
type predictKey struct {
	form               lab.Form
	version, k, latest int
	own                string // the method's own state (methodview.View.PredictKey)
}

// pred returns predict mode's state, made on first use.
func (e *explorer) pred() *predictMode {
	if e.predict == nil {
		e.predict = &predictMode{}
	}
	return e.predict
}

// predictOn reports whether predict mode is on.
func (e *explorer) predictOn() bool { return e.predict != nil && e.predict.quiz.On() }

// keyNow returns the key of the state shown.
func (e *explorer) keyNow() predictKey {
	k := predictKey{form: e.s.Settings().Form, version: e.s.Version(), k: e.s.Training().State().K, latest: e.s.Training().Latest()}
	k.own = e.view().PredictKey() // only the method's own state: a k-NN tree is not built for the perceptron
	return k
}

// togglePredict turns predict mode on or off (Q, View menu).
func (e *explorer) togglePredict() { e.setPredict(!e.predictOn()) }

// setPredict turns predict mode on or off; on, it asks at once.
func (e *explorer) setPredict(on bool) {
	e.ctl.stop()
	p := e.pred()
	p.quiz.SetOn(on)
	p.classAsk = nil
	if on {
		e.ask()
		e.status.setMessage(i18n.T("Predict, then reveal: answer on the plane, then press Reveal (Enter)"))
	} else {
		e.status.setMessage(i18n.T("Predict mode is off"))
	}
	e.win.SetMainMenu(e.buildMenu())
	e.sideForPredict(on)
	e.Refresh()
}

// ask asks the question before the next step, if the step has one.
func (e *explorer) ask() bool {
	q, ok := e.nextQuestion()
	if !ok {
		return false
	}
	p := e.pred()
	p.quiz.Ask(q)
	p.at = e.keyNow()
	return true
}

// nextQuestion returns the question before the next step of the form.
func (e *explorer) nextQuestion() (lab.Question, bool) {
	p := e.pred()
	q, ok, asked := e.view().Question(p.classAsk)
	p.classAsk = asked
	return q, ok
}

// predictStep is Step (Space, the button, Enter) in predict mode: it
// reveals the pending question, or asks the next one, or when the next
// step asks nothing makes it. It reports false when predict mode is off.
func (e *explorer) predictStep() bool {
	if !e.predictOn() || e.pred().revealing {
		return false
	}
	switch {
	case e.pred().quiz.Pending() != nil:
		e.reveal()
	case e.ask():
		e.Refresh()
	case e.view().AskHint() != "":
		e.status.setMessage(e.view().AskHint())
	default:
		e.pred().quiz.Drop() // the last verdict was about the step before
		e.pred().revealing = true
		e.ctl.step() // a step that asks nothing: a check, a return, the end of a run
		e.pred().revealing = false
		e.pred().at = e.keyNow()
		e.Refresh()
	}
	return true
}

// reveal makes the step the pending question was about and scores the
// answer.
func (e *explorer) reveal() {
	p := e.pred()
	q := p.quiz.Pending()
	if q == nil {
		return
	}
	p.revealing = true
	defer func() { p.revealing = false }()
	switch q.Kind {
	case lab.AskUpdate, lab.AskAlpha:
		k := e.s.Training().State().K
		e.ctl.step()
		p.quiz.RevealUpdate(e.s, k)
	case lab.AskBranch, lab.AskPruned:
		p.quiz.Reveal()
		e.view().Step() // the search's next step
	default:
		p.quiz.Reveal()
	}
	p.at = e.keyNow()
	e.Refresh()
}

// predictEnter is Enter: Reveal or the next question in predict mode,
// Run / Pause otherwise.
func (e *explorer) predictEnter() {
	if !e.predictStep() {
		e.ctl.toggleRun()
	}
}

// predictReset follows Reset (R): in predict mode the score starts again
// with the training; Enter then asks the first question.
func (e *explorer) predictReset() {
	if !e.predictOn() {
		return
	}
	p := e.pred()
	p.quiz.ResetScore()
	p.quiz.Drop()
	p.classAsk = nil
}

// predictPoint takes a click on point i as the answer; it reports whether
// it was one.
func (e *explorer) predictPoint(i int) bool {
	return e.predictOn() && e.pred().quiz.PickPoint(i)
}

// predictChoice takes choice c as the answer.
func (e *explorer) predictChoice(c int) {
	if e.predictOn() && e.pred().quiz.PickChoice(c) {
		e.Refresh()
	}
}

// predictClick takes a click on empty space while a question is pending:
// an end of the ghost line when the question asks for it. The click adds
// no point then; it reports whether it took the click.
func (e *explorer) predictClick(x, y float64) bool {
	if !e.predictOn() || e.pred().quiz.Pending() == nil {
		return false
	}
	if !e.pred().quiz.PlaceLine([]float64{x, y}) {
		e.status.setMessage(i18n.T("Answer the question first: click a point or pick an answer"))
	}
	e.Refresh()
	return true
}

// predictFollow drops a question or outcome that the state shown no
// longer belongs to: an edit, Run, the slider or a new query changed it.
func (e *explorer) predictFollow() {
	p := e.predict
	if p == nil || !p.quiz.On() || p.revealing {
		return
	}
	if e.keyNow() != p.at {
		p.quiz.Drop()
		p.at = e.keyNow()
	}
}

// PredictHides reports whether a question is pending whose answer the
// window would otherwise show: the regions, the vote, the fractions.
func (e *explorer) PredictHides() bool {
	return e.predictOn() && e.pred().quiz.Pending() != nil
}

// predictLines is what the explanation strip shows in predict mode: while
// a question is pending only how to answer, after the reveal the verdict
// above the explanation, unless the bar shows it whole in the question's
// place (verdictAsQuestion; the answer's line may cut it short).
func (e *explorer) predictLines(lines []string) []string {
	if !e.predictOn() {
		return lines
	}
	z := &e.pred().quiz
	if z.Pending() != nil {
		return []string{i18n.T("The explanation follows the reveal.")}
	}
	if o := z.Last(); o != nil && !verdictAsQuestion(e) {
		return append([]string{o.Verdict()}, lines...)
	}
	if verdictAsQuestion(e) && len(lines) > 2 {
		// Two lines are the strip's room on a 720-pixel projector: the
		// test, which the reveal is about, then the update run together.
		return []string{lines[0], strings.Join(lines[1:], "   ")}
	}
	return lines
}

// predictModels adds the ghost line and the guess to the plane's models,
// and while a class question is pending leaves out the regions that
// would give the answer away.
func (e *explorer) predictModels(ms []scene.Model) []scene.Model {
	if !e.predictOn() {
		return ms
	}
	z := &e.pred().quiz
	g := z.Guess()
	if o := z.Last(); o != nil {
		g = o.Guess
	}
	if q := z.Pending(); q != nil && q.Kind == lab.AskClass {
		ms = slices.DeleteFunc(slices.Clone(ms), func(m scene.Model) bool {
			switch m.(type) {
			case scene.KNN, scene.GaussianNB:
				return true
			}
			return false
		})
	}
	if z.Pending() == nil && z.Last() == nil {
		return ms
	}
	return append(ms, ghostMark{Line: g.Line, Point: g.Point, Set: e.s.Set()})
}

// predictFromLink turns predict mode on or off as a link says, asking at
// once about the lab the link opened.
func (e *explorer) predictFromLink(on bool) {
	p := e.pred()
	p.quiz.SetOn(on)
	p.classAsk = nil
	if on {
		e.ask()
	}
}

// predictQuery asks the class of a query just placed, in predict mode.
func (e *explorer) predictQuery() {
	if e.predictOn() {
		e.pred().quiz.Drop()
		e.ask()
	}
}

// relabelPredict asks the pending question again in the new language:
// its text and choices ("No update") were written in the old one. The
// answer given so far stays.
func (e *explorer) relabelPredict() {
	if e.predict == nil {
		return
	}
	q := e.pred().quiz.Pending()
	if q == nil {
		return
	}
	nq, ok := e.nextQuestion()
	if !ok || nq.Kind != q.Kind || len(nq.Choices) != len(q.Choices) {
		return
	}
	q.Text, q.Choices = nq.Text, nq.Choices
	if b := e.pred().bar; b != nil {
		b.shown = nil // the choice buttons are made again
	}
}
