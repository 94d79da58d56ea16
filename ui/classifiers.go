package ui

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/scene"
)

// classifiers is the window's state of the forms that learn nothing step
// by step, k-NN (Li Hang, chapter 3) and naive Bayes (chapter 4), beside
// the session: the tree and its search, the Gaussian model with its query,
// and the categorical table of the Table tab.
type classifiers struct {
	nn    *lab.Nearest
	nb    *lab.Bayes
	table *lab.CategoricalTable
	balls bool // draw the Lp balls of p = 1, 2, ∞ around the query
}

// maxSplits bounds the splitting lines drawn: beyond ten levels of the
// tree they fill the plane (as plot's).
const maxSplits = 1023

// cls returns the classifiers' state, made on first use.
func (e *explorer) cls() *classifiers {
	if e.forms == nil {
		e.forms = &classifiers{nn: lab.NewNearest(e.s), nb: lab.NewBayes(e.s), table: lab.NewCategoricalTable(2)}
	}
	return e.forms
}

// formModels returns the models the plane draws for the current form: ms,
// the perceptron's, for a form that trains; for k-NN and naive Bayes ms
// without the hyperplane, which they do not have, and their own models.
func (e *explorer) formModels(ms []scene.Model) []scene.Model {
	var own []scene.Model
	switch e.s.Settings().Form {
	case lab.KNN:
		own = e.knnModels()
	case lab.NaiveBayes:
		own = e.nbModels()
	default:
		return ms
	}
	ms = slices.DeleteFunc(slices.Clone(ms), func(m scene.Model) bool {
		switch m.(type) {
		case scene.Hyperplane, scene.Previous:
			return true
		}
		return false
	})
	return append(ms, own...)
}

// knnModels returns the k-NN regions, the tree's splitting lines built so
// far, and the search with its balls when a query is placed.
func (e *explorer) knnModels() []scene.Model {
	nn := e.cls().nn
	var ms []scene.Model
	if m, _ := nn.Model(); m != nil {
		ms = append(ms, scene.KNN{Model: m})
	}
	t := nn.Tree()
	if t == nil {
		return ms
	}
	ms = append(ms, scene.KDTreeSplits{Tree: t, Upto: min(nn.Built(), maxSplits)})
	q := nn.Query()
	if q == nil || nn.Built() < t.Len() {
		return ms // while the tree is being built, only what is built: no search over nodes still to come
	}
	p := e.s.Settings().P
	ms = append(ms, scene.KDSearch{Query: q, Result: nn.Search(), Step: nn.Step(), P: p, Tree: t})
	if r := nn.Search().Distances; e.cls().balls && len(r) > 0 && r[len(r)-1] > 0 {
		ms = append(ms, scene.UnitBalls{Center: q, Ps: ballOrders(p), R: r[len(r)-1]})
	}
	return ms
}

// ballOrders returns the orders whose balls are drawn: 1, 2 and ∞, and p
// when it is none of them.
func ballOrders(p float64) []float64 {
	ps := []float64{1, 2, math.Inf(1)}
	if !slices.Contains(ps, p) {
		ps = append(ps, p)
	}
	return ps
}

// nbModels returns the naive-Bayes regions and ellipses, and the query.
func (e *explorer) nbModels() []scene.Model {
	var ms []scene.Model
	if m, _ := e.cls().nb.Model(); m != nil {
		ms = append(ms, scene.GaussianNB{Model: m})
	}
	if q := e.cls().nb.Query(); q != nil {
		ms = append(ms, queryMark{Q: q})
	}
	return ms
}

// onQuery places the query point of the k-NN or naive-Bayes form where
// the plane was clicked with Ctrl or in query mode. It reports false in
// the other forms, where the click adds a point as usual.
func (e *explorer) onQuery(x, y float64) bool {
	form := e.s.Settings().Form
	if form != lab.KNN && form != lab.NaiveBayes {
		return false
	}
	d := e.s.Set().D
	if d > 2 {
		e.status.setMessage(T("A query point can be placed by clicking only in 1-D and 2-D data"))
		return true
	}
	q := e.snapQuery([]float64{x, y}[:d])
	if form == lab.KNN {
		e.cls().nn.SetQuery(q)
		e.status.setMessage(fmt.Sprintf(T("Query q = %s: step the search in the kd-tree tab"), vec(q)))
	} else {
		e.cls().nb.SetQuery(q)
		e.status.setMessage(fmt.Sprintf(T("Query q = %s: the Bayes tab shows its classification"), vec(q)))
	}
	e.refresh()
	return true
}

// trains reports whether the form learns step by step; when it does not,
// it says so in the status bar, for the training commands to stop.
func (e *explorer) trains() bool {
	if e.s.Settings().Form.Trains() {
		return true
	}
	e.status.setMessage(T("k-NN and naive Bayes learn nothing step by step: their regions follow the points. Step the kd-tree's construction and search in the kd-tree tab."))
	return false
}

// stepClassifier makes Step (Space) step the k-NN form's search, or its
// tree's construction when no query is placed. It reports false in the
// forms that train.
func (e *explorer) stepClassifier() bool {
	if e.s.Settings().Form != lab.KNN {
		return !e.trains()
	}
	nn := e.cls().nn
	switch {
	case nn.Step() >= 0:
		nn.SetStep(nn.Step() + 1)
	case nn.Tree() != nil && nn.Built() < nn.Tree().Len():
		nn.SetBuilt(nn.Built() + 1)
	default:
		e.status.setMessage(T("Ctrl+click on the plane to place a query point, then step its search"))
	}
	e.refresh()
	return true
}

