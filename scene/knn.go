package scene

import (
	"image/color"
	"math"

	"perceptronlab/algo/knn"
	"perceptronlab/typeset"
)

// The models of the nearest-neighbour chapter (Li Hang, chapter 3): the
// k-NN classifier by its vote, the kd-tree's splitting lines, one state
// of a kd-tree search, and the Lp balls of Example 3.1.

// KNN is a k-nearest-neighbour classifier drawn by its vote Σyᵢ over the
// k nearest training points: the painters shade the plane by the vote's
// sign, evaluated at the centre of every cell of their grid, so each cell
// gets exactly the classifier's label there, and draw the boundary where
// the sign changes. The vote is never 0 (a tie gives ±½), so every cell
// has a side.
//
// A training point is ringed when y·vote ≤ 0. That counts leave-in errors:
// each point votes for itself, so with k = 1 only a duplicate point of the
// other class is ringed. knn.KNN.LeaveOneOut counts the honest errors.
type KNN struct {
	Model *knn.KNN
}

// AddTo implements Model.
func (m KNN) AddTo(s *Scene) {
	if m.Model == nil || m.Model.Tree().Dim() != s.Dim {
		return
	}
	Regions{F: m.Model.Decision}.AddTo(s)
	s.Stepped = s.Decision != nil
	if s.Stepped {
		s.DecisionKey = m.Model // a KNN never changes once built
	}
}

// KDTreeSplits is the splitting lines of a kd-tree in the plane (Li Hang,
// Figure 3.3), each drawn across its node's cell and clipped to the view;
// the root's line spans the view, deeper lines are thinner. Upto draws
// only the first Upto nodes in the order Algorithm 3.2 creates them, for
// building the tree step by step: 0 draws none, a negative Upto all.
// Only a tree of d = 2 is drawn.
type KDTreeSplits struct {
	Tree *knn.KDTree
	Upto int
}

// AddTo implements Model.
func (k KDTreeSplits) AddTo(s *Scene) {
	if k.Tree == nil || k.Tree.Dim() != 2 || s.Dim != 2 || !s.View.Valid() {
		return
	}
	upto := k.Tree.Len()
	if k.Upto >= 0 {
		upto = k.Upto
	}
	cells := k.Tree.CellsUpto(kdBounds(k.Tree, s.View), upto)
	c, lw := s.Style.splits(), s.Style.LineWidth
	for _, cell := range cells {
		seg := ClipSegment(vec(cell.From), vec(cell.To), s.View)
		w := max(1, lw*float32(math.Pow(0.8, float64(cell.Depth))))
		n := len(s.Shapes)
		s.AddStroke(LayerSplits, seg, c, w, "splitting lines")
		if len(s.Shapes) > n {
			sh, a := &s.Shapes[n], cell.Axis
			sh.Depth, sh.Node = int32(cell.Depth), int32(cell.Node)
			sh.Gap = min(cell.Split-cell.Cell.Min[a], cell.Cell.Max[a]-cell.Split)
		}
	}
}

// splits is the colour of the splitting lines: Splits, or the k-NN
// palette's grey in a style without it.
func (st Style) splits() color.NRGBA {
	if st.Splits == nil {
		return st.KNN().Splits
	}
	return nrgba(st.Splits)
}

// kdBounds returns the box whose cells the scene draws: the view, grown
// to hold every point of t, so that a split lies where the tree puts it
// even when the view shows only part of the data.
func kdBounds(t *knn.KDTree, v View) knn.Rect {
	b := t.Bounds()
	return knn.Rect{
		Min: []float64{math.Min(b.Min[0], v.XMin), math.Min(b.Min[1], v.YMin)},
		Max: []float64{math.Max(b.Max[0], v.XMax), math.Max(b.Max[1], v.YMax)},
	}
}

