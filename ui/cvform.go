package ui

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/param"
)

// cvForm is what the two cross-validation steppers share, the curve fit's
// over M or λ (fitcv.go) and k-NN's over k (knncv.go): the setting as
// scikit-learn takes it (hold-out, S-fold or leave-one-out, shuffled or
// not, the seed), the Start, Back, Next and End buttons and the table of
// mean scores. A stepper adds its own rows after the setting's five.
type cvForm struct {
	head                    *widget.Label
	kind                    *widget.Select
	s, frac, seed           *keyEntry
	shuffle                 *widget.Check
	form                    *widget.Form
	start, prev, next, stop *widget.Button
	scores                  *fyne.Container // the means: a column of candidates beside one of scores
}

// newCVForm builds the widgets for setting st; the stepper's own rows
// follow the setting's in the form.
func newCVForm(st lab.CVSetting, start, prev, next, stop func(), rows ...*widget.FormItem) *cvForm {
	c := &cvForm{
		head:    &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		kind:    &widget.Select{},
		s:       newKeyEntry(),
		frac:    newKeyEntry(),
		seed:    newKeyEntry(),
		shuffle: &widget.Check{},
		start:   &widget.Button{OnTapped: start, Importance: widget.HighImportance},
		prev:    &widget.Button{OnTapped: prev},
		next:    &widget.Button{OnTapped: next},
		stop:    &widget.Button{OnTapped: stop},
		scores:  container.NewGridWithColumns(2),
	}
	c.form = widget.NewForm(append([]*widget.FormItem{widget.NewFormItem("", c.kind), widget.NewFormItem("S", c.s),
		widget.NewFormItem("", c.frac), widget.NewFormItem("", c.shuffle), widget.NewFormItem("", c.seed)}, rows...)...)
	c.load(st)
	return c
}

// content lays the form out: the head, the setting, Start, the stepping
// buttons, then extra, then the scores.
func (c *cvForm) content(extra ...fyne.CanvasObject) fyne.CanvasObject {
	// The stepping buttons wrap in a narrow panel: three in a grid took
	// 570 pixels in projector mode, wider than k-NN's side panel at 720.
	steps := container.New(layout.NewRowWrapLayout(), c.prev, c.next, c.stop)
	objs := []fyne.CanvasObject{c.head, c.form, c.start, steps}
	return container.NewVBox(append(append(objs, extra...), c.scores)...)
}

// kinds are the folds' options in the current language, in the order of
// lab.CVKind.
func kinds() []string { return []string{T("S-fold"), T("Leave-one-out"), T("Hold-out")} }

// relabel sets the texts in the current language; rows are the titles of
// the stepper's own rows.
func (c *cvForm) relabel(kind lab.CVKind, rows ...string) {
	c.head.SetText(T("Cross-validation, with the folds of scikit-learn"))
	c.kind.Options = kinds()
	c.kind.SetSelectedIndex(int(kind))
	for i, s := range append([]string{T("Folds"), "S", T("Test fraction"), "", T("Seed")}, rows...) {
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

// enable enables the stepping buttons while a stepper runs.
func (c *cvForm) enable(on bool) {
	for _, b := range []*widget.Button{c.prev, c.next, c.stop} {
		setEnabled(b, on)
	}
}

// setting reads the widgets into a setting over the parameter over, or an
// error naming the bad field.
func (c *cvForm) setting(over lab.CVParam) (lab.CVSetting, error) {
	st := lab.CVSetting{Kind: lab.CVKind(max(c.kind.SelectedIndex(), 0)), Over: over, Shuffle: c.shuffle.Checked}
	var err error
	if st.S, err = param.Folds.ParseInt(c.s.Text); err != nil && st.Kind == lab.CVKFold {
		return st, err
	}
	if st.Frac, err = param.ParseFinite(c.frac.Text); err != nil && st.Kind == lab.CVHoldOut {
		return st, errors.New(T("the test fraction must be a number between 0 and 1"))
	}
	seed, err := param.CVSeed.Parse(c.seed.Text)
	if err != nil {
		return st, err
	}
	st.Seed = uint32(seed)
	return st, nil
}

// load puts setting st into the widgets.
func (c *cvForm) load(st lab.CVSetting) {
	c.kind.SetSelectedIndex(int(st.Kind))
	c.s.SetText(strconv.Itoa(st.S))
	c.frac.SetText(strconv.FormatFloat(st.Frac, 'g', -1, 64))
	c.seed.SetText(strconv.FormatUint(uint64(st.Seed), 10))
	c.shuffle.SetChecked(st.Shuffle)
}

// paramText names candidate p: "M = 3", "ln λ = −18" or "k = 5".
func paramText(over lab.CVParam, p float64) string {
	switch {
	case over == lab.CVOverM:
		return fmt.Sprintf("M = %d", int(p))
	case over == lab.CVOverK:
		return fmt.Sprintf("k = %d", int(p))
	case p <= lab.FitMinLnLambda:
		return "λ = 0"
	}
	return fmt.Sprintf("ln λ = %g", p)
}

// cvMeansText explains the means step: each candidate's mean of its fold
// scores.
func cvMeansText(s *lab.CVStepper) string {
	means := s.Means()
	var parts []string
	for i, p := range s.Params {
		parts = append(parts, fmt.Sprintf("%s: %.4f", paramText(s.Over, p), means[i]))
	}
	return fmt.Sprintf(T("The cross-validation score of each candidate is the mean of its %d fold scores: %s."), s.K(), strings.Join(parts, ", "))
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

// showScores shows each candidate's mean so far (over the folds shown),
// the chosen one marked, in two columns: a label's text in the bundled
// proportional font cannot line numbers up.
func (c *cvForm) showScores(s *lab.CVStepper) {
	c.scores.Objects = c.scores.Objects[:0]
	if !s.Started() {
		c.scores.Refresh()
		return
	}
	upto := min(s.Pos+1, s.K())
	best := -1
	if s.Pos > s.K() {
		best = s.Best()
	}
	add := func(a, b string) { c.scores.Add(widget.NewLabel(a)); c.scores.Add(widget.NewLabel(b)) }
	add("", fmt.Sprintf(pluralT(upto, "mean of %d fold", "mean of %d folds"), upto))
	for i, p := range s.Params {
		mark := ""
		if i == best {
			mark = " ◀"
		}
		add(paramText(s.Over, p), fmt.Sprintf("%.4f%s", mean(s.Scores[i][:upto]), mark))
	}
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
