package numeric

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"sort"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/optimize/convex/lp"
)

// Separability is the verdict of Separable.
type Separability struct {
	// Separable reports whether some hyperplane puts every point strictly on
	// its own side: yᵢ(w·xᵢ+b) > 0 for all i.
	Separable bool
	// W and B are a witness when Separable is true: yᵢ(w·xᵢ+b) ≥ 1 for all i,
	// up to rounding. They are nil and 0 otherwise. B is 0 with noBias.
	W []float64
	B float64
}

// lpPerturb spreads the right-hand sides of the subset LP over [1, 1+1e-6):
// many points touching the same vertex make the LP degenerate, and gonum's
// Simplex can then stall. The system yᵢ(w·xᵢ+b) ≥ cᵢ is feasible for some
// cᵢ > 0 exactly when it is for all (scale w and b), so the verdict is
// unchanged.
const lpPerturb = 1e-6

// lpBatch is how many violated points a cutting-plane round adds at most.
// Measured at N = 10⁴: 4 is fastest in 2-D and 5-D (2 needs more rounds,
// 16 makes each LP several times dearer).
// Large enough to need few rounds, small enough to keep each LP tiny.
const lpBatch = 4

// Separable decides whether the labelled points x (one row per point) and
// y (±1) are linearly separable, by LP feasibility of
//
//	yᵢ(w·xᵢ+b) ≥ 1 for all i
//
// solved with gonum's lp.Simplex. With noBias, b is fixed at 0 and the
// hyperplane must pass through the origin.
//
// The LP is solved by cutting planes: on a small subset of the points first,
// adding the points its solution violates until none is left. An infeasible
// subset proves the whole set inseparable; a solution that satisfies every
// point is the witness. Each subset LP minimises ‖w‖₁, so the witness is
// well centred and few rounds are needed.
//
// Data far from the origin or of extreme size are first moved by an exact
// change of coordinates (see newFrame), so that the LP sees the same
// problem near the unit cube; the witness is mapped back and checked
// against every point in exact arithmetic. When no float64 witness passes
// that check, Separable returns an error rather than a wrong one.
func Separable(x *mat.Dense, y []float64, noBias bool) (Separability, error) {
	if err := lpCheckData(x, y); err != nil {
		return Separability{}, err
	}
	f := newFrame(x, !noBias, false)
	w, b, ok, err := separableIn(f.apply(x), y, noBias)
	if !ok || err != nil {
		return Separability{}, err
	}
	w, b = f.unmap(w, b)
	if !separatesExactly(x, y, w, b) {
		return Separability{}, errors.New("the separability LP's hyperplane does not separate the data once written in float64: the data are too far from the origin for their spread")
	}
	return Separability{Separable: true, W: w, B: b}, nil
}

// separableIn runs Separable's cutting-plane loop on data already in a
// frame and returns a witness in the frame's coordinates; ok is false when
// the data are not separable.
func separableIn(x *mat.Dense, y []float64, noBias bool) (w []float64, b float64, ok bool, err error) {
	work := sepInitial(x, y, noBias, 0)
	in := make([]bool, len(y))
	for _, i := range work {
		in[i] = true
	}
	for {
		w, b, err := lpSolveSubset(x, y, work, noBias)
		if errors.Is(err, lp.ErrInfeasible) {
			return nil, 0, false, nil
		}
		if err != nil {
			return nil, 0, false, err
		}
		add := sepViolators(x, y, w, b, in, lpBatch)
		if len(add) == 0 {
			if !sepStrict(x, y, w, b) {
				return nil, 0, false, errors.New("the separability LP found no hyperplane that separates the data in floating point: the data are too ill-conditioned")
			}
			return w, b, true, nil
		}
		for _, i := range add {
			in[i] = true
		}
		work = append(work, add...)
	}
}

