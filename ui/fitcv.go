package ui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
)

// fitCV is the Cross-validation tab: the setting (hold-out, S-fold or
// leave-one-out, shuffled or not, the seed, M or λ) and the stepper's
// buttons. The stepper colours the fold held out on the plane, draws the
// fit to the rest, and explains each step in numbers in the strip.
type fitCV struct {
	v *fitView

	head                    *widget.Label
	kind, over, guess       *widget.Select
	s, frac, seed           *widget.Entry
	form                    *widget.Form
	shuffle                 *widget.Check
	start, prev, next, stop *widget.Button
	scores                  *widget.Label
	content                 fyne.CanvasObject
}

// newFitCV builds the Cross-validation tab of v.
func newFitCV(v *fitView) *fitCV {
	c := &fitCV{v: v}
	st := v.lab.CV
	c.head = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	c.kind = &widget.Select{}
	c.over = &widget.Select{OnChanged: func(string) { c.guessOptions() }}
	c.guess = &widget.Select{}
	c.s = &widget.Entry{Text: strconv.Itoa(st.S)}
	c.frac = &widget.Entry{Text: strconv.FormatFloat(st.Frac, 'g', -1, 64)}
	c.seed = &widget.Entry{Text: strconv.FormatUint(uint64(st.Seed), 10)}
	c.shuffle = &widget.Check{Checked: st.Shuffle}
	c.form = widget.NewForm(widget.NewFormItem("", c.kind), widget.NewFormItem("S", c.s), widget.NewFormItem("", c.frac),
		widget.NewFormItem("", c.shuffle), widget.NewFormItem("", c.seed), widget.NewFormItem("", c.over),
		widget.NewFormItem("", c.guess))
	c.start = &widget.Button{OnTapped: c.onStart, Importance: widget.HighImportance}
	c.prev = &widget.Button{OnTapped: c.onPrev}
	c.next = &widget.Button{OnTapped: c.onNext}
	c.stop = &widget.Button{OnTapped: c.onStop}
	c.scores = &widget.Label{TextStyle: fyne.TextStyle{Monospace: true}}
	c.content = container.NewVBox(c.head, c.form, c.start, container.NewGridWithColumns(3, c.prev, c.next, c.stop), c.scores)
	return c
}

// kinds and overs are the selects' options in the current language, in
// the order of lab.CVKind and lab.CVParam.
func kinds() []string { return []string{T("S-fold"), T("Leave-one-out"), T("Hold-out")} }
func overs() []string { return []string{T("degree M"), "ln λ"} }

// relabel sets the texts in the current language.
func (c *fitCV) relabel() {
	st := c.v.lab.CV
	c.head.SetText(T("Cross-validation, with the folds of scikit-learn"))
	c.kind.Options, c.over.Options = kinds(), overs()
	c.kind.SetSelectedIndex(int(st.Kind))
	c.over.SetSelectedIndex(int(st.Over))
	c.guessOptions()
	for i, s := range []string{T("Folds"), "S", T("Test fraction"), "", T("Seed"), T("Choose"), T("Your guess")} {
		c.form.Items[i].Text = s
	}
	c.form.Refresh()
	c.shuffle.Text = T("Shuffle")
	c.shuffle.Refresh()
	c.start.SetText(T("Start"))
	c.prev.SetText(T("◀ Back"))
	c.next.SetText(T("Next ▶ (Space)"))
	c.stop.SetText(T("End"))
}

// guessOptions offers the candidates of the parameter chosen as guesses,
// after "no guess".
func (c *fitCV) guessOptions() {
	opts := []string{T("no guess")}
	if c.over.SelectedIndex() == int(lab.CVOverLambda) {
		for _, p := range lab.FitLnLambdas() {
			opts = append(opts, paramText(lab.CVOverLambda, p))
		}
	} else {
		for m := range lab.FitMaxM + 1 {
			opts = append(opts, paramText(lab.CVOverM, float64(m)))
		}
	}
	c.guess.Options = opts
	c.guess.SetSelectedIndex(0)
}

// guessVerdict says how the guess fared against the choice, or "".
func (c *fitCV) guessVerdict(chosen string) string {
	g := c.guess.SelectedIndex()
	if g <= 0 {
		return ""
	}
	if c.guess.Options[g] == chosen {
		return " " + fmt.Sprintf(T("You guessed %s: right."), chosen)
	}
	return " " + fmt.Sprintf(T("You guessed %s; cross-validation chose %s."), c.guess.Options[g], chosen)
}

