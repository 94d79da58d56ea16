package scene_test

import (
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// lihang32 is the set T of Li Hang's Example 3.2, labelled for drawing
// (the book gives no labels; these are arbitrary).
func lihang32() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2}, Y: []float64{1, 1, -1, 1, -1, -1}}
}

// view10 frames Example 3.2 in [0,10]², as the book's Figure 3.3 does.
var view10 = scene.View{XMin: 0, XMax: 10, YMin: 0, YMax: 10}

func kdTree(t *testing.T, set *dataset.Set) *knn.KDTree {
	t.Helper()
	tree, err := knn.NewKDTree(set.Matrix())
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// build draws set with the models ms in view v.
func build(set *dataset.Set, v scene.View, ms ...scene.Model) *scene.Scene {
	in := scene.NewInput(set)
	in.Models = ms
	return scene.Build(in, v)
}

// shapes returns the shapes of layer l and kind k.
func shapes(s *scene.Scene, l scene.Layer, k scene.Kind) []scene.Shape {
	var out []scene.Shape
	for _, sh := range s.Shapes {
		if sh.Layer == l && sh.Kind == k {
			out = append(out, sh)
		}
	}
	return out
}

func legendNames(s *scene.Scene) []string {
	var out []string
	for _, e := range s.Legend() {
		out = append(out, e.Name)
	}
	return out
}

// The splitting lines of Example 3.2 in [0,10]², by hand from the book's
// Figure 3.3: the root (7,2) cuts x⁽¹⁾ = 7 across the whole box; (5,4)
// cuts x⁽²⁾ = 4 left of it and (9,6) x⁽²⁾ = 6 right of it; (2,3) cuts
// x⁽¹⁾ = 2 below y = 4, (4,7) x⁽¹⁾ = 4 above it, and (8,1) x⁽¹⁾ = 8 below
// y = 6 right of x = 7.
func TestKDTreeSplitsExample32(t *testing.T) {
	set := lihang32()
	tree := kdTree(t, set)
	want := [][2]scene.Vec{
		{{X: 7, Y: 0}, {X: 7, Y: 10}},
		{{X: 0, Y: 4}, {X: 7, Y: 4}},
		{{X: 7, Y: 6}, {X: 10, Y: 6}},
		{{X: 2, Y: 0}, {X: 2, Y: 4}},
		{{X: 4, Y: 4}, {X: 4, Y: 10}},
		{{X: 8, Y: 0}, {X: 8, Y: 6}},
	}
	for _, upto := range []int{-1, 0, 2, 6, 99} {
		s := build(set, view10, scene.KDTreeSplits{Tree: tree, Upto: upto})
		got := shapes(s, scene.LayerSplits, scene.Stroke)
		n := len(want)
		if upto >= 0 {
			n = min(upto, n)
		}
		if len(got) != n {
			t.Fatalf("Upto %d: %d splitting lines, want %d", upto, len(got), n)
		}
		for i, sh := range got {
			if !sameSegment(sh.Seg, want[i][0], want[i][1]) {
				t.Errorf("Upto %d: line %d = %+v, want %v", upto, i, sh.Seg, want[i])
			}
		}
		if n > 0 && !slices.Contains(legendNames(s), "splitting lines") {
			t.Errorf("Upto %d: legend %v lacks the splitting lines", upto, legendNames(s))
		}
	}
}

// In the view [0,5]², which shows part of the data, the lines stay where
// the tree puts them and are clipped: (5,4)'s x⁽²⁾ = 4 runs from x = 0 to
// the view's edge x = 5 (not to the root's x = 5, as cells cut down to the
// view would have it), (2,3)'s x = 2 from y = 0 to 4, (4,7)'s x = 4 from
// y = 4 to the top edge 5; the root's x = 7, (9,6)'s and (8,1)'s lines lie
// outside.
func TestKDTreeSplitsClipped(t *testing.T) {
	set := lihang32()
	s := build(set, scene.View{XMin: 0, XMax: 5, YMin: 0, YMax: 5}, scene.KDTreeSplits{Tree: kdTree(t, set), Upto: -1})
	got := shapes(s, scene.LayerSplits, scene.Stroke)
	want := [][2]scene.Vec{{{X: 0, Y: 4}, {X: 5, Y: 4}}, {{X: 2, Y: 0}, {X: 2, Y: 4}}, {{X: 4, Y: 4}, {X: 4, Y: 5}}}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(got), len(want), got)
	}
	for i, sh := range got {
		if !sameSegment(sh.Seg, want[i][0], want[i][1]) {
			t.Errorf("line %d = %+v, want %v", i, sh.Seg, want[i])
		}
	}
}

