package lab

import (
	"context"
	"math"
	"slices"
	"testing"

	"perceptronlab/algo/selection"
)

// TestFitLabBishop checks the lab's fit on PRML's ten points against the
// training E_RMS of PRML Fig. 1.5 as issue 18 states them (0.6143, 0.4622,
// 0.1870 for M = 0, 1, 3) and that M = 9 interpolates.
func TestFitLabBishop(t *testing.T) {
	var l FitLab
	l.LnLambda = FitMinLnLambda
	if err := l.LoadFitExample("bishop11"); err != nil {
		t.Fatal(err)
	}
	for m, want := range map[int]float64{0: 0.6143, 1: 0.4622, 3: 0.1870} {
		l.M = m
		r, err := l.Fit()
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(r.TrainRMSE-want) > 5e-5 {
			t.Errorf("M = %d: train E_RMS %.5f, want %.4f", m, r.TrainRMSE, want)
		}
		if !math.IsNaN(r.TestRMSE) {
			t.Errorf("M = %d: test E_RMS %v without test points", m, r.TestRMSE)
		}
	}
	l.M = 9
	if r, _ := l.Fit(); r.TrainRMSE > 1e-8 {
		t.Errorf("M = 9: train E_RMS %g, want < 1e-8", r.TrainRMSE)
	}
	if err := l.LoadFitExample("nosuch"); err == nil {
		t.Error("an unknown example loaded")
	}
}

// TestFitLabGenerate checks the generator's split into training and test
// points, that the same seed gives the same points, and the test error.
func TestFitLabGenerate(t *testing.T) {
	l := NewFitLab()
	x, _, _ := l.Train()
	tx, _, _ := l.Test()
	if len(x) != 10 || len(tx) != 20 {
		t.Fatalf("%d training and %d test points, want 10 and 20", len(x), len(tx))
	}
	r, err := l.Fit()
	if err != nil || math.IsNaN(r.TestRMSE) || r.TestRMSE <= 0 {
		t.Fatalf("fit %v, test E_RMS %v", err, r.TestRMSE)
	}
	m := NewFitLab()
	if m.Points[3] != l.Points[3] || m.Points[15] != l.Points[15] {
		t.Error("the same seed gave other points")
	}
	l.ToggleTest(0)
	if x, _, _ := l.Train(); len(x) != 9 {
		t.Errorf("%d training points after making one a test point, want 9", len(x))
	}
	l.Delete(0)
	if len(l.Points) != 29 {
		t.Errorf("%d points after a delete, want 29", len(l.Points))
	}
}

