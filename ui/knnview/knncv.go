package knnview

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// knnCV is the k-NN form's Cross-validation tab: k chosen as Li Hang
// §3.2.3 says, by the curve fit's stepper (kit.CVForm, lab.CVStepper) over
// a range of k on the window's points. Each fold step rings the test fold
// on the plane, draws the regions of k-NN fitted to the rest, and gives
// the fold's error rate for every k; then the mean per k; then the chosen
// k, which Apply sets.
type knnCV struct {
	*kit.CVForm
	r       methodview.Room
	ks      *kit.KeyEntry
	apply   *widget.Button
	content fyne.CanvasObject

	step   lab.CVStepper
	set    *dataset.Set  // the points cross-validated, to see when they change
	p      float64       // the distance order cross-validated
	used   lab.CVSetting // the setting and the k cross-validated, for a link
	ksText string
	auto   cvDefaults // the S and k the fields show until the user types others

	cancel context.CancelFunc
	jobs   sync.WaitGroup
}

// defaultKs are the k tried unless the user says otherwise.
const defaultKs = lab.DefaultKs

// newKNNCV builds the tab for r.
func newKNNCV(r methodview.Room) *knnCV {
	c := &knnCV{r: r, auto: cvDefaults{s: strconv.Itoa(lab.DefaultCVSetting().S), ks: defaultKs, n: -1}}
	c.ks = kit.KeyEntryWith(defaultKs)
	c.CVForm = kit.NewCVForm(lab.DefaultCVSetting(), c.onStart, c.onPrev, c.onNext, c.onStop, widget.NewFormItem("", c.ks))
	c.apply = &widget.Button{OnTapped: c.onApply}
	c.content = container.NewVScroll(c.CVForm.Content(c.apply)) // the strip under the plane explains each step
	return c
}

// CanvasObject returns the tab's content.
func (c *knnCV) CanvasObject() fyne.CanvasObject { return c.content }

// Relabel sets the texts in the current language.
func (c *knnCV) Relabel() {
	c.CVForm.Relabel(lab.CVKind(max(c.Kind.SelectedIndex(), 0)), i18n.T("k to try"))
	c.ks.PlaceHolder = "1-15, 1,3,5"
	c.Refresh()
}

// started reports whether the stepper holds a cross-validation of the
// points as they are; one of other points or another p is dropped.
func (c *knnCV) started() bool {
	if c == nil || !c.step.Started() {
		return false
	}
	set := c.r.Session().Set()
	if c.p != c.r.Session().Settings().P || set.D != c.set.D || !slices.Equal(set.X, c.set.X) || !slices.Equal(set.Y, c.set.Y) {
		c.step = lab.CVStepper{}
		if c.r.TabShown("cv") { // not after loading XOR in the perceptron, say
			c.r.Message(i18n.T("The points or p changed: start the cross-validation again"))
		}
		return false
	}
	return true
}

// takesStep reports whether Step (Space) steps the cross-validation: while
// it runs, or starts it while its tab is shown.
func (c *knnCV) takesStep() bool {
	return c.started() || (c != nil && c.r.TabShown("cv"))
}

// Refresh enables the buttons, writes the table and explains the step.
func (c *knnCV) Refresh() {
	on := c.started()
	if !on {
		c.syncDefaults()
	}
	c.Enable(on)
	c.ShowScores(&c.step)
	c.apply.SetText(i18n.T("Apply the chosen k"))
	if b := c.step.Best(); on && c.step.Pos > c.step.K() && b >= 0 {
		c.apply.SetText(fmt.Sprintf(i18n.T("Apply k = %d"), int(c.step.Params[b])))
		c.apply.Enable()
	} else {
		c.apply.Disable()
	}
}

// onStart cross-validates every k in a goroutine, then shows fold 1.
func (c *knnCV) onStart() { c.startAt(0) }

// startAt cross-validates every k in a goroutine, then shows step pos:
// fold pos + 1, the means or the choice.
func (c *knnCV) startAt(pos int) {
	st, err := c.Setting(lab.CVOverK)
	if err == nil && c.r.Session().Set().D != 2 {
		err = errors.New(i18n.T("Cross-validation on the plane needs points with two features"))
	}
	var ks []int
	if err == nil {
		if ks, err = lab.ParseKs(c.ks.Text, max(c.r.Session().Set().Len(), 1)); err != nil {
			err = errors.New(i18n.T("k to try: whole numbers from 1 to the number of points, or ranges A-B, such as 1-15 or 1,3,5"))
		}
	}
	if err != nil {
		dialog.ShowError(err, c.r.Window())
		return
	}
	set, p, text := c.r.Session().Set().Clone(), c.r.Session().Settings().P, c.ks.Text
	c.r.Message(i18n.T("Cross-validating…"))
	c.run(func(ctx context.Context) func() {
		step, err := lab.StartKNNCV(ctx, set, st, ks, p)
		if err == nil {
			err = refuseLargeK(ctx, set, &step, p) // as the command line does, never NaN
		}
		return func() {
			if err != nil {
				dialog.ShowError(err, c.r.Window())
				return
			}
			step.Pos = min(pos, step.K()+1)
			c.step, c.set, c.p, c.used, c.ksText = step, set, p, st, text
			c.r.Message("")
			c.r.Refresh()
		}
	})
}

