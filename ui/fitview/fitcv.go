package fitview

import (
	"context"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// fitCV is the Cross-validation tab: the setting (cvform.go) with the
// parameter chosen, M or λ, and a guess; and the stepper's buttons. The
// stepper colours the fold held out on the plane, draws the fit to the
// rest, and explains each step in numbers in the strip.
type fitCV struct {
	*kit.CVForm
	v           *View
	over, Guess *widget.Select
	content     fyne.CanvasObject
}

// newFitCV builds the Cross-validation tab of v.
func newFitCV(v *View) *fitCV {
	c := &fitCV{v: v}
	c.over = &widget.Select{OnChanged: func(string) { c.guessOptions() }}
	c.Guess = &widget.Select{}
	c.CVForm = kit.NewCVForm(v.lab.CV, c.OnStart, c.onPrev, c.OnNext, c.onStop,
		widget.NewFormItem("", c.over), widget.NewFormItem("", c.Guess))
	c.content = c.CVForm.Content()
	return c
}

// overs are the parameter's options in the current language, in the
// order of lab.CVParam.
func overs() []string { return []string{i18n.T("degree M"), "ln λ"} }

// relabel sets the texts in the current language.
func (c *fitCV) Relabel() {
	st := c.v.lab.CV
	c.CVForm.Relabel(st.Kind, i18n.T("Choose"), i18n.T("Your guess"))
	c.over.Options = overs()
	c.over.SetSelectedIndex(int(st.Over))
	c.guessOptions()
}

// guessOptions offers the candidates of the parameter chosen as guesses,
// after "no guess".
func (c *fitCV) guessOptions() {
	opts := []string{i18n.T("no guess")}
	if c.over.SelectedIndex() == int(lab.CVOverLambda) {
		for _, p := range lab.FitLnLambdas() {
			opts = append(opts, kit.ParamText(lab.CVOverLambda, p))
		}
	} else {
		for m := range lab.FitMaxM + 1 {
			opts = append(opts, kit.ParamText(lab.CVOverM, float64(m)))
		}
	}
	c.Guess.Options = opts
	c.Guess.SetSelectedIndex(0)
}

// guessVerdict says how the guess fared against the choice, or "".
func (c *fitCV) guessVerdict(chosen string) string {
	g := c.Guess.SelectedIndex()
	if g <= 0 {
		return ""
	}
	if c.Guess.Options[g] == chosen {
		return " " + fmt.Sprintf(i18n.T("You guessed %s: right."), chosen)
	}
	return " " + fmt.Sprintf(i18n.T("You guessed %s; cross-validation chose %s."), c.Guess.Options[g], chosen)
}

// refresh enables the buttons and writes the scores table.
func (c *fitCV) Refresh() {
	c.Enable(c.v.lab.Step.Started())
	c.ShowScores(&c.v.lab.Step)
}

// load puts the lab's setting into the widgets.
func (c *fitCV) load() {
	c.CVForm.Load(c.v.lab.CV)
	c.over.SetSelectedIndex(int(c.v.lab.CV.Over))
}

// OnStart cross-validates every candidate in a goroutine, then shows
// fold 1.
func (c *fitCV) OnStart() {
	st, err := c.Setting(lab.CVParam(max(c.over.SelectedIndex(), 0)))
	if err != nil {
		dialog.ShowError(err, c.v.r.Window())
		return
	}
	c.v.lab.CV = st
	c.v.Tabs.SelectIndex(2) // the scores table beside the stepper
	c.startAt(0)
}

// startAt cross-validates with the lab's setting in a goroutine, then
// shows step pos.
func (c *fitCV) startAt(pos int) {
	l := *c.v.lab
	l.Points = slices.Clone(l.Points)
	c.v.Message(i18n.T("Cross-validating…"))
	c.v.run(func(ctx context.Context) func() {
		step, err := l.StartCV(ctx)
		return func() {
			if err != nil {
				dialog.ShowError(err, c.v.r.Window())
				return
			}
			step.Pos = min(pos, step.K()+1)
			c.v.lab.Step = step
			c.v.Message("")
			c.v.Refresh()
		}
	})
}

func (c *fitCV) OnNext() {
	s := &c.v.lab.Step
	if !s.Started() {
		c.OnStart()
		return
	}
	s.Next()
	if s.Pos == s.K()+1 {
		c.v.lab.Choose(s)
		c.v.record() // the sliders set to the choice: Undo puts them back
	}
	c.v.Refresh()
}

func (c *fitCV) onPrev() {
	c.v.lab.Step.Prev()
	c.v.Refresh()
}

func (c *fitCV) onStop() {
	if s := &c.v.lab.Step; s.Started() {
		s.Pos = s.K() + 1 // End shows the choice; it discarded the run before
	}
	c.v.Refresh()
}

// explanation is the strip's text for the stepper's step, in numbers.
func (c *fitCV) explanation() string {
	l, s := c.v.lab, &c.v.lab.Step
	k := s.K()
	cur := l.Current(s)
	switch {
	case s.Pos < k:
		sp := s.Folds.At(s.Pos)
		_, mse, err := l.FoldFit(s, s.Pos)
		if err != nil {
			return err.Error()
		}
		text := fmt.Sprintf(i18n.PluralT(len(sp.Test), "Fold %d of %d: the %d ringed point is held out; %s, %s is fitted to the other %d; its test MSE on the held-out point is %.4f.", "Fold %d of %d: the %d ringed points are held out; %s, %s is fitted to the other %d; its test MSE on the held-out points is %.4f."),
			s.Pos+1, k, len(sp.Test), fmt.Sprintf("M = %d", l.M), lambdaText(l), len(sp.Train), mse)
		if cur >= 0 {
			text += " " + fmt.Sprintf(i18n.T("Fold scores so far: %s"), kit.JoinScores(s.Scores[cur][:s.Pos+1]))
		}
		return text
	case s.Pos == k:
		return kit.CVMeansText(s)
	default:
		b := s.Best()
		if b < 0 {
			return i18n.T("No candidate could be scored.")
		}
		chosen := kit.ParamText(s.Over, s.Params[b])
		return fmt.Sprintf(i18n.T("Cross-validation chooses %s, the least mean test MSE, %.4f; the sliders are set to it."),
			chosen, s.Means()[b]) + c.guessVerdict(chosen)
	}
}