// Every vertex of an Lp ball lies on the sphere ‖v − c‖_p = r to 1e-12
// (relative to r), the outline turns counter-clockwise, and its area is
// the ball's: 2r² for p = 1, πr² for p = 2 (less the 256-gon's deficit,
// about 10⁻⁴ relative), 4r² for p = ∞, and between them for p = 1.5, 3.
func TestLpBallOnSphere(t *testing.T) {
	c, r := scene.Vec{X: 1, Y: 1}, 4.0
	areas := map[float64]float64{1: 2 * r * r, 2: math.Pi * r * r, math.Inf(1): 4 * r * r}
	for _, p := range []float64{1, 1.5, 2, 3, 7.5, 50, math.Inf(1)} {
		vs := scene.LpBall(c, r, p)
		for i, v := range vs {
			if d := knn.LpDistance([]float64{c.X, c.Y}, []float64{v.X, v.Y}, p); math.Abs(d-r) > 1e-12*r {
				t.Errorf("p = %v: vertex %d %v at distance %v, want %v", p, i, v, d, r)
			}
		}
		a := area(vs)
		if want, ok := areas[p]; ok && math.Abs(a-want) > 1e-3*want {
			t.Errorf("p = %v: area %v, want %v", p, a, want)
		}
		if a <= 2*r*r*(1-1e-12) || a > 4*r*r*(1+1e-12) {
			t.Errorf("p = %v: area %v outside [2r², 4r²] (or clockwise)", p, a)
		}
	}
	want := []scene.Vec{{X: 5, Y: 1}, {X: 1, Y: 5}, {X: -3, Y: 1}, {X: 1, Y: -3}}
	if got := scene.LpBall(c, r, 1); !slices.Equal(got, want) {
		t.Errorf("the L1 ball is %v, want the diamond %v", got, want)
	}
}

// inside reports whether q lies strictly inside the counter-clockwise
// convex polygon vs.
func inside(vs []scene.Vec, q scene.Vec) bool {
	for i, v := range vs {
		w := vs[(i+1)%len(vs)]
		if (w.X-v.X)*(q.Y-v.Y)-(w.Y-v.Y)*(q.X-v.X) <= 0 {
			return false
		}
	}
	return true
}

// onOutline reports whether q lies on an edge of the polygon vs, to 1e-12.
func onOutline(vs []scene.Vec, q scene.Vec) bool {
	for i, v := range vs {
		w := vs[(i+1)%len(vs)]
		cross := (w.X-v.X)*(q.Y-v.Y) - (w.Y-v.Y)*(q.X-v.X)
		dot := (q.X-v.X)*(w.X-v.X) + (q.Y-v.Y)*(w.Y-v.Y)
		if math.Abs(cross) < 1e-12 && dot >= 0 && dot <= (w.X-v.X)*(w.X-v.X)+(w.Y-v.Y)*(w.Y-v.Y) {
			return true
		}
	}
	return false
}

// Li Hang's Example 3.1: about x1 = (1,1) the balls of radius 4 for p = 1,
// 2 and ∞ all reach x2 = (5,1), at distance 4 in every Lp; x3 = (4,4) is at
// 6, √18 ≈ 4.24 and 3, so it lies outside the first two balls and inside
// the last: its nearest neighbour changes with p.
func TestUnitBallsExample31(t *testing.T) {
	set := &dataset.Set{D: 2, X: []float64{1, 1, 5, 1, 4, 4}, Y: []float64{1, 1, -1}}
	s := build(set, scene.View{XMin: -4, XMax: 6, YMin: -4, YMax: 6},
		scene.UnitBalls{Center: []float64{1, 1}, Ps: []float64{1, 2, math.Inf(1), 0.5}, R: 4})
	balls := shapes(s, scene.LayerShapes, scene.Path)
	if len(balls) != 3 {
		t.Fatalf("%d balls, want 3 (p = 0.5 is no distance)", len(balls))
	}
	x2, x3 := scene.Vec{X: 5, Y: 1}, scene.Vec{X: 4, Y: 4}
	for i, want := range []struct {
		name     string
		x3Inside bool
	}{{"p = 1", false}, {"p = 2", false}, {"p = ∞", true}} {
		b := balls[i]
		if b.Legend != want.name || !b.Closed {
			t.Errorf("ball %d: legend %q closed %v, want %q closed", i, b.Legend, b.Closed, want.name)
		}
		if !onOutline(b.Path, x2) {
			t.Errorf("%s: x2 = (5,1) is not on the outline %v…", want.name, b.Path[:4])
		}
		if inside(b.Path, x3) != want.x3Inside {
			t.Errorf("%s: x3 = (4,4) inside = %v, want %v", want.name, !want.x3Inside, want.x3Inside)
		}
	}
}