// refresh enables the buttons and writes the scores table.
func (c *fitCV) refresh() {
	s := &c.v.lab.Step
	on := s.Started()
	for _, b := range []*widget.Button{c.prev, c.next, c.stop} {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	c.scores.SetText(c.table())
}

// setting reads the widgets into a setting, or an error naming the bad
// field.
func (c *fitCV) setting() (lab.CVSetting, error) {
	st := lab.CVSetting{Kind: lab.CVKind(max(c.kind.SelectedIndex(), 0)), Over: lab.CVParam(max(c.over.SelectedIndex(), 0)),
		Shuffle: c.shuffle.Checked}
	var err error
	if st.S, err = strconv.Atoi(c.s.Text); err != nil && st.Kind == lab.CVKFold {
		return st, errors.New(T("S must be a whole number ≥ 2"))
	}
	if st.Frac, err = strconv.ParseFloat(c.frac.Text, 64); err != nil && st.Kind == lab.CVHoldOut {
		return st, errors.New(T("the test fraction must be a number between 0 and 1"))
	}
	seed, err := strconv.ParseUint(c.seed.Text, 10, 32)
	if err != nil {
		return st, errors.New(T("the seed must be a whole number from 0 to 4294967295"))
	}
	st.Seed = uint32(seed)
	return st, nil
}

// load puts the lab's setting into the widgets.
func (c *fitCV) load() {
	st := c.v.lab.CV
	c.kind.SetSelectedIndex(int(st.Kind))
	c.over.SetSelectedIndex(int(st.Over))
	c.s.SetText(strconv.Itoa(st.S))
	c.frac.SetText(strconv.FormatFloat(st.Frac, 'g', -1, 64))
	c.seed.SetText(strconv.FormatUint(uint64(st.Seed), 10))
	c.shuffle.SetChecked(st.Shuffle)
}

// onStart cross-validates every candidate in a goroutine, then shows
// fold 1.
func (c *fitCV) onStart() {
	st, err := c.setting()
	if err != nil {
		dialog.ShowError(err, c.v.r.window())
		return
	}
	c.v.lab.CV = st
	c.v.tabs.SelectIndex(2) // the scores table beside the stepper
	c.startAt(0)
}

// startAt cross-validates with the lab's setting in a goroutine, then
// shows step pos.
func (c *fitCV) startAt(pos int) {
	l := *c.v.lab
	l.Points = slices.Clone(l.Points)
	c.v.message(T("Cross-validating…"))
	c.v.run(func(ctx context.Context) func() {
		step, err := l.StartCV(ctx)
		return func() {
			if err != nil {
				dialog.ShowError(err, c.v.r.window())
				return
			}
			step.Pos = min(pos, step.K()+1)
			c.v.lab.Step = step
			c.v.message("")
			c.v.refresh()
		}
	})
}

func (c *fitCV) onNext() {
	s := &c.v.lab.Step
	if !s.Started() {
		c.onStart()
		return
	}
	s.Next()
	if s.Pos == s.K()+1 {
		c.v.lab.Choose(s)
	}
	c.v.refresh()
}

func (c *fitCV) onPrev() {
	c.v.lab.Step.Prev()
	c.v.refresh()
}

func (c *fitCV) onStop() {
	c.v.lab.Step = lab.CVStepper{}
	c.v.refresh()
}

// paramText names candidate p: "M = 3" or "ln λ = −18".
func paramText(over lab.CVParam, p float64) string {
	if over == lab.CVOverM {
		return fmt.Sprintf("M = %d", int(p))
	}
	if p <= lab.FitMinLnLambda {
		return "λ = 0"
	}
	return fmt.Sprintf("ln λ = %g", p)
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
		text := fmt.Sprintf(T("Fold %d of %d: the %d points coloured as test points are held out; %s, %s is fitted to the other %d; its test MSE on the held-out points is %.4f."),
			s.Pos+1, k, len(sp.Test), fmt.Sprintf("M = %d", l.M), lambdaText(l), len(sp.Train), mse)
		if cur >= 0 {
			text += " " + fmt.Sprintf(T("Fold scores so far: %s"), joinScores(s.Scores[cur][:s.Pos+1]))
		}
		return text
	case s.Pos == k:
		means := s.Means()
		var parts []string
		for i, p := range s.Params {
			parts = append(parts, fmt.Sprintf("%s: %.4f", paramText(s.Over, p), means[i]))
		}
		return fmt.Sprintf(T("The cross-validation score of each candidate is the mean of its %d fold scores: %s."), k, strings.Join(parts, ", "))
	default:
		b := s.Best()
		if b < 0 {
			return T("No candidate could be scored.")
		}
		chosen := paramText(s.Over, s.Params[b])
		return fmt.Sprintf(T("Cross-validation chooses %s, the least mean test MSE, %.4f; the sliders are set to it."),
			chosen, s.Means()[b]) + c.guessVerdict(chosen)
	}
}

// joinScores writes at most 12 scores, then an ellipsis.
func joinScores(v []float64) string {
	var parts []string
	for i, x := range v {
		if i == 12 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprintf("%.4f", x))
	}
	return strings.Join(parts, ", ")
}

// table writes each candidate's mean so far (over the folds shown), the
// chosen one marked.
func (c *fitCV) table() string {
	s := &c.v.lab.Step
	if !s.Started() {
		return ""
	}
	upto := min(s.Pos+1, s.K())
	best := -1
	if s.Pos > s.K() {
		best = s.Best()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-14s %s", "", fmt.Sprintf(T("mean of %d folds"), upto))
	for i, p := range s.Params {
		mark := ""
		if i == best {
			mark = " ◀"
		}
		m := mean(s.Scores[i][:upto])
		fmt.Fprintf(&b, "\n%-14s %10.4f%s", paramText(s.Over, p), m, mark)
	}
	return b.String()
}

func mean(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x
	}
	if len(v) == 0 {
		return math.NaN()
	}
	return s / float64(len(v))
}
