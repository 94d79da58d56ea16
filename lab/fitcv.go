package lab

import (
	"context"
	"fmt"
	"math"

	"perceptronlab/algo/selection"
)

// CVKind is the way cross-validation splits the training points.
type CVKind int

const (
	// CVKFold is scikit-learn's KFold(n_splits=S).
	CVKFold CVKind = iota
	// CVLOO is LeaveOneOut.
	CVLOO
	// CVHoldOut is train_test_split(test_size=Frac), always shuffled.
	CVHoldOut
)

// CVParam is what cross-validation chooses.
type CVParam int

const (
	// CVOverM chooses the degree M at the current λ.
	CVOverM CVParam = iota
	// CVOverLambda chooses ln λ at the current M.
	CVOverLambda
	// CVOverK chooses k of k-NN (ui/knnview/knncv.go).
	CVOverK
)

// CVSetting is how the stepper cross-validates, as scikit-learn would.
type CVSetting struct {
	Kind    CVKind
	S       int     // folds of CVKFold
	Frac    float64 // test fraction of CVHoldOut
	Shuffle bool    // CVKFold: shuffle with Seed
	Seed    uint32
	Over    CVParam
}

// DefaultCVSetting is 5-fold, shuffled with seed 0, over M.
func DefaultCVSetting() CVSetting {
	return CVSetting{Kind: CVKFold, S: 5, Frac: 0.3, Shuffle: true, Seed: 0, Over: CVOverM}
}

// Folds returns the setting's folds over n rows.
func (c CVSetting) Folds(n int) (selection.Folds, error) {
	switch c.Kind {
	case CVLOO:
		return selection.LeaveOneOut(n)
	case CVHoldOut:
		sp, err := selection.HoldOut(n, c.Frac, c.Seed)
		return selection.SplitList{sp}, err
	default:
		if c.S < 2 || c.S > n {
			return nil, fmt.Errorf(tr("S-fold cross-validation needs 2 ≤ S ≤ N; S = %d, N = %d"), c.S, n)
		}
		sp, err := selection.KFold(n, c.S, c.Shuffle, c.Seed)
		return selection.SplitList(sp), err
	}
}

// CVStepper walks through a cross-validation: fold 0, 1, …, then the mean
// score of every candidate, then the choice. Its zero value has not
// started.
type CVStepper struct {
	// Folds index Train, the training points' indices into Points when
	// the stepper started.
	Folds  selection.Folds
	Train  []int
	Over   CVParam
	Params []float64   // the candidates: M, ln λ or k
	Scores [][]float64 // Scores[p][f]: the test MSE (error rate for k) of fold f for Params[p]
	Pos    int         // 0…K−1: fold Pos shown; K: the means; K+1: the choice
}

// Started reports whether the stepper holds a cross-validation.
func (s *CVStepper) Started() bool { return s.Folds != nil }

// K returns the number of folds.
func (s *CVStepper) K() int {
	if s.Folds == nil {
		return 0
	}
	return s.Folds.Len()
}

// Next moves one step on, to at most the choice.
func (s *CVStepper) Next() { s.Pos = min(s.Pos+1, s.K()+1) }

// Prev moves one step back, to at least fold 0.
func (s *CVStepper) Prev() { s.Pos = max(s.Pos-1, 0) }

// Means returns the mean score of every candidate.
func (s *CVStepper) Means() []float64 {
	out := make([]float64, len(s.Scores))
	for p, sc := range s.Scores {
		out[p] = selection.FromScores(sc).Mean
	}
	return out
}

// Best returns the index of the candidate of least mean score (the first
// of equals, as GridSearchCV picks), or −1 when none could be scored.
func (s *CVStepper) Best() int {
	best, bv := -1, math.Inf(1)
	for p, m := range s.Means() {
		if m < bv {
			best, bv = p, m
		}
	}
	return best
}

// StartCV cross-validates every candidate of the setting on the training
// points and returns the stepper at fold 0. A candidate whose fit fails
// scores NaN. It stops with ctx's error when ctx is cancelled.
func (l *FitLab) StartCV(ctx context.Context) (CVStepper, error) {
	x, t, idx := l.Train()
	folds, err := l.CV.Folds(len(x))
	if err != nil {
		return CVStepper{}, err
	}
	s := CVStepper{Folds: folds, Train: idx, Over: l.CV.Over}
	if s.Over == CVOverLambda {
		s.Params = FitLnLambdas()
	} else {
		for m := range FitMaxM + 1 {
			s.Params = append(s.Params, float64(m))
		}
	}
	for _, p := range s.Params {
		m, lam := l.candidate(s.Over, p)
		cv, err := selection.CrossValidate(ctx, folds, selection.PolyScore(x, t, m, lam))
		if ctx.Err() != nil {
			return CVStepper{}, ctx.Err()
		}
		if err != nil {
			cv.FoldScores = nanScores(folds.Len())
		}
		s.Scores = append(s.Scores, cv.FoldScores)
	}
	return s, nil
}

// candidate returns the degree and λ of candidate p.
func (l *FitLab) candidate(over CVParam, p float64) (int, float64) {
	if over == CVOverLambda {
		return l.M, lambdaOf(p)
	}
	return int(p), l.Lambda()
}

// Current returns the index of the candidate the sliders are at, or −1.
func (l *FitLab) Current(s *CVStepper) int {
	for i, p := range s.Params {
		if (s.Over == CVOverM && int(p) == l.M) || (s.Over == CVOverLambda && math.Abs(p-l.LnLambda) < 1e-9) {
			return i
		}
	}
	return -1
}

// Choose sets the sliders to the stepper's best candidate.
func (l *FitLab) Choose(s *CVStepper) {
	b := s.Best()
	if b < 0 {
		return
	}
	if s.Over == CVOverLambda {
		l.LnLambda = s.Params[b]
	} else {
		l.M = int(s.Params[b])
	}
}

// FoldFit fits the current M and λ to fold f's training rows and returns
// the fit and its test MSE on the fold's test rows.
func (l *FitLab) FoldFit(s *CVStepper, f int) (*selection.Poly, float64, error) {
	sp := s.Folds.At(f)
	pick := func(rows []int) (x, t []float64) {
		for _, r := range rows {
			p := l.Points[s.Train[r]]
			x, t = append(x, p.X), append(t, p.T)
		}
		return x, t
	}
	x, t := pick(sp.Train)
	p, err := selection.FitPoly(x, t, l.M, l.Lambda())
	if err != nil {
		return nil, math.NaN(), err
	}
	tx, tt := pick(sp.Test)
	return p, p.MSE(tx, tt), nil
}

func nanScores(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = math.NaN()
	}
	return s
}
