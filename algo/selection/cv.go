package selection

import (
	"context"
	"fmt"
	"math"
	"math/big"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
	"perceptronlab/algo/knn"
)

// Score fits a model on a split's training rows and returns its score on
// the test rows: the mean squared error for regression, the error rate
// for classification. Lower is better.
type Score func(sp Split) (float64, error)

// CV is the outcome of cross-validating one setting of a method.
type CV struct {
	// FoldScores holds the score of each fold, in the folds' order.
	FoldScores []float64
	// Mean is their unweighted mean, as scikit-learn's cross_val_score
	// reports it (a fold of 3 rows counts as much as one of 4).
	Mean float64
}

// CrossValidate scores every split and averages the scores. It stops with
// ctx's error when ctx is cancelled.
func CrossValidate(ctx context.Context, folds Folds, score Score) (CV, error) {
	cv := CV{FoldScores: make([]float64, folds.Len())}
	for f := range cv.FoldScores {
		if err := ctx.Err(); err != nil {
			return CV{}, err
		}
		s, err := score(folds.At(f))
		if err != nil {
			return CV{}, fmt.Errorf("fold %d: %w", f+1, err)
		}
		cv.FoldScores[f] = s
	}
	cv.Mean = mean(cv.FoldScores)
	return cv, nil
}

// FromScores returns the CV of given fold scores.
func FromScores(scores []float64) CV { return CV{FoldScores: scores, Mean: mean(scores)} }

func mean(s []float64) float64 {
	var sum float64
	for _, v := range s {
		sum += v
	}
	return sum / float64(len(s))
}

// PolyScore scores a fold by the test mean squared error of FitPoly of
// degree m with penalty λ on the training rows of (x, t). Each fold solves
// (1.19) for its own N, the number of training rows.
func PolyScore(x, t []float64, m int, lambda float64) Score {
	return func(sp Split) (float64, error) {
		xs, ts := pick(x, sp.Train), pick(t, sp.Train)
		p, err := FitPoly(xs, ts, m, lambda)
		if err != nil {
			return 0, err
		}
		return p.MSE(pick(x, sp.Test), pick(t, sp.Test)), nil
	}
}

// KNNScore scores a fold by the test error rate of the k-nearest-neighbour
// classifier (knn.KNN, Euclidean distance) fitted to the training rows of
// the N×d points x with labels y = ±1.
func KNNScore(x *mat.Dense, y []float64, k int) Score {
	return func(sp Split) (float64, error) {
		_, d := x.Dims()
		train := mat.NewDense(len(sp.Train), d, nil)
		for r, i := range sp.Train {
			train.SetRow(r, x.RawRowView(i))
		}
		m, err := knn.NewKNN(train, pick(y, sp.Train), k, 2)
		if err != nil {
			return 0, err
		}
		wrong := 0
		for _, i := range sp.Test {
			if m.Classify(x.RawRowView(i)) != y[i] {
				wrong++
			}
		}
		return float64(wrong) / float64(len(sp.Test)), nil
	}
}

// NBScore scores a fold by the test error rate of categorical naive Bayes
// (bayes.CategoricalNB, Li Hang §4.2.3) with smoothing λ fitted to the
// training rows. A value that a training fold never saw, but the whole
// table has, counts 0 there: its estimate is λ/(N_c + S_j·λ) with S_j the
// values of feature j in the whole table, so that every fold smooths over
// the same values (with λ = 0 such a row gets probability 0 from every
// class and goes, as ties do, to the class seen first).
func NBScore(rows [][]string, labels []string, lambda *big.Rat) Score {
	levels := make([]int, len(rows[0]))
	for j := range levels {
		seen := map[string]bool{}
		for _, r := range rows {
			seen[r[j]] = true
		}
		levels[j] = len(seen)
	}
	lam, _ := lambda.Float64()
	return func(sp Split) (float64, error) {
		m, err := bayes.FitCategorical(pickRows(rows, sp.Train), pickStrings(labels, sp.Train), lambda)
		if err != nil {
			return 0, err
		}
		wrong := 0
		for _, i := range sp.Test {
			if nbPredict(m, rows[i], levels, lam) != labels[i] {
				wrong++
			}
		}
		return float64(wrong) / float64(len(sp.Test)), nil
	}
}

// nbPredict returns the class of largest log P(Y=c) + Σⱼ log P(X⁽ʲ⁾=xⱼ|Y=c),
// counting a value unseen in training as 0, over levels[j] values.
func nbPredict(m *bayes.CategoricalNB, x []string, levels []int, lam float64) string {
	classes := m.Classes()
	best, bestScore := 0, math.Inf(-1)
	for c := range classes {
		nc := float64(m.ClassCount(c))
		s := math.Log(m.PriorFloat(c))
		for j, v := range x {
			cnt := 0.0
			if a := m.ValueIndex(j, v); a >= 0 {
				cnt = float64(m.Count(c, j, a))
			}
			s += math.Log((cnt + lam) / (nc + float64(levels[j])*lam))
		}
		if s > bestScore {
			best, bestScore = c, s
		}
	}
	return classes[best]
}

func pick(v []float64, idx []int) []float64 {
	out := make([]float64, len(idx))
	for k, i := range idx {
		out[k] = v[i]
	}
	return out
}

func pickStrings(v []string, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = v[i]
	}
	return out
}

func pickRows(v [][]string, idx []int) [][]string {
	out := make([][]string, len(idx))
	for k, i := range idx {
		out[k] = v[i]
	}
	return out
}
