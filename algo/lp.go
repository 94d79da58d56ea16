package algo

import (
	"errors"
	"math"
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
func Separable(x *mat.Dense, y []float64, noBias bool) (Separability, error) {
	if err := lpCheckData(x, y); err != nil {
		return Separability{}, err
	}
	work := sepInitial(x, y, noBias, 0)
	in := make([]bool, len(y))
	for _, i := range work {
		in[i] = true
	}
	for {
		w, b, err := lpSolveSubset(x, y, work, noBias)
		if errors.Is(err, lp.ErrInfeasible) {
			return Separability{}, nil
		}
		if err != nil {
			return Separability{}, err
		}
		add := sepViolators(x, y, w, b, in, lpBatch)
		if len(add) == 0 {
			if !sepStrict(x, y, w, b) {
				return Separability{}, errors.New("the separability LP found no hyperplane that separates the data in floating point: the data are too ill-conditioned")
			}
			return Separability{Separable: true, W: w, B: b}, nil
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
	_, n, _, err := rowMajor(x)
	if err != nil {
		return err
	}
	return checkLabels(y, n)
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