// run starts work in a goroutine with a context, then runs its result on
// the UI goroutine unless cancelled meanwhile.
func (c *knnCV) run(work func(ctx context.Context) func()) {
	if c.cancel != nil {
		c.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.jobs.Add(1)
	go func() {
		defer c.jobs.Done()
		then := work(ctx)
		fyne.Do(func() {
			if ctx.Err() == nil && !c.r.IsClosed() {
				then()
			}
		})
	}()
}

func (c *knnCV) onNext() {
	if !c.started() {
		c.onStart()
		return
	}
	c.step.Next()
	c.r.Refresh()
}

func (c *knnCV) onPrev() {
	c.step.Prev()
	c.r.Refresh()
}

// onStop (End) goes to the end: the chosen k, with its mean, and Apply.
// It discarded the run before, so End showed nothing of it.
func (c *knnCV) onStop() {
	if c.started() {
		c.step.Pos = c.step.K() + 1
	}
	c.r.Refresh()
}

// onApply sets k to the chosen one.
func (c *knnCV) onApply() {
	b := c.step.Best()
	if b < 0 {
		return
	}
	ts := c.r.Session().Settings()
	ts.K = int(c.step.Params[b])
	c.r.ApplySettings(ts)
}

// shownK is the k whose fold the plane draws: the window's k.
func (c *knnCV) shownK() int { return c.r.Session().Settings().K }

// fold returns the fold shown, fitted with the window's k; ok is false
// when the stepper shows no fold.
func (c *knnCV) fold() (lab.KNNFold, bool, error) {
	if !c.started() || c.step.Pos >= c.step.K() {
		return lab.KNNFold{}, false, nil
	}
	f, err := lab.FoldKNN(c.set, &c.step, c.step.Pos, c.shownK(), c.p)
	return f, true, err
}

// models returns what the plane draws while a fold is shown: the regions
// of k-NN fitted to the other folds and the test fold's rings; ok false
// when no fold is shown.
func (c *knnCV) models() ([]scene.Model, bool) {
	if c == nil {
		return nil, false
	}
	f, ok, _ := c.fold()
	if !ok {
		return nil, false
	}
	var ms []scene.Model
	if f.Model != nil {
		ms = append(ms, scene.KNN{Model: f.Model})
	}
	return append(ms, scene.FoldRings{Test: f.Test, Wrong: f.Wrong}), true
}

// explanation explains the step shown in numbers, or "".
func (c *knnCV) explanation() string {
	s := &c.step
	if !c.started() {
		return ""
	}
	switch k := s.K(); {
	case s.Pos < k:
		f, _, err := c.fold()
		if err != nil {
			return err.Error()
		}
		var parts []string
		for i, p := range s.Params {
			parts = append(parts, fmt.Sprintf("%s: %.4f", kit.ParamText(lab.CVOverK, p), s.Scores[i][s.Pos]))
		}
		return fmt.Sprintf(i18n.PluralT(f.TestN, "Fold %d of %d: the %d ringed point is held out; k-NN with k = %d is fitted to the other %d and misclassifies %d of them (crossed): error rate %.4f.", "Fold %d of %d: the %d ringed points are held out; k-NN with k = %d is fitted to the other %d and misclassifies %d of them (crossed): error rate %.4f."),
			s.Pos+1, k, f.TestN, c.shownK(), f.TrainN, len(f.Wrong), f.Rate) + " " +
			fmt.Sprintf(i18n.T("This fold's error rate for each k: %s"), strings.Join(parts, ", "))
	case s.Pos == k:
		return kit.CVMeansText(s)
	default:
		b := s.Best()
		if b < 0 {
			return i18n.T("No candidate could be scored.")
		}
		return fmt.Sprintf(i18n.T("Cross-validation chooses k = %d, the least mean error rate, %.4f (the first of equals, as GridSearchCV)."),
			int(s.Params[b]), s.Means()[b])
	}
}