// UnitBalls is the Lp balls ‖x − Center‖_p = R, one closed outline per
// order in Ps (Li Hang, Figure 3.2, and Example 3.1: around x1 = (1,1) the
// balls of radius 4 show x2 = (5,1) nearest for p = 1, 2 and x3 = (4,4)
// for p = ∞). R ≤ 0 means 1. An order that fails knn.CheckP is skipped.
type UnitBalls struct {
	Center []float64
	Ps     []float64
	R      float64
}

// AddTo implements Model.
func (u UnitBalls) AddTo(s *Scene) {
	if len(u.Center) != 2 || s.Dim != 2 {
		return
	}
	r := u.R
	if !(r > 0) {
		r = 1
	}
	for _, p := range u.Ps {
		if knn.CheckP(p) != nil {
			continue
		}
		s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: LpBall(vec(u.Center), r, p), Closed: true,
			Color: s.Style.KNN().order(p), Width: s.Style.LineWidth, Legend: "p = " + PName(p)})
	}
}

// ballVertices is how many vertices an Lp ball's outline has, other than
// p = 1 and p = ∞ (4): enough that the polygon is smooth at 96 dpi.
const ballVertices = 256

// LpBall returns the sphere ‖x − c‖_p = r as a closed counter-clockwise
// polygon: the diamond for p = 1, the square for p = ∞, and otherwise
// the superellipse |x|ᵖ + |y|ᵖ = rᵖ through the points
// (r·sgn(cos t)|cos t|^(2/p), r·sgn(sin t)|sin t|^(2/p)), which lie on it
// to rounding error because cos² + sin² = 1. The parameter packs vertices
// into the corners, where a large p bends most.
func LpBall(c Vec, r, p float64) []Vec {
	switch {
	case p == 1:
		return []Vec{{c.X + r, c.Y}, {c.X, c.Y + r}, {c.X - r, c.Y}, {c.X, c.Y - r}}
	case math.IsInf(p, 1):
		return []Vec{{c.X + r, c.Y - r}, {c.X + r, c.Y + r}, {c.X - r, c.Y + r}, {c.X - r, c.Y - r}}
	}
	e := 2 / p
	out := make([]Vec, ballVertices)
	for i := range out {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / ballVertices)
		out[i] = Vec{c.X + r*math.Copysign(math.Pow(math.Abs(cos), e), cos),
			c.Y + r*math.Copysign(math.Pow(math.Abs(sin), e), sin)}
	}
	return out
}

// circle returns n points on the circle of radius r about c, counter-clockwise.
func circle(c Vec, r float64, n int) []Vec {
	out := make([]Vec, n)
	for i := range out {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		out[i] = Vec{c.X + r*cos, c.Y + r*sin}
	}
	return out
}

// PName writes the order p of an Lp distance as the book does, for the
// legend and the explanations: "∞" for +Inf, else p in full
// (typeset.FormatNumber). Reading p is param.P's alone.
func PName(p float64) string {
	if math.IsInf(p, 1) {
		return "∞"
	}
	return typeset.FormatNumber(p)
}

// vec returns the first two coordinates of x as a Vec.
func vec(x []float64) Vec { return Vec{x[0], x[1]} }

// KDSearch is a kd-tree search (Li Hang, Algorithm 3.3)
// after step Step of Result.Steps, a traced search of Tree for Query in
// the Lp distance of order P (0 means 2). It draws the query as a
// crosshair, a ring around each nearest point so far, the ball around the
// query out to the kth nearest so far (a diamond for p = 1, a circle for
// p = 2, a square for p = ∞), the visited cells lightly filled and the
// pruned cells grey and hatched.
//
// A visited cell is a part of the plane the search has finished with: the
// cell of a leaf, or the childless side of a node's cell, once the node's
// point has been compared with the query. A pruned cell is the whole cell
// of a subtree the search skipped because the ball does not reach its
// splitting line. The cells not filled are still to be searched.
//
// A negative Step, or one past the last, shows the end of the search; a
// Result without Steps (knn.KDTree.Search) shows its end without pruned
// cells. The rings are drawn around the scene's points, so Tree must be
// built from them. Only d = 2 is drawn.
type KDSearch struct {
	Query  []float64
	Result knn.KDResult
	Step   int
	P      float64
	Tree   *knn.KDTree
}

