package scene_test

import (
	"math"
	"slices"
	"testing"

	"perceptronlab/algo/bayes"
	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// nbSet has moments easy by hand: +1 at (0,0), (2,0), (0,4), (2,4) has
// μ = (1,2) and maximum-likelihood σ² = (1,4); −1 at (5,5), (7,5), (5,7),
// (7,7) and (6,6) has μ = (6,6) and σ² = (4/5, 4/5).
func nbSet() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{0, 0, 2, 0, 0, 4, 2, 4, 5, 5, 7, 5, 5, 7, 7, 7, 6, 6},
		Y: []float64{1, 1, 1, 1, -1, -1, -1, -1, -1}}
}

// Each class's 1σ and 2σ ellipses: every vertex satisfies
// ((x−μ₁)/kσ₁)² + ((y−μ₂)/kσ₂)² = 1 to 1e-12 with the moments above, in
// the class's colour, the 2σ one dashed, one legend entry for all four.
func TestGaussianNBEllipses(t *testing.T) {
	set := nbSet()
	m, err := bayes.FitGaussian(set.Matrix(), set.Y)
	if err != nil {
		t.Fatal(err)
	}
	s := build(set, scene.View{XMin: -4, XMax: 10, YMin: -4, YMax: 10}, scene.GaussianNB{Model: m})
	paths := shapes(s, scene.LayerShapes, scene.Path)
	// Class 0 is −1 (labels ascending), then class 1, +1; k = 1 then 2.
	s5 := math.Sqrt(0.8)
	want := []struct {
		mu, sigma [2]float64
		k         float64
		pos       bool
	}{
		{[2]float64{6, 6}, [2]float64{s5, s5}, 1, false}, {[2]float64{6, 6}, [2]float64{s5, s5}, 2, false},
		{[2]float64{1, 2}, [2]float64{1, 2}, 1, true}, {[2]float64{1, 2}, [2]float64{1, 2}, 2, true},
	}
	if len(paths) != len(want) {
		t.Fatalf("%d outlines, want 4", len(paths))
	}
	st := scene.DefaultStyle(false)
	for i, w := range want {
		p := paths[i]
		for _, v := range p.Path {
			u1, u2 := (v.X-w.mu[0])/(w.k*w.sigma[0]), (v.Y-w.mu[1])/(w.k*w.sigma[1])
			if e := u1*u1 + u2*u2; math.Abs(e-1) > 1e-12 {
				t.Fatalf("ellipse %d: vertex %v gives %v, want 1", i, v, e)
			}
		}
		col := st.Neg
		if w.pos {
			col = st.Pos
		}
		if c := scene.WithAlpha(col, 1); p.Color.R != c.R || p.Color.G != c.G || p.Color.B != c.B || p.Dashed != (w.k == 2) || !p.Closed {
			t.Errorf("ellipse %d: colour %v dashed %v closed %v", i, p.Color, p.Dashed, p.Closed)
		}
	}
	if names := legendNames(s); !slices.Contains(names, "1σ, 2σ ellipses") || !slices.Contains(names, "decision boundary") {
		t.Errorf("legend %v", names)
	}
}

// The decision is the log-odds. At μ₊ = (1,2) it is, by hand,
// log(4/9) − ½log(2π·1) − ½log(2π·4) − 0 − [log(5/9) − log(2π·0.8) − (25+16)/(2·0.8)]
// = log(4/5) − ½log 4 + log 0.8 + 41/1.6; its sign is the prediction,
// and no point of these separated classes is ringed.
func TestGaussianNBDecision(t *testing.T) {
	set := nbSet()
	m, _ := bayes.FitGaussian(set.Matrix(), set.Y)
	s := build(set, view10, scene.GaussianNB{Model: m})
	want := math.Log(0.8) - 0.5*math.Log(4) + math.Log(0.8) + 41/1.6
	if got := s.Decision([]float64{1, 2}); math.Abs(got-want) > 1e-12*want {
		t.Errorf("log-odds at μ₊ = %v, want %v", got, want)
	}
	for i := range s.Points {
		if s.Points[i].Flags&scene.Misclassified != 0 {
			t.Errorf("point %d ringed", i)
		}
		if f := s.Decision(set.Point(i)); (f > 0) != (set.Y[i] > 0) {
			t.Errorf("point %d: log-odds %v, label %v", i, f, set.Y[i])
		}
	}
}
