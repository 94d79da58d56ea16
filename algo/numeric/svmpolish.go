package numeric

import (
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// svmPolish solves the KKT conditions exactly on the support set sup. On
// it every constraint is active, w·xᵢ + b = yᵢ, and w = Σαᵢyᵢxᵢ with
// Σαᵢyᵢ = 0 lies in the span of {xᵢ − xᵣ : i ∈ sup} for any r ∈ sup (of
// {xᵢ} with noBias). The active equations have exactly one solution in
// that span, their minimum-norm solution, so w is one least-squares solve
// away, even when the support points are many or dependent. ok is false
// when the result fails its check against every point, and the caller keeps
// what it had.
func svmPolish(x *mat.Dense, y []float64, sup []int, noBias bool) (w []float64, b float64, ok bool) {
	if len(sup) == 0 {
		return nil, 0, false
	}
	_, d := x.Dims()
	ref := sup[0]
	rows := sup
	if !noBias {
		rows = sup[1:]
	}
	a := mat.NewDense(max(len(rows), 1), d, nil)
	rhs := make([]float64, max(len(rows), 1))
	for k, i := range rows {
		row := a.RawRowView(k)
		copy(row, x.RawRowView(i))
		rhs[k] = y[i]
		if !noBias {
			floats.Sub(row, x.RawRowView(ref))
			rhs[k] -= y[ref]
		}
	}
	if w, ok = lsqMinNorm(a, rhs); !ok {
		return nil, 0, false
	}
	if !noBias {
		for _, i := range sup {
			b += y[i] - floats.Dot(w, x.RawRowView(i))
		}
		b /= float64(len(sup))
	}
	return w, b, svmFeasible(x, y, w, b, sup)
}

// svmFeasible checks a hyperplane against every point: on or outside the
// margin, and the support points on it.
func svmFeasible(x *mat.Dense, y, w []float64, b float64, sup []int) bool {
	onSup := make(map[int]bool, len(sup))
	for _, i := range sup {
		onSup[i] = true
	}
	for i, yi := range y {
		dot := floats.Dot(w, x.RawRowView(i))
		f := yi * (dot + b)
		tol := svmFeasTol * (1 + math.Abs(dot) + math.Abs(b))
		if f < 1-tol || (onSup[i] && f > 1+tol) {
			return false
		}
	}
	return true
}
