package ui

import (
	"perceptronlab/lab"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// examplesMenu lists the built-in examples of lab.Examples, the one
// registry, with a separator between its groups.
func (e *explorer) examplesMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for i, x := range lab.Examples {
		if i > 0 && x.Group != lab.Examples[i-1].Group {
			items = append(items, fyne.NewMenuItemSeparator())
		}
		items = append(items, fyne.NewMenuItem(i18n.T(x.Title), func() { e.openExample(x.Name) }))
	}
	items = append(items, fyne.NewMenuItemSeparator(), // curve-fitting mode (issue 18)
		fyne.NewMenuItem(i18n.T("Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)"), func() { e.openFitExample("lihang14") }),
		fyne.NewMenuItem(i18n.T("Bishop's ten points, PRML Table 1.1 (curve fitting)"), func() { e.openFitExample("bishop11") }))
	return fyne.NewMenu(i18n.T("Examples"), items...)
}

// openExample opens the example called name as the menu does: its points
// and settings (undoable), then what it shows besides them.
func (e *explorer) openExample(name string) {
	x, ok := lab.ExampleByName(name)
	switch {
	case !ok:
		return
	case x.Ask:
		e.askSeparable()
		return
	case x.Table != "":
		e.openTableExample(x)
		return
	}
	set, err := x.Points()
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	e.confirmReplace(i18n.T(x.Label()), func() {
		e.loadExample(i18n.T(x.Label()), set, x.Settings(e.exampleSettings(set)))
		e.exampleExtras(x)
	})
}

// askSeparable asks for the size, gap and seed of a random separable set.
func (e *explorer) askSeparable() {
	n := &widget.Entry{Text: strconv.Itoa(lab.ExampleN), Validator: func(s string) error { _, err := exampleWhole(i18n.T("Points"), s); return err }}
	gap := &widget.Entry{Text: "1", Validator: func(s string) error { _, err := param.Gap.Parse(s); return err }}
	seed := &widget.Entry{Text: strconv.Itoa(lab.ExampleSeed), Validator: func(s string) error { _, err := exampleWhole(i18n.T("Seed"), s); return err }}
	items := []*widget.FormItem{
		widget.NewFormItem(i18n.T("Points"), n),
		{Text: i18n.T("Gap"), Widget: gap, HintText: i18n.T("the distance between the classes")},
		widget.NewFormItem(i18n.T("Seed"), seed),
	}
	dialog.ShowForm(i18n.T("Random separable data"), i18n.T("Create"), i18n.T("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		nv, _ := exampleWhole(i18n.T("Points"), n.Text)
		g, _ := param.Gap.Parse(gap.Text)
		sv, _ := exampleWhole(i18n.T("Seed"), seed.Text)
		set := dataset.Separable(int(nv), 2, g, uint64(sv))
		e.confirmReplace(i18n.T("Random separable data"), func() { e.loadExample(i18n.T("Random separable data"), set, e.exampleSettings(set)) })
	}, e.win)
}

// exampleWhole reads the random data's number of points or seed, named
// name: a whole number from 1 to 100000.
func exampleWhole(name, s string) (int64, error) { return kit.WholeIn(name, s, 1, 100000) }

// loadExample makes set the session's data (undoable) and frames it.
func (e *explorer) loadExample(name string, set *dataset.Set, ts lab.TrainSettings) {
	e.ctl.stop()
	wasDirty, before, view := e.s.Dirty(), e.s.Settings(), e.plane.Requested()
	e.s.Replace(set, ts)
	e.s.Path, e.s.View = "", nil
	if !wasDirty {
		e.s.MarkSaved() // nothing of the user's is at stake
	}
	e.applyView()
	e.examples.remember(e, view)
	e.status.setMessage(i18n.T("Example:") + " " + name + settingsChanges(before, ts))
	e.Changed()
}