// AddTo implements Model.
func (k KDSearch) AddTo(s *Scene) {
	if k.Tree == nil || k.Tree.Dim() != 2 || s.Dim != 2 || len(k.Query) != 2 || !s.View.Valid() {
		return
	}
	st := k.state()
	cells := k.Tree.Cells(kdBounds(k.Tree, s.View))
	for _, j := range st.pruned {
		s.addPruned(cells[j].Cell)
	}
	for i, done := range st.checked {
		if done {
			s.addVisited(k.Tree.Node(i), cells[i])
		}
	}
	s.pinPath(k.Tree, st)
	q := vec(k.Query)
	s.addBall(q, st.radius, k.order())
	for _, i := range st.best {
		s.addNearest(i)
	}
	s.addQuery(q)
}

// kdState is what a search has done after a step.
type kdState struct {
	best    []int   // the nearest points so far, nearest first
	radius  float64 // the distance of the kth nearest so far; +Inf before k points
	checked []bool  // by node: its point has been compared with the query
	pruned  []int   // the nodes whose subtrees were skipped
}

// state replays the steps up to k.Step.
func (k KDSearch) state() kdState {
	n := k.Tree.Len()
	st := kdState{checked: make([]bool, n), radius: math.Inf(1)}
	steps := k.Result.Steps
	if len(steps) == 0 {
		for _, i := range k.Result.Visited {
			st.check(i)
		}
		st.best = k.Result.Nearest
		if m := len(k.Result.Distances); m > 0 {
			st.radius = k.Result.Distances[m-1]
		}
		return st
	}
	last := k.Step
	if last < 0 || last >= len(steps) {
		last = len(steps) - 1
	}
	for _, step := range steps[:last+1] {
		switch {
		case step.Kind == knn.KDCheck:
			st.check(step.Node)
		case step.Kind == knn.KDPrune && step.Target >= 0 && step.Target < n:
			st.pruned = append(st.pruned, step.Target)
		}
	}
	st.best, st.radius = steps[last].Best, steps[last].Radius
	return st
}

// pinPath pins the splitting lines that bound the cells the search has
// filled so far: each checked node's and its ancestors', and each pruned
// subtree's ancestors', so a painter that caps the lines keeps them.
func (s *Scene) pinPath(t *knn.KDTree, st kdState) {
	n := t.Len()
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = -1
	}
	for i := range n {
		nd := t.Node(i)
		for _, c := range [2]int{nd.Left, nd.Right} {
			if c >= 0 && c < n {
				parent[c] = int32(i)
			}
		}
	}
	pin := make([]bool, n)
	up := func(i int32) {
		for ; i >= 0 && !pin[i]; i = parent[i] {
			pin[i] = true
		}
	}
	for i, done := range st.checked {
		if done {
			up(int32(i))
		}
	}
	for _, j := range st.pruned {
		up(parent[j])
	}
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if sh.Layer == LayerSplits && sh.Kind == Stroke && sh.Node >= 0 && int(sh.Node) < n {
			sh.Pinned = pin[sh.Node]
		}
	}
}

// check marks node i checked, ignoring a node the tree does not have.
func (st *kdState) check(i int) {
	if i >= 0 && i < len(st.checked) {
		st.checked[i] = true
	}
}

// order returns P, 2 when P is 0.
func (k KDSearch) order() float64 {
	if k.P == 0 {
		return 2
	}
	return k.P
}

// addVisited fills the part of node nd's cell that no child covers.
func (s *Scene) addVisited(nd knn.KDNode, c knn.KDCell) {
	r := c.Cell
	switch {
	case nd.Left >= 0 && nd.Right >= 0:
		return
	case nd.Left >= 0:
		r.Min = c.From
	case nd.Right >= 0:
		r.Max = c.To
	}
	s.AddFill(LayerCells, rectIn(r, s.View), WithAlpha(s.Style.Highlight, 0.25), "visited cells")
}

