package algo

import (
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// polish solves the KKT conditions exactly on the support set S = {αᵢ > 0}
// that SMO found. On S every constraint is active, w·xᵢ + b = yᵢ, and
// w = Σαᵢyᵢxᵢ with Σαᵢyᵢ = 0 lies in the span of {xᵢ − xᵣ : i ∈ S} for any
// r ∈ S (of {xᵢ} with noBias). The active equations have exactly one
// solution in that span, their minimum-norm solution, so w is found by one
// least-squares solve. α is then the minimum-norm solution of
// Σαᵢyᵢxᵢ = w, Σαᵢyᵢ = 0; when degenerate data make that negative,
// SMO's α is kept. ok is false when the result fails its checks, and the
// caller keeps SMO's answer.
func (ws *svmWorkSet) polish() (svmSubResult, bool) {
	var sup []int // positions in the working set
	for a, v := range ws.s.alpha {
		if v > 0 {
			sup = append(sup, a)
		}
	}
	if len(sup) == 0 {
		return svmSubResult{}, false
	}
	w, b, ok := ws.activeSolve(sup)
	if !ok || !ws.feasible(w, b, sup) {
		return svmSubResult{}, false
	}
	alpha := ws.alphaSolve(w, sup)
	return svmSubResult{W: w, B: b, Alpha: alpha}, true
}

// activeSolve returns the minimum-norm w (and b) with w·xᵢ + b = yᵢ on sup.
func (ws *svmWorkSet) activeSolve(sup []int) ([]float64, float64, bool) {
	_, d := ws.x.Dims()
	r := ws.x.RawRowView(ws.idx[sup[0]])
	rows := sup
	if !ws.noBias {
		rows = sup[1:]
	}
	a := mat.NewDense(max(len(rows), 1), d, nil)
	rhs := make([]float64, max(len(rows), 1))
	for k, p := range rows {
		i := ws.idx[p]
		row := a.RawRowView(k)
		copy(row, ws.x.RawRowView(i))
		rhs[k] = ws.y[i]
		if !ws.noBias {
			floats.Sub(row, r)
			rhs[k] -= ws.y[ws.idx[sup[0]]]
		}
	}
	w, ok := lsqMinNorm(a, rhs)
	if !ok || ws.noBias {
		return w, 0, ok
	}
	var b float64
	for _, p := range sup {
		i := ws.idx[p]
		b += ws.y[i] - floats.Dot(w, ws.x.RawRowView(i))
	}
	return w, b / float64(len(sup)), true
}

// feasible checks the polished hyperplane on the working set: every point
// on or outside the margin, and the support points on it.
func (ws *svmWorkSet) feasible(w []float64, b float64, sup []int) bool {
	onSup := make(map[int]bool, len(sup))
	for _, p := range sup {
		onSup[p] = true
	}
	for a, i := range ws.idx {
		dot := floats.Dot(w, ws.x.RawRowView(i))
		f := ws.y[i] * (dot + b)
		tol := svmFeasTol * (1 + math.Abs(dot) + math.Abs(b))
		if f < 1-tol || (onSup[a] && f > 1+tol) {
			return false
		}
	}
	return true
}

// alphaSolve returns α on the working set with αᵢ = 0 off sup and, on sup,
// the minimum-norm solution of Σαᵢyᵢxᵢ = w (and Σαᵢyᵢ = 0 with a bias);
// SMO's α when that has a negative entry.
func (ws *svmWorkSet) alphaSolve(w []float64, sup []int) []float64 {
	d := len(w)
	rows := d
	if !ws.noBias {
		rows++
	}
	a := mat.NewDense(rows, len(sup), nil)
	for c, p := range sup {
		i := ws.idx[p]
		for k, v := range ws.x.RawRowView(i) {
			a.Set(k, c, ws.y[i]*v)
		}
		if !ws.noBias {
			a.Set(d, c, ws.y[i])
		}
	}
	rhs := make([]float64, rows)
	copy(rhs, w)
	sol, ok := lsqMinNorm(a, rhs)
	if !ok {
		return append([]float64(nil), ws.s.alpha...)
	}
	alpha := make([]float64, ws.s.m)
	for c, p := range sup {
		if sol[c] <= 0 {
			return append([]float64(nil), ws.s.alpha...)
		}
		alpha[p] = sol[c]
	}
	return alpha
}
