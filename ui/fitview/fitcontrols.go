package fitview

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
)

// fitControls is the Fit tab: the data (generator, file, clicks), the M
// and ln λ sliders, the layer toggles and resampling.
type fitControls struct {
	v *View

	dataHead, fitHead, hint *widget.Label
	genHead                 *widget.Label // over the generator's fields when the points are not its
	N, sigma, seed, nTest   *kit.KeyEntry
	genForm                 *widget.Form
	Generate, open, clear   *widget.Button
	mLabel, lLabel          *widget.Label
	M, LnLambda             *widget.Slider
	truth, resid            *widget.Check
	Resample, frame, leave  *widget.Button
	content, sliders        fyne.CanvasObject
	quiet                   bool // set while refresh moves the sliders
}

// newFitControls builds the Fit tab of v.
func newFitControls(v *View) *fitControls {
	c := &fitControls{v: v}
	c.dataHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	c.genHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	c.fitHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	c.hint = &widget.Label{Wrapping: fyne.TextWrapWord}
	g := v.lab.Gen
	c.N = kit.KeyEntryWith(strconv.Itoa(g.N))
	c.sigma = kit.KeyEntryWith(strconv.FormatFloat(g.Sigma, 'g', -1, 64))
	c.seed = kit.KeyEntryWith(strconv.FormatUint(g.Seed, 10))
	c.nTest = kit.KeyEntryWith(strconv.Itoa(g.NTest))
	c.genForm = widget.NewForm(widget.NewFormItem("N", c.N), widget.NewFormItem("σ", c.sigma),
		widget.NewFormItem("", c.seed), widget.NewFormItem("", c.nTest))
	c.Generate = &widget.Button{OnTapped: c.OnGenerate, Importance: widget.HighImportance}
	c.open = &widget.Button{OnTapped: c.onOpen}
	c.clear = &widget.Button{OnTapped: c.onClear}
	c.mLabel, c.lLabel = &widget.Label{}, &widget.Label{}
	// A slider's move is one edit, recorded when it ends (a key's step
	// too: SetValue ends it at once).
	c.M = &widget.Slider{Min: float64(param.M.Min), Max: float64(param.M.Max), Step: 1, OnChanged: c.onM, OnChangeEnded: c.onMoved}
	c.LnLambda = &widget.Slider{Min: lab.FitMinLnLambda, Max: lab.FitMaxLnLambda, Step: 0.5, OnChanged: c.onLambda, OnChangeEnded: c.onMoved}
	c.truth = &widget.Check{OnChanged: func(on bool) { v.lab.ShowTruth = on; v.refreshPlane() }}
	c.resid = &widget.Check{OnChanged: func(on bool) { v.lab.ShowResiduals = on; v.refreshPlane() }}
	c.Resample = &widget.Button{OnTapped: c.onResample}
	c.frame = &widget.Button{OnTapped: v.frame}
	c.leave = &widget.Button{OnTapped: v.r.LeaveFitMode}
	// The sliders' tracks in a visible grey (trackTheme): projector mode
	// drew them white on white, only the filled part showing.
	c.sliders = container.NewVBox(c.fitHead, container.NewBorder(nil, nil, c.mLabel, nil, container.NewThemeOverride(c.M, labtheme.Track{})),
		container.NewBorder(nil, nil, c.lLabel, nil, container.NewThemeOverride(c.LnLambda, labtheme.Track{})))
	c.content = container.NewVBox(container.NewGridWithColumns(2, c.truth, c.resid), c.Resample,
		container.NewGridWithColumns(2, v.Predict.Button, v.Predict.clear), c.frame,
		widget.NewSeparator(), c.dataHead, c.hint, c.genHead, c.genForm, c.Generate,
		container.NewGridWithColumns(2, c.open, c.clear), widget.NewSeparator(), c.leave)
	return c
}

// relabel sets the texts in the current language.
func (c *fitControls) Relabel() {
	c.genHead.SetText(i18n.T("New data: sin(2πx) plus noise"))
	c.fitHead.SetText(i18n.T("Polynomial of degree M, penalty λ (1.19)"))
	c.hint.SetText(i18n.T("Click places a training point; right click or Shift+click a test point; drag to move one."))
	c.genForm.Items[2].Text = i18n.T("Seed")
	c.genForm.Items[3].Text = i18n.T("Test points")
	c.genForm.Refresh()
	c.Generate.SetText(i18n.T("Generate"))
	c.open.SetText(i18n.T("Open x,t file…"))
	c.clear.SetText(i18n.T("Clear all points"))
	c.truth.Text = i18n.T("True curve sin(2πx)")
	c.truth.Refresh()
	c.resid.Text = i18n.T("Residuals")
	c.resid.Refresh()
	c.Resample.SetText(fmt.Sprintf(i18n.T("Resample %d data sets"), lab.FitResamples))
	c.frame.SetText(i18n.T("Fit to data (F)"))
	c.leave.SetText(i18n.T("Back to classification"))
}

