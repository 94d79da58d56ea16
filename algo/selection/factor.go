package selection

import (
	"context"
	"math"
	"slices"

	"gonum.org/v1/gonum/lapack/gonum"
	"gonum.org/v1/gonum/mat"
)

// blockRows is how many data rows are folded into a factor at a time: a
// block of 512 rows of at most 32 columns is 128 KiB, which stays in a
// core's cache while Householder reflections sweep it.
const blockRows = 512

// scale holds the working units of a factorisation: u = (x − center)/half
// maps the data to [−1, 1], where the Chebyshev columns are bounded by 1,
// and t is divided by ts, the power of two with max|t|/ts in [1, 2), so that nothing
// in the factorisation can overflow and nothing is rounded by the scaling.
type scale struct {
	center, half, ts float64
	cm               *mat.Dense // powerToCheb up to the largest degree asked, made by withC
}

// withC returns s with the change of basis C up to degree m.
func (s scale) withC(m int) scale {
	s.cm = powerToCheb(m, s.center, s.half)
	return s
}

// cBlock returns the leading (m+1)×(m+1) block of C, or nil when float64
// cannot hold it (the powers x^k overflow).
func (s scale) cBlock(m int) *mat.Dense {
	if s.cm == nil {
		s = s.withC(m)
	}
	b := mat.DenseCopyOf(s.cm.Slice(0, m+1, 0, m+1))
	if !allFinite(b.RawMatrix().Data) {
		return nil
	}
	return b
}

// newScale returns the units of the points (x, t), len(x) > 0.
func newScale(x, t []float64) scale {
	lo, hi := slices.Min(x), slices.Max(x)
	s := scale{center: lo/2 + hi/2, half: hi/2 - lo/2, ts: 1}
	if s.half == 0 {
		s.half = 1
	}
	var big float64
	for _, v := range t {
		big = math.Max(big, math.Abs(v))
	}
	if big > 0 {
		_, e := math.Frexp(big) // 2^(e−1) ≤ big < 2^e
		s.ts = math.Ldexp(1, e-1)
	}
	return s
}

// factor is the c×c upper-triangular factor R (row-major) of the QR
// factorisation of the design [T₀(u) … T_{c−2}(u) | t/ts] of some rows.
// Since QᵀQ = I, every least-squares question about those rows (any
// degree ≤ c − 2, any penalty) is answered by R alone: the degree-m design
// is the leading (m+1) columns, so its factor is R's leading block, and
// ‖Φc − t‖² = ‖R·[c; 0; −1]‖².
type factor struct {
	c int
	r []float64
}

func newFactor(c int) *factor { return &factor{c: c, r: make([]float64, c*c)} }

// clone returns a copy of f.
func (f *factor) clone() *factor { return &factor{c: f.c, r: slices.Clone(f.r)} }

// reset makes f the factor of no rows.
func (f *factor) reset() { clear(f.r) }

// qrWork is the scratch of a factorisation: a block of c + blockRows
// design rows (the old R on top, new rows below), stored transposed, so
// that each column of the design is a contiguous row of a; Householder's
// τ and work. The QR factorisation of the block A is the LQ
// factorisation of Aᵀ = LQ, with R = Lᵀ: LAPACK's Dgelq2 then reads and
// updates contiguous memory only.
type qrWork struct {
	c            int
	a, tau, work []float64
	center, half float64
	invTS        float64
	col          []float64
}

// ld is the stride of the transposed block.
func (w *qrWork) ld() int { return w.c + blockRows }

func newQRWork(c int, s scale) *qrWork {
	return &qrWork{c: c, a: make([]float64, c*(c+blockRows)), tau: make([]float64, c), work: make([]float64, c),
		center: s.center, half: s.half, invTS: 1 / s.ts, col: make([]float64, c)}
}

// fillRow writes the design row of (x, t) into dst (length c).
func (w *qrWork) fillRow(dst []float64, x, t float64) {
	c := w.c
	u := (x - w.center) / w.half
	dst[0] = 1
	if c > 2 {
		dst[1] = u
	}
	for k := 2; k < c-1; k++ {
		dst[k] = 2*u*dst[k-1] - dst[k-2]
	}
	dst[c-1] = t * w.invTS
}

// setRow writes the design row of (x, t) as row r of the block.
func (w *qrWork) setRow(r int, x, t float64) {
	w.fillRow(w.col, x, t)
	ld := w.ld()
	for j, v := range w.col {
		w.a[j*ld+r] = v
	}
}

// fold replaces f by the factor of f's rows and the k rows of the block
// below the first c.
func (w *qrWork) fold(f *factor, k int) {
	c, ld := w.c, w.ld()
	for i := range c {
		for j := range c {
			w.a[j*ld+i] = f.r[i*c+j]
		}
	}
	var impl gonum.Implementation
	impl.Dgelq2(c, c+k, w.a, ld, w.tau, w.work)
	for i := range c {
		row := f.r[i*c : (i+1)*c]
		clear(row[:i])
		for j := i; j < c; j++ {
			row[j] = w.a[j*ld+i]
		}
	}
}

// rowSet names rows of the data: idx[lo:hi], or lo…hi−1 when idx is nil.
type rowSet struct {
	lo, hi int
	idx    []int
}

func (r rowSet) len() int { return r.hi - r.lo }

func (r rowSet) at(k int) int {
	if r.idx == nil {
		return r.lo + k
	}
	return r.idx[r.lo+k]
}

// addRows folds the rows rs of (x, t) into f, blockRows at a time, and
// stops with ctx's error when ctx is cancelled.
func (w *qrWork) addRows(ctx context.Context, f *factor, x, t []float64, rs rowSet) error {
	c, n := w.c, rs.len()
	for start := 0; start < n; start += blockRows {
		if err := ctx.Err(); err != nil {
			return err
		}
		k := min(blockRows, n-start)
		for j := range k {
			i := rs.at(start + j)
			w.setRow(c+j, x[i], t[i])
		}
		w.fold(f, k)
	}
	return nil
}

// combine replaces f by the factor of f's rows and g's.
func (w *qrWork) combine(f, g *factor) {
	c, ld := w.c, w.ld()
	for i := range c {
		for j := range c {
			w.a[j*ld+c+i] = g.r[i*c+j]
		}
	}
	w.fold(f, c)
}

// residual returns ‖R·v‖², v = [c; 0…; −1] (c in the working units): the
// sum of squared residuals, over f's rows, of the Chebyshev series c.
func (f *factor) residual(coef []float64) float64 {
	n := f.c
	var s float64
	for i := range n {
		row := f.r[i*n : (i+1)*n]
		v := -row[n-1]
		for j := i; j < len(coef); j++ {
			v += row[j] * coef[j]
		}
		s += v * v
	}
	return s
}

// distinctUpTo returns the number of distinct values among the rows of x
// for which skip is false (all when skip is nil), counting no further than
// limit: at most limit values are ever held.
func distinctUpTo(x []float64, limit int, skip func(int) bool) int {
	seen := make([]float64, 0, limit)
	for i, v := range x {
		if skip != nil && skip(i) {
			continue
		}
		if !slices.Contains(seen, v) {
			if seen = append(seen, v); len(seen) >= limit {
				break
			}
		}
	}
	return len(seen)
}
