package knnview

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// maxDefaultK is the largest k the tab tries unless told otherwise.
const maxDefaultK = 15

// cvDefaults are the S and the k to try that the form shows until the
// user types others: derived from the points, so that Li Hang's Examples
// 3.1 (3 points) and 3.2 (6 points) cross-validate as they open.
type cvDefaults struct {
	s, ks string
	n     int           // the points they were derived for
	st    lab.CVSetting // and the setting
}

// knnCVDefaults returns the fold count S (5, or N when fewer points) and
// the odd k from 1 up to what the smallest training part of those folds
// holds (at most 15) for n points and the setting st.
func knnCVDefaults(n int, st lab.CVSetting) cvDefaults {
	s := min(lab.DefaultCVSetting().S, max(n, 2))
	if st.Kind == lab.CVKFold {
		st.S = s
	}
	top := min(maxDefaultK, minTrain(n, st))
	ks := []string{"1"}
	for k := 3; k <= top; k += 2 {
		ks = append(ks, strconv.Itoa(k))
	}
	return cvDefaults{s: strconv.Itoa(s), ks: strings.Join(ks, ","), n: n, st: st}
}

// minTrain returns the fewest training rows of st's folds over n rows
// (n − 1 for leave-one-out, whose N folds are not made); n when the
// folds cannot be made, where starting says why.
func minTrain(n int, st lab.CVSetting) int {
	if st.Kind == lab.CVLOO {
		return n - 1
	}
	folds, err := st.Folds(n)
	if err != nil {
		return n
	}
	least := n
	for i := range folds.Len() {
		least = min(least, len(folds.At(i).Train))
	}
	return least
}

// refuseLargeK returns, for the first k of step that a fold cannot fit
// (its scores are NaN), the error the command line gives for it:
// "k = 5: fold 1: k must be between 1 and the number of points 4, got 5".
func refuseLargeK(ctx context.Context, set *dataset.Set, step *lab.CVStepper, p float64) error {
	for i, k := range step.Params {
		if !hasNaN(step.Scores[i]) {
			continue
		}
		_, err := selection.CrossValidate(ctx, step.Folds, selection.KNNScoreP(set.Matrix(), set.Y, int(k), p))
		if err == nil {
			err = fmt.Errorf("a fold has no score")
		}
		return fmt.Errorf(i18n.T("Cross-validation: k = %d: %w"), int(k), err)
	}
	return nil
}

// hasNaN reports whether v holds a NaN.
func hasNaN(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) {
			return true
		}
	}
	return false
}

// syncDefaults puts the defaults for the points into the S and k fields
// that still show the previous defaults; a value the user typed stays.
func (c *knnCV) syncDefaults() {
	st, _ := c.Setting(lab.CVOverK)
	n := c.r.Session().Set().Len()
	if n == c.auto.n && st == c.auto.st {
		return // the folds of a large set are not made again on every refresh
	}
	d := knnCVDefaults(n, st)
	if c.S.Text == c.auto.s && d.s != c.auto.s {
		c.S.SetText(d.s)
	}
	if c.ks.Text == c.auto.ks && d.ks != c.auto.ks {
		c.ks.SetText(d.ks)
	}
	c.auto = d
}

// isDefault reports whether st and the k to try are the form's defaults,
// which a link leaves out.
func (c *knnCV) isDefault(st lab.CVSetting) bool {
	def := lab.DefaultCVSetting()
	def.Over = lab.CVOverK
	if strconv.Itoa(st.S) == c.auto.s {
		def.S = st.S
	}
	return st == def && (c.ks.Text == lab.DefaultKs || c.ks.Text == c.auto.ks)
}