// refresh puts the lab's values into the widgets without calling back.
func (c *fitControls) Refresh() {
	l := c.v.lab
	c.quiet = true
	defer func() { c.quiet = false }()
	c.M.SetValue(float64(l.M))
	c.LnLambda.SetValue(l.LnLambda)
	c.truth.SetChecked(l.ShowTruth)
	c.resid.SetChecked(l.ShowResiduals)
	c.mLabel.SetText(fmt.Sprintf(i18n.T("Degree M = %d"), l.M))
	c.dataHead.SetText(fitDataTitle(l))
	kit.SetVisible(c.genHead, !l.Truth) // the fields below are the generator's, not these points'

	c.lLabel.SetText(lambdaText(l))
}

func (c *fitControls) onM(m float64) {
	if c.quiet || int(m) == c.v.lab.M {
		return
	}
	c.v.lab.M = int(m)
	c.v.dropResample()
	c.v.Refresh()
}

func (c *fitControls) onLambda(ln float64) {
	if c.quiet || ln == c.v.lab.LnLambda {
		return
	}
	c.v.lab.LnLambda = ln
	c.v.dropResample()
	c.v.Refresh()
}

// onMoved records the end of a slider's move for Undo.
func (c *fitControls) onMoved(float64) {
	if !c.quiet {
		c.v.record()
	}
}

// OnGenerate reads the generator's settings and makes its points.
func (c *fitControls) OnGenerate() {
	n, err1 := kit.IntIn("N", c.N.Text, 1, lab.FitMaxPoints)
	nt, err2 := kit.IntIn(i18n.T("Test points"), c.nTest.Text, 0, lab.FitMaxPoints)
	sigma, err3 := param.ParseFinite(c.sigma.Text)
	seed, err4 := kit.WholeIn(i18n.T("Seed"), c.seed.Text, 0, math.MaxInt64)
	if err := cmp.Or(err1, err2, err3, err4); err != nil {
		dialog.ShowError(err, c.v.r.Window())
		return
	}
	if n+nt > lab.FitMaxPoints || sigma < 0 {
		dialog.ShowError(fmt.Errorf(i18n.T("N and the test points must be whole numbers with N ≥ 1 and at most %d in all, σ a number ≥ 0, the seed a whole number ≥ 0"), lab.FitMaxPoints), c.v.r.Window())
		return
	}
	wasDirty := c.v.r.Session().Dirty()
	c.v.lab.Generate(lab.FitGen{N: n, NTest: nt, Sigma: sigma, Seed: uint64(seed)})
	c.v.selected = -1
	c.v.Changed()
	c.v.r.KeepClean(wasDirty)
	c.v.frame()
}

// onClear removes every point.
func (c *fitControls) onClear() {
	c.v.lab.Points = nil
	c.v.lab.Step = lab.CVStepper{}
	c.v.selected = -1
	c.v.Changed()
}

// onResample draws the resampled fits in a goroutine, or clears them.
func (c *fitControls) onResample() {
	if c.v.Resample != nil {
		c.v.dropResample()
		c.v.refreshPlane()
		return
	}
	l := *c.v.lab
	c.v.run(func(ctx context.Context) func() {
		fits, err := l.Resample(ctx)
		return func() {
			if err != nil {
				c.v.Message(err.Error())
				return
			}
			c.v.Resample = fits
			c.v.refreshPlane()
			c.v.resampleMsg = fmt.Sprintf(i18n.T("%d fits at M = %d to new data sets from sin(2πx) with σ = %g: their spread is the variance, their gap from the truth the bias"),
				len(fits), l.M, l.Gen.Sigma)
			c.v.Message(c.v.resampleMsg)
		}
	})
}

// loadRegression shows r's points, all for training.
func (v *View) loadRegression(r *dataset.RegressionSet) {
	wasDirty := v.r.Session().Dirty()
	v.lab.Load(r, nil)
	v.selected = -1
	v.Changed()
	v.r.KeepClean(wasDirty)
	v.frame()
	v.Message(fmt.Sprintf(i18n.T("Opened %s: %d points"), r.Name, r.Len()))
}

// fitDataTitle names the points shown: the generator's, an example's, a
// file's, or the user's own. Bishop's fixed points were headed "sin(2πx)
// plus noise" over the generator's N, σ and seed, which made none of them.
func fitDataTitle(l *lab.FitLab) string {
	switch {
	case l.Truth:
		return i18n.T("Data: sin(2πx) plus noise")
	case l.Name == "bishop11":
		return i18n.T("Data:") + " " + i18n.T("Bishop's ten points, PRML Table 1.1 (curve fitting)")
	case l.Name == "lihang14":
		return i18n.T("Data:") + " " + i18n.T("Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)")
	case l.Name != "":
		return i18n.T("Data:") + " " + l.Name
	}
	return i18n.T("Data: your points")
}
