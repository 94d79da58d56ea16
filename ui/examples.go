package ui

import (
	"errors"
	"perceptronlab/lab"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo"
	"perceptronlab/dataset"
)

// Sizes and seeds of the random examples; fixed so every class sees the
// same picture.
const (
	exampleN    = 60
	exampleSeed = 1
)

// examplesMenu lists the built-in examples.
func (e *explorer) examplesMenu() *fyne.Menu {
	return fyne.NewMenu(T("Examples"),
		fyne.NewMenuItem(T("Li Hang, Example 2.1"), e.exampleLiHang),
		fyne.NewMenuItem(T("Why a bias: x = 1, 2, 3, 4 (1-D)"), func() {
			e.loadExample(T("Why a bias: x = 1, 2, 3, 4 (1-D)"), dataset.Bias1D(), e.exampleSettings(dataset.Bias1D()))
		}),
		fyne.NewMenuItem(T("Random separable data…"), e.askSeparable),
		fyne.NewMenuItem(T("Two Gaussian clusters"), func() {
			set := dataset.Gaussians(exampleN, exampleSeed)
			e.loadExample(T("Two Gaussian clusters"), set, e.exampleSettings(set))
		}),
		fyne.NewMenuItem(T("XOR (not separable)"), func() {
			e.loadExample(T("XOR (not separable)"), dataset.XOR(), e.exampleSettings(dataset.XOR()))
		}),
		fyne.NewMenuItem(T("Two concentric circles"), func() {
			set := dataset.Circles(exampleN, exampleSeed)
			e.loadExample(T("Two concentric circles"), set, e.exampleSettings(set))
		}),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(T("Li Hang, Example 3.1 (Lp distances)"), e.exampleLiHang31),
		fyne.NewMenuItem(T("Li Hang, Example 3.2 (kd-tree)"), e.exampleLiHang32),
		fyne.NewMenuItem(T("Two Gaussian clusters, naive Bayes"), e.exampleGaussianNB),
		fyne.NewMenuItem(T("Li Hang, Example 4.1 (naive Bayes table)"), e.exampleLiHang41),
		fyne.NewMenuItemSeparator(), // curve-fitting mode (issue 18)
		fyne.NewMenuItem(T("Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)"), func() { e.openFitExample("lihang14") }),
		fyne.NewMenuItem(T("Bishop's ten points, PRML Table 1.1 (curve fitting)"), func() { e.openFitExample("bishop11") }),
	)
}

// exampleLiHang loads Example 2.1 with the book's settings: η = 1, and
// after every update the scan starts again from x₁.
func (e *explorer) exampleLiHang() {
	ts := e.exampleSettings(dataset.LiHang21())
	ts.Order = algo.First // the book scans again from x₁ after every update
	e.loadExample(T("Li Hang, Example 2.1"), dataset.LiHang21(), ts)
}

// askSeparable asks for the size, gap and seed of a random separable set.
func (e *explorer) askSeparable() {
	n := &widget.Entry{Text: strconv.Itoa(exampleN), Validator: positiveInt}
	gap := &widget.Entry{Text: "1", Validator: func(s string) error { _, err := lab.ParseEta(s); return err }}
	seed := &widget.Entry{Text: strconv.Itoa(exampleSeed), Validator: positiveInt}
	items := []*widget.FormItem{
		widget.NewFormItem(T("Points"), n),
		{Text: T("Gap"), Widget: gap, HintText: T("the distance between the classes")},
		widget.NewFormItem(T("Seed"), seed),
	}
	dialog.ShowForm(T("Random separable data"), T("Create"), T("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		nv, _ := strconv.Atoi(n.Text)
		g, _ := lab.ParseEta(gap.Text)
		sv, _ := strconv.ParseUint(seed.Text, 10, 64)
		set := dataset.Separable(nv, 2, g, sv)
		e.loadExample(T("Random separable data"), set, e.exampleSettings(set))
	}, e.win)
}

// positiveInt accepts a whole number from 1 to 100000.
func positiveInt(s string) error {
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > 100000 {
		return errors.New(T("a whole number from 1 to 100000"))
	}
	return nil
}

// loadExample makes set the session's data (undoable) and frames it.
func (e *explorer) loadExample(name string, set *dataset.Set, ts lab.TrainSettings) {
	e.ctl.stop()
	wasDirty, before := e.s.Dirty(), e.s.Settings()
	e.s.Replace(set, ts)
	e.s.Path, e.s.View = "", nil
	if !wasDirty {
		e.s.MarkSaved() // nothing of the user's is at stake
	}
	e.applyView()
	e.status.setMessage(T("Example:") + " " + name + settingsChanges(before, ts))
	e.changed()
}
