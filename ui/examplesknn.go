package ui

import (
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// extras shows what an example shows besides its points and
// settings, from its registry entry: for k-NN the tree built, the query
// (searched to its end) and Example 3.1's Lp balls, for naive Bayes no
// query; the tab of its method; its view. It redraws everything from the
// session, so nothing of the example before stays on the plane.
func (ex *examples) extras(x lab.ExampleSpec) {
	ex.w.View().Open(&x)
	if v := x.View; v != nil {
		ex.plane.SetView(scene.View{XMin: v.XMin, XMax: v.XMax, YMin: v.YMin, YMax: v.YMax})
	}
	ex.w.Refresh()
}

// openTable loads an example table into the Table tab with its
// query (Table 4.1 with x = (2, S) and λ = 0: Example 4.1; λ = 1 gives
// Example 4.2), in its method's own form (naive Bayes) over an empty
// plane: the previous example's points and explanation do not stay
// behind it. Edited points are replaced only when the user agrees, and
// Undo brings them back.
func (ex *examples) openTable(x lab.ExampleSpec) {
	tb, err := lab.ReadExampleTable(x.Table)
	if err != nil {
		kit.ShowError(err, ex.w.Window())
		return
	}
	t := lab.TableFrom(tb)
	for j, v := range x.TableQuery {
		t.SetQuery(j, v)
	}
	ex.confirmReplace(i18n.T(x.Label()), func() {
		empty := &dataset.Set{D: 2}
		ex.load(i18n.T(x.Label()), empty, x.Settings(ex.settings(empty)))
		ex.w.setCategorical(t)
		ex.w.ShowTab("table")
		ex.w.Refresh()
	})
}