// enableTraining enables the training buttons in the forms that train;
// Step stays, since it steps the k-NN form's search.
func (b *toolbar) enableTraining(on bool) {
	for _, w := range []*widget.Button{b.epochBtn, b.runBtn, b.endBtn} {
		setEnabled(w, on)
	}
	setEnabled(b.stepBtn, on || b.e.s.Settings().Form == lab.KNN)
}

// classifierHint says what the mouse does in the k-NN and naive-Bayes
// forms, which place a query point; "" in the other forms.
func (b *statusBar) classifierHint() string {
	switch {
	case b.e.s.Settings().Form.Trains():
		return ""
	case b.e.plane.QueryMode:
		return T("Click places the query point q (query mode) · drag a point to move it · scroll zooms")
	}
	return T("Click adds a point · Ctrl+click places the query point q · drag a point to move it: the regions follow")
}

// settingsMessage says what a change of settings did.
func settingsMessage(ts lab.TrainSettings) string {
	switch ts.Form {
	case lab.KNN:
		return fmt.Sprintf(T("k-NN with k = %d and the L%s distance: the regions are redrawn"), ts.K, scene.PName(ts.P))
	case lab.NaiveBayes:
		return T("Naive Bayes: the regions are redrawn from the fitted densities")
	}
	return T("Settings changed: training starts again")
}

// animateClassifier makes Export animation write the k-NN form's search;
// naive Bayes has nothing to animate. It reports false in the forms that
// train.
func (e *explorer) animateClassifier() bool {
	switch e.s.Settings().Form {
	case lab.KNN:
		e.onExportSearch()
	case lab.NaiveBayes:
		dialog.ShowInformation(T("Export animation"), T("Naive Bayes has no steps to animate: export a figure instead."), e.win)
	default:
		return false
	}
	return true
}

// snapQuery rounds a clicked query point to the decimal place nearest to
// eight pixels, so a click near (2, 4.5) places (2, 4.5) as the book has it.
func (e *explorer) snapQuery(q []float64) []float64 {
	places := -math.Floor(math.Log10(8 * e.plane.Mapping().UnitsPerPixel()))
	if math.IsNaN(places) || math.IsInf(places, 0) {
		return q
	}
	for j, v := range q {
		if places >= 0 {
			q[j], _ = strconv.ParseFloat(strconv.FormatFloat(v, 'f', int(min(places, 15)), 64), 64)
		} else {
			step := math.Pow(10, -places)
			q[j] = math.Round(v/step) * step
		}
	}
	return q
}

// resetClassifier makes Reset (R) take the k-NN form's search back to its
// first step, or its tree back to no node when no query is placed; naive
// Bayes has nothing to reset. It reports false in the forms that train.
func (e *explorer) resetClassifier() bool {
	switch e.s.Settings().Form {
	case lab.KNN:
		if nn := e.cls().nn; nn.Step() >= 0 {
			nn.SetStep(0)
		} else {
			nn.SetBuilt(0)
		}
	case lab.NaiveBayes:
		e.status.setMessage(T("Naive Bayes has nothing to reset: its regions follow the points"))
	default:
		return false
	}
	e.refresh()
	return true
}

// classifierExplanation returns what the strip under the plane explains in
// the k-NN and naive-Bayes forms: why there is no classifier, else the
// search step or the tree's node being built, or the query's
// classification; nil when there is nothing to explain.
func (e *explorer) classifierExplanation() []string {
	switch e.s.Settings().Form {
	case lab.KNN:
		return e.knnExplanation()
	case lab.NaiveBayes:
		return e.nbExplanation()
	}
	return nil
}

// knnExplanation explains the search step shown, or the node built last
// while the tree is being built.
func (e *explorer) knnExplanation() []string {
	nn := e.cls().nn
	if _, err := nn.Model(); err != nil {
		return []string{problemText(err)}
	}
	r, step := nn.Search(), nn.Step()
	if step >= 0 {
		return []string{fmt.Sprintf(T("step %d of %d"), step+1, len(r.Steps)) + ": " + e.searchText().step(r.Steps[step])}
	}
	if b, ok := nn.BuildNode(nn.Built() - 1); ok && nn.Built() < nn.Tree().Len() {
		return []string{kdBuildText(e.s.Set(), b)}
	}
	return nil
}

// nbExplanation gives the query's products per class and the winner, in
// one line; the Bayes tab writes out every factor.
func (e *explorer) nbExplanation() []string {
	m, err := e.cls().nb.Model()
	if m == nil {
		return []string{problemText(err)}
	}
	ex, ok := e.cls().nb.Explain()
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf(T("q = %s: P(Y = +1)·Πⱼ N(qⱼ | +1) = %s, P(Y = −1)·Πⱼ N(qⱼ | −1) = %s, so y = %s (the Bayes tab has every factor)."),
		vec(ex.X), num(ex.Class[1].Product), num(ex.Class[0].Product), lab.ClassName(ex.Label))}
}
