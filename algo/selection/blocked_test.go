package selection

import (
	"context"
	"errors"
	"math"
	"runtime"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// denseFit is the direct solve the blocked factorisation replaces: the
// whole N×(M+1) design in memory, one Householder QR of it. With λ = 0
// the design is the Chebyshev one on x scaled to [−1, 1] and the result
// is returned as Chebyshev coefficients; with λ > 0 it is the stacked
// [V; αI], α² = Nλ/2, of the plain powers, and the result is w. eval
// evaluates the fit in the basis it was solved in.
func denseFit(x, t []float64, m int, lambda float64) (cheb, w []float64, eval func(float64) float64) {
	n := len(x)
	lo, hi := slices.Min(x), slices.Max(x)
	center, half := (lo+hi)/2, (hi-lo)/2
	rows := n
	if lambda > 0 {
		rows += m + 1
	}
	a := mat.NewDense(rows, m+1, nil)
	for i, xi := range x {
		u := (xi - center) / half
		for k := range m + 1 {
			if lambda > 0 {
				a.Set(i, k, math.Pow(xi, float64(k)))
			} else {
				a.Set(i, k, math.Cos(float64(k)*math.Acos(math.Max(-1, math.Min(1, u)))))
			}
		}
	}
	for k := range m + 1 {
		if lambda > 0 {
			a.Set(n+k, k, math.Sqrt(float64(n)*lambda/2))
		}
	}
	b := mat.NewDense(rows, 1, nil)
	copy(b.RawMatrix().Data, t)
	var qr mat.QR
	qr.Factorize(a)
	var c mat.Dense
	if err := qr.SolveTo(&c, false, b); err != nil && !isCondition(err) {
		panic(err)
	}
	cd := c.RawMatrix().Data
	if lambda > 0 {
		return nil, cd, func(v float64) float64 { return horner(cd, v) }
	}
	return cd, chebToMonomial(cd, center, half, 1), func(v float64) float64 { return clenshaw(cd, (v-center)/half) }
}

// TestBlockedAgainstDense compares FitPolys, which folds 512-row blocks
// into one small factor, with the direct dense solve on random data of
// 1300 rows (three blocks): the coefficients w within 1e-10 of the
// largest |w| (λ = 0: the Chebyshev coefficients within 1e-12), and the
// training E_RMS, evaluated from each fit, within 1e-12 relative.
func TestBlockedAgainstDense(t *testing.T) {
	x, tt := sinSet(1300, -0.5, 2, 11)
	for _, lambda := range []float64{0, 1e-8, 1e-3} {
		ms := []int{0, 1, 2, 3, 5, 9}
		ps, err := FitPolys(context.Background(), x, tt, ms, lambda)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range ms {
			cheb, w, eval := denseFit(x, tt, m, lambda)
			p := ps[i]
			scale := 0.0
			for _, v := range w {
				scale = math.Max(scale, math.Abs(v))
			}
			for k := range w {
				if math.Abs(p.W[k]-w[k]) > 1e-10*scale {
					t.Errorf("λ = %g, M = %d: w%d = %.15g, dense %.15g", lambda, m, k, p.W[k], w[k])
				}
				if cheb != nil && math.Abs(p.cheb[k]*p.ts-cheb[k]) > 1e-12*math.Max(1, math.Abs(cheb[k])) {
					t.Errorf("λ = %g, M = %d: Chebyshev c%d = %.15g, dense %.15g", lambda, m, k, p.cheb[k]*p.ts, cheb[k])
				}
			}
			var ss float64
			for j, xj := range x {
				d := eval(xj) - tt[j]
				ss += d * d
			}
			want := math.Sqrt(ss / float64(len(x)))
			if math.Abs(p.TrainRMSE-want) > 1e-12*want || math.Abs(p.RMSE(x, tt)-want) > 1e-12*want {
				t.Errorf("λ = %g, M = %d: E_RMS %.15g (direct %.15g), dense %.15g", lambda, m, p.TrainRMSE, p.RMSE(x, tt), want)
			}
		}
	}
}

// TestPolyCVAgainstDense compares the blocked cross-validation (each
// fold's training factor combined from the other folds' small factors)
// with direct dense fits of every fold's training rows scored on its test
// rows: K-fold plain and shuffled, a number of folds that is not a square
// (segments of unequal length), with all folds in one segment and in √S
// segments, hold-out and leave-one-out, λ = 0 and
// ridge, to 1e-12 relative (1e-10 for ridge, whose penalty on plain powers
// makes its problem condition ≈ 10⁷ on [0, 1] at degree 9), plus 10⁻¹⁷
// absolute: a residual is rounded by about ε·|t|, which shows in the
// square of a residual near 10⁻⁴.
func TestPolyCVAgainstDense(t *testing.T) {
	for _, seg := range []float64{segmentBytes, 0} {
		old := segmentBytes
		segmentBytes = seg // 0: segments of √S folds, each factored twice
		polyCVAgainstDense(t)
		segmentBytes = old
	}
}

func polyCVAgainstDense(t *testing.T) {
	x, tt := sinSet(700, 0, 1, 3)
	ho, _ := HoldOut(len(x), 0.3, 4)
	for _, tc := range []struct {
		name  string
		folds func() (Folds, error)
	}{
		{"5-fold", func() (Folds, error) { return KFolds(len(x), 5, false, 0) }},
		{"7-fold shuffled", func() (Folds, error) { return KFolds(len(x), 7, true, 9) }},
		{"hold-out", func() (Folds, error) { return SplitList{ho}, nil }},
		{"leave-one-out of 40", func() (Folds, error) { return LeaveOneOut(40) }},
	} {
		folds, err := tc.folds()
		if err != nil {
			t.Fatal(err)
		}
		n := len(x)
		if folds.Len() == 40 {
			n = 40
		}
		ms, lambdas := []int{0, 2, 5, 9}, []float64{0, 1e-6, 0.1}
		got, err := PolyCV(context.Background(), x[:n], tt[:n], folds, ms, lambdas)
		if err != nil {
			t.Fatal(err)
		}
		for f := range folds.Len() {
			sp := folds.At(f)
			xs, ts := pick(x, sp.Train), pick(tt, sp.Train)
			for i, m := range ms {
				for j, l := range lambdas {
					_, _, eval := denseFit(xs, ts, m, l)
					var ss float64
					for _, r := range sp.Test {
						d := eval(x[r]) - tt[r]
						ss += d * d
					}
					want := ss / float64(len(sp.Test))
					tol := 1e-12
					if l > 0 {
						tol = 1e-10 // ridge is posed in plain powers, condition ≈ 10⁷ here
					}
					if g := got[i][j].FoldScores[f]; math.Abs(g-want) > tol*want+1e-17 {
						t.Errorf("%s, fold %d, M = %d, λ = %g: %.15g, dense %.15g", tc.name, f, m, l, g, want)
					}
				}
			}
		}
	}
}

// TestCancel wants FitPolys, PolyCV and PolyLOOContext to stop with the
// context's error when it is cancelled.
func TestCancel(t *testing.T) {
	x, tt := sinSet(5000, 0, 1, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := FitPolys(ctx, x, tt, []int{3}, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("FitPolys: %v, want context.Canceled", err)
	}
	folds, _ := KFolds(len(x), 10, false, 0)
	if _, err := PolyCV(ctx, x, tt, folds, []int{3}, []float64{0}); !errors.Is(err, context.Canceled) {
		t.Errorf("PolyCV: %v, want context.Canceled", err)
	}
	for _, lambda := range []float64{0, 1e-3} {
		if _, err := PolyLOOContext(ctx, x, tt, 3, lambda); !errors.Is(err, context.Canceled) {
			t.Errorf("PolyLOOContext λ = %g: %v, want context.Canceled", lambda, err)
		}
	}
	dup := make([]float64, len(x)) // two distinct x: leave-one-out by folds
	for i := range dup {
		dup[i] = float64(i % 2)
	}
	if _, err := PolyLOOContext(ctx, dup, tt, 3, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("PolyLOOContext by folds: %v, want context.Canceled", err)
	}
}

// TestKFoldsLazy checks that KFolds makes KFold's folds, and that making
// and counting 20000 folds over 20000 rows allocates about the row order
// only (KFold held S × N indices: 3.2 GB here).
func TestKFoldsLazy(t *testing.T) {
	for _, sh := range []bool{false, true} {
		want, _ := KFold(103, 7, sh, 3)
		got, err := KFolds(103, 7, sh, 3)
		if err != nil || got.Len() != 7 {
			t.Fatalf("KFolds: %v, %d folds", err, got.Len())
		}
		for f := range want {
			if sp := got.At(f); !slices.Equal(sp.Train, want[f].Train) || !slices.Equal(sp.Test, want[f].Test) {
				t.Errorf("shuffle %v, fold %d: %v, KFold %v", sh, f, sp, want[f])
			}
		}
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f, err := KFolds(20000, 20000, true, 1)
	if err != nil || f.Len() != 20000 || MinTrain(f) != 19999 {
		t.Fatalf("KFolds(20000, 20000): %v", err)
	}
	runtime.ReadMemStats(&after)
	if b := after.TotalAlloc - before.TotalAlloc; b > 1<<20 {
		t.Errorf("making and counting 20000 folds allocated %d bytes", b)
	}
	if s := JSONSize(f, 20000); s < 20000*20000*5 || s > 20000*20000*7 {
		t.Errorf("JSONSize of 20000 folds over 20000 rows = %g bytes, want 5–7 per index", s)
	}
}

// TestPolyCVMeans wants the means-only run to give PolyCV's means exactly
// and no fold scores.
func TestPolyCVMeans(t *testing.T) {
	x, tt := sinSet(500, 0, 1, 8)
	folds, _ := KFolds(len(x), 9, true, 2)
	all, err := PolyCV(context.Background(), x, tt, folds, []int{1, 4}, []float64{0, 1e-4})
	if err != nil {
		t.Fatal(err)
	}
	means, err := PolyCVMeans(context.Background(), x, tt, folds, []int{1, 4}, []float64{0, 1e-4})
	if err != nil {
		t.Fatal(err)
	}
	for i := range all {
		for j := range all[i] {
			if means[i][j].Mean != all[i][j].Mean || means[i][j].FoldScores != nil {
				t.Errorf("[%d][%d]: means-only %v, PolyCV mean %v", i, j, means[i][j], all[i][j].Mean)
			}
		}
	}
}
