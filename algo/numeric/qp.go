package numeric

import (
	"errors"
	"math"
	"slices"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// errQPInfeasible is the QP solver's own proof that no w satisfies the
// constraints; OptimalHyperplane turns it into ErrNotSeparable.
var errQPInfeasible = errors.New("the margin constraints are infeasible")

// qpCon is one constraint n·w ≥ rhs of the margin QP, with its multiplier.
// Through the origin it is point i's yᵢxᵢ·w ≥ 1; with a bias it is the pair
// of a positive point i and a negative point j, (xᵢ − xⱼ)·w ≥ 2.
type qpCon struct {
	i, j int // j is −1 through the origin
	n    []float64
	rhs  float64
	u    float64
}

// qpSolver minimises ½‖w‖² subject to the margin constraints by the dual
// active-set method of Goldfarb and Idnani (Math. Programming 27, 1983),
// the method of R's quadprog. It starts from the unconstrained minimum
// w = 0 and adds the most violated constraint until none is left, dropping
// an active constraint whenever its multiplier would turn negative. Every
// step is exact up to rounding, the objective rises at every full step, and
// the method ends after finitely many steps. The Hessian is the identity,
// so the factorisation it needs is only a QR of the active normals.
//
// With a bias, b is not in the objective; the hard-margin SVM is then the
// same QP over the pairs (i, j) of opposite labels: w·xᵢ + b ≥ 1 and
// −(w·xⱼ + b) ≥ 1 add up to (xᵢ − xⱼ)·w ≥ 2, and conversely b is the
// midpoint −(minᵢ w·xᵢ + maxⱼ w·xⱼ)/2. The most violated pair is found
// in O(Nd) without listing the pairs.
type qpSolver struct {
	x      *mat.Dense
	y      []float64
	noBias bool
	w      []float64
	act    []qpCon
	proj   []float64 // w·xᵢ for every point, refreshed each outer step
}

// qpDepTol decides that a new normal lies in the span of the active ones:
// its component outside that span is below 1e-10 of its length, about a
// million ulps, so only a true dependence (duplicates, collinear points)
// passes.
const qpDepTol = 1e-10

// solve runs the method. It returns errQPInfeasible when the constraints
// contradict each other, or an error when maxIter steps did not suffice.
func (s *qpSolver) solve(maxIter int) error {
	n, d := s.x.Dims()
	s.w = make([]float64, d)
	s.proj = make([]float64, n)
	for it := 0; it < maxIter; {
		p, viol := s.mostViolated()
		if !viol {
			return nil
		}
		var err error
		if it, err = s.addConstraint(p, it, maxIter); err != nil {
			return err
		}
	}
	return errors.New("the margin QP did not converge")
}

// mostViolated returns the most violated constraint and true, or false
// when every constraint holds to rounding.
func (s *qpSolver) mostViolated() (qpCon, bool) {
	n, d := s.x.Dims()
	for i := 0; i < n; i++ {
		s.proj[i] = floats.Dot(s.w, s.x.RawRowView(i))
	}
	var c qpCon
	if s.noBias {
		c = qpCon{i: -1, j: -1, rhs: 1}
		for i := 0; i < n; i++ {
			if c.i < 0 || s.y[i]*s.proj[i] < s.y[c.i]*s.proj[c.i] {
				c.i = i
			}
		}
		c.n = make([]float64, d)
		floats.ScaleTo(c.n, s.y[c.i], s.x.RawRowView(c.i))
	} else {
		c = qpCon{i: -1, j: -1, rhs: 2}
		for i := 0; i < n; i++ {
			if s.y[i] > 0 && (c.i < 0 || s.proj[i] < s.proj[c.i]) {
				c.i = i
			}
			if s.y[i] < 0 && (c.j < 0 || s.proj[i] > s.proj[c.j]) {
				c.j = i
			}
		}
		if c.i < 0 || c.j < 0 {
			return c, false // one class: no pair, no constraint
		}
		c.n = make([]float64, d)
		floats.SubTo(c.n, s.x.RawRowView(c.i), s.x.RawRowView(c.j))
	}
	nw := floats.Dot(c.n, s.w)
	tol := 1e-12 * (c.rhs + floats.Norm(c.n, 2)*floats.Norm(s.w, 2))
	return c, nw < c.rhs-tol
}

// addConstraint is Goldfarb and Idnani's step 2 for the violated
// constraint p: move w along the part of p's normal that leaves the active
// constraints alone, trading multipliers, until p holds with equality (a
// full step, after which p joins the active set) or an active multiplier
// reaches zero (a partial step, which drops that constraint and goes on).
func (s *qpSolver) addConstraint(p qpCon, it, maxIter int) (int, error) {
	for ; it < maxIter; it++ {
		z, r, err := s.directions(p.n)
		if err != nil {
			return it, err
		}
		t1, l := math.Inf(1), -1
		for k, c := range s.act {
			if r[k] > 0 && c.u/r[k] < t1 {
				t1, l = c.u/r[k], k
			}
		}
		t2 := math.Inf(1)
		zn := floats.Dot(z, p.n)
		if math.Sqrt(zn) > qpDepTol*floats.Norm(p.n, 2) {
			t2 = (p.rhs - floats.Dot(p.n, s.w)) / zn
		}
		t := math.Min(t1, t2)
		if math.IsInf(t, 1) {
			return it, errQPInfeasible
		}
		if !math.IsInf(t2, 1) {
			floats.AddScaled(s.w, t, z)
		}
		for k := range s.act {
			s.act[k].u -= t * r[k]
		}
		p.u += t
		if t1 < t2 {
			s.act[l].u = 0
		}
		s.dropZero()
		if t2 <= t1 {
			s.act = append(s.act, p)
			return it + 1, nil
		}
	}
	return it, nil
}

// dropZero drops the active constraints whose multiplier reached zero: the
// blocking one of a partial step, and any that tied with it, which rounding
// may leave a few ulps below zero.
func (s *qpSolver) dropZero() {
	s.act = slices.DeleteFunc(s.act, func(c qpCon) bool { return c.u <= 0 })
}

// directions returns the primal step z, the part of n orthogonal to the
// active normals, and the dual step r with n − z = Σₖ rₖ·(active normal k),
// from a QR factorisation of the active normals.
func (s *qpSolver) directions(n []float64) (z, r []float64, err error) {
	d, q := len(n), len(s.act)
	if q == 0 {
		return append([]float64(nil), n...), nil, nil
	}
	a := mat.NewDense(d, q, nil)
	for k, c := range s.act {
		a.SetCol(k, c.n)
	}
	var qr mat.QR
	qr.Factorize(a)
	var qm, rm mat.Dense
	qr.QTo(&qm)
	qr.RTo(&rm)
	qtn := mat.NewVecDense(d, nil)
	qtn.MulVec(qm.T(), mat.NewVecDense(d, n))
	z = make([]float64, d)
	for k := q; k < d; k++ {
		floats.AddScaled(z, qtn.AtVec(k), mat.Col(nil, k, &qm))
	}
	// Back substitution in the leading q×q block of R.
	r = make([]float64, q)
	for k := q - 1; k >= 0; k-- {
		v := qtn.AtVec(k)
		for m := k + 1; m < q; m++ {
			v -= rm.At(k, m) * r[m]
		}
		if rm.At(k, k) == 0 {
			return nil, nil, errors.New("the active margin constraints are degenerate")
		}
		r[k] = v / rm.At(k, k)
	}
	return z, r, nil
}

// alpha returns the dual variables per point: αᵢ is the sum of the
// multipliers of the active constraints that involve point i, so that
// w = Σαᵢyᵢxᵢ and, with pairs, Σαᵢyᵢ = 0.
func (s *qpSolver) alpha() []float64 {
	a := make([]float64, len(s.y))
	for _, c := range s.act {
		a[c.i] += c.u
		if c.j >= 0 {
			a[c.j] += c.u
		}
	}
	return a
}

// bias returns b = −(minᵢ₊ w·xᵢ + maxⱼ₋ w·xⱼ)/2, which centres the margin.
func (s *qpSolver) bias() float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, yi := range s.y {
		v := floats.Dot(s.w, s.x.RawRowView(i))
		if yi > 0 {
			lo = math.Min(lo, v)
		} else {
			hi = math.Max(hi, v)
		}
	}
	return -(lo + hi) / 2
}