// lpCheckData returns an error for data no method can use, as NewPrimal
// does: no points, a non-finite coordinate, labels that are not ±1 or
// whose count is not the number of points.
func lpCheckData(x *mat.Dense, y []float64) error {
	_, n, _, err := RowMajor(x)
	if err != nil {
		return err
	}
	return CheckLabels(y, n)
}

// sepInitial picks a starting subset for the cutting-plane loops: the k
// points of each class that lie deepest towards the other class along the
// direction u between the class means (with noBias, u is the mean of yᵢxᵢ).
// k = 0 means d+1.
func sepInitial(x *mat.Dense, y []float64, noBias bool, k int) []int {
	n, d := x.Dims()
	if k == 0 {
		k = d + 1
	}
	u := make([]float64, d)
	var np, nm float64
	for _, yi := range y {
		if yi > 0 {
			np++
		} else {
			nm++
		}
	}
	for i, yi := range y {
		s := yi / float64(n)
		if !noBias {
			s = 1 / np
			if yi < 0 {
				s = -1 / nm
			}
		}
		floats.AddScaled(u, s, x.RawRowView(i))
	}
	score := make([]float64, n)
	for i, yi := range y {
		score[i] = yi * floats.Dot(u, x.RawRowView(i))
	}
	var pos, neg []int
	for i, yi := range y {
		if yi > 0 {
			pos = append(pos, i)
		} else {
			neg = append(neg, i)
		}
	}
	return append(sepLowest(pos, score, k), sepLowest(neg, score, k)...)
}

// sepLowest returns the k indices of idx with the lowest score.
func sepLowest(idx []int, score []float64, k int) []int {
	sort.Slice(idx, func(a, b int) bool { return score[idx[a]] < score[idx[b]] })
	if len(idx) > k {
		idx = idx[:k]
	}
	return idx
}

// sepViolators returns up to max indices not yet in the subset whose
// functional margin yᵢ(w·xᵢ+b) is below 1, the worst first.
func sepViolators(x *mat.Dense, y, w []float64, b float64, in []bool, max int) []int {
	var idx []int
	var m []float64
	for i, yi := range y {
		if in[i] {
			continue
		}
		f := yi * (floats.Dot(w, x.RawRowView(i)) + b)
		if f < 1-svmFeasTol*(1+math.Abs(f)) {
			idx = append(idx, i)
			m = append(m, f)
		}
	}
	order := make([]int, len(idx))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return m[order[a]] < m[order[b]] })
	if len(order) > max {
		order = order[:max]
	}
	out := make([]int, len(order))
	for i, o := range order {
		out[i] = idx[o]
	}
	return out
}

// sepStrict reports whether yᵢ(w·xᵢ+b) > 0 for every point.
func sepStrict(x *mat.Dense, y, w []float64, b float64) bool {
	for i, yi := range y {
		if yi*(floats.Dot(w, x.RawRowView(i))+b) <= 0 {
			return false
		}
	}
	return true
}

