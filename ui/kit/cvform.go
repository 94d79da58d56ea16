package kit

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
	"perceptronlab/ui/i18n"
)

// CVForm is what the two cross-validation steppers share, the curve fit's
// over M or λ (fitcv.go) and k-NN's over k (ui/knnview/knncv.go): the setting as
// scikit-learn takes it (hold-out, S-fold or leave-one-out, shuffled or
// not, the seed), the Start, Back, Next and End buttons and the table of
// mean scores. A stepper adds its own rows after the setting's five.
type CVForm struct {
	// Head names the stepper; Kind, S, Frac, Shuffle and Seed are the
	// setting, in Form with the stepper's own rows.
	Head                    *widget.Label
	Kind                    *widget.Select
	S, Frac, Seed           *KeyEntry
	Shuffle                 *widget.Check
	Form                    *widget.Form
	Start, Prev, Next, Stop *widget.Button
	// Scores holds the means: a column of candidates beside one of scores.
	Scores *fyne.Container
}

// NewCVForm builds the widgets for setting st; the stepper's own rows
// follow the setting's in the form.
func NewCVForm(st lab.CVSetting, start, prev, next, stop func(), rows ...*widget.FormItem) *CVForm {
	c := &CVForm{
		Head:    &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord},
		Kind:    &widget.Select{},
		S:       NewKeyEntry(),
		Frac:    NewKeyEntry(),
		Seed:    NewKeyEntry(),
		Shuffle: &widget.Check{},
		Start:   &widget.Button{OnTapped: start, Importance: widget.HighImportance},
		Prev:    &widget.Button{OnTapped: prev},
		Next:    &widget.Button{OnTapped: next},
		Stop:    &widget.Button{OnTapped: stop},
		Scores:  container.NewGridWithColumns(2),
	}
	c.Form = widget.NewForm(append([]*widget.FormItem{widget.NewFormItem("", c.Kind), widget.NewFormItem("S", c.S),
		widget.NewFormItem("", c.Frac), widget.NewFormItem("", c.Shuffle), widget.NewFormItem("", c.Seed)}, rows...)...)
	c.Load(st)
	return c
}

// Content lays the form out: the head, the setting, Start, the stepping
// buttons, then extra, then the scores.
func (c *CVForm) Content(extra ...fyne.CanvasObject) fyne.CanvasObject {
	// The stepping buttons wrap in a narrow panel: three in a grid took
	// 570 pixels in projector mode, wider than k-NN's side panel at 720.
	steps := container.New(layout.NewRowWrapLayout(), c.Prev, c.Next, c.Stop)
	objs := []fyne.CanvasObject{c.Head, c.Form, c.Start, steps}
	return container.NewVBox(append(append(objs, extra...), c.Scores)...)
}

// kinds are the folds' options in the current language, in the order of
// lab.CVKind.
func kinds() []string { return []string{i18n.T("S-fold"), i18n.T("Leave-one-out"), i18n.T("Hold-out")} }

// Relabel sets the texts in the current language; rows are the titles of
// the stepper's own rows.
func (c *CVForm) Relabel(kind lab.CVKind, rows ...string) {
	c.Head.SetText(i18n.T("Cross-validation, with the folds of scikit-learn"))
	c.Kind.Options = kinds()
	c.Kind.SetSelectedIndex(int(kind))
	for i, s := range append([]string{i18n.T("Folds"), "S", i18n.T("Test fraction"), "", i18n.T("Seed")}, rows...) {
		c.Form.Items[i].Text = s
	}
	c.Form.Refresh()
	c.Shuffle.Text = i18n.T("Shuffle")
	c.Shuffle.Refresh()
	c.Start.SetText(i18n.T("Start"))
	c.Prev.SetText(i18n.T("◀ Back"))
	c.Next.SetText(i18n.T("Next ▶ (Space)"))
	c.Stop.SetText(i18n.T("End"))
}

// Enable enables the stepping buttons while a stepper runs.
func (c *CVForm) Enable(on bool) {
	for _, b := range []*widget.Button{c.Prev, c.Next, c.Stop} {
		SetEnabled(b, on)
	}
}

// Setting reads the widgets into a setting over the parameter over, or an
// error naming the bad field.
func (c *CVForm) Setting(over lab.CVParam) (lab.CVSetting, error) {
	st := lab.CVSetting{Kind: lab.CVKind(max(c.Kind.SelectedIndex(), 0)), Over: over, Shuffle: c.Shuffle.Checked}
	var err error
	if st.S, err = param.Folds.ParseInt(c.S.Text); err != nil && st.Kind == lab.CVKFold {
		return st, err
	}
	if st.Frac, err = param.ParseFinite(c.Frac.Text); err != nil && st.Kind == lab.CVHoldOut {
		return st, errors.New(i18n.T("the test fraction must be a number between 0 and 1"))
	}
	seed, err := param.CVSeed.Parse(c.Seed.Text)
	if err != nil {
		return st, err
	}
	st.Seed = uint32(seed)
	return st, nil
}

// Load puts setting st into the widgets.
func (c *CVForm) Load(st lab.CVSetting) {
	c.Kind.SetSelectedIndex(int(st.Kind))
	c.S.SetText(strconv.Itoa(st.S))
	c.Frac.SetText(strconv.FormatFloat(st.Frac, 'g', -1, 64))
	c.Seed.SetText(strconv.FormatUint(uint64(st.Seed), 10))
	c.Shuffle.SetChecked(st.Shuffle)
}

// ParamText names candidate p: "M = 3", "ln λ = −18" or "k = 5".
func ParamText(over lab.CVParam, p float64) string {
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

// CVMeansText explains the means step: each candidate's mean of its fold
// scores.
func CVMeansText(s *lab.CVStepper) string {
	means := s.Means()
	var parts []string
	for i, p := range s.Params {
		parts = append(parts, fmt.Sprintf("%s: %.4f", ParamText(s.Over, p), means[i]))
	}
	return fmt.Sprintf(i18n.T("The cross-validation score of each candidate is the mean of its %d fold scores: %s."), s.K(), strings.Join(parts, ", "))
}

// JoinScores writes at most 12 scores, then an ellipsis.
func JoinScores(v []float64) string {
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

// ShowScores shows each candidate's mean so far (over the folds shown),
// the chosen one marked, in two columns: a label's text in the bundled
// proportional font cannot line numbers up.
func (c *CVForm) ShowScores(s *lab.CVStepper) {
	c.Scores.Objects = c.Scores.Objects[:0]
	if !s.Started() {
		c.Scores.Refresh()
		return
	}
	upto := min(s.Pos+1, s.K())
	best := -1
	if s.Pos > s.K() {
		best = s.Best()
	}
	add := func(a, b string) { c.Scores.Add(widget.NewLabel(a)); c.Scores.Add(widget.NewLabel(b)) }
	add("", fmt.Sprintf(i18n.PluralT(upto, "mean of %d fold", "mean of %d folds"), upto))
	for i, p := range s.Params {
		mark := ""
		if i == best {
			mark = " ◀"
		}
		add(ParamText(s.Over, p), fmt.Sprintf("%.4f%s", mean(s.Scores[i][:upto]), mark))
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
