package ui

import (
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/perceptronview"
)

// methodView is the window's side of one learning method: what the plane
// draws for it, what a click, Step, Reset and Export animation do, what
// the strip under the plane explains, and what an example of it shows.
// methodViews is the registry; the session's side is lab.Methods. A
// method without an entry is drawn and driven as a perceptron
// (perceptronView).
type methodView interface {
	// models returns the models the plane draws for the method, beside the
	// geometry every method shares.
	models(w methodRoom) []scene.Model
	// query places the query point clicked at q; false: the method has
	// none, and the click adds a point.
	query(w methodRoom, q []float64) bool
	// step, reset and animate do Step, Reset and Export animation for a
	// method that does not train; false: the perceptron's run does them.
	step(w methodRoom) bool
	reset(w methodRoom) bool
	animate(w methodRoom) bool
	// steps reports whether Step applies though the method does not train.
	steps() bool
	// explanation is the strip's text for a method that does not train;
	// nil: the trace's explanation.
	explanation(w methodRoom) []string
	// changed says what a change of the method's settings did.
	changed(ts lab.TrainSettings) string
	// model returns the Model tab's status and formula rows for a method
	// that does not train (modelknn.go).
	model(p *modelPanel) (status, formula string)
	// extras shows what an example of the method shows besides its
	// points: a query, the method's tab.
	extras(w methodRoom, x lab.ExampleSpec)
	// queryPoint returns the method's query point, nil for none; setQuery
	// places one (from a link) without a word in the status bar.
	queryPoint(w methodRoom) []float64
	setQuery(w methodRoom, q []float64)
	// predictKey adds the method's own state to the key of the state shown
	// in predict mode; question returns the question before its next step
	// (ok false: none), and true in own when the method asks its own.
	predictKey(w methodRoom, k *predictKey)
	question(w methodRoom, p *predictMode) (q lab.Question, ok, own bool)
	// askHint is what predict mode says when there is nothing to ask: ""
	// for a method that steps on.
	askHint() string
	// tabs are the side panel's tabs the method adds, named as its
	// lab.Method.Tabs names them (sidepanel.go).
	tabs() []tabSpec
}

// methodRoom is what a method view asks of the window: its own state
// beside the session (cls), the side panel's tab to show, and the
// explorer's helpers it draws and explains with.
type methodRoom interface {
	room
	cls() *classifiers
	showTab(name string)
	variantModels(ms []scene.Model) []scene.Model
	searchText() kdSearchText
	onExportSearch()
	enterFitMode()
	knnCV() *knnCV
}

// showTab selects the side panel's tab named name.
func (e *explorer) showTab(name string) { e.side.show(name) }

// methodViews is the registry of the window's method views, by the
// method's name in lab.Methods.
var methodViews = map[string]methodView{
	"knn":     &knnView{},
	"nb":      &nbView{},
	"polyfit": &polyfitView{},
}

// modeView is the view of a method with a mode of its own, which replaces
// the window's content (a regression method, whose data are not the
// session's ±1 points): selecting the method enters its mode.
type modeView interface {
	methodView
	enter(w methodRoom)
}

// selectMethod selects the method named name as the Model tab's menu
// does: the session's form, or a method's own mode.
func (e *explorer) selectMethod(name string) {
	if i := slices.IndexFunc(lab.Methods, func(m lab.Method) bool { return m.Name == name }); i >= 0 {
		ts := e.s.Settings()
		ts.Form = lab.Methods[i].Form
		e.applySettings(ts)
	}
}

// method returns the view of the session's method.
func (e *explorer) method() methodView { return viewOf(e.s.Settings().Form.Method()) }

// viewOf returns the view of method m.
func viewOf(m lab.Method) methodView {
	if v, ok := methodViews[m.Name]; ok {
		return v
	}
	return &perceptronView{}
}

// perceptronView is the view of the perceptron family: the run, stepped
// by the controller, draws the hyperplane, the one before the update, the
// variant's line and the kernel's regions.
type perceptronView struct{}

