package selection

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"
)

// TestPermutation checks numpy's RandomState(0).permutation(10), printed by
// numpy 1.24: [2 8 4 9 1 6 7 3 0 5], and RandomState(42).permutation(7):
// [0 1 5 2 4 3 6] (checked the same way).
func TestPermutation(t *testing.T) {
	if got, want := Permutation(10, 0), []int{2, 8, 4, 9, 1, 6, 7, 3, 0, 5}; !slices.Equal(got, want) {
		t.Errorf("Permutation(10, 0) = %v, numpy gives %v", got, want)
	}
	if got, want := Permutation(7, 42), []int{0, 1, 5, 2, 4, 3, 6}; !slices.Equal(got, want) {
		t.Errorf("Permutation(7, 42) = %v, numpy gives %v", got, want)
	}
}

// TestKFoldSizes checks the sizes scikit-learn documents: the first n mod
// S folds have n//S + 1 rows, and every row is tested exactly once.
func TestKFoldSizes(t *testing.T) {
	splits, err := KFold(11, 3, true, 5)
	if err != nil {
		t.Fatal(err)
	}
	seen := make([]int, 11)
	for f, sp := range splits {
		if want := []int{4, 4, 3}[f]; len(sp.Test) != want || len(sp.Train) != 11-want {
			t.Errorf("fold %d: %d test, %d train rows, want %d and %d", f, len(sp.Test), len(sp.Train), want, 11-want)
		}
		for _, i := range sp.Test {
			seen[i]++
		}
	}
	for i, c := range seen {
		if c != 1 {
			t.Errorf("row %d tested %d times", i, c)
		}
	}
	for _, tc := range []struct{ n, s int }{{5, 6}, {5, 1}, {5, 0}} {
		if _, err := KFold(tc.n, tc.s, false, 0); err == nil {
			t.Errorf("KFold(%d, %d) accepted", tc.n, tc.s)
		}
	}
	for _, f := range []float64{0, 1, -0.5, 1.5, math.NaN()} {
		if _, err := HoldOut(10, f, 0); err == nil {
			t.Errorf("HoldOut(10, %v) accepted", f)
		}
	}
	if _, err := HoldOut(1, 0.5, 0); err == nil {
		t.Error("HoldOut(1, 0.5) accepted: it leaves no training row")
	}
}

// TestPolyLOO wants the closed form e/(1 − h) to agree with N direct fits
// to 1e-9 relative, for least squares and ridge, and for data whose folds
// are underdetermined (handled by refitting).
func TestPolyLOO(t *testing.T) {
	x, tt := sinSet(40, 0, 1, 3)
	for _, tc := range []struct {
		x, t   []float64
		m      int
		lambda float64
	}{
		{x, tt, 0, 0}, {x, tt, 3, 0}, {x, tt, 9, 0}, {x, tt, 9, 1e-3}, {x, tt, 5, 0.1},
		{bishopX, bishopT, 9, 0}, {bishopX, bishopT, 8, 0}, {bishopX, bishopT, 9, 1e-5},
	} {
		fast, err := PolyLOO(tc.x, tc.t, tc.m, tc.lambda)
		if err != nil {
			t.Fatal(err)
		}
		slow, err := LOOScores(tc.x, tc.t, tc.m, tc.lambda)
		if err != nil {
			t.Fatal(err)
		}
		for i := range fast {
			if math.Abs(fast[i]-slow[i]) > 1e-9*math.Abs(slow[i])+1e-300 {
				t.Errorf("N = %d, M = %d, λ = %g: fold %d: closed form %.15g, direct %.15g", len(tc.x), tc.m, tc.lambda, i, fast[i], slow[i])
			}
		}
	}
}

// TestBound checks ε(10, 100, 0.05) = 0.162762… (√((ln 10 + ln 20)/200),
// by hand) and the inverse of issue 18: N = 1981 for d = 1000, δ = ε = 0.05
// ((ln 1000 + ln 20)/0.005 = 1980.6…).
func TestBound(t *testing.T) {
	eps, err := Epsilon(10, 100, 0.05)
	if err != nil || math.Abs(eps-0.16276236) > 1e-8 {
		t.Errorf("Epsilon(10, 100, 0.05) = %v, %v; want 0.16276236", eps, err)
	}
	n, err := SampleSize(1000, 0.05, 0.05)
	if err != nil || n != 1981 {
		t.Errorf("SampleSize(1000, 0.05, 0.05) = %d, %v; want 1981", n, err)
	}
	for _, bad := range [][2]float64{{0, 0.05}, {10, 0}, {10, 1}, {10, -1}, {math.NaN(), 0.5}} {
		if _, err := Epsilon(bad[0], 10, bad[1]); err == nil {
			t.Errorf("Epsilon(%v, 10, %v) accepted", bad[0], bad[1])
		}
	}
}

