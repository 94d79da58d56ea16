package ui

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
)

// fitControls is the Fit tab: the data (generator, file, clicks), the M
// and ln λ sliders, the layer toggles and resampling.
type fitControls struct {
	v *fitView

	dataHead, fitHead, hint *widget.Label
	genHead                 *widget.Label // over the generator's fields when the points are not its
	n, sigma, seed, nTest   *keyEntry
	genForm                 *widget.Form
	generate, open, clear   *widget.Button
	mLabel, lLabel          *widget.Label
	m, lnLambda             *widget.Slider
	truth, resid            *widget.Check
	resample, frame, leave  *widget.Button
	content, sliders        fyne.CanvasObject
	quiet                   bool // set while refresh moves the sliders
}

// newFitControls builds the Fit tab of v.
func newFitControls(v *fitView) *fitControls {
	c := &fitControls{v: v}
	c.dataHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	c.genHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	c.fitHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}}
	c.hint = &widget.Label{Wrapping: fyne.TextWrapWord}
	g := v.lab.Gen
	c.n = keyEntryWith(strconv.Itoa(g.N))
	c.sigma = keyEntryWith(strconv.FormatFloat(g.Sigma, 'g', -1, 64))
	c.seed = keyEntryWith(strconv.FormatUint(g.Seed, 10))
	c.nTest = keyEntryWith(strconv.Itoa(g.NTest))
	c.genForm = widget.NewForm(widget.NewFormItem("N", c.n), widget.NewFormItem("σ", c.sigma),
		widget.NewFormItem("", c.seed), widget.NewFormItem("", c.nTest))
	c.generate = &widget.Button{OnTapped: c.onGenerate, Importance: widget.HighImportance}
	c.open = &widget.Button{OnTapped: c.onOpen}
	c.clear = &widget.Button{OnTapped: c.onClear}
	c.mLabel, c.lLabel = &widget.Label{}, &widget.Label{}
	// A slider's move is one edit, recorded when it ends (a key's step
	// too: SetValue ends it at once).
	c.m = &widget.Slider{Min: float64(param.M.Min), Max: float64(param.M.Max), Step: 1, OnChanged: c.onM, OnChangeEnded: c.onMoved}
	c.lnLambda = &widget.Slider{Min: lab.FitMinLnLambda, Max: lab.FitMaxLnLambda, Step: 0.5, OnChanged: c.onLambda, OnChangeEnded: c.onMoved}
	c.truth = &widget.Check{OnChanged: func(on bool) { v.lab.ShowTruth = on; v.refreshPlane() }}
	c.resid = &widget.Check{OnChanged: func(on bool) { v.lab.ShowResiduals = on; v.refreshPlane() }}
	c.resample = &widget.Button{OnTapped: c.onResample}
	c.frame = &widget.Button{OnTapped: v.frame}
	c.leave = &widget.Button{OnTapped: v.r.leaveFitMode}
	// The sliders' tracks in a visible grey (trackTheme): projector mode
	// drew them white on white, only the filled part showing.
	c.sliders = container.NewVBox(c.fitHead, container.NewBorder(nil, nil, c.mLabel, nil, container.NewThemeOverride(c.m, trackTheme{})),
		container.NewBorder(nil, nil, c.lLabel, nil, container.NewThemeOverride(c.lnLambda, trackTheme{})))
	c.content = container.NewVBox(container.NewGridWithColumns(2, c.truth, c.resid), c.resample,
		container.NewGridWithColumns(2, v.predict.button, v.predict.clear), c.frame,
		widget.NewSeparator(), c.dataHead, c.hint, c.genHead, c.genForm, c.generate,
		container.NewGridWithColumns(2, c.open, c.clear), widget.NewSeparator(), c.leave)
	return c
}

// relabel sets the texts in the current language.
func (c *fitControls) relabel() {
	c.genHead.SetText(T("New data: sin(2πx) plus noise"))
	c.fitHead.SetText(T("Polynomial of degree M, penalty λ (1.19)"))
	c.hint.SetText(T("Click places a training point; right click or Shift+click a test point; drag to move one."))
	c.genForm.Items[2].Text = T("Seed")
	c.genForm.Items[3].Text = T("Test points")
	c.genForm.Refresh()
	c.generate.SetText(T("Generate"))
	c.open.SetText(T("Open x,t file…"))
	c.clear.SetText(T("Clear all points"))
	c.truth.Text = T("True curve sin(2πx)")
	c.truth.Refresh()
	c.resid.Text = T("Residuals")
	c.resid.Refresh()
	c.resample.SetText(fmt.Sprintf(T("Resample %d data sets"), lab.FitResamples))
	c.frame.SetText(T("Fit to data (F)"))
	c.leave.SetText(T("Back to classification"))
}