// lpSolveSubset solves, for the points in sub,
//
//	minimise ‖w‖₁ subject to yᵢ(w·xᵢ+b) ≥ 1
//
// (with w measured in scaled coordinates) in the standard form lp.Simplex
// wants: w = w⁺ − w⁻, b = b⁺ − b⁻, and a surplus sᵢ ≥ 0 per row,
// yᵢ(xᵢ·(w⁺−w⁻) + b⁺−b⁻) − sᵢ = 1. Coordinates that are zero on the whole
// subset are left out (lp.Simplex rejects zero columns); their weight is 0.
func lpSolveSubset(x *mat.Dense, y []float64, sub []int, noBias bool) ([]float64, float64, error) {
	_, d := x.Dims()
	// Each kept coordinate is scaled to max |xᵢₖ| = 1 on the subset, so
	// that lp.Simplex's absolute tolerances mean the same whatever the
	// units of the data.
	var cols []int
	var scale []float64
	for k := 0; k < d; k++ {
		var s float64
		for _, i := range sub {
			s = math.Max(s, math.Abs(x.At(i, k)))
		}
		if s > 0 {
			cols = append(cols, k)
			scale = append(scale, s)
		}
	}
	nv := len(cols)
	if !noBias {
		nv++
	}
	m := len(sub)
	a := mat.NewDense(m, 2*nv+m, nil)
	c := make([]float64, 2*nv+m)
	rhs := make([]float64, m)
	for j := range cols {
		c[j], c[nv+j] = 1, 1
	}
	for r, i := range sub {
		for j, k := range cols {
			v := y[i] * x.At(i, k) / scale[j]
			a.Set(r, j, v)
			a.Set(r, nv+j, -v)
		}
		if !noBias {
			a.Set(r, nv-1, y[i])
			a.Set(r, 2*nv-1, -y[i])
		}
		a.Set(r, 2*nv+r, -1)
		rhs[r] = 1 + lpPerturb*math.Mod(float64(i)*math.Phi, 1)
	}
	// A reduced cost of −1e-17 from rounding would let the free pair
	// b⁺, b⁻ enter and look unbounded; gonum's own phase I uses 1e-10.
	_, z, err := lp.Simplex(c, a, rhs, 1e-10, nil)
	if err != nil {
		return nil, 0, err
	}
	w := make([]float64, d)
	for j, k := range cols {
		w[k] = (z[j] - z[nv+j]) / scale[j]
	}
	var b float64
	if !noBias {
		b = z[nv-1] - z[2*nv-1]
	}
	return w, b, nil
}

// A frame is an exact change of coordinates, axis by axis,
//
//	uₖ = (xₖ − cₖ)/sₖ,
//
// that brings data far from the origin, or of extreme size, near the unit
// cube, where the solvers' tolerances and float64's range work as they do
// on ordinary data. Far from the origin the bias cancels the large part of
// w·x: Li Hang's example shifted by 10¹² has b ≈ −10¹² for a margin of 1,
// which leaves the LP and the QP a few bits to work with; centred, it is
// Li Hang's example again.
//
// Both steps are exact. An axis is centred only when its midrange cₖ is
// more than frameFar half-ranges from 0; then every xₖ lies within a factor
// 2 of cₖ and xₖ − cₖ is exact (Sterbenz's lemma). Each scale sₖ is a power
// of two, used only when the largest |xₖ − cₖ| is outside [1/frameLimit,
// frameLimit] and only when no coordinate would underflow. The frame thus
// maps the points by an exact affine map, which keeps separability and,
// with one scale for every axis (iso), the optimal hyperplane, whose w, b
// and α are mapped back. Ordinary data get the identity frame, and the
// solvers see the caller's matrix itself.
type frame struct {
	c, s []float64
	id   bool
}

const (
	frameFar   = 16
	frameLimit = 0x1p16
)

// newFrame returns the frame for the rows of x. centre allows centring
// (not for a hyperplane through the origin); iso asks for one scale for all
// axes, which the SVM's ‖w‖ needs.
func newFrame(x *mat.Dense, centre, iso bool) frame {
	n, d := x.Dims()
	f := frame{c: make([]float64, d), s: make([]float64, d), id: true}
	lo, hi := slices.Clone(x.RawRowView(0)), slices.Clone(x.RawRowView(0))
	for i := 1; i < n; i++ {
		for k, v := range x.RawRowView(i) {
			lo[k], hi[k] = min(lo[k], v), max(hi[k], v)
		}
	}
	for k := range d {
		if m, h := lo[k]/2+hi[k]/2, hi[k]/2-lo[k]/2; centre && h > 0 && math.Abs(m) > frameFar*h {
			f.c[k], f.id = m, false
		}
	}
	// lo and hi now become the smallest non-zero and the largest |xₖ − cₖ|.
	for k := range d {
		lo[k], hi[k] = math.Inf(1), 0
	}
	for i := range n {
		for k, v := range x.RawRowView(i) {
			if a := math.Abs(v - f.c[k]); a > 0 {
				lo[k], hi[k] = min(lo[k], a), max(hi[k], a)
			}
		}
	}
	for k := range f.s {
		if iso {
			f.s[k] = frameScale(floats.Max(hi), floats.Min(lo))
		} else {
			f.s[k] = frameScale(hi[k], lo[k])
		}
		f.id = f.id && f.s[k] == 1
	}
	return f
}

