package perceptron

import (
	"math"

	"gonum.org/v1/gonum/floats"
)

// The checks below are the hot loop of the primal form: a clean epoch over
// 10⁶ points in 2-D should cost about what reading the data costs. They run
// over the raw row-major slice, with d = 1 and d = 2 written out. A point is
// misclassified when !(v > 0), which also catches NaN.

// check implements engine. A NaN value means w·x+b overflowed both ways
// (∞ − ∞), so the side of the point is unknown: the run stops with Overflow.
func (p *Primal) check(from, to int) (hit int, v float64) {
	hit, v = p.scan(from, to)
	if hit < to && math.IsNaN(v) {
		p.guard.refuse(&p.sched)
	}
	return hit, v
}

func (p *Primal) scan(from, to int) (hit int, v float64) {
	if p.perm != nil {
		return p.checkPerm(from, to)
	}
	switch p.d {
	case 1:
		return scan1(p.x, p.y, p.w[0], p.b, from, to)
	case 2:
		return scan2(p.x, p.y, p.w[0], p.w[1], p.b, from, to)
	}
	return scanD(p.x, p.y, p.w, p.b, from, to)
}

func scan1(x, y []float64, w, b float64, from, to int) (int, float64) {
	xs, ys := x[from:to], y[from:to]
	for k, yk := range ys {
		if v := yk * (w*xs[k] + b); !(v > 0) {
			return from + k, v
		}
	}
	return to, 0
}

func scan2(x, y []float64, w0, w1, b float64, from, to int) (int, float64) {
	xs, ys := x[2*from:2*to], y[from:to]
	for k, yk := range ys {
		r := xs[2*k : 2*k+2 : 2*k+2]
		if v := yk * (w0*r[0] + w1*r[1] + b); !(v > 0) {
			return from + k, v
		}
	}
	return to, 0
}

func scanD(x, y, w []float64, b float64, from, to int) (int, float64) {
	d := len(w)
	for k := from; k < to; k++ {
		if v := y[k] * (floats.Dot(w, x[k*d:(k+1)*d]) + b); !(v > 0) {
			return k, v
		}
	}
	return to, 0
}

// checkPerm is check for the Random order, which visits p.perm[from:to].
func (p *Primal) checkPerm(from, to int) (int, float64) {
	d := p.d
	for k, i := range p.perm[from:to] {
		if v := p.y[i] * (floats.Dot(p.w, p.x[i*d:(i+1)*d]) + p.b); !(v > 0) {
			return from + k, v
		}
	}
	return to, 0
}
