package selection

import (
	"context"
	"fmt"
	"math"
	"slices"
)

// partition is folds whose test rows cut the data into disjoint parts,
// every row tested once (K-fold, leave-one-out): each fold's training
// rows are all the others.
type partition interface {
	Folds
	test(f int) rowSet
}

// PolyCV cross-validates the polynomial fit of every degree in ms and
// every λ in lambdas over folds: result [i][j] is degree ms[i] with
// λ = lambdas[j], each fold scored by the test mean squared error of the
// fit to its training rows, (1.19) with the training rows' own N. It
// stops with ctx's error when ctx is cancelled.
//
// The data are factored once, in blocks (see FitPolys): each fold's test
// rows give a small triangular factor R_f of [T₀(u) … T_M(u) | t], u on the
// whole data's scale. A fold's training factor combines the other folds'
// R's (through running prefixes and suffixes, √S of them kept), every
// degree is read from its leading block and every λ adds its penalty rows
// to it; a fold's test error is ‖R_f·[c; −1]‖². No fold's rows are ever
// listed, and memory stays O(√S·M²) beyond the data.
func PolyCV(ctx context.Context, x, t []float64, folds Folds, ms []int, lambdas []float64) ([][]CV, error) {
	return polyCVRun(ctx, x, t, folds, ms, lambdas, true)
}

// PolyCVMeans is PolyCV that keeps only each setting's mean score (its
// CV has no FoldScores), so that its memory does not grow with the
// number of folds.
func PolyCVMeans(ctx context.Context, x, t []float64, folds Folds, ms []int, lambdas []float64) ([][]CV, error) {
	return polyCVRun(ctx, x, t, folds, ms, lambdas, false)
}

func polyCVRun(ctx context.Context, x, t []float64, folds Folds, ms []int, lambdas []float64, keep bool) ([][]CV, error) {
	top := 0
	for _, m := range ms {
		for _, l := range lambdas {
			if err := checkFit(x, t, m, l); err != nil {
				return nil, err
			}
		}
		top = max(top, m)
	}
	cv := &polyCV{x: x, t: t, ms: ms, lambdas: lambdas, s: newScale(x, t), top: top}
	if slices.ContainsFunc(lambdas, func(l float64) bool { return l > 0 }) {
		cv.s = cv.s.withC(top)
	}
	cv.w = newQRWork(top+2, cv.s)
	cv.scores, cv.sums = make([][][]float64, len(ms)), make([][]float64, len(ms))
	for i := range ms {
		cv.scores[i], cv.sums[i] = make([][]float64, len(lambdas)), make([]float64, len(lambdas))
		for j := range lambdas {
			if keep {
				cv.scores[i][j] = make([]float64, folds.Len())
			}
		}
	}
	var err error
	if p, ok := folds.(partition); ok {
		err = cv.partition(ctx, p)
	} else {
		err = cv.lists(ctx, folds)
	}
	if err != nil {
		return nil, err
	}
	out := make([][]CV, len(ms))
	for i := range ms {
		out[i] = make([]CV, len(lambdas))
		for j := range lambdas {
			out[i][j] = CV{FoldScores: cv.scores[i][j], Mean: cv.sums[i][j] / float64(folds.Len())}
		}
	}
	return out, nil
}

// polyCV is the state of PolyCV.
type polyCV struct {
	x, t    []float64
	ms      []int
	lambdas []float64
	s       scale
	top     int
	w       *qrWork
	scores  [][][]float64 // [degree][λ][fold], nil rows when only means are kept
	sums    [][]float64   // [degree][λ]: the sum of the fold scores so far
	dc      *distinctCounter
}

// score solves every degree and λ from fold f's training factor and
// scores it on the test factor.
func (cv *polyCV) score(f int, train, test *factor, nTrain, nTest, nd int) error {
	for i, m := range cv.ms {
		for j, l := range cv.lambdas {
			so, err := solveDegree(train, cv.s, m, nTrain, min(nd, m+1), nTrain, l)
			if err != nil {
				return fmt.Errorf("fold %d: %w", f+1, overflowError(err, cv.s))
			}
			sc := test.residual(so.cheb) / float64(nTest) * cv.s.ts * cv.s.ts
			cv.sums[i][j] += sc
			if cv.scores[i][j] != nil {
				cv.scores[i][j][f] = sc
			}
		}
	}
	return nil
}

// factorOf returns the factor of the rows rs in dst.
func (cv *polyCV) factorOf(ctx context.Context, dst *factor, rs rowSet) error {
	dst.reset()
	return cv.w.addRows(ctx, dst, cv.x, cv.t, rs)
}