// TestLosses checks the losses at margins −1, 0, 1 and 2 against their
// formulas worked by hand.
func TestLosses(t *testing.T) {
	want := map[string][4]float64{
		"0-1":        {1, 1, 0, 0},
		"quadratic":  {4, 1, 0, 1},
		"absolute":   {2, 1, 0, 1},
		"log":        {math.Log(1 + math.E), math.Ln2, math.Log(1 + 1/math.E), math.Log(1 + math.Exp(-2))},
		"perceptron": {1, 0, 0, 0},
		"hinge":      {2, 1, 0, 0},
	}
	for _, l := range Losses() {
		for k, m := range []float64{-1, 0, 1, 2} {
			if got := l.OfMargin(m); math.Abs(got-want[l.Name][k]) > 1e-15 {
				t.Errorf("%s(%v) = %v, want %v", l.Name, m, got, want[l.Name][k])
			}
		}
	}
	if got := LogLoss(-800); got != 800 {
		t.Errorf("LogLoss(−800) = %v, want 800 (no overflow)", got)
	}
}

// TestCrossValidateMean checks that the mean is unweighted: folds of 2 and
// 1 rows with scores 1 and 4 give 2.5, not 2.
func TestCrossValidateMean(t *testing.T) {
	splits := []Split{{Train: []int{2}, Test: []int{0, 1}}, {Train: []int{0, 1}, Test: []int{2}}}
	cv, err := CrossValidate(context.Background(), SplitList(splits), func(sp Split) (float64, error) {
		return map[int]float64{2: 1, 1: 4}[len(sp.Test)], nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(cv.FoldScores, []float64{1, 4}) || cv.Mean != 2.5 {
		t.Errorf("fold scores %v, mean %v; want [1 4] and 2.5", cv.FoldScores, cv.Mean)
	}
}

// TestMinNorm checks that with M + 1 > N the fit interpolates and its w
// has no smaller-norm rival: adding any null-space vector of V grows ‖w‖.
func TestMinNorm(t *testing.T) {
	p, err := FitPoly(bishopX[:5], bishopT[:5], 6, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !p.MinNorm {
		t.Error("M = 6 on 5 points: MinNorm not set")
	}
	if r := p.RMSE(bishopX[:5], bishopT[:5]); r > 1e-10 {
		t.Errorf("M = 6 on 5 points: training E_RMS %g, want interpolation", r)
	}
}

func ExampleFitPoly() {
	x := []float64{0, 1.0 / 9, 2.0 / 9, 3.0 / 9, 4.0 / 9, 5.0 / 9, 6.0 / 9, 7.0 / 9, 8.0 / 9, 1}
	t := []float64{0.349486, 0.830839, 1.007332, 0.971507, 0.133066, 0.166823, -0.848307, -0.445686, -0.563567, 0.261502}
	p, _ := FitPoly(x, t, 3, 0)
	fmt.Printf("w = %.2f, E_RMS = %.4f\n", p.W, p.RMSE(x, t))
	// Output: w = [0.31 7.99 -25.43 17.37], E_RMS = 0.1870
}

func ExampleKFold() {
	splits, _ := KFold(10, 3, true, 0)
	for _, sp := range splits {
		fmt.Println(sp.Test)
	}
	// Output:
	// [2 4 8 9]
	// [1 6 7]
	// [0 3 5]
}

func ExampleSampleSize() {
	n, _ := SampleSize(1000, 0.05, 0.05)
	eps, _ := Epsilon(1000, n, 0.05)
	fmt.Printf("N = %d, ε(1000, %d, 0.05) = %.6f\n", n, n, eps)
	// Output: N = 1981, ε(1000, 1981, 0.05) = 0.049996
}

func ExampleEstimateCoin() {
	c, _ := EstimateCoin(7, 10, 2, 2)
	fmt.Printf("MLE %.4f, MAP %.4f, posterior mean %.4f\n", c.MLE, c.MAP, c.PosteriorMean)
	// Output: MLE 0.7000, MAP 0.6667, posterior mean 0.6429
}