// frameScale returns the power of two that brings most into [1, 2), or 1
// when most is moderate or when dividing would make least subnormal.
func frameScale(most, least float64) float64 {
	if most == 0 || (most >= 1/frameLimit && most <= frameLimit) {
		return 1
	}
	_, e := math.Frexp(most)
	s := math.Ldexp(1, e-1)
	if s > 1 && least/s < 0x1p-1022 {
		return 1
	}
	return s
}

// apply returns the points in the frame's coordinates: x itself for the
// identity frame.
func (f frame) apply(x *mat.Dense) *mat.Dense {
	if f.id {
		return x
	}
	n, d := x.Dims()
	u := mat.NewDense(n, d, nil)
	for i := range n {
		row, src := u.RawRowView(i), x.RawRowView(i)
		for k, v := range src {
			row[k] = (v - f.c[k]) / f.s[k]
		}
	}
	return u
}

// unmap turns the hyperplane w·u + b = 0 of the frame into w·x + b = 0 of
// the data: wₖ/sₖ, and b − Σₖ wₖcₖ rounded once (see dotMinus).
func (f frame) unmap(w []float64, b float64) ([]float64, float64) {
	if f.id {
		return w, b
	}
	out := make([]float64, len(w))
	for k, v := range w {
		out[k] = v / f.s[k]
	}
	return out, dotMinus(b, out, f.c)
}

// dotMinus returns b − w·c with about twice float64's precision (Ogita,
// Rump and Oishi's Dot2, SIAM J. Sci. Comput. 26, 2005), so that a bias
// that cancels a large w·c is still correct to its last bits.
func dotMinus(b float64, w, c []float64) float64 {
	s, e := b, 0.0
	for k, wk := range w {
		if c[k] == 0 {
			continue
		}
		p := -wk * c[k]
		pe := math.FMA(-wk, c[k], -p)
		t := s + p
		z := t - s
		e += (s - (t - z)) + (p - z) + pe
		s = t
	}
	return s + e
}

// separatesExactly reports whether yᵢ(w·xᵢ+b) > 0 for every point in exact
// arithmetic.
func separatesExactly(x *mat.Dense, y, w []float64, b float64) bool {
	if !AllFinite(w) || !IsFinite(b) {
		return false
	}
	for i, yi := range y {
		if float64(exactSign(w, b, x.RawRowView(i)))*yi <= 0 {
			return false
		}
	}
	return true
}

// exactSign returns the sign of w·x + b in exact arithmetic: −1, 0 or 1.
// The float64 sum decides when it is farther from 0 than its rounding
// error can reach (Higham, Accuracy and Stability, §3.1); math/big decides
// the rest.
func exactSign(w []float64, b float64, x []float64) int {
	s, abs := b, math.Abs(b)
	for k, wk := range w {
		p := wk * x[k]
		s += p
		abs += math.Abs(p)
	}
	n := float64(len(w) + 2)
	if bound := n*0x1p-52*abs + n*0x1p-1073; !math.IsInf(abs, 0) && !math.IsNaN(s) {
		switch {
		case s > bound:
			return 1
		case s < -bound:
			return -1
		}
	}
	sum := new(big.Rat).SetFloat64(b)
	var p, q big.Rat
	for k, wk := range w {
		p.SetFloat64(wk)
		q.SetFloat64(x[k])
		sum.Add(sum, p.Mul(&p, &q))
	}
	return sum.Sign()
}
