package scene_test

import (
	"math"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

const tol = 1e-12

// withModel returns in drawing the hyperplane w·x+b = 0.
func withModel(in scene.Input, w []float64, b float64) scene.Input {
	in.Models = []scene.Model{scene.Hyperplane{W: w, B: b}}
	return in
}

func near(a, b scene.Vec) bool { return math.Abs(a.X-b.X) < tol && math.Abs(a.Y-b.Y) < tol }

// sameSegment accepts the endpoints in either order.
func sameSegment(s scene.Segment, a, b scene.Vec) bool {
	return s.Visible && (near(s.A, a) && near(s.B, b) || near(s.A, b) && near(s.B, a))
}

func TestBuildExample21Line(t *testing.T) {
	s := scene.Build(scenetest.Converged21(), scenetest.View21)
	// x + y − 3 = 0 meets y = 4 at x = −1 and y = −1 at x = 4; both lie on the view's edges.
	if !sameSegment(s.Segment(scene.LayerLine), scene.Vec{X: -1, Y: 4}, scene.Vec{X: 4, Y: -1}) {
		t.Errorf("line = %+v, want (−1,4)–(4,−1)", s.Segment(scene.LayerLine))
	}
	// The view centre (2, 1.5) has foot (1.75, 1.25) on the line; the arrow is
	// min(6,5)/5 = 1 long along w/‖w‖ = (1,1)/√2.
	h := 1 / math.Sqrt2
	if !sameSegment(s.Segment(scene.LayerNormal), scene.Vec{X: 1.75, Y: 1.25}, scene.Vec{X: 1.75 + h, Y: 1.25 + h}) || !near(s.Segment(scene.LayerNormal).A, scene.Vec{X: 1.75, Y: 1.25}) {
		t.Errorf("normal = %+v, want (1.75,1.25)→(1.75+1/√2, 1.25+1/√2)", s.Segment(scene.LayerNormal))
	}
}

func TestBuildExample21Distances(t *testing.T) {
	s := scene.Build(scenetest.Converged21(), scenetest.View21)
	// |w·x+b|/‖w‖ for x1, x2, x3: |3+3−3|/√2, |4+3−3|/√2, |1+1−3|/√2.
	want := []float64{3 / math.Sqrt2, 4 / math.Sqrt2, 1 / math.Sqrt2}
	if len(s.Distances) != 3 {
		t.Fatalf("got %d distances, want 3", len(s.Distances))
	}
	for i, d := range s.Distances {
		if math.Abs(d.Value-want[i]) > tol {
			t.Errorf("distance %d = %v, want %v", i, d.Value, want[i])
		}
		if d.Label == "" {
			t.Errorf("distance %d has no label; N = 3 ≤ %d labels all", i, scene.MaxDistanceLabels)
		}
	}
	// The foot of x3 = (1,1) is (1.5,1.5); its label sits midway, at (1.25,1.25).
	if d := s.Distances[2]; !sameSegment(d.Seg, scene.Vec{X: 1, Y: 1}, scene.Vec{X: 1.5, Y: 1.5}) || !near(d.LabelAt, scene.Vec{X: 1.25, Y: 1.25}) {
		t.Errorf("x3's perpendicular = %+v", d)
	}
	// The labels are ESL's signed distances (w·x+b)/‖w‖: x3 = (1,1) gives
	// (1+1−3)/√2 = −0.707, x1 = (3,3) gives +3/√2 = +2.12.
	if s.Distances[2].Label != "−0.707" || s.Distances[0].Label != "+2.12" {
		t.Errorf("labels %q, %q; want the signed −0.707 and +2.12", s.Distances[2].Label, s.Distances[0].Label)
	}
	if math.Abs(s.Distances[2].Signed+1/math.Sqrt2) > tol {
		t.Errorf("x3's signed distance = %v, want −1/√2", s.Distances[2].Signed)
	}
}

func TestBuildExample21Margin(t *testing.T) {
	s := scene.Build(scenetest.Converged21(), scenetest.View21)
	if s.MarginIndex != 2 || math.Abs(s.Margin-1/math.Sqrt2) > tol {
		t.Errorf("margin point %d at %v, want x3 (index 2) at 1/√2", s.MarginIndex, s.Margin)
	}
	for i, p := range s.Points {
		if p.Flags&scene.Misclassified != 0 {
			t.Errorf("point %d is marked misclassified", i)
		}
		if got := p.Flags&scene.MarginPoint != 0; got != (i == 2) {
			t.Errorf("point %d: margin mark %v", i, got)
		}
	}
	// The band 2 ≤ x+y ≤ 4 inside the view: every vertex has |x+y−3| ≤ 1,
	// and the two lines x+y = 2, x+y = 4 each contribute two vertices.
	on := map[float64]int{}
	for _, v := range marginBand(s) {
		f := v.X + v.Y - 3
		if math.Abs(f) > 1+tol {
			t.Errorf("band vertex %+v outside the margin", v)
		}
		on[math.Round(f)]++
	}
	if on[-1] != 2 || on[1] != 2 {
		t.Errorf("band vertices %v, want two on each edge line", marginBand(s))
	}
}

func TestBuildSides(t *testing.T) {
	s := scene.Build(scenetest.Converged21(), scenetest.View21)
	// The view's corner (−1,−1) is on the −1 side; (4,−1) and (−1,4) are on the line.
	neg := []scene.Vec{{X: -1, Y: -1}, {X: 4, Y: -1}, {X: -1, Y: 4}}
	got := sides(s)[1]
	if len(got) != 3 {
		t.Fatalf("negative side %v, want the triangle %v", got, neg)
	}
	for i := range neg {
		if !near(got[i], neg[i]) {
			t.Errorf("negative side vertex %d = %+v, want %+v", i, got[i], neg[i])
		}
	}
	// Both sides together cover the view: 6×5 = 30; the triangle is 5·5/2.
	if a0, a1 := area(sides(s)[0]), area(got); math.Abs(a0+a1-30) > 1e-9 || math.Abs(a1-12.5) > 1e-9 {
		t.Errorf("areas %v + %v, want 17.5 + 12.5", a0, a1)
	}
}

// area is the shoelace formula; positive for counter-clockwise polygons.
func area(v []scene.Vec) float64 {
	a := 0.0
	for i := range v {
		j := (i + 1) % len(v)
		a += v[i].X*v[j].Y - v[j].X*v[i].Y
	}
	return a / 2
}

func TestBuildNoModel(t *testing.T) {
	for _, w := range [][]float64{nil, {0, 0}, {1}} {
		s := scene.Build(withModel(scenetest.Converged21(), w, -3), scenetest.View21)
		if len(s.Shapes) != 0 || len(s.Distances) != 0 || s.MarginIndex != -1 {
			t.Errorf("w = %v: scene has a line: %+v", w, s.Segment(scene.LayerLine))
		}
	}
}

func TestBuildMisclassified(t *testing.T) {
	// Li Hang's first update: w = (3,3), b = 1 misclassifies only x3.
	s := scene.Build(withModel(scenetest.Converged21(), []float64{3, 3}, 1), scenetest.View21)
	for i, p := range s.Points {
		if got := p.Flags&scene.Misclassified != 0; got != (i == 2) {
			t.Errorf("point %d: misclassified = %v", i, got)
		}
	}
}

func TestBuild1D(t *testing.T) {
	// The bias lesson: X = [1,2,3,4], Y = [+1,+1,−1,−1], w = −1, b = 2.5:
	// the line is x = 2.5, every distance |−x+2.5|.
	set := &dataset.Set{D: 1, X: []float64{1, 2, 3, 4}, Y: []float64{1, 1, -1, -1}}
	s := scene.Build(withModel(scene.NewInput(set), []float64{-1}, 2.5), scene.View{XMin: 0, XMax: 5, YMin: -2, YMax: 2})
	if !sameSegment(s.Segment(scene.LayerLine), scene.Vec{X: 2.5, Y: -2}, scene.Vec{X: 2.5, Y: 2}) {
		t.Errorf("line = %+v, want x = 2.5", s.Segment(scene.LayerLine))
	}
	for i, d := range s.Distances {
		if want := math.Abs(2.5 - set.X[i]); math.Abs(d.Value-want) > tol || d.Seg.A.Y != 0 {
			t.Errorf("distance %d = %+v, want %v on the axis", i, d, want)
		}
	}
}

func TestBuildHigherDimension(t *testing.T) {
	s := scene.Build(scene.NewInput(&dataset.Set{D: 3, X: []float64{1, 2, 3}, Y: []float64{1}}), scenetest.View21)
	if s.Message == "" || len(s.Points) != 0 {
		t.Errorf("d = 3: message %q, %d points", s.Message, len(s.Points))
	}
}

func TestBuildSVM(t *testing.T) {
	// Example 2.1's hard-margin SVM: w = (1/2, 1/2), b = −2, support x1 and x3,
	// slab edges x+y = 2 and x+y = 6, margin 1/‖w‖ = √2.
	in := scenetest.Converged21()
	in.Models = append(in.Models, scene.Optimal{W: []float64{0.5, 0.5}, B: -2, Support: []int{0, 2}})
	s := scene.Build(in, scene.View{XMin: -1, XMax: 7, YMin: -1, YMax: 7})
	edges := map[float64]bool{}
	var slab []scene.Segment
	for _, sh := range s.Shapes {
		if sh.Layer == scene.LayerSVM && sh.Kind == scene.Stroke && sh.Dashed {
			slab = append(slab, sh.Seg)
		}
	}
	if len(slab) != 2 {
		t.Fatalf("%d slab edges, want 2", len(slab))
	}
	for _, e := range slab {
		if !e.Visible || math.Abs((e.A.X+e.A.Y)-(e.B.X+e.B.Y)) > 1e-9 {
			t.Fatalf("slab edge %+v is not a line x+y = c", e)
		}
		edges[math.Round(e.A.X+e.A.Y)] = true
	}
	if !edges[2] || !edges[6] {
		t.Errorf("slab edges at x+y = %v, want 2 and 6", edges)
	}
	if s.Points[0].Flags&scene.Support == 0 || s.Points[1].Flags&scene.Support != 0 || s.Points[2].Flags&scene.Support == 0 {
		t.Errorf("support flags wrong: %+v", s.Points)
	}
}

// sides returns the two shaded sides: [0] the +1 side, [1] the −1 side.
func sides(s *scene.Scene) [2][]scene.Vec {
	var out [2][]scene.Vec
	k := 0
	for _, sh := range s.Shapes {
		if sh.Layer == scene.LayerSides && sh.Kind == scene.Fill && k < 2 {
			out[k] = sh.Vertices()
			k++
		}
	}
	return out
}

// marginBand returns the margin band's polygon.
func marginBand(s *scene.Scene) []scene.Vec {
	sh, _ := s.Find(scene.LayerMargin, scene.Fill)
	return sh.Vertices()
}
