package canvas_test

import (
	"math"
	"testing"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
)

const tol = 1e-12

// example21 is Li Hang's Example 2.1: x1 = (3,3) and x2 = (4,3) are +1,
// x3 = (1,1) is −1.
func example21() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{3, 3, 4, 3, 1, 1}, Y: []float64{1, 1, -1}}
}

// converged21 is Example 2.1 after convergence: w = (1,1), b = −3.
func converged21() canvas.Input {
	in := canvas.NewInput(example21())
	in.W, in.B = []float64{1, 1}, -3
	return in
}

var view21 = canvas.View{XMin: -1, XMax: 5, YMin: -1, YMax: 4}

func near(a, b canvas.Vec) bool { return math.Abs(a.X-b.X) < tol && math.Abs(a.Y-b.Y) < tol }

// sameSegment accepts the endpoints in either order.
func sameSegment(s canvas.Segment, a, b canvas.Vec) bool {
	return s.Visible && (near(s.A, a) && near(s.B, b) || near(s.A, b) && near(s.B, a))
}

func TestBuildExample21Line(t *testing.T) {
	s := canvas.Build(converged21(), view21)
	// x + y − 3 = 0 meets y = 4 at x = −1 and y = −1 at x = 4; both lie on the view's edges.
	if !sameSegment(s.Line, canvas.Vec{X: -1, Y: 4}, canvas.Vec{X: 4, Y: -1}) {
		t.Errorf("line = %+v, want (−1,4)–(4,−1)", s.Line)
	}
	// The view centre (2, 1.5) has foot (1.75, 1.25) on the line; the arrow is
	// min(6,5)/5 = 1 long along w/‖w‖ = (1,1)/√2.
	h := 1 / math.Sqrt2
	if !sameSegment(s.Normal, canvas.Vec{X: 1.75, Y: 1.25}, canvas.Vec{X: 1.75 + h, Y: 1.25 + h}) || !near(s.Normal.A, canvas.Vec{X: 1.75, Y: 1.25}) {
		t.Errorf("normal = %+v, want (1.75,1.25)→(1.75+1/√2, 1.25+1/√2)", s.Normal)
	}
}

func TestBuildExample21Distances(t *testing.T) {
	s := canvas.Build(converged21(), view21)
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
			t.Errorf("distance %d has no label; N = 3 ≤ %d labels all", i, canvas.MaxDistanceLabels)
		}
	}
	// The foot of x3 = (1,1) is (1.5,1.5); its label sits midway, at (1.25,1.25).
	if d := s.Distances[2]; !sameSegment(d.Seg, canvas.Vec{X: 1, Y: 1}, canvas.Vec{X: 1.5, Y: 1.5}) || !near(d.LabelAt, canvas.Vec{X: 1.25, Y: 1.25}) {
		t.Errorf("x3's perpendicular = %+v", d)
	}
	if s.Distances[2].Label != "0.707" {
		t.Errorf("x3's label = %q, want 0.707", s.Distances[2].Label)
	}
}

func TestBuildExample21Margin(t *testing.T) {
	s := canvas.Build(converged21(), view21)
	if s.MarginIndex != 2 || math.Abs(s.Margin-1/math.Sqrt2) > tol {
		t.Errorf("margin point %d at %v, want x3 (index 2) at 1/√2", s.MarginIndex, s.Margin)
	}
	for i, p := range s.Points {
		if p.Flags&canvas.Misclassified != 0 {
			t.Errorf("point %d is marked misclassified", i)
		}
		if got := p.Flags&canvas.MarginPoint != 0; got != (i == 2) {
			t.Errorf("point %d: margin mark %v", i, got)
		}
	}
	// The band 2 ≤ x+y ≤ 4 inside the view: every vertex has |x+y−3| ≤ 1,
	// and the two lines x+y = 2, x+y = 4 each contribute two vertices.
	on := map[float64]int{}
	for _, v := range s.MarginBand.Vertices() {
		f := v.X + v.Y - 3
		if math.Abs(f) > 1+tol {
			t.Errorf("band vertex %+v outside the margin", v)
		}
		on[math.Round(f)]++
	}
	if on[-1] != 2 || on[1] != 2 {
		t.Errorf("band vertices %v, want two on each edge line", s.MarginBand.Vertices())
	}
}

