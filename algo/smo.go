package algo

import "math"

// smoTau stands in for a non-positive curvature aᵢⱼ = Kᵢᵢ+Kⱼⱼ−2Kᵢⱼ, which
// duplicate points produce (LIBSVM's TAU).
const smoTau = 1e-12

// smo solves the hard-margin SVM dual on a small dense Gram matrix,
//
//	minimise ½αᵀQα − Σαᵢ subject to αᵢ ≥ 0 and Σαᵢyᵢ = 0,
//
// with Qᵢⱼ = yᵢyⱼKᵢⱼ (ESL 4.52 with C = +∞), by sequential minimal
// optimisation with LIBSVM's second-order working-set selection (Fan, Chen
// and Lin, JMLR 6, 2005, WSS2).
//
// The caller keeps α and the gradient G = Qα − e across calls, so a larger
// problem can start from a smaller one's solution.
type smo struct {
	m     int
	k     []float64 // m×m Gram matrix, row-major
	y     []float64
	alpha []float64
	grad  []float64
}

// solve iterates until the maximal KKT violation is below eps or maxIter
// updates have been made, and reports whether it converged.
func (s *smo) solve(eps float64, maxIter int) bool {
	for it := 0; it < maxIter; it++ {
		if s.step(eps) {
			return true
		}
	}
	return false
}

// step makes one WSS2 pair update; it reports true when the gap
// max_{I_up} −yG − min_{I_low} −yG is below eps.
func (s *smo) step(eps float64) bool {
	i, gmax := -1, math.Inf(-1)
	for t := 0; t < s.m; t++ {
		if (s.y[t] > 0 || s.alpha[t] > 0) && -s.y[t]*s.grad[t] >= gmax {
			i, gmax = t, -s.y[t]*s.grad[t]
		}
	}
	if i < 0 {
		return true
	}
	j, gmax2, best := -1, math.Inf(-1), math.Inf(1)
	ki := s.k[i*s.m : (i+1)*s.m]
	for t := 0; t < s.m; t++ {
		if s.y[t] > 0 && s.alpha[t] <= 0 {
			continue // not in I_low
		}
		v := s.y[t] * s.grad[t]
		gmax2 = math.Max(gmax2, v)
		diff := gmax + v
		if diff <= 0 {
			continue
		}
		a := ki[i] + s.k[t*s.m+t] - 2*ki[t]
		if a <= 0 {
			a = smoTau
		}
		if obj := -diff * diff / a; obj <= best {
			j, best = t, obj
		}
	}
	if gmax+gmax2 < eps || j < 0 {
		return true
	}
	s.update(i, j)
	return false
}

// update optimises αᵢ and αⱼ jointly, as LIBSVM's Solver::Solve does with
// both upper bounds at +∞, and updates the gradient.
func (s *smo) update(i, j int) {
	ki, kj := s.k[i*s.m:(i+1)*s.m], s.k[j*s.m:(j+1)*s.m]
	a := ki[i] + kj[j] - 2*ki[j]
	if a <= 0 {
		a = smoTau
	}
	oi, oj := s.alpha[i], s.alpha[j]
	if s.y[i] != s.y[j] {
		delta := (-s.grad[i] - s.grad[j]) / a
		diff := oi - oj
		s.alpha[i] += delta
		s.alpha[j] += delta
		if diff > 0 && s.alpha[j] < 0 {
			s.alpha[j], s.alpha[i] = 0, diff
		} else if diff <= 0 && s.alpha[i] < 0 {
			s.alpha[i], s.alpha[j] = 0, -diff
		}
	} else {
		delta := (s.grad[i] - s.grad[j]) / a
		sum := oi + oj
		s.alpha[i] -= delta
		s.alpha[j] += delta
		if s.alpha[i] < 0 {
			s.alpha[i], s.alpha[j] = 0, sum
		} else if s.alpha[j] < 0 {
			s.alpha[j], s.alpha[i] = 0, sum
		}
	}
	di, dj := (s.alpha[i]-oi)*s.y[i], (s.alpha[j]-oj)*s.y[j]
	for t := 0; t < s.m; t++ {
		s.grad[t] += s.y[t] * (ki[t]*di + kj[t]*dj)
	}
}

// bias returns b = −ρ as LIBSVM computes it: the mean of −yᵢGᵢ over the free
// αᵢ > 0, or the middle of the feasible interval when none is free.
func (s *smo) bias() float64 {
	ub, lb := math.Inf(1), math.Inf(-1)
	var sum float64
	var free int
	for t := 0; t < s.m; t++ {
		yg := s.y[t] * s.grad[t]
		switch {
		case s.alpha[t] > 0:
			free++
			sum += yg
		case s.y[t] > 0:
			ub = math.Min(ub, yg)
		default:
			lb = math.Max(lb, yg)
		}
	}
	if free > 0 {
		return -sum / float64(free)
	}
	return -(ub + lb) / 2
}
