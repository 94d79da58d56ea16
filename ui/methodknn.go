package ui

import (
	"fmt"
	"math"
	"slices"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// knnView is the window's view of k-NN with the kd-tree (Li Hang, chapter
// 3): nothing to train; Step steps the tree's construction or the query's
// search.
type knnView struct{}

// models returns the k-NN regions, the tree's splitting lines built so
// far, and the search with its balls when a query is placed.
func (*knnView) models(w methodRoom) []scene.Model {
	if ms, ok := w.knnCV().models(); ok { // a cross-validation fold (knncv.go)
		return ms
	}
	nn := w.cls().nn
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
	p := w.Session().Settings().P
	ms = append(ms, scene.KDSearch{Query: q, Result: nn.Search(), Step: nn.Step(), P: p, Tree: t})
	if r := nn.Search().Distances; w.cls().balls && len(r) > 0 && r[len(r)-1] > 0 {
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

func (*knnView) query(w methodRoom, q []float64) bool {
	w.cls().nn.SetQuery(q)
	w.Message(fmt.Sprintf(i18n.T("Query q = %s: step the search in the kd-tree tab"), kit.Vec(q)))
	return true
}

// step steps the search, or the tree's construction when no query is
// placed.
func (*knnView) step(w methodRoom) bool {
	if cv := w.knnCV(); cv.takesStep() { // Space steps the cross-validation (knncv.go)
		cv.onNext()
		return true
	}
	nn := w.cls().nn
	switch {
	case nn.Step() >= 0:
		nn.SetStep(nn.Step() + 1)
	case nn.Tree() != nil && nn.Built() < nn.Tree().Len():
		nn.SetBuilt(nn.Built() + 1)
	default:
		w.Message(i18n.T("Ctrl+click on the plane to place a query point, then step its search"))
	}
	return true
}

// reset takes the search back to its first step, or the tree back to no
// node when no query is placed.
func (*knnView) reset(w methodRoom) bool {
	if nn := w.cls().nn; nn.Step() >= 0 {
		nn.SetStep(0)
	} else {
		nn.SetBuilt(0)
	}
	return true
}

// animate writes the search as an animation.
func (*knnView) animate(w methodRoom) bool {
	w.onExportSearch()
	return true
}

func (*knnView) steps() bool { return true }

// model says how k-NN labels a point, with its leave-one-out errors.
func (*knnView) model(p *modelPanel) (status, formula string) {
	ts := p.r.Session().Settings()
	return p.knnStatus(), knnFormula(ts.K, ts.P)
}

// explanation explains the search step shown, or the node built last
// while the tree is being built.
func (*knnView) explanation(w methodRoom) []string {
	if text := w.knnCV().explanation(); text != "" { // knncv.go
		return []string{text}
	}
	nn := w.cls().nn
	if _, err := nn.Model(); err != nil {
		return []string{problemText(err)}
	}
	r, step := nn.Search(), nn.Step()
	if step >= 0 {
		return []string{fmt.Sprintf(i18n.T("step %d of %d"), step+1, len(r.Steps)) + ": " + w.searchText().step(r.Steps[step])}
	}
	if b, ok := nn.BuildNode(nn.Built() - 1); ok && nn.Built() < nn.Tree().Len() {
		return []string{kdBuildText(w.Session().Set(), b)}
	}
	return nil
}

func (*knnView) changed(ts lab.TrainSettings) string {
	return fmt.Sprintf(i18n.T("k-NN with k = %d and the L%s distance: the regions are redrawn"), ts.K, scene.PName(ts.P))
}

// extras builds the whole tree and places the example's query, searched
// to its end, with Example 3.1's balls; the kd-tree tab shows.
func (*knnView) extras(w methodRoom, x lab.ExampleSpec) {
	nn := w.cls().nn
	nn.SetBuilt(w.Session().Set().Len())
	nn.SetQuery(nil)
	if x.Query >= 0 && x.Query < w.Session().Set().Len() {
		nn.SetQuery(w.Session().Set().Point(x.Query))
		nn.SetStep(1 << 30)
	}
	w.cls().balls = x.Balls
	w.showTab("tree")
}

func (*knnView) queryPoint(w methodRoom) []float64  { return w.cls().nn.Query() }
func (*knnView) setQuery(w methodRoom, q []float64) { w.cls().nn.SetQuery(q) }
func (*knnView) askHint() string                    { return "" }

// predictKey adds the search's step, the tree built and the query.
func (*knnView) predictKey(w methodRoom, k *predictKey) {
	nn := w.cls().nn
	k.step, k.built, k.query = nn.Step(), nn.Built(), fmt.Sprint(nn.Query())
}

// question asks the class of a new query, else the search's next step.
func (*knnView) question(w methodRoom, p *predictMode) (lab.Question, bool, bool) {
	nn := w.cls().nn
	if q := nn.Query(); q != nil && !slices.Equal(q, p.classAsk) {
		p.classAsk = q
		q, ok := lab.KNNClassQuestion(nn)
		return q, ok, true
	}
	q, ok := lab.SearchQuestion(nn)
	return q, ok, true
}

// tabs is the kd-tree tab.
func (*knnView) tabs() []tabSpec {
	return []tabSpec{
		{name: "tree", title: "kd-tree", lazy: true, build: func(r sideRoom) panel { return newTreePanel(r) }},
		{name: "cv", title: "Choose k", build: func(r sideRoom) panel { return newKNNCV(r) }},
	}
}
