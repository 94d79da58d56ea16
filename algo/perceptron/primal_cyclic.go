package perceptron

// A noisy run in the plane updates on about every fourth point, 10⁸ times
// or more over 1000 epochs of 10⁶ points; there the round trip through
// sched.advance, check and update for every update cost more than the
// checks themselves. cyclic2 is sched.chunk for that case alone: the
// cyclic order in 2-D with no trace kept. It keeps w and b in registers
// across updates and does the same arithmetic in the same order, so its
// runs are bit for bit those of the general path (the tests compare them).
// Anything out of the ordinary (a value that is NaN, an update that would
// leave float64's range) it leaves to the general path.

// cyclic2ok reports whether chunk may use cyclic2.
func (p *Primal) cyclic2ok(trace *[]Event) bool {
	return trace == nil && p.d == 2 && p.order == Cyclic && p.perm == nil
}

// cyclic2 checks about budget points, as sched.chunk does.
func (p *Primal) cyclic2(budget int) {
	s := &p.sched
	for budget > 0 && s.status == Running {
		from := s.pos
		to := min(s.n, from+budget)
		k := p.sweep2(from, to)
		budget -= k - from
		if k < to { // the general path takes point k
			_, _, checked := s.advance(p, to-k)
			budget -= checked
			continue
		}
		if s.pos = to; to == s.n {
			s.endEpoch(p)
		}
	}
}

// sweep2 checks the points [from, to) of the current epoch, updating on
// each misclassified one, and returns to, or the first point it leaves to
// the general path (w and b then hold the state before that point).
func (p *Primal) sweep2(from, to int) int {
	s := &p.sched
	x, y := p.x[2*from:2*to:2*to], p.y[from:to:to]
	w0, w1, b := p.w[0], p.w[1], p.b
	bias := 1.0
	if p.noBias {
		bias = 0
	}
	for j, yj := range y {
		x0, x1 := x[2*j], x[2*j+1]
		v := yj * (w0*x0 + w1*x1 + b)
		if v > 0 {
			continue
		}
		c := p.eta * yj
		n0, n1, nb := w0+float64(c*x0), w1+float64(c*x1), b
		if bias != 0 {
			nb = b + c
		}
		if v != v || (n0-n0)+(n1-n1)+(nb-nb) != 0 { // NaN, or an overflow
			p.w[0], p.w[1], p.b = w0, w1, b
			s.pos = from + j
			return from + j
		}
		p.prev[0], p.prev[1], p.prevB = w0, w1, b
		w0, w1, b = n0, n1, nb
		s.mistakes++
		s.dirty = true
		if s.tap != nil {
			p.w[0], p.w[1], p.b = w0, w1, b
			s.tap.update(p, s.mistakes, from+j, v, s.done+1)
		}
	}
	p.w[0], p.w[1], p.b = w0, w1, b
	return to
}
