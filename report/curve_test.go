package report

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/figure"
)

// TestCurveExample21 checks the learning curve of Example 2.1 against a
// hand computation. With Table 2.1's states the values yᵢ(w·xᵢ+b) of
// (x₁, x₂, x₃) are, after k = 0…7: (0, 0, 0), (19, 22, −7), (12, 14, −4),
// (5, 6, −1), (−2, −2, 2), (17, 20, −5), (10, 12, −2), (3, 4, 1), so
// L = −Σ of the values ≤ 0 is 0, 7, 4, 1, 4, 5, 2, 0. In the book's order
// each scan is an epoch ending at its update: seven epochs of one mistake
// and a clean eighth.
func TestCurveExample21(t *testing.T) {
	wantLoss := []float64{0, 7, 4, 1, 4, 5, 2, 0}
	for _, dual := range []bool{false, true} {
		c := lihang21(t, dual, "en").Curve(3)
		if !slices.Equal(c.Loss, wantLoss) || !slices.Equal(c.K, []int{0, 1, 2, 3, 4, 5, 6, 7}) {
			t.Errorf("dual %v: loss %v at k %v, want %v at 0…7", dual, c.Loss, c.K, wantLoss)
		}
		if !slices.Equal(c.Mistakes, []int{1, 1, 1, 1, 1, 1, 1, 0}) || c.Mark != 3 {
			t.Errorf("dual %v: mistakes per epoch %v, mark %d", dual, c.Mistakes, c.Mark)
		}
	}
	// Cycling through x₁, x₂, x₃ the same states come in five epochs:
	// updates on x₁, x₃ | x₃ | x₃ | x₁, x₃ | x₃, then a clean sixth.
	set := dataset.LiHang21()
	p, _ := perceptron.NewPrimal(set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
	res, _ := perceptron.Run(context.Background(), p, true)
	x := Explainer{Trace: Trace{W0: []float64{0, 0}, Events: res.Trace, Status: res.Status}, Set: set, Eta: 1}
	if c := x.Curve(-1); !slices.Equal(c.Mistakes, []int{2, 1, 1, 2, 1, 0}) || !slices.Equal(c.Loss, wantLoss) {
		t.Errorf("cyclic order: mistakes %v, loss %v", c.Mistakes, c.Loss)
	}
}

// TestCurveKernelMatchesDual checks the kernel loss, kept up to date
// update by update, against the linear one: the linear kernel is the dual
// form.
func TestCurveKernelMatchesDual(t *testing.T) {
	x := lihang21(t, true, "en")
	x.Kernel = numeric.Linear{}
	if c := x.Curve(-1); !slices.Equal(c.Loss, []float64{0, 7, 4, 1, 4, 5, 2, 0}) {
		t.Errorf("linear kernel loss %v", c.Loss)
	}
}

// TestCurveSamplesLongRuns checks that a long run's loss is sampled with
// its last update, and that every value is L at its k.
func TestCurveSamplesLongRuns(t *testing.T) {
	set := dataset.XOR()
	p, _ := perceptron.NewPrimal(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, Order: perceptron.Random, MaxEpochs: 3000})
	res, _ := perceptron.Run(context.Background(), p, true)
	x := Explainer{Trace: Trace{W0: []float64{0, 0}, Events: res.Trace, Status: res.Status}, Set: set, Eta: 1}
	c := x.Curve(-1)
	if n := len(res.Trace); n <= MaxCurvePoints || len(c.Loss) > MaxCurvePoints+1 || c.K[len(c.K)-1] != n {
		t.Fatalf("%d updates gave %d loss values ending at k = %d", n, len(c.Loss), c.K[len(c.K)-1])
	}
	for i, k := range c.K {
		ev := res.Trace[max(k-1, 0)]
		w, b := ev.W, ev.B
		if k == 0 {
			w, b = []float64{0, 0}, 0
		}
		var want float64
		for j := range set.Len() {
			want += hinge0(set.Y[j] * (w[0]*set.X[2*j] + w[1]*set.X[2*j+1] + b))
		}
		if c.Loss[i] != want {
			t.Fatalf("L at k = %d is %v, want %v", k, c.Loss[i], want)
		}
	}
}

// TestCurveFigure draws the curve as PNG and SVG.
func TestCurveFigure(t *testing.T) {
	c := lihang21(t, false, "en").Curve(3)
	dir := t.TempDir()
	for _, name := range []string{"curve.png", "curve.svg"} {
		path := filepath.Join(dir, name)
		if err := figure.SaveCurve(path, c, figure.FigureOptions{Width: 640, Height: 480, Title: "Example 2.1"}); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Size() < 1000 {
			t.Errorf("%s: %v, %v", name, fi, err)
		}
	}
	if err := figure.SaveCurve(filepath.Join(dir, "curve.gif"), c, figure.FigureOptions{Width: 64, Height: 48}); err == nil {
		t.Error("a curve saved as GIF")
	}
}

// A long run on many points samples its loss at fewer updates, so that the
// loss costs at most maxLinearWork point evaluations (issue 21, item 7:
// plot --curve on 10⁶ points computed 4000 losses of 10⁶ terms, 4·10⁹ dot
// products); a small set keeps MaxCurvePoints.
func TestCurveRowsBoundTheWork(t *testing.T) {
	events := make([]perceptron.Event, 50_000)
	for _, n := range []int{10, 25_000, 1_000_000, 4_000_000} {
		x := Explainer{Trace: Trace{Events: events}, Set: &dataset.Set{D: 1, X: make([]float64, n), Y: make([]float64, n)}}
		rows := len(x.rows())
		if work := rows * n; work > maxLinearWork+2*n && rows > minCurvePoints+1 {
			t.Errorf("%d points: %d rows, %d evaluations, want ≤ %d", n, rows, work, maxLinearWork)
		}
		if n <= 25_000 && rows < MaxCurvePoints/2 {
			t.Errorf("%d points: %d rows, want at least %d", n, rows, MaxCurvePoints/2)
		}
		if rows < minCurvePoints {
			t.Errorf("%d points: %d rows, want at least %d", n, rows, minCurvePoints)
		}
	}
}