// addPruned fills the cell r grey and hatches it with lines at 45°,
// spaced a fortieth of the view apart and aligned across cells.
func (s *Scene) addPruned(r knn.Rect) {
	p := rectIn(r, s.View)
	if p.N < 3 {
		return
	}
	s.AddFill(LayerCells, p, WithAlpha(s.Style.Axis, 0.2), "pruned cells")
	box := View{XMin: p.V[0].X, XMax: p.V[2].X, YMin: p.V[0].Y, YMax: p.V[2].Y}
	h := math.Min(s.View.Width(), s.View.Height()) / 40
	hatch := WithAlpha(s.Style.Axis, 0.6)
	// The lines y = x + c, c = k·h, counted in integers: c += h stops
	// moving once h is below c's float64 step.
	first, last := math.Ceil((box.YMin-box.XMax)/h), math.Floor((box.YMax-box.XMin)/h)
	if !(h > 0) || !(last-first <= maxHatches) {
		return
	}
	for k := range int(last-first) + 1 {
		c := (first + float64(k)) * h
		seg := ClipSegment(Vec{box.XMin, box.XMin + c}, Vec{box.XMax, box.XMax + c}, box)
		s.AddStroke(LayerCells, seg, hatch, 1, "")
	}
}

// maxHatches bounds the hatch lines of one pruned cell: a cell inside the
// view has at most 80 lines a fortieth of the view apart.
const maxHatches = 100

// rectIn returns the part of the box r inside the view as a polygon, or
// an empty one when it has no area.
func rectIn(r knn.Rect, v View) Polygon {
	b := View{XMin: math.Max(r.Min[0], v.XMin), XMax: math.Min(r.Max[0], v.XMax),
		YMin: math.Max(r.Min[1], v.YMin), YMax: math.Min(r.Max[1], v.YMax)}
	if !(b.XMin < b.XMax && b.YMin < b.YMax) {
		return Polygon{}
	}
	return rectPolygon(b)
}

// addBall draws the outline of the Lp ball of radius r about q; nothing
// while r is infinite or zero. It is not filled: the screen's convex fill
// takes at most eight vertices.
func (s *Scene) addBall(q Vec, r, p float64) {
	if !(r > 0) || math.IsInf(r, 1) || knn.CheckP(p) != nil {
		return
	}
	s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: LpBall(q, r, p), Closed: true, Color: s.Style.KNN().Ball,
		Width: s.Style.LineWidth, Legend: "Lp ball"})
}

// addNearest rings point i, a fiftieth of the view across, in the
// palette's colour for it.
func (s *Scene) addNearest(i int) {
	if i < 0 || i >= len(s.Points) {
		return
	}
	r := math.Min(s.View.Width(), s.View.Height()) / 50
	s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: circle(s.Points[i].Pos, r, 48), Closed: true,
		Color: s.Style.KNN().Nearest, Width: s.Style.LineWidth, Legend: "nearest so far"})
}

// addQuery draws the query as a small circle with a cross through it.
func (s *Scene) addQuery(q Vec) {
	r := math.Min(s.View.Width(), s.View.Height()) / 80
	c, w := nrgba(s.Style.Text), max(1, s.Style.LineWidth*0.75)
	s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: circle(q, r, 32), Closed: true, Color: c, Width: w, Legend: "query"})
	s.AddStroke(LayerShapes, ClipSegment(Vec{q.X - 2*r, q.Y}, Vec{q.X + 2*r, q.Y}, s.View), c, w, "")
	s.AddStroke(LayerShapes, ClipSegment(Vec{q.X, q.Y - 2*r}, Vec{q.X, q.Y + 2*r}, s.View), c, w, "")
}
