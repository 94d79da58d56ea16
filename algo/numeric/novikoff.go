package numeric

import (
	"errors"
	"math"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// NovikoffResult holds the quantities of Novikoff's theorem (Li Hang,
// Theorem 2.1): a perceptron run from zero on data with R = maxᵢ‖x̂ᵢ‖ and
// margin γ makes at most (R/γ)² mistakes, whatever η and order.
type NovikoffResult struct {
	// R is maxᵢ‖x̂ᵢ‖ with x̂ = (x, 1), or maxᵢ‖xᵢ‖ with noBias.
	R float64
	// Separable reports whether γ exists. When it is false, Gamma is 0,
	// Bound is +Inf and W is nil.
	Separable bool
	// Gamma is maxŵ minᵢ yᵢŵ·x̂ᵢ over unit ŵ: the bias is inside the norm.
	// This is the max-margin hyperplane through the origin in d+1
	// dimensions, not the SVM margin of OptimalHyperplane.
	Gamma float64
	// W is the unit ŵ that attains Gamma (d+1 values, bias last; d with
	// noBias).
	W []float64
	// Bound is (R/γ)². It is +Inf when the data separate but the bound is
	// beyond float64's range, as it can be far from the origin, where it
	// grows like the fourth power of the distance.
	Bound float64
}

// MaxMistakes returns ⌊(R/γ)²⌋, the most mistakes a perceptron run from
// zero can make, or -1 when the data are not separable. Bound is computed
// in floating point, so a bound that is an integer in exact arithmetic may
// come out a few ulps low; a relative 1e-9 is added before the floor, which
// can only loosen the bound. A bound of 2⁶³ or more, which data far from
// the origin easily reach, saturates at math.MaxInt: no run can count that
// far.
func (r NovikoffResult) MaxMistakes() int {
	if !r.Separable {
		return -1
	}
	k := math.Floor(r.Bound * (1 + 1e-9))
	if !(k < math.MaxInt) { // float64(math.MaxInt) is 2⁶³; NaN saturates too
		return math.MaxInt
	}
	return int(k)
}

// Novikoff computes R, γ and the bound (R/γ)² of Novikoff's theorem for the
// points x labelled y (±1). With noBias the quantities are taken on x itself,
// for the through-origin perceptron. Data that are not separable give a
// result with Separable false and no error.
//
// γ is the margin of the hard-margin SVM through the origin on x̂ = (x, 1).
// Far from the origin, or at extreme scales, x̂ is badly conditioned: its
// last coordinate is tiny or huge beside the others, and every x̂ᵢ points
// nearly the same way. There the problem is solved in an exact frame (see
// newFrame) by a primal active-set method on the equivalent problem
//
//	minimise ‖w‖² + b² subject to yᵢ(w·xᵢ + b) ≥ 1,
//
// started from Separable's witness, so that the verdict is Separable's. The
// method keeps every iterate feasible, so Gamma = 1/‖(w, b)‖ never exceeds
// the true γ (beyond rounding) and the bound stays a bound, and (w, b)
// separates every point. Far enough from the origin that float64 cannot
// hold ŵ to the digits its margin needs, W is that unit vector rounded, and
// its margin in float64 arithmetic can differ from Gamma.
func Novikoff(x *mat.Dense, y []float64, noBias bool) (NovikoffResult, error) {
	if err := lpCheckData(x, y); err != nil {
		return NovikoffResult{}, err
	}
	res := NovikoffResult{R: Radius(x, noBias), Bound: math.Inf(1)}
	if noBias {
		svm, err := OptimalHyperplane(x, y, true)
		if errors.Is(err, ErrNotSeparable) {
			return res, nil
		}
		if err != nil {
			return NovikoffResult{}, err
		}
		return res.with(svm.W), nil
	}
	f := newFrame(x, true, false)
	if f.id {
		if v, ok := novikoffQP(x, y); ok {
			return res.with(v), nil
		}
	}
	u := f.apply(x)
	w, b, sep, err := separableIn(u, y, false)
	if err != nil || !sep {
		return res, err
	}
	v, err := novikoffPrimal(u, y, f, append(w, b))
	if err != nil {
		return NovikoffResult{}, err
	}
	wx, bx := f.unmap(v[:len(w)], v[len(w)])
	if !AllFinite(wx) || !IsFinite(bx) {
		return NovikoffResult{}, errors.New("the hyperplane of Novikoff's γ leaves float64's range at this size of data: rescale the coordinates")
	}
	if !separatesExactly(x, y, wx, bx) {
		return NovikoffResult{}, errors.New("the hyperplane of Novikoff's γ does not separate the data once written in float64: the data are too far from the origin for their spread")
	}
	return res.with(append(wx, bx)), nil
}

// with fills in γ, ŵ and the bound from the optimal v, yᵢv·x̂ᵢ ≥ 1.
func (r NovikoffResult) with(v []float64) NovikoffResult {
	norm := floats.Norm(v, 2)
	r.Separable = true
	r.Gamma = 1 / norm
	r.W = v
	floats.Scale(1/norm, r.W)
	rn := r.R * norm // (R/γ)² as (R‖v‖)², which overflows only when the bound does
	r.Bound = rn * rn
	return r
}

// novikoffQP solves the problem on x̂ with the margin QP of
// OptimalHyperplane, which suits data near the origin. ok is false when it
// fails or its answer does not separate the data.
func novikoffQP(x *mat.Dense, y []float64) (v []float64, ok bool) {
	n, d := x.Dims()
	xh := novAugment(x, false)
	qp := qpSolver{x: xh, y: y, noBias: true}
	if qp.solve(10*(n+d+1)+1000) != nil {
		return nil, false
	}
	v = qp.w
	var sup []int
	for i, a := range qp.alpha() {
		if a > 0 {
			sup = append(sup, i)
		}
	}
	if w, _, ok := svmPolish(xh, y, sup, true); ok {
		v = w
	}
	return v, separatesExactly(x, y, v[:d], v[d])
}

// novAugment returns x̂ = (x, 1), or x itself when noBias.
func novAugment(x *mat.Dense, noBias bool) *mat.Dense {
	if noBias {
		return x
	}
	n, d := x.Dims()
	xh := mat.NewDense(n, d+1, nil)
	for i := 0; i < n; i++ {
		row := xh.RawRowView(i)
		copy(row, x.RawRowView(i))
		row[d] = 1
	}
	return xh
}

// novikoffPrimal solves Novikoff's problem in the frame f, where u holds the
// points: the unknowns are v = (w′, β), the hyperplane w′·u + β = 0 of the
// frame, and the objective is ‖(w, b)‖² for the same hyperplane in the data's
// coordinates, (w, b) = Mv (see primalQP). v0 must satisfy every constraint
// strictly (Separable's witness does).
func novikoffPrimal(u *mat.Dense, y []float64, f frame, v0 []float64) ([]float64, error) {
	n, d := u.Dims()
	a := mat.NewDense(n, d+1, nil)
	for i := range n {
		row := a.RawRowView(i)
		floats.ScaleTo(row[:d], y[i], u.RawRowView(i))
		row[d] = y[i]
	}
	qp := primalQP{a: a, f: f, sigma: min(1, floats.Min(f.s)), v: v0}
	if err := qp.start(); err != nil {
		return nil, err
	}
	if err := qp.solve(10*(n+d+1) + 100); err != nil {
		return nil, err
	}
	return qp.v, nil
}

// primalQP minimises ½‖Mv‖² subject to aᵢ·v ≥ 1 by the primal active-set
// method (Nocedal and Wright, Numerical Optimization, Algorithm 16.3),
// where M maps a hyperplane (w′, β) of the frame f to (w, b) in the data's
// coordinates:
//
//	w = w′/s,  b = β − w·c.
//
// Far from the origin the objective is badly conditioned but the
// constraints, in the frame, are not, and the method only ever factors
// them: it keeps every iterate feasible, moves within the null space of the
// working constraints to the subspace minimum (a least-squares solve with
// MZ), and stops at a block or when a step would lower the objective by
// less than its rounding. The constraints thus hold to rounding whatever
// the conditioning, and the objective, which the method only lowers, is
// accurate.
type primalQP struct {
	a     *mat.Dense // rows aᵢ = yᵢ(uᵢ, 1)
	f     frame
	sigma float64 // see phys
	v     []float64
	work  []int // the working set: constraints held with equality
}

// qpDecrease is the relative decrease of the objective below which a step
// counts as none: a few ulps of ‖Mv‖², all that rounding lets us see.
const qpDecrease = 1e-14

// start scales v so that its smallest margin aᵢ·v is at least 1.
func (q *primalQP) start() error {
	av := q.margins(q.v)
	lo := floats.Min(av)
	if !(lo > 0) {
		return errors.New("the QP for Novikoff's γ has no feasible start: the data are too ill-conditioned")
	}
	floats.Scale((1+1e-12)/lo, q.v)
	if lo = floats.Min(q.margins(q.v)); lo < 1 {
		floats.Scale(1/lo*(1+1e-12), q.v)
	}
	return nil
}

// solve runs the method for at most maxIter steps. It also stops when
// dropping a constraint of negative multiplier does not let the objective
// fall: in exact arithmetic it must, so the multiplier was rounding noise
// and v is optimal to rounding.
func (q *primalQP) solve(maxIter int) error {
	var released bool
	for range maxIter {
		p, moved := q.direction()
		switch {
		case moved:
			if !q.advance(p) {
				return nil
			}
			released = false
		case released || len(q.work) == 0:
			return nil
		default:
			done, err := q.release()
			if done || err != nil {
				return err
			}
			released = true
		}
	}
	return errors.New("the QP for Novikoff's γ did not converge: the data are too ill-conditioned")
}

// phys returns σMv/scale: the hyperplane (w, b) in the data's coordinates
// times σ = min(1, minₖ sₖ), divided by scale. σ keeps wₖ = w′ₖσ/sₖ
// from overflowing for tiny data, where 1/sₖ is huge; b then counts for
// nothing beside w, and its σb may underflow, as it should.
func (q *primalQP) phys(v []float64, scale float64) []float64 {
	d := len(v) - 1
	g := make([]float64, d+1)
	for k := range d {
		g[k] = v[k] * (q.sigma / q.f.s[k])
	}
	g[d] = dotMinus(q.sigma*v[d], g[:d], q.f.c)
	floats.Scale(1/scale, g)
	return g
}

// scale returns a power of two near ‖σMv‖∞, by which the least-squares
// problems are divided so that their squares neither overflow nor
// underflow.
func (q *primalQP) scale() float64 {
	m := floats.Norm(q.phys(q.v, 1), math.Inf(1))
	if m == 0 || math.IsInf(m, 0) {
		return 1
	}
	_, e := math.Frexp(m)
	return math.Ldexp(1, e)
}

// margins returns aᵢ·v for every constraint.
func (q *primalQP) margins(v []float64) []float64 {
	n, _ := q.a.Dims()
	av := make([]float64, n)
	mat.NewVecDense(n, av).MulVec(q.a, mat.NewVecDense(len(v), v))
	return av
}

// direction returns the step p to the minimum over the null space of the
// working constraints, and false when that step would not lower the
// objective.
func (q *primalQP) direction() (p []float64, moved bool) {
	m := len(q.v)
	z := q.nullBasis()
	_, k := z.Dims()
	if k == 0 {
		return nil, false
	}
	sc := q.scale()
	g := q.phys(q.v, sc)
	mz := mat.NewDense(m, k, nil)
	col := make([]float64, m)
	for j := range k {
		mat.Col(col, j, z)
		mz.SetCol(j, q.phys(col, sc))
	}
	neg := slices.Clone(g)
	floats.Scale(-1, neg)
	t, ok := lsqMinNorm(mz, neg)
	if !ok {
		return nil, false
	}
	r := make([]float64, m)
	mat.NewVecDense(m, r).MulVec(mz, mat.NewVecDense(k, t))
	floats.Add(r, g)
	old := floats.Dot(g, g)
	if old-floats.Dot(r, r) <= qpDecrease*old {
		return nil, false
	}
	p = make([]float64, m)
	mat.NewVecDense(m, p).MulVec(z, mat.NewVecDense(k, t))
	return p, true
}

// nullBasis returns an orthonormal basis of the null space of the working
// constraints, as the columns of a matrix.
func (q *primalQP) nullBasis() *mat.Dense {
	m := len(q.v)
	if len(q.work) == 0 {
		z := mat.NewDense(m, m, nil)
		for k := range m {
			z.Set(k, k, 1)
		}
		return z
	}
	aw := mat.NewDense(len(q.work), m, nil)
	for r, i := range q.work {
		aw.SetRow(r, q.a.RawRowView(i))
	}
	var svd mat.SVD
	if !svd.Factorize(aw, mat.SVDFull) {
		return mat.NewDense(m, 1, nil) // a zero direction: release decides
	}
	rank := svd.Rank(float64(m) * 0x1p-52)
	var v mat.Dense
	svd.VTo(&v)
	if rank == m {
		return &mat.Dense{}
	}
	return mat.DenseCopyOf(v.Slice(0, m, rank, m))
}

// advance moves v along p as far as the constraints outside the working
// set allow, and adds the one that blocks, if any. It reports false, and
// leaves v alone, when the move would not lower the objective or would
// break a constraint: then rounding, not the method, would decide the
// step, and v is as good as float64 can tell.
func (q *primalQP) advance(p []float64) bool {
	av, ap := q.margins(q.v), q.margins(p)
	// The rounding error of aᵢ·p; a smaller decrease is no decrease.
	tol := 4 * float64(len(p)+1) * 0x1p-52 * floats.Norm(p, 2)
	inWork := make(map[int]bool, len(q.work))
	for _, i := range q.work {
		inWork[i] = true
	}
	step, block := 1.0, -1
	for i, api := range ap {
		if inWork[i] || api >= -tol*floats.Norm(q.a.RawRowView(i), 2) {
			continue
		}
		if r := max(av[i]-1, 0) / -api; r < step {
			step, block = r, i
		}
	}
	if step > 0 {
		v := slices.Clone(q.v)
		floats.AddScaled(v, step, p)
		if floats.Min(q.margins(v)) < 1-1e-9 || !q.lower(v) {
			return false
		}
		q.v = v
	}
	if block >= 0 {
		q.work = append(q.work, block)
	}
	return true
}

// lower reports whether ‖Mv‖ < ‖Mq.v‖ by more than rounding.
func (q *primalQP) lower(v []float64) bool {
	sc := q.scale()
	a, b := floats.Norm(q.phys(v, sc), 2), floats.Norm(q.phys(q.v, sc), 2)
	return a < b*(1-qpDecrease)
}

// release computes the multipliers λ of the working constraints, from
// Σλᵢaᵢ = MᵀMv (up to a positive scale), and drops the most negative one.
// done is true when none is negative: then v is optimal.
func (q *primalQP) release() (done bool, err error) {
	m := len(q.v)
	h := q.gradient(q.phys(q.v, q.scale()))
	awt := mat.NewDense(m, len(q.work), nil)
	for c, i := range q.work {
		awt.SetCol(c, q.a.RawRowView(i))
	}
	lambda, ok := lsqMinNorm(awt, h)
	if !ok {
		return false, errors.New("the QP for Novikoff's γ failed: the SVD did not converge")
	}
	j := floats.MinIdx(lambda)
	if lambda[j] >= -1e-10*floats.Norm(lambda, math.Inf(1)) {
		return true, nil
	}
	q.work = slices.Delete(q.work, j, j+1)
	return false, nil
}

// gradient returns (σM)ᵀg: with g = (g_w, g_b), ((g_w − c·g_b)σ/s, σg_b).
func (q *primalQP) gradient(g []float64) []float64 {
	d := len(g) - 1
	h := make([]float64, d+1)
	for k := range d {
		h[k] = (g[k] - q.f.c[k]*g[d]) * (q.sigma / q.f.s[k])
	}
	h[d] = q.sigma * g[d]
	return h
}