func TestBuildSides(t *testing.T) {
	s := canvas.Build(converged21(), view21)
	// The view's corner (−1,−1) is on the −1 side; (4,−1) and (−1,4) are on the line.
	neg := []canvas.Vec{{X: -1, Y: -1}, {X: 4, Y: -1}, {X: -1, Y: 4}}
	got := s.Sides[1].Vertices()
	if len(got) != 3 {
		t.Fatalf("negative side %v, want the triangle %v", got, neg)
	}
	for i := range neg {
		if !near(got[i], neg[i]) {
			t.Errorf("negative side vertex %d = %+v, want %+v", i, got[i], neg[i])
		}
	}
	// Both sides together cover the view: 6×5 = 30; the triangle is 5·5/2.
	if a0, a1 := area(s.Sides[0].Vertices()), area(got); math.Abs(a0+a1-30) > 1e-9 || math.Abs(a1-12.5) > 1e-9 {
		t.Errorf("areas %v + %v, want 17.5 + 12.5", a0, a1)
	}
}

// area is the shoelace formula; positive for counter-clockwise polygons.
func area(v []canvas.Vec) float64 {
	a := 0.0
	for i := range v {
		j := (i + 1) % len(v)
		a += v[i].X*v[j].Y - v[j].X*v[i].Y
	}
	return a / 2
}

func TestBuildNoModel(t *testing.T) {
	for _, w := range [][]float64{nil, {0, 0}, {1}} {
		in := converged21()
		in.W = w
		s := canvas.Build(in, view21)
		if s.Line.Visible || s.Normal.Visible || len(s.Distances) != 0 || s.MarginIndex != -1 || s.Sides[0].N != 0 {
			t.Errorf("w = %v: scene has a line: %+v", w, s.Line)
		}
	}
}

func TestBuildMisclassified(t *testing.T) {
	// Li Hang's first update: w = (3,3), b = 1 misclassifies only x3.
	in := converged21()
	in.W, in.B = []float64{3, 3}, 1
	s := canvas.Build(in, view21)
	for i, p := range s.Points {
		if got := p.Flags&canvas.Misclassified != 0; got != (i == 2) {
			t.Errorf("point %d: misclassified = %v", i, got)
		}
	}
}

func TestBuild1D(t *testing.T) {
	// The bias lesson: X = [1,2,3,4], Y = [+1,+1,−1,−1], w = −1, b = 2.5:
	// the line is x = 2.5, every distance |−x+2.5|.
	set := &dataset.Set{D: 1, X: []float64{1, 2, 3, 4}, Y: []float64{1, 1, -1, -1}}
	in := canvas.NewInput(set)
	in.W, in.B = []float64{-1}, 2.5
	s := canvas.Build(in, canvas.View{XMin: 0, XMax: 5, YMin: -2, YMax: 2})
	if !sameSegment(s.Line, canvas.Vec{X: 2.5, Y: -2}, canvas.Vec{X: 2.5, Y: 2}) {
		t.Errorf("line = %+v, want x = 2.5", s.Line)
	}
	for i, d := range s.Distances {
		if want := math.Abs(2.5 - set.X[i]); math.Abs(d.Value-want) > tol || d.Seg.A.Y != 0 {
			t.Errorf("distance %d = %+v, want %v on the axis", i, d, want)
		}
	}
}

func TestBuildHigherDimension(t *testing.T) {
	s := canvas.Build(canvas.NewInput(&dataset.Set{D: 3, X: []float64{1, 2, 3}, Y: []float64{1}}), view21)
	if s.Message == "" || len(s.Points) != 0 {
		t.Errorf("d = 3: message %q, %d points", s.Message, len(s.Points))
	}
}

func TestBuildSVM(t *testing.T) {
	// Example 2.1's hard-margin SVM: w = (1/2, 1/2), b = −2, support x1 and x3,
	// slab edges x+y = 2 and x+y = 6, margin 1/‖w‖ = √2.
	in := converged21()
	in.SVM = &canvas.Hyperplane{W: []float64{0.5, 0.5}, B: -2, Support: []int{0, 2}}
	s := canvas.Build(in, canvas.View{XMin: -1, XMax: 7, YMin: -1, YMax: 7})
	edges := map[float64]bool{}
	for _, e := range []canvas.Segment{s.SVMUpper, s.SVMLower} {
		if !e.Visible || math.Abs((e.A.X+e.A.Y)-(e.B.X+e.B.Y)) > 1e-9 {
			t.Fatalf("slab edge %+v is not a line x+y = c", e)
		}
		edges[math.Round(e.A.X+e.A.Y)] = true
	}
	if !edges[2] || !edges[6] {
		t.Errorf("slab edges at x+y = %v, want 2 and 6", edges)
	}
	if s.Points[0].Flags&canvas.Support == 0 || s.Points[1].Flags&canvas.Support != 0 || s.Points[2].Flags&canvas.Support == 0 {
		t.Errorf("support flags wrong: %+v", s.Points)
	}
}