// refresh puts the lab's values into the widgets without calling back.
func (c *fitControls) refresh() {
	l := c.v.lab
	c.quiet = true
	defer func() { c.quiet = false }()
	c.m.SetValue(float64(l.M))
	c.lnLambda.SetValue(l.LnLambda)
	c.truth.SetChecked(l.ShowTruth)
	c.resid.SetChecked(l.ShowResiduals)
	c.mLabel.SetText(fmt.Sprintf(T("Degree M = %d"), l.M))
	c.dataHead.SetText(fitDataTitle(l))
	setVisible(c.genHead, !l.Truth) // the fields below are the generator's, not these points'

	c.lLabel.SetText(lambdaText(l))
}

func (c *fitControls) onM(m float64) {
	if c.quiet || int(m) == c.v.lab.M {
		return
	}
	c.v.lab.M = int(m)
	c.v.dropResample()
	c.v.refresh()
}

func (c *fitControls) onLambda(ln float64) {
	if c.quiet || ln == c.v.lab.LnLambda {
		return
	}
	c.v.lab.LnLambda = ln
	c.v.dropResample()
	c.v.refresh()
}

// onMoved records the end of a slider's move for Undo.
func (c *fitControls) onMoved(float64) {
	if !c.quiet {
		c.v.record()
	}
}

// onGenerate reads the generator's settings and makes its points.
func (c *fitControls) onGenerate() {
	n, err1 := intIn("N", c.n.Text, 1, lab.FitMaxPoints)
	nt, err2 := intIn(T("Test points"), c.nTest.Text, 0, lab.FitMaxPoints)
	sigma, err3 := param.ParseFinite(c.sigma.Text)
	seed, err4 := wholeIn(T("Seed"), c.seed.Text, 0, math.MaxInt64)
	if err := cmp.Or(err1, err2, err3, err4); err != nil {
		dialog.ShowError(err, c.v.r.window())
		return
	}
	if n+nt > lab.FitMaxPoints || sigma < 0 {
		dialog.ShowError(fmt.Errorf(T("N and the test points must be whole numbers with N ≥ 1 and at most %d in all, σ a number ≥ 0, the seed a whole number ≥ 0"), lab.FitMaxPoints), c.v.r.window())
		return
	}
	wasDirty := c.v.r.session().Dirty()
	c.v.lab.Generate(lab.FitGen{N: n, NTest: nt, Sigma: sigma, Seed: uint64(seed)})
	c.v.selected = -1
	c.v.changed()
	c.v.r.keepClean(wasDirty)
	c.v.frame()
}

// onClear removes every point.
func (c *fitControls) onClear() {
	c.v.lab.Points = nil
	c.v.lab.Step = lab.CVStepper{}
	c.v.selected = -1
	c.v.changed()
}

// onResample draws the resampled fits in a goroutine, or clears them.
func (c *fitControls) onResample() {
	if c.v.resample != nil {
		c.v.dropResample()
		c.v.refreshPlane()
		return
	}
	l := *c.v.lab
	c.v.run(func(ctx context.Context) func() {
		fits, err := l.Resample(ctx)
		return func() {
			if err != nil {
				c.v.message(err.Error())
				return
			}
			c.v.resample = fits
			c.v.refreshPlane()
			c.v.resampleMsg = fmt.Sprintf(T("%d fits at M = %d to new data sets from sin(2πx) with σ = %g: their spread is the variance, their gap from the truth the bias"),
				len(fits), l.M, l.Gen.Sigma)
			c.v.message(c.v.resampleMsg)
		}
	})
}

// loadRegression shows r's points, all for training.
func (v *fitView) loadRegression(r *dataset.RegressionSet) {
	wasDirty := v.r.session().Dirty()
	v.lab.Load(r, nil)
	v.selected = -1
	v.changed()
	v.r.keepClean(wasDirty)
	v.frame()
	v.message(fmt.Sprintf(T("Opened %s: %d points"), r.Name, r.Len()))
}

// fitDataTitle names the points shown: the generator's, an example's, a
// file's, or the user's own. Bishop's fixed points were headed "sin(2πx)
// plus noise" over the generator's N, σ and seed, which made none of them.
func fitDataTitle(l *lab.FitLab) string {
	switch {
	case l.Truth:
		return T("Data: sin(2πx) plus noise")
	case l.Name == "bishop11":
		return T("Data:") + " " + T("Bishop's ten points, PRML Table 1.1 (curve fitting)")
	case l.Name == "lihang14":
		return T("Data:") + " " + T("Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)")
	case l.Name != "":
		return T("Data:") + " " + l.Name
	}
	return T("Data: your points")
}
