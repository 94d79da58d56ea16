package ui

import (
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// exampleExtras shows what an example shows besides its points and
// settings, from its registry entry: for k-NN the tree built, the query
// (searched to its end) and Example 3.1's Lp balls, for naive Bayes no
// query; the tab of its method; its view. It redraws everything from the
// session, so nothing of the example before stays on the plane.
func (e *explorer) exampleExtras(x lab.ExampleSpec) {
	e.View().Open(&x)
	if v := x.View; v != nil {
		e.plane.SetView(scene.View{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax})
	}
	e.Refresh()
}

// openTableExample loads an example table into the Table tab with its
// query (Table 4.1 with x = (2, S) and λ = 0: Example 4.1; λ = 1 gives
// Example 4.2), in its method's own form (naive Bayes) over an empty
// plane: the previous example's points and explanation do not stay
// behind it. Edited points are replaced only when the user agrees, and
// Undo brings them back.
func (e *explorer) openTableExample(x lab.ExampleSpec) {
	tb, err := lab.ReadExampleTable(x.Table)
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	t := lab.TableFrom(tb)
	for j, v := range x.TableQuery {
		t.SetQuery(j, v)
	}
	e.confirmReplace(i18n.T(x.Label()), func() {
		empty := &dataset.Set{D: 2}
		e.loadExample(i18n.T(x.Label()), empty, x.Settings(e.exampleSettings(empty)))
		e.table = t
		e.side.Show("table")
		e.Refresh()
	})
}
