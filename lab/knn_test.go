package lab

import (
	"math"
	"os"
	"slices"
	"testing"

	"perceptronlab/dataset"
)

// loadExample returns a session holding assets/examples/name in the k-NN
// form with k and p.
func loadExample(t *testing.T, name string, k int, p float64) *Session {
	t.Helper()
	f, err := os.Open("../assets/examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set, err := dataset.ReadCSV(f, name)
	if err != nil {
		t.Fatal(err)
	}
	ts := DefaultSettings()
	ts.Form, ts.K, ts.P = KNN, k, p
	s := NewSession()
	s.Replace(set, ts)
	return s
}

// TestNearestExample32Tree checks the tree of Li Hang's Example 3.2: root
// (7,2) on x⁽¹⁾, then (5,4) and (9,6) on x⁽²⁾, then (2,3), (4,7), (8,1).
func TestNearestExample32Tree(t *testing.T) {
	n := NewNearest(loadExample(t, "lihang32.csv", 1, 2))
	tr := n.Tree()
	if tr == nil || tr.Len() != 6 {
		t.Fatalf("tree %v", tr)
	}
	wantPoint := []int{5, 1, 2, 0, 3, 4} // (7,2), (5,4), (9,6), (2,3), (4,7), (8,1)
	wantDepth := []int{0, 1, 1, 2, 2, 2}
	for i, nd := range tr.Nodes() {
		if nd.Point != wantPoint[i] || KDDepths(tr)[i] != wantDepth[i] || nd.Axis != wantDepth[i]%2 {
			t.Errorf("node %d: point %d depth %d axis %d, want %d, %d, %d", i, nd.Point, KDDepths(tr)[i], nd.Axis,
				wantPoint[i], wantDepth[i], wantDepth[i]%2)
		}
	}
	// Step 1 of Algorithm 3.2: the six points sorted by x⁽¹⁾ are 2, 4, 5,
	// 7, 8, 9; position ⌊6/2⌋ = 3 holds (7,2); three go left, two right.
	b, ok := n.BuildNode(0)
	if !ok || !slices.Equal(b.Region, []int{0, 3, 1, 5, 4, 2}) || b.Region[len(b.Region)/2] != 5 ||
		b.Split != 7 || b.Left != 3 || b.Right != 2 {
		t.Errorf("build step 1: %+v", b)
	}
	// Node 1, (5,4): the left half (2,3), (5,4), (4,7) sorted by x⁽²⁾.
	if b, _ := n.BuildNode(1); !slices.Equal(b.Region, []int{0, 1, 3}) || b.Split != 4 || b.Axis != 1 {
		t.Errorf("build step 2: %+v", b)
	}
	if _, ok := n.BuildNode(6); ok {
		t.Error("a seventh build step for six points")
	}
}

func TestNearestBuiltClampsAndFollowsEdits(t *testing.T) {
	s := loadExample(t, "lihang32.csv", 1, 2)
	n := NewNearest(s)
	if n.Built() != 6 {
		t.Fatalf("a new tree shows %d nodes, want all 6", n.Built())
	}
	n.SetBuilt(2)
	if n.Built() != 2 {
		t.Errorf("Built = %d after SetBuilt(2)", n.Built())
	}
	n.SetBuilt(99)
	s.AddPoint([]float64{1, 1}, 1)
	if n.Built() != 7 {
		t.Errorf("the whole tree shows %d nodes after a point is added, want 7", n.Built())
	}
}

// TestNearestSearchReachesBookAnswer traces the search for (2, 4.5): the
// nearest point is (2,3) at 1.5, and stepping shows the ball shrinking.
func TestNearestSearchReachesBookAnswer(t *testing.T) {
	s := loadExample(t, "lihang32.csv", 1, 2)
	n := NewNearest(s)
	if n.Step() != -1 {
		t.Fatalf("step %d with no query", n.Step())
	}
	n.SetQuery([]float64{2, 4.5})
	if n.Step() != 0 || n.AtEnd() {
		t.Fatalf("a new query shows step %d", n.Step())
	}
	n.SetStep(1 << 20)
	last := n.Search().Steps[n.Step()]
	if !n.AtEnd() || !slices.Equal(last.Best, []int{0}) || last.Radius != 1.5 {
		t.Errorf("end of the search: best %v radius %v, want [0] (2,3) at 1.5", last.Best, last.Radius)
	}
	// Moving (2,3) to (2,4) makes it nearer (0.5); the trace follows and
	// keeps to the last step.
	s.MoveLive(0, []float64{2, 4})
	steps := n.Search().Steps
	if got := steps[n.Step()]; n.Step() != len(steps)-1 || got.Radius != 0.5 {
		t.Errorf("after the move: step %d of %d, radius %v, want the last at 0.5", n.Step(), len(steps), got.Radius)
	}
	n.SetQuery(nil)
	if n.Step() != -1 || len(n.Search().Steps) != 0 {
		t.Error("removing the query left a search")
	}
}

// TestNearestExample31DependsOnP checks Example 3.1: the nearest neighbour
// of x₁ other than itself is x₂ (at 4) for p = 1 and 2, x₃ for p = ∞ (at 3).
func TestNearestExample31DependsOnP(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want int
		dist float64
	}{{1, 1, 4}, {2, 1, 4}, {3, 2, math.Cbrt(54)}, {math.Inf(1), 2, 3}} {
		n := NewNearest(loadExample(t, "lihang31.csv", 2, c.p))
		n.SetQuery([]float64{1, 1})
		r := n.Search()
		if !slices.Equal(r.Nearest, []int{0, c.want}) || math.Abs(r.Distances[1]-c.dist) > 1e-12 {
			t.Errorf("p = %v: nearest %v at %v, want [0 %d] at %v", c.p, r.Nearest, r.Distances, c.want, c.dist)
		}
	}
}

func TestNearestSaysWhyNoModel(t *testing.T) {
	s := loadExample(t, "lihang31.csv", 5, 2)
	n := NewNearest(s)
	if m, err := n.Model(); m != nil || err == nil || n.Tree() == nil {
		t.Errorf("k = 5 for 3 points: model %v, error %v, tree %v", m, err, n.Tree())
	}
	ts := s.Settings()
	ts.K = 3
	s.SetSettings(ts)
	if m, err := n.Model(); m == nil || err != nil || m.K() != 3 {
		t.Errorf("k = 3: model %v, error %v", m, err)
	}
	s.Clear()
	if _, err := n.Model(); err != ErrNoPoints {
		t.Errorf("no points: %v", err)
	}
	n.SetQuery([]float64{0, 0})
	if n.Step() != -1 {
		t.Error("a search without points")
	}
}
