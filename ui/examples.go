package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/side"
)

// menu lists the built-in examples (lab.Examples, the one
// registry, and the curve-fitting ones) in one submenu per chapter of
// Li Hang's book: in one list they were taller than a 720-pixel screen,
// and the last ones were cut off (issue 27, fault 12).
func (ex *examples) menu() *fyne.Menu {
	titles := exampleChapters()
	chapters := make([][]*fyne.MenuItem, len(titles))
	chapters[0] = []*fyne.MenuItem{ // curve-fitting mode (issue 18)
		fyne.NewMenuItem(i18n.T("Li Hang §1.4.2: ten points of sin(2πx) (curve fitting)"), func() { ex.fit.OpenExample("lihang14") }),
		fyne.NewMenuItem(i18n.T("Bishop's ten points, PRML Table 1.1 (curve fitting)"), func() { ex.fit.OpenExample("bishop11") })}
	for _, x := range lab.Examples {
		c := exampleChapter(x)
		chapters[c] = append(chapters[c], fyne.NewMenuItem(i18n.T(x.Title), func() { ex.open(x.Name) }))
	}
	items := make([]*fyne.MenuItem, len(chapters))
	for c, its := range chapters {
		items[c] = fyne.NewMenuItem(titles[c], nil)
		items[c].ChildMenu = fyne.NewMenu("", its...)
	}
	return fyne.NewMenu(i18n.T("Examples"), items...)
}

// exampleChapters names the Examples menu's submenus, one per chapter of
// the book, in its order.
func exampleChapters() []string {
	return []string{i18n.T("Chapter 1: curve fitting"), i18n.T("Chapter 2: the perceptron"),
		i18n.T("Chapter 3: k-nearest neighbours"), i18n.T("Chapter 4: naive Bayes")}
}

// exampleChapter returns the index in exampleChapters() of the chapter
// that teaches the method example x opens (the registry's Chapter).
func exampleChapter(x lab.ExampleSpec) int {
	return x.Settings(lab.DefaultSettings()).Form.Method().Entry.Chapter - 1
}

// openExample opens the example called name as the menu does: its points
// and settings (undoable), then what it shows besides them.
func (ex *examples) open(name string) {
	x, ok := lab.ExampleByName(name)
	switch {
	case !ok:
		return
	case x.Ask:
		ex.askSeparable()
		return
	case x.Table != "":
		ex.openTable(x)
		return
	}
	set, err := x.Points()
	if err != nil {
		kit.ShowError(err, ex.w.Window())
		return
	}
	ex.confirmReplace(i18n.T(x.Label()), func() {
		ex.load(i18n.T(x.Label()), set, x.Settings(ex.settings(set)))
		ex.extras(x)
	})
}

// askSeparable asks for the size, gap and seed of a random separable set.
func (ex *examples) askSeparable() {
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
		ex.confirmReplace(i18n.T("Random separable data"), func() { ex.load(i18n.T("Random separable data"), set, ex.settings(set)) })
	}, ex.w.Window())
}

// exampleWhole reads the random data's number of points or seed, named
// name: a whole number from 1 to 100000.
func exampleWhole(name, s string) (int64, error) { return kit.WholeIn(name, s, 1, 100000) }

// load makes set the session's data (undoable) and frames it.
func (ex *examples) load(name string, set *dataset.Set, ts lab.TrainSettings) {
	ex.w.Run().Stop()
	wasDirty, before, view := ex.s.Dirty(), ex.s.Settings(), ex.plane.Requested()
	ex.s.Replace(set, ts)
	ex.s.Path, ex.s.View = "", nil
	if !wasDirty {
		ex.s.MarkSaved() // nothing of the user's is at stake
	}
	ex.keep.ApplyView()
	ex.remember(view)
	ex.w.Message(i18n.T("Example:") + " " + name + settingsChanges(before, ts))
	ex.w.Changed()
}

// settings returns the settings a perceptron example loads with:
// the user's own, so that an example does not silently undo a choice of
// form, η or kernel. A form that does not train (k-NN, naive Bayes) gives
// way to the primal form, and a start w₀ of another dimension is dropped.
func (ex *examples) settings(set *dataset.Set) lab.TrainSettings {
	ts := ex.s.Settings()
	if !ts.Form.Trains() {
		ts.Form = lab.Methods[0].Form // the primal form
	}
	if len(ts.W0) != set.D {
		ts.W0 = nil
	}
	return ts
}

// settingsChanges says which settings an example changed: "" when none,
// else "; settings changed: form k-NN → Primal, order cyclic → first".
func settingsChanges(old, ts lab.TrainSettings) string {
	var ch []string
	if old.Form != ts.Form {
		ch = append(ch, fmt.Sprintf(i18n.T("form %s → %s"), side.FormName(old.Form), side.FormName(ts.Form)))
	}
	if old.Order != ts.Order {
		orders := []string{i18n.T("cyclic"), i18n.T("first"), i18n.T("random")}
		ch = append(ch, fmt.Sprintf(i18n.T("order %s → %s"), orders[old.Order], orders[ts.Order]))
	}
	if old.Eta != ts.Eta {
		ch = append(ch, fmt.Sprintf("η %s → %s", kit.Num(old.Eta), kit.Num(ts.Eta)))
	}
	if !slices.Equal(old.W0, ts.W0) || old.B0 != ts.B0 || old.NoBias != ts.NoBias {
		ch = append(ch, i18n.T("the start w₀, b₀"))
	}
	if len(ch) == 0 {
		return ""
	}
	return fmt.Sprintf(i18n.T("; settings changed: %s"), strings.Join(ch, ", "))
}