// lists scores folds given as lists of rows, one fold at a time.
func (cv *polyCV) lists(ctx context.Context, folds Folds) error {
	c := cv.top + 2
	train, test := newFactor(c), newFactor(c)
	for f := range folds.Len() {
		sp := folds.At(f)
		if err := cv.factorOf(ctx, train, rowSet{hi: len(sp.Train), idx: sp.Train}); err != nil {
			return err
		}
		if err := cv.factorOf(ctx, test, rowSet{hi: len(sp.Test), idx: sp.Test}); err != nil {
			return err
		}
		nd := distinctUpTo(pick(cv.x, sp.Train), cv.top+1, nil)
		if err := cv.score(f, train, test, len(sp.Train), len(sp.Test), nd); err != nil {
			return err
		}
	}
	return nil
}

// segmentBytes bounds the fold factors held at once: below it all folds
// form one segment and each is factored once; above it (hundreds of
// thousands of folds) segments of √S folds are factored twice.
var segmentBytes = float64(64 << 20)

// partition scores folds that partition the rows. Folds are taken in
// segments of B ≈ √S: suffix factors at each segment's start are kept
// (the factor of all folds from there on); within a segment the folds'
// factors and their local suffixes are rebuilt, and a running prefix
// grows fold by fold. Fold f trains on prefix(<f) ∪ suffix(>f).
func (cv *polyCV) partition(ctx context.Context, p partition) error {
	c, nf, n := cv.top+2, p.Len(), len(cv.x)
	seg := nf // one segment: each fold factored once
	if float64(nf)*float64(c*c)*16 > segmentBytes {
		seg = max(1, int(math.Ceil(math.Sqrt(float64(nf)))))
	}
	nseg := (nf + seg - 1) / seg
	cv.dc = newDistinctCounter(cv.x, cv.top+1)
	tmp := newFactor(c)
	suf := make([]*factor, nseg+1)
	suf[nseg] = newFactor(c)
	for j := nseg - 1; j >= 1; j-- { // suf[0], all folds, is never needed
		suf[j] = suf[j+1].clone()
		for f := j * seg; f < min(nf, (j+1)*seg); f++ {
			if err := cv.factorOf(ctx, tmp, p.test(f)); err != nil {
				return err
			}
			cv.w.combine(suf[j], tmp)
		}
	}
	pre := newFactor(c)
	own, local := make([]*factor, seg), make([]*factor, seg+1)
	for k := range own {
		own[k], local[k] = newFactor(c), newFactor(c)
	}
	local[seg] = newFactor(c)
	train := newFactor(c)
	for j := range nseg {
		lo, hi := j*seg, min(nf, (j+1)*seg)
		for f := lo; f < hi; f++ {
			if err := cv.factorOf(ctx, own[f-lo], p.test(f)); err != nil {
				return err
			}
		}
		copy(local[hi-lo].r, suf[j+1].r)
		for f := hi - 1; f >= lo; f-- {
			copy(local[f-lo].r, local[f-lo+1].r)
			cv.w.combine(local[f-lo], own[f-lo])
		}
		for f := lo; f < hi; f++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			copy(train.r, pre.r)
			cv.w.combine(train, local[f-lo+1])
			rs := p.test(f)
			nd := cv.dc.train(cv.x, rs, func(i int) bool { return inRows(p, f, i) })
			if err := cv.score(f, train, own[f-lo], n-rs.len(), rs.len(), nd); err != nil {
				return err
			}
			cv.w.combine(pre, own[f-lo])
		}
	}
	return nil
}

// inRows reports whether row i is among fold f's test rows.
func inRows(p partition, f, i int) bool {
	rs := p.test(f)
	if rs.idx == nil {
		return i >= rs.lo && i < rs.hi
	}
	return slices.Contains(rs.idx[rs.lo:rs.hi], i)
}

// distinctCounter counts the distinct x of a fold's training rows up to
// limit without listing them: it knows the first limit + 1 distinct values
// of the data and how often each occurs, so that a fold's count follows
// from its test rows alone unless the fold holds every copy of two of
// them; only then are the training rows scanned.
type distinctCounter struct {
	vals     []float64
	counts   []int
	complete bool // vals holds every distinct value of the data
	limit    int
	tc       []int
}

func newDistinctCounter(x []float64, limit int) *distinctCounter {
	d := &distinctCounter{limit: limit}
	for _, v := range x {
		k := slices.Index(d.vals, v)
		if k < 0 && len(d.vals) <= limit {
			d.vals, d.counts = append(d.vals, v), append(d.counts, 0)
			k = len(d.vals) - 1
		}
		if k >= 0 {
			d.counts[k]++
		}
	}
	d.complete = len(d.vals) <= limit
	d.tc = make([]int, len(d.vals))
	return d
}

// train returns the number of distinct x outside the test rows rs, up to
// limit; skip(i) reports whether row i is a test row.
func (d *distinctCounter) train(x []float64, rs rowSet, skip func(int) bool) int {
	clear(d.tc)
	for k := range rs.len() {
		if j := slices.Index(d.vals, x[rs.at(k)]); j >= 0 {
			d.tc[j]++
		}
	}
	left := 0
	for j, c := range d.counts {
		if c > d.tc[j] {
			left++
		}
	}
	if left >= d.limit || d.complete {
		return min(left, d.limit)
	}
	return distinctUpTo(x, d.limit, skip)
}
