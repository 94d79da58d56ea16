package algo

import (
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// nnls solves min ‖Eu − f‖ subject to u ≥ 0 by the active-set algorithm of
// Lawson and Hanson (Solving Least Squares Problems, 1974, ch. 23). It is
// exact up to rounding and ends after finitely many steps; maxIter guards
// against cycling from rounding. E is p×m.
func nnls(e *mat.Dense, f []float64, maxIter int) []float64 {
	p, m := e.Dims()
	u := make([]float64, m)
	passive := make([]bool, m)
	banned := make([]bool, m)
	res := make([]float64, p)
	// The dual gradient Eᵀ(f − Eu) of an optimal u is ≤ 0 up to rounding.
	tol := 1e-12 * mat.Norm(e, 1) * (1 + floats.Norm(f, 2))
	for it := 0; it < maxIter; it++ {
		nnlsResidual(e, u, f, res)
		t, best := -1, tol
		for j := 0; j < m; j++ {
			if passive[j] || banned[j] {
				continue
			}
			if g := nnlsColDot(e, j, res); g > best {
				t, best = j, g
			}
		}
		if t < 0 {
			return u
		}
		passive[t] = true
		if !nnlsInner(e, f, u, passive, t, maxIter) {
			// Rounding made the entering variable's solution ≤ 0, which
			// exact arithmetic rules out: leave it out until u moves.
			passive[t], banned[t] = false, true
			continue
		}
		clear(banned)
	}
	return u
}

// nnlsColDot returns the dot product of column j of e with v.
func nnlsColDot(e *mat.Dense, j int, v []float64) float64 {
	var s float64
	for i, vi := range v {
		s += e.At(i, j) * vi
	}
	return s
}

// nnlsResidual sets res = f − Eu.
func nnlsResidual(e *mat.Dense, u, f, res []float64) {
	r := mat.NewVecDense(len(res), res)
	r.MulVec(e, mat.NewVecDense(len(u), u))
	floats.SubTo(res, f, res)
}

// nnlsInner is Lawson and Hanson's inner loop: solve the unconstrained
// problem on the passive set; while that solution has entries ≤ 0, step
// from u towards it as far as u stays ≥ 0 and drop the variables that
// reach zero. It reports false, changing nothing, when the variable t that
// just entered gets a solution ≤ 0 at once.
func nnlsInner(e *mat.Dense, f, u []float64, passive []bool, t, maxIter int) bool {
	p, m := e.Dims()
	for it := 0; it < maxIter; it++ {
		var cols []int
		for j := 0; j < m; j++ {
			if passive[j] {
				cols = append(cols, j)
			}
		}
		sub := mat.NewDense(p, len(cols), nil)
		for c, j := range cols {
			for i := 0; i < p; i++ {
				sub.Set(i, c, e.At(i, j))
			}
		}
		z, ok := lsqMinNorm(sub, f)
		if !ok {
			return it > 0
		}
		step, hit := 1.0, -1
		for c, j := range cols {
			if z[c] <= 0 {
				if it == 0 && j == t {
					return false
				}
				if r := u[j] / (u[j] - z[c]); r < step || hit < 0 {
					step, hit = r, j
				}
			}
		}
		for c, j := range cols {
			u[j] += step * (z[c] - u[j])
			if j == hit || u[j] <= 0 {
				u[j], passive[j] = 0, false
			}
		}
		if hit < 0 {
			return true
		}
	}
	return true
}

// ldp solves the working set's hard-margin SVM through the origin,
// min ½‖w‖² subject to yᵢw·xᵢ ≥ 1, as a least-distance programme
// (Lawson and Hanson, ch. 23): with E = [Gᵀ; 1ᵀ], rows Gᵢ = yᵢxᵢ, and
// f = (0, …, 0, 1), the NNLS solution u has residual r = Eu − f with
// r_{d+1} = Σu − 1 < 0 when the constraints are feasible, and then
// w = Gᵀu / (1 − Σu), so α = u / (1 − Σu). It reports false when
// 1 − Σu is not positive, which means infeasible.
//
// Unlike coordinate descent on the dual, whose speed depends on the
// conditioning (points far from the origin make it crawl), this ends in
// finitely many exact steps.
func (ws *svmWorkSet) ldp() bool {
	_, d := ws.x.Dims()
	m := len(ws.idx)
	e := mat.NewDense(d+1, m, nil)
	for c, i := range ws.idx {
		for k, v := range ws.x.RawRowView(i) {
			e.Set(k, c, ws.y[i]*v)
		}
		e.Set(d, c, 1)
	}
	f := make([]float64, d+1)
	f[d] = 1
	u := nnls(e, f, 10*m+100)
	den := 1 - floats.Sum(u)
	if den <= 0 {
		return false
	}
	for c := range u {
		ws.s.alpha[c] = u[c] / den
	}
	return true
}