// knnSet is three +1 points about the origin and three −1 points about
// (5,5), with a −1 point at (1,1) among the +1s.
func knnSet() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{0, 0, 1, 0, 0, 1, 5, 5, 6, 5, 5, 6, 1, 1}, Y: []float64{1, 1, 1, -1, -1, -1, -1}}
}

// bruteVote returns the majority label of the k nearest points of set to
// q in L2, found by sorting every distance (ties by index), with a tie
// going to the nearest point: the reference for the model's shading.
func bruteVote(set *dataset.Set, q []float64, k int) float64 {
	idx := make([]int, set.Len())
	for i := range idx {
		idx[i] = i
	}
	dist := func(i int) float64 { return math.Hypot(set.Point(i)[0]-q[0], set.Point(i)[1]-q[1]) }
	slices.SortStableFunc(idx, func(a, b int) int { return cmpFloat(dist(a), dist(b)) })
	var v float64
	for _, i := range idx[:k] {
		v += set.Y[i]
	}
	if v == 0 {
		return set.Y[idx[0]]
	}
	return math.Copysign(1, v)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// The k-NN model shades by its vote: on a 41×41 grid the sign of the
// scene's decision is the majority of the k nearest points found by a
// sort, never 0, and agrees with Classify. With k = 3 the −1 point (1,1)
// has neighbours itself, (1,0) and (0,1) at 0, 1, 1: vote +1, so it is
// ringed; (0,0) has (0,0), (1,0), (0,1): vote +3, not ringed.
func TestKNNDecision(t *testing.T) {
	set := knnSet()
	for _, k := range []int{1, 2, 3} {
		m, err := knn.NewKNN(set.Matrix(), set.Y, k, 2)
		if err != nil {
			t.Fatal(err)
		}
		s := build(set, scene.View{XMin: -2, XMax: 8, YMin: -2, YMax: 8}, scene.KNN{Model: m})
		if s.Decision == nil {
			t.Fatalf("k = %d: no decision", k)
		}
		for i := range 41 {
			for j := range 41 {
				q := []float64{-2 + float64(i)/4, -2 + float64(j)/4}
				f := s.Decision(q)
				if f == 0 || math.Copysign(1, f) != bruteVote(set, q, k) || math.Copysign(1, f) != m.Classify(q) {
					t.Fatalf("k = %d, q = %v: decision %v, brute force %v, Classify %v", k, q, f, bruteVote(set, q, k), m.Classify(q))
				}
			}
		}
		ringed := s.Points[6].Flags&scene.Misclassified != 0
		if ringed != (k == 3) || s.Points[0].Flags&scene.Misclassified != 0 {
			t.Errorf("k = %d: (1,1) ringed %v (want %v), (0,0) flags %b", k, ringed, k == 3, s.Points[0].Flags)
		}
	}
}

// Without Show.Decision the regions are not shaded, but the rings stay.
func TestKNNHidden(t *testing.T) {
	set := knnSet()
	m, _ := knn.NewKNN(set.Matrix(), set.Y, 3, 2)
	in := scene.NewInput(set)
	in.Show.Decision = false
	in.Models = []scene.Model{scene.KNN{Model: m}}
	s := scene.Build(in, view10)
	if s.Decision != nil || s.Points[6].Flags&scene.Misclassified == 0 {
		t.Errorf("decision %v, flags %b: want none, and (1,1) ringed", s.Decision != nil, s.Points[6].Flags)
	}
}

// searchScene draws the search of Example 3.2's tree for q = (2, 4.5) in
// L2 after step step (Algorithm 3.3; the steps as in algo's
// ExampleKDTree_Trace).
func searchScene(t *testing.T, step int, p float64, traced bool) *scene.Scene {
	t.Helper()
	set := lihang32()
	tree := kdTree(t, set)
	q := []float64{2, 4.5}
	r := tree.Search(q, 1, p)
	if traced {
		r = tree.Trace(q, 1, p)
	}
	return build(set, view10, scene.KDSearch{Query: q, Result: r, Step: step, P: p, Tree: tree})
}

// fillRects returns the bounding boxes of the fills of layer l.
func fillRects(s *scene.Scene, l scene.Layer) []scene.View {
	var out []scene.View
	for _, sh := range shapes(s, l, scene.Fill) {
		b := scene.View{XMin: math.Inf(1), XMax: math.Inf(-1), YMin: math.Inf(1), YMax: math.Inf(-1)}
		for _, v := range sh.Vertices() {
			b = scene.View{XMin: min(b.XMin, v.X), XMax: max(b.XMax, v.X), YMin: min(b.YMin, v.Y), YMax: max(b.YMax, v.Y)}
		}
		out = append(out, b)
	}
	return out
}

// ballPath returns the scene's Lp ball outline, or nil.
func ballPath(s *scene.Scene) []scene.Vec {
	for _, sh := range shapes(s, scene.LayerShapes, scene.Path) {
		if sh.Legend == "Lp ball" {
			return sh.Path
		}
	}
	return nil
}

// The search of Example 3.2's tree for (2, 4.5) in [0,10]². After step 3 it has checked the
// leaf (4,7), whose cell [0,7]×[4,10] is visited, and the ball reaches
// out to it, radius √(2²+2.5²) = √10.25. After step 11 it has also checked
// (2,3) in [0,7]×[0,4] (the nodes (5,4) and (7,2) have both children, so
// they add no cell), the ball has shrunk to 1.5, and (9,6)'s cell
// [7,10]×[0,10] is pruned. The end (Step −1) is the state after step 11.
// The cells come pruned first, then visited in node order.
func TestKDSearchExample32(t *testing.T) {
	lower, upper := scene.View{XMin: 0, XMax: 7, YMin: 0, YMax: 4}, scene.View{XMin: 0, XMax: 7, YMin: 4, YMax: 10}
	right := scene.View{XMin: 7, XMax: 10, YMin: 0, YMax: 10}
	cases := []struct {
		step   int
		radius float64
		cells  []scene.View
	}{
		{0, math.Inf(1), nil},
		{3, math.Sqrt(10.25), []scene.View{upper}},
		{11, 1.5, []scene.View{right, lower, upper}},
		{-1, 1.5, []scene.View{right, lower, upper}},
	}
	for _, c := range cases {
		s := searchScene(t, c.step, 2, true)
		if got := fillRects(s, scene.LayerCells); !slices.Equal(got, c.cells) {
			t.Errorf("step %d: cells %v, want %v", c.step, got, c.cells)
		}
		ball := ballPath(s)
		if math.IsInf(c.radius, 1) != (ball == nil) {
			t.Fatalf("step %d: ball %v, want radius %v", c.step, ball != nil, c.radius)
		}
		for _, v := range ball {
			if d := math.Hypot(v.X-2, v.Y-4.5); math.Abs(d-c.radius) > 1e-12 {
				t.Fatalf("step %d: ball vertex %v at %v from the query, want %v", c.step, v, d, c.radius)
			}
		}
	}
}

// The rings and the legend: after step 3 the nearest so far is x = (4,7),
// point 3; at the end it is (2,3), point 0, and the pruned cell is
// hatched. The ball is a diamond for p = 1 (the search finds (2,3) at 1.5
// in every Lp, as the two differ along x⁽²⁾ only), a square for p = ∞.
func TestKDSearchRingsAndBalls(t *testing.T) {
	ring := func(s *scene.Scene) scene.Vec {
		for _, sh := range shapes(s, scene.LayerShapes, scene.Path) {
			if sh.Legend == "nearest so far" {
				return scene.Vec{X: (sh.Path[0].X + sh.Path[24].X) / 2, Y: (sh.Path[0].Y + sh.Path[24].Y) / 2}
			}
		}
		return scene.Vec{X: math.NaN()}
	}
	if c := ring(searchScene(t, 3, 2, true)); !near(c, scene.Vec{X: 4, Y: 7}) {
		t.Errorf("step 3: ring about %v, want (4,7)", c)
	}
	end := searchScene(t, -1, 2, true)
	if c := ring(end); !near(c, scene.Vec{X: 2, Y: 3}) {
		t.Errorf("end: ring about %v, want (2,3)", c)
	}
	if len(shapes(end, scene.LayerCells, scene.Stroke)) < 10 {
		t.Errorf("the pruned cell [7,10]×[0,10] has %d hatch lines, want many", len(shapes(end, scene.LayerCells, scene.Stroke)))
	}
	for _, name := range []string{"query", "Lp ball", "nearest so far", "visited cells", "pruned cells"} {
		if !slices.Contains(legendNames(end), name) {
			t.Errorf("legend %v lacks %q", legendNames(end), name)
		}
	}
	diamond := []scene.Vec{{X: 3.5, Y: 4.5}, {X: 2, Y: 6}, {X: 0.5, Y: 4.5}, {X: 2, Y: 3}}
	if got := ballPath(searchScene(t, -1, 1, true)); !slices.Equal(got, diamond) {
		t.Errorf("L1 ball %v, want %v", got, diamond)
	}
	square := []scene.Vec{{X: 3.5, Y: 3}, {X: 3.5, Y: 6}, {X: 0.5, Y: 6}, {X: 0.5, Y: 3}}
	if got := ballPath(searchScene(t, -1, math.Inf(1), true)); !slices.Equal(got, square) {
		t.Errorf("L∞ ball %v, want %v", got, square)
	}
}

// A node with one child leaves its childless side visited. For q = (9,5)
// the search goes right of x⁽¹⁾ = 7 to (9,6), below x⁽²⁾ = 6 to the leaf
// (8,1) and its cell [7,10]×[0,6]; back at (9,6), at distance 1, it has no
// child above y = 6, so [7,10]×[6,10] is visited too; at the root the
// ball of radius 1 does not reach x⁽¹⁾ = 7 (gap 2): (5,4)'s cell
// [0,7]×[0,10] is pruned.
func TestKDSearchOneChild(t *testing.T) {
	set := lihang32()
	tree := kdTree(t, set)
	q := []float64{9, 5}
	s := build(set, view10, scene.KDSearch{Query: q, Result: tree.Trace(q, 1, 2), Step: -1, P: 2, Tree: tree})
	want := []scene.View{{XMin: 0, XMax: 7, YMin: 0, YMax: 10}, {XMin: 7, XMax: 10, YMin: 6, YMax: 10}, {XMin: 7, XMax: 10, YMin: 0, YMax: 6}}
	if got := fillRects(s, scene.LayerCells); !slices.Equal(got, want) {
		t.Errorf("cells %v, want pruned %v, then visited %v", got, want[0], want[1:])
	}
}

// An untraced search (Search) draws its end: the visited cells of the
// nodes it checked, [4 1 3 0], and no pruned cell.
func TestKDSearchUntraced(t *testing.T) {
	s := searchScene(t, 5, 2, false)
	want := []scene.View{{XMin: 0, XMax: 7, YMin: 0, YMax: 4}, {XMin: 0, XMax: 7, YMin: 4, YMax: 10}}
	if got := fillRects(s, scene.LayerCells); !slices.Equal(got, want) {
		t.Errorf("cells %v, want %v", got, want)
	}
}

// The models draw nothing for d = 1 and do not panic on a tree of
// another dimension.
func TestKNNModelsOtherDimensions(t *testing.T) {
	line := &dataset.Set{D: 1, X: []float64{0, 1, 3}, Y: []float64{1, 1, -1}}
	tree := kdTree(t, line)
	x3 := mat.NewDense(2, 3, []float64{0, 0, 0, 1, 1, 1})
	tree3, _ := knn.NewKDTree(x3)
	s := build(line, scene.View{XMin: -1, XMax: 4, YMin: -1, YMax: 1},
		scene.KDTreeSplits{Tree: tree, Upto: -1}, scene.KDTreeSplits{Tree: tree3, Upto: -1},
		scene.KDSearch{Query: []float64{2}, Result: tree.Search([]float64{2}, 1, 2), Tree: tree},
		scene.UnitBalls{Center: []float64{0}, Ps: []float64{1}})
	if len(s.Shapes) != 0 {
		t.Errorf("d = 1: %d shapes, want none", len(s.Shapes))
	}
	m, _ := knn.NewKNN(line.Matrix(), line.Y, 1, 2)
	s = build(line, scene.View{XMin: -1, XMax: 4, YMin: -1, YMax: 1}, scene.KNN{Model: m})
	if s.Decision == nil || s.Decision([]float64{2.5}) > 0 {
		t.Errorf("d = 1: the 1-NN of 2.5 is 3, labelled −1")
	}
}
