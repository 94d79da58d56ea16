package lab

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"perceptronlab/param"
)

// A k-NN link may carry its cross-validation of k (issue 18: links carry
// "the CV setting and the fold shown"), with the curve-fitting link's
// cv format (fitlink.go) over k, the k tried, and the stepper's position:
//
//	#example=lihang31&form=knn&cv=kfold:3:shuffle:0:k&ks=1,3,5&fold=2
//
// fold counts from 1: fold S + 1 is the means, S + 2 the choice (as for
// curve fitting); without fold the setting is filled in and not started.

// DefaultKs are the k the k-NN stepper tries unless told otherwise: odd,
// so that two classes never tie.
const DefaultKs = "1,3,5,7,9,11,13,15"

// LinkCV is the k-NN form's cross-validation of k, as a link carries it.
type LinkCV struct {
	Setting CVSetting // Over is CVOverK
	Ks      string    // the k to try, as the form writes them: "1-15", "1,3,5"
	Fold    int       // the stepper's position from 1; 0: not started
}

// writeCV writes cv, ks and fold.
func (l *Link) writeCV(w *fragmentWriter) {
	c := l.CV
	if c == nil {
		return
	}
	w.put("cv", c.Setting.String())
	if c.Ks != DefaultKs {
		w.put(writeKey(param.Ks, l.Settings.Form), c.Ks)
	}
	if c.Fold > 0 {
		w.put("fold", strconv.Itoa(c.Fold))
	}
}

// cv reads cv, ks and fold, and checks them against the link's points.
func (p *linkParser) cv() error {
	v, hasCV := p.kv["cv"]
	ks, hasKs := p.kv[key(param.Ks)]
	fold, hasFold := p.kv["fold"]
	if !hasCV && !hasKs && !hasFold {
		return nil
	}
	c := &LinkCV{Setting: DefaultCVSetting(), Ks: DefaultKs}
	c.Setting.Over = CVOverK
	n := p.l.Set.Len()
	if hasCV {
		st, err := parseCV(v)
		if err == nil && st.Over != CVOverK {
			err = errors.New("a k-NN link cross-validates k: want kind:S:shuffle:seed:k")
		}
		if err != nil {
			return fmt.Errorf("cv: %w", err)
		}
		c.Setting = st
	}
	if hasFold {
		var err error
		if c.Fold, err = wholeFold.ParseInt(clip(fold)); err != nil { // its limit is checkFold's, by the setting and N
			return err
		}
		if err := c.Setting.checkFold(c.Fold, n); err != nil {
			return err
		}
	}
	if hasKs {
		// A stepper shown at a fold is started on the link's points: its
		// k must be at most their number. A setting not started is the
		// form's text, checked when Start is pressed.
		var err error
		if c.Fold > 0 {
			_, err = param.Ks.ParseUpTo(ks, max(n, 1))
		} else {
			_, err = param.Ks.Parse(ks)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", p.written(key(param.Ks)), err)
		}
		c.Ks = ks
	}
	p.l.CV = c
	return nil
}

// wholeFold reads a k-NN link's fold as any whole number: checkFold then
// says from 1 to what, for the setting and the points.
var wholeFold = &param.Int{Name: "fold", Symbol: "fold", Min: math.MinInt64, Max: math.MaxInt64}

// foldCount returns how many folds the setting makes of n rows, or why it
// cannot make them. It counts them without making them: a link's S may be
// in the thousands, and every fold holds index lists of its rows.
func (c CVSetting) foldCount(n int) (int, error) {
	switch c.Kind {
	case CVLOO:
		if n < 2 {
			return 0, fmt.Errorf(tr("cross-validation needs at least 2 points, there are %d"), n)
		}
		return n, nil
	case CVHoldOut:
		if !(c.Frac > 0 && c.Frac < 1) {
			return 0, fmt.Errorf(tr("the test fraction must be a number between 0 and 1, got %v"), c.Frac)
		}
		if nt := int(math.Ceil(c.Frac * float64(n))); nt < 1 || nt >= n {
			return 0, fmt.Errorf(tr("a test fraction of %v of %d points leaves %d for testing and %d for training; both need a row"), c.Frac, n, nt, n-nt)
		}
		return 1, nil
	default:
		if c.S < 2 || c.S > n {
			return 0, fmt.Errorf(tr("S-fold cross-validation needs 2 ≤ S ≤ N; S = %d, N = %d"), c.S, n)
		}
		return c.S, nil
	}
}

// checkFold checks a link's fold, from 1, against the folds the setting
// makes of n rows: fold K + 1 is the means and K + 2 the choice.
func (c CVSetting) checkFold(fold, n int) error {
	k, err := c.foldCount(n)
	if err != nil {
		return fmt.Errorf("cv: %w", err)
	}
	if fold < 1 || fold > k+2 {
		return fmt.Errorf(tr("fold must be a whole number from 1 to %d (the folds, then the means and the choice), got %d"), k+2, fold)
	}
	return nil
}