// TestFitLabSweep checks that the sweep over M is the fit at each M and
// that training error never rises with M (nested least squares).
func TestFitLabSweep(t *testing.T) {
	l := NewFitLab()
	s, err := l.SweepM(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for m := range 10 {
		r, _ := l.FitAt(m, 0)
		if s.Train[m] != r.TrainRMSE || s.Test[m] != r.TestRMSE {
			t.Errorf("M = %d: sweep %v, %v; fit %v, %v", m, s.Train[m], s.Test[m], r.TrainRMSE, r.TestRMSE)
		}
		if m > 0 && s.Train[m] > s.Train[m-1]+1e-12 {
			t.Errorf("training E_RMS rose from M = %d to %d", m-1, m)
		}
	}
	sl, err := l.SweepLambda(context.Background())
	if err != nil || len(sl.Param) != 21 || sl.Param[0] != FitMinLnLambda {
		t.Fatalf("λ sweep %v, %v", sl.Param, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := l.SweepM(ctx); err == nil {
		t.Error("a cancelled sweep went on")
	}
}

// TestFitLabCV checks the stepper's leave-one-out scores against the
// closed form of algo/selection, its walk and its choice.
func TestFitLabCV(t *testing.T) {
	var l FitLab
	if err := l.LoadFitExample("bishop11"); err != nil {
		t.Fatal(err)
	}
	l.LnLambda = FitMinLnLambda
	l.CV = CVSetting{Kind: CVLOO, Over: CVOverM}
	s, err := l.StartCV(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if s.K() != 10 || len(s.Params) != FitMaxM+1 {
		t.Fatalf("%d folds, %d candidates", s.K(), len(s.Params))
	}
	x, tt, _ := l.Train()
	for m := range 8 {
		want, err := selection.PolyLOO(x, tt, m, 0)
		if err != nil {
			t.Fatal(err)
		}
		for f := range want {
			if !closeRel(s.Scores[m][f], want[f], 1e-8) {
				t.Errorf("M = %d fold %d: %g, want %g", m, f, s.Scores[m][f], want[f])
			}
		}
	}
	l.M = 3
	_, mse, err := l.FoldFit(&s, 4)
	if err != nil || !closeRel(mse, s.Scores[3][4], 1e-12) {
		t.Errorf("fold 4's refit MSE %g, stepper %g (%v)", mse, s.Scores[3][4], err)
	}
	for range 20 {
		s.Next()
	}
	if s.Pos != s.K()+1 {
		t.Errorf("Next stopped at %d, want %d", s.Pos, s.K()+1)
	}
	l.Choose(&s)
	if b := s.Best(); l.M != int(s.Params[b]) || l.Current(&s) != b {
		t.Errorf("chose M = %d, best %d", l.M, b)
	}
	l.CV = CVSetting{Kind: CVKFold, S: 11}
	if _, err := l.StartCV(context.Background()); err == nil {
		t.Error("11 folds of 10 points were accepted")
	}
}

// TestFitLabResample checks that resampling draws FitResamples different
// data sets at the current M.
func TestFitLabResample(t *testing.T) {
	l := NewFitLab()
	fits, err := l.Resample(context.Background())
	if err != nil || len(fits) != FitResamples {
		t.Fatalf("%d fits, %v", len(fits), err)
	}
	if fits[0].Degree != l.M || fits[0].Eval(0.3) == fits[1].Eval(0.3) {
		t.Error("resampled fits are not of degree M, or not of different data")
	}
}

func closeRel(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

// TestFitLinkRoundTrip checks that a link carries the generator, an
// example or the points, M, λ, the toggles, the CV setting and the fold,
// and that bad links say which key is wrong.
func TestFitLinkRoundTrip(t *testing.T) {
	l := NewFitLab()
	l.M, l.LnLambda, l.ShowResiduals = 9, -18, true
	l.CV = CVSetting{Kind: CVHoldOut, Frac: 0.25, Seed: 7, Over: CVOverLambda, S: 5}
	s, err := l.StartCV(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	l.Step = s
	l.Step.Next()
	frag, err := l.FitFragment()
	if err != nil || !IsFitFragment("https://x/#"+frag) {
		t.Fatalf("fragment %q, %v", frag, err)
	}
	got, err := ParseFitLink("https://x/#" + frag)
	if err != nil {
		t.Fatal(err)
	}
	g := got.Lab
	if g.M != 9 || g.LnLambda != -18 || !g.ShowResiduals || g.CV != l.CV || got.Fold != 2 || !slices.Equal(g.Points, l.Points) {
		t.Errorf("round trip of %q: %+v fold %d", frag, g.CV, got.Fold)
	}
	l.Add(FitPoint{X: 0.5, T: 2, Test: true})
	frag, _ = l.FitFragment()
	if got, err := ParseFitLink(frag); err != nil || !slices.Equal(got.Lab.Points, l.Points) {
		t.Errorf("points round trip of %q: %v", frag, err)
	}
	for _, bad := range []string{"fit=1&m=99", "fit=1&gen=0:0.3:1:0", "fit=1&pts=1,2", "fit=1&cv=kfold:5:maybe:0:m", "fit=1&nokey=1", "fit=1&example=none"} {
		if _, err := ParseFitLink(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}
