package knnview

import (
	"fmt"
	"math"
	"slices"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Method is the window's view of k-NN with the kd-tree (Li Hang, chapter
// 3): nothing to train; Step steps the tree's construction, the query's
// search, or the cross-validation of k. Its state is its own: the tree
// and its search, the balls shown, and its two tabs.
type Method struct {
	r     methodview.Room
	nn    *lab.Nearest
	balls bool // draw the Lp balls of p = 1, 2, ∞ around the query
	cv    *knnCV
}

// NewMethod returns k-NN's view for the window r.
func NewMethod(r methodview.Room) methodview.View {
	m := &Method{r: r, nn: lab.NewNearest(r.Session())}
	m.cv = newKNNCV(r)
	return m
}

// Nearest returns the tree, its construction and the query's search that
// the view shows (the plane and the kd-tree tab read them from it).
func (m *Method) Nearest() *lab.Nearest { return m.nn }

// Balls reports whether the Lp balls around the query are drawn.
func (m *Method) Balls() bool { return m.balls }

// CVForm returns the Choose k tab's form: its setting, Start and the
// stepping buttons; its own row, after the setting's, is the k to try.
func (m *Method) CVForm() *kit.CVForm { return m.cv.CVForm }

// Wait blocks until the cross-validation started in the background has
// ended and handed its result to the UI goroutine (fyne.Do, which runs it
// at once under Fyne's test driver).
func (m *Method) Wait() { m.cv.jobs.Wait() }

// maxSplits bounds the splitting lines drawn: beyond ten levels of the
// tree they fill the plane (as plot's).
const maxSplits = 1023

// Models returns the k-NN regions, the tree's splitting lines built so
// far, and the search with its balls when a query is placed.
func (m *Method) Models() []scene.Model {
	if ms, ok := m.cv.models(); ok { // a cross-validation fold (knncv.go)
		return ms
	}
	nn := m.nn
	var ms []scene.Model
	if km, _ := nn.Model(); km != nil {
		ms = append(ms, scene.KNN{Model: km})
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
	p := m.r.Session().Settings().P
	ms = append(ms, scene.KDSearch{Query: q, Result: nn.Search(), Step: nn.Step(), P: p, Tree: t})
	if r := nn.Search().Distances; m.balls && len(r) > 0 && r[len(r)-1] > 0 {
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

// Query places the query point and says what to do with it.
func (m *Method) Query(q []float64) bool {
	m.nn.SetQuery(q)
	m.r.Message(fmt.Sprintf(i18n.T("Query q = %s: step the search in the kd-tree tab"), kit.Vec(q)))
	return true
}

// Animate writes the search as an animation.
func (m *Method) Animate() {
	m.onExportSearch()
}

// Status says how k-NN labels a point, with its leave-one-out errors.
func (m *Method) Status() (status, rule string) {
	ts := m.r.Session().Settings()
	return m.status(), knnFormula(ts.K, ts.P)
}

// Explanation explains the fold or search step shown, or the node built
// last while the tree is being built.
func (m *Method) Explanation() []string {
	if text := m.cv.explanation(); text != "" { // knncv.go
		return []string{text}
	}
	nn := m.nn
	if _, err := nn.Model(); err != nil {
		return []string{kit.Problem(err)}
	}
	r, step := nn.Search(), nn.Step()
	if step >= 0 {
		return []string{fmt.Sprintf(i18n.T("step %d of %d"), step+1, len(r.Steps)) + ": " + m.searchText().step(r.Steps[step])}
	}
	if b, ok := nn.BuildNode(nn.Built() - 1); ok && nn.Built() < nn.Tree().Len() {
		return []string{kdBuildText(m.r.Session().Set(), b)}
	}
	return nil
}

// Changed says that the regions follow k and p.
func (*Method) Changed(ts lab.TrainSettings) string {
	return fmt.Sprintf(i18n.T("k-NN with k = %d and the L%s distance: the regions are redrawn"), ts.K, scene.PName(ts.P))
}

// Open builds the whole tree of an example and places its query,
// searched to its end, with Example 3.1's balls; the kd-tree tab shows.
// A lab from a link shows no balls.
func (m *Method) Open(x *lab.ExampleSpec) {
	m.balls = false
	if x == nil {
		return
	}
	set := m.r.Session().Set()
	m.nn.SetBuilt(set.Len())
	m.nn.SetQuery(nil)
	if x.Query >= 0 && x.Query < set.Len() {
		m.nn.SetQuery(set.Point(x.Query))
		m.nn.SetStep(1 << 30)
	}
	m.balls = x.Balls
	m.r.ShowTab("tree")
}

// QueryPoint returns the query, nil for none.
func (m *Method) QueryPoint() []float64 { return m.nn.Query() }

// AskHint is "": the search steps on.
func (*Method) AskHint() string { return "" }

// PredictKey is the search's step, the tree built and the query.
func (m *Method) PredictKey() string {
	return fmt.Sprint(m.nn.Step(), m.nn.Built(), m.nn.Query())
}

// Question asks the class of a new query, else the search's next step.
func (m *Method) Question(asked []float64) (lab.Question, bool, []float64) {
	if q := m.nn.Query(); q != nil && !slices.Equal(q, asked) {
		qn, ok := lab.KNNClassQuestion(m.nn)
		return qn, ok, q
	}
	q, ok := lab.SearchQuestion(m.nn)
	return q, ok, asked
}

// Tabs are the kd-tree tab and Choose k.
func (m *Method) Tabs() []methodview.Tab {
	return []methodview.Tab{
		{Name: "tree", Title: "kd-tree", Lazy: true, Build: func() kit.Panel { return newTreePanel(m) }},
		{Name: "cv", Title: "Choose k", Build: func() kit.Panel { return m.cv }},
	}
}

// WriteLink puts the query and the cross-validation of k in l.
func (m *Method) WriteLink(l *lab.Link) {
	l.Query = m.nn.Query()
	l.CV = m.cv.linkCV()
}

// ReadLink takes a link's query and cross-validation; the function it
// returns starts the cross-validation at the link's step, once the window
// has taken the rest of the link.
func (m *Method) ReadLink(l *lab.Link) func() {
	m.cv.openLink(l.CV)
	if l.Query != nil {
		m.nn.SetQuery(l.Query)
	}
	return func() { m.cv.startLink(l.CV) }
}
