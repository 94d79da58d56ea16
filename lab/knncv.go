package lab

import (
	"context"
	"fmt"
	"math"

	algoknn "perceptronlab/algo/knn"
	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
)

// StartKNNCV cross-validates k of k-NN with the L_p distance on the points
// of set, for each k of ks, with the folds of st: the same stepper as the
// curve fit's, over k (Li Hang §3.2.3 chooses k this way). A fold's score
// is its test error rate, as scikit-learn's cross_val_score of
// KNeighborsClassifier scores it (1 − accuracy); a k larger than a fold's
// training rows scores NaN. It stops with ctx's error when ctx is
// cancelled.
func StartKNNCV(ctx context.Context, set *dataset.Set, st CVSetting, ks []int, p float64) (CVStepper, error) {
	n := set.Len()
	if n < 2 {
		return CVStepper{}, fmt.Errorf(tr("cross-validation needs at least 2 points, there are %d"), n)
	}
	folds, err := st.Folds(n)
	if err != nil {
		return CVStepper{}, err
	}
	s := CVStepper{Folds: folds, Over: CVOverK, Train: make([]int, n)}
	for i := range s.Train {
		s.Train[i] = i
	}
	x := set.Matrix()
	for _, k := range ks {
		cv, err := selection.CrossValidate(ctx, folds, selection.KNNScoreP(x, set.Y, k, p))
		if ctx.Err() != nil {
			return CVStepper{}, ctx.Err()
		}
		if err != nil {
			cv.FoldScores = nanScores(folds.Len())
		}
		s.Params, s.Scores = append(s.Params, float64(k)), append(s.Scores, cv.FoldScores)
	}
	return s, nil
}

// KNNFold is one fold of a k-NN cross-validation: the classifier fitted
// to the fold's training rows, and its test rows split into right and
// wrong.
type KNNFold struct {
	Model         *algoknn.KNN
	Test, Wrong   []int // indices into the set: the fold's test rows, those misclassified
	Rate          float64
	TrainN, TestN int
}

// FoldKNN fits k-NN with k and p to fold f of s's training rows of set
// and classifies its test rows.
func FoldKNN(set *dataset.Set, s *CVStepper, f, k int, p float64) (KNNFold, error) {
	sp := s.Folds.At(f)
	train := &dataset.Set{D: set.D}
	for _, r := range sp.Train {
		train.Add(set.Point(s.Train[r]), set.Y[s.Train[r]])
	}
	out := KNNFold{TrainN: len(sp.Train), TestN: len(sp.Test), Rate: math.NaN()}
	m, err := algoknn.NewKNN(train.Matrix(), train.Y, k, p)
	if err != nil {
		return out, err
	}
	out.Model = m
	for _, r := range sp.Test {
		i := s.Train[r]
		out.Test = append(out.Test, i)
		if m.Classify(set.Point(i)) != set.Y[i] {
			out.Wrong = append(out.Wrong, i)
		}
	}
	out.Rate = float64(len(out.Wrong)) / float64(len(sp.Test))
	return out, nil
}

// ParseKs reads the k to try: "A-B" (every k from A to B), "k1,k2,…", or
// both, each k from 1 to hi, at most 1000 of them.
func ParseKs(text string, hi int) ([]int, error) {
	return selection.ParseInts(text, 1, hi)
}
