package ui

import (
	"slices"

	"fyne.io/fyne/v2/container"

	"perceptronlab/lab"
)

// fitTabs shows only the tabs that form uses. Greyed-out tabs took the tab
// bar's room: at 1080p in projector mode Curve, Points and Table went into
// the overflow menu while kd-tree and Bayes, unusable, stayed in view.
func (p *sidePanel) fitTabs(form lab.Form) {
	var want []*container.TabItem
	for _, t := range p.all {
		if p.uses(t, form) {
			want = append(want, t)
		}
	}
	if slices.Equal(want, p.tabs.Items) {
		return
	}
	sel := p.tabs.Selected()
	p.tabs.SetItems(want)
	if i := slices.Index(want, sel); i >= 0 {
		p.tabs.SelectIndex(i)
	} else {
		p.tabs.SelectIndex(0)
	}
}

// uses reports whether form uses tab t: the perceptron's tabs for the
// forms that train, kd-tree for k-NN, Bayes for naive Bayes; Model, Points
// and Table (categorical naive Bayes, whatever the form) always.
func (p *sidePanel) uses(t *container.TabItem, form lab.Form) bool {
	switch t {
	case p.gramTab, p.alphaTab, p.traceTab, p.extra.curveTab:
		return form.Trains()
	case p.more.treeTab:
		return form.HasTab("tree") // the tabs the method adds (lab.Methods)
	case p.more.nbTab:
		return form.HasTab("bayes")
	case p.more.cvTab:
		return form.HasTab("cv")
	}
	return true
}
