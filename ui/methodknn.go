package ui

import (
	"fmt"
	"math"
	"slices"

	"perceptronlab/lab"
	"perceptronlab/scene"
)

// knnView is the window's view of k-NN with the kd-tree (Li Hang, chapter
// 3): nothing to train; Step steps the tree's construction or the query's
// search.
type knnView struct{}

// models returns the k-NN regions, the tree's splitting lines built so
// far, and the search with its balls when a query is placed.
func (knnView) models(e *explorer) []scene.Model {
	if ms, ok := e.knnCV().models(); ok { // a cross-validation fold (knncv.go)
		return ms
	}
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

func (knnView) query(e *explorer, q []float64) bool {
	e.cls().nn.SetQuery(q)
	e.status.setMessage(fmt.Sprintf(T("Query q = %s: step the search in the kd-tree tab"), vec(q)))
	return true
}

// step steps the search, or the tree's construction when no query is
// placed.
func (knnView) step(e *explorer) bool {
	if cv := e.knnCV(); cv.takesStep() { // Space steps the cross-validation (knncv.go)
		cv.onNext()
		return true
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
	return true
}

// reset takes the search back to its first step, or the tree back to no
// node when no query is placed.
func (knnView) reset(e *explorer) bool {
	if nn := e.cls().nn; nn.Step() >= 0 {
		nn.SetStep(0)
	} else {
		nn.SetBuilt(0)
	}
	return true
}

// animate writes the search as an animation.
func (knnView) animate(e *explorer) bool {
	e.onExportSearch()
	return true
}

func (knnView) steps() bool { return true }

// model says how k-NN labels a point, with its leave-one-out errors.
func (knnView) model(p *modelPanel) (status, formula string) {
	ts := p.e.s.Settings()
	return p.knnStatus(), knnFormula(ts.K, ts.P)
}

// explanation explains the search step shown, or the node built last
// while the tree is being built.
func (knnView) explanation(e *explorer) []string {
	if text := e.knnCV().explanation(); text != "" { // knncv.go
		return []string{text}
	}
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

func (knnView) changed(ts lab.TrainSettings) string {
	return fmt.Sprintf(T("k-NN with k = %d and the L%s distance: the regions are redrawn"), ts.K, scene.PName(ts.P))
}

// extras builds the whole tree and places the example's query, searched
// to its end, with Example 3.1's balls; the kd-tree tab shows.
func (knnView) extras(e *explorer, x lab.ExampleSpec) {
	nn := e.cls().nn
	nn.SetBuilt(e.s.Set().Len())
	nn.SetQuery(nil)
	if x.Query >= 0 && x.Query < e.s.Set().Len() {
		nn.SetQuery(e.s.Set().Point(x.Query))
		nn.SetStep(1 << 30)
	}
	e.cls().balls = x.Balls
	e.side.more.show(e.side.more.treeTab)
}