func (*perceptronView) models(w methodRoom) []scene.Model {
	st := w.Session().Training().State()
	ms := w.variantModels(scene.Step(st.W, st.B, st.PrevW, st.PrevB))
	if m := w.Session().Training().KernelModel(); m != nil {
		ms = append(ms, scene.Regions{F: m.Decision})
	}
	return ms
}
func (*perceptronView) query(methodRoom, []float64) bool   { return false }
func (*perceptronView) step(methodRoom) bool               { return false }
func (*perceptronView) reset(methodRoom) bool              { return false }
func (*perceptronView) animate(methodRoom) bool            { return false }
func (*perceptronView) steps() bool                        { return false }
func (*perceptronView) explanation(methodRoom) []string    { return nil }
func (*perceptronView) extras(methodRoom, lab.ExampleSpec) {}
func (*perceptronView) model(*modelPanel) (string, string) { return "", "" }
func (*perceptronView) queryPoint(methodRoom) []float64    { return nil }
func (*perceptronView) setQuery(methodRoom, []float64)     {}
func (*perceptronView) predictKey(methodRoom, *predictKey) {}
func (*perceptronView) askHint() string                    { return "" }

// tabs are the perceptron's Gram, α, Trace and Curve tabs.
func (*perceptronView) tabs() []tabSpec {
	return []tabSpec{
		{name: "gram", title: "Gram", build: func(r sideRoom) panel { return perceptronview.NewGram(r) }},
		{name: "alpha", title: "α", build: func(r sideRoom) panel { return perceptronview.NewAlpha(r) }},
		{name: "trace", title: "Trace", build: func(r sideRoom) panel { return perceptronview.NewTrace(r) }},
		{name: "curve", title: "Curve", lazy: true, build: func(r sideRoom) panel { return perceptronview.NewCurve(r) }},
	}
}
func (*perceptronView) question(w methodRoom, _ *predictMode) (lab.Question, bool, bool) {
	q, ok := lab.UpdateQuestion(w.Session())
	return q, ok, true
}
func (*perceptronView) changed(lab.TrainSettings) string {
	return i18n.T("Settings changed: training starts again")
}

// onQuery places the query point of the method, where the plane was
// clicked with Ctrl or in query mode. It reports false for a method with
// no query, where the click adds a point as usual.
func (e *explorer) onQuery(x, y float64) bool {
	if e.s.Settings().Form.Trains() {
		return false
	}
	d := e.s.Set().D
	if d > 2 {
		e.status.setMessage(i18n.T("A query point can be placed by clicking only in 1-D and 2-D data"))
		return true
	}
	if !e.method().query(e, e.snapQuery([]float64{x, y}[:d])) {
		return false
	}
	e.predictQuery()
	e.Refresh()
	return true
}

// stepClassifier makes Step do the method's own step (the k-NN search);
// it reports false for a method the run steps.
func (e *explorer) stepClassifier() bool {
	if e.method().step(e) {
		e.Refresh()
		return true
	}
	return !e.trains()
}

// resetClassifier makes Reset do the method's own reset; false for a
// method the run resets.
func (e *explorer) resetClassifier() bool {
	if !e.method().reset(e) {
		return false
	}
	e.Refresh()
	return true
}

// enableTraining enables the training buttons for a method that trains;
// Step stays for one that steps by itself (the k-NN search).
func (b *toolbar) enableTraining(on bool) {
	for _, w := range []*widget.Button{b.epochBtn, b.runBtn, b.endBtn} {
		kit.SetEnabled(w, on)
	}
	kit.SetEnabled(b.stepBtn, on || b.r.method().steps())
}

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

// trains reports whether the form learns step by step; when it does not,
// it says so in the status bar, for the training commands to stop.
func (e *explorer) trains() bool {
	if e.s.Settings().Form.Trains() {
		return true
	}
	e.status.setMessage(i18n.T("k-NN and naive Bayes learn nothing step by step: their regions follow the points. Step the kd-tree's construction and search in the kd-tree tab."))
	return false
}

// classifierHint says what the mouse does in the k-NN and naive-Bayes
// forms, which place a query point; "" in the other forms.
func (b *statusBar) classifierHint() string {
	switch {
	case b.r.Session().Settings().Form.Trains():
		return ""
	case b.r.queryMode():
		return i18n.T("Click places the query point q (query mode) · drag a point to move it · scroll zooms")
	}
	return i18n.T("Click adds a point · Ctrl+click places the query point q · drag a point to move it: the regions follow")
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
			q[j], _ = param.ParseFinite(strconv.FormatFloat(v, 'f', int(min(places, 15)), 64)) // the nearest float64 to the decimal
		} else {
			step := math.Pow(10, -places)
			q[j] = math.Round(v/step) * step
		}
	}
	return q
}
