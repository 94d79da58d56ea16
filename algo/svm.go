package algo

import (
	"errors"
	"math"
	"sort"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// ErrNotSeparable is returned when no hyperplane separates the data, so the
// optimal separating hyperplane does not exist.
var ErrNotSeparable = errors.New("data are not linearly separable")

// SVMResult is the optimal separating hyperplane (ESL 4.48),
//
//	minimise ½‖w‖² subject to yᵢ(w·xᵢ+b) ≥ 1,
//
// with its dual solution.
type SVMResult struct {
	// W and B are the hyperplane w·x + b = 0. B is 0 with noBias.
	W []float64
	B float64
	// Margin is 1/‖w‖, the distance from the hyperplane to the nearest
	// point. It is +Inf when all points carry one label and the bias is
	// free (then w = 0 and b = ±1).
	Margin float64
	// Alpha holds the dual variables, one per point (ESL 4.49–4.52):
	// αᵢ ≥ 0, Σαᵢyᵢ = 0 and w = Σαᵢyᵢxᵢ.
	Alpha []float64
	// Support lists, in increasing order, the points with αᵢ > 0. They lie
	// on the margin: yᵢ(w·xᵢ+b) = 1.
	Support []int
}

const (
	// svmFeasTol is the relative slack allowed in yᵢ(w·xᵢ+b) ≥ 1 before a
	// point counts as violating the margin: a few hundred ulps of the
	// terms, far below any margin a dataset can mean.
	svmFeasTol = 1e-10
	// svmEps is the SMO stopping gap in units of the functional margin.
	// SMO only has to find the support set; the polish makes w and b exact.
	svmEps = 1e-12
	// svmBatch is how many violators a working-set round adds at most.
	svmBatch = 32
)

// OptimalHyperplane returns the maximum-margin separating hyperplane of the
// points x (one row per point) labelled y (±1), or ErrNotSeparable. With
// noBias the hyperplane passes through the origin (b = 0) and the dual has
// no equality constraint.
//
// Separability is decided first by Separable's LP. The quadratic programme
// is then solved on a small working set of points by SMO with second-order
// working-set selection; points that violate the margin are added until
// none is left (most points of a large set are never touched). Last, the
// support set found is polished: w and b are solved from the active
// constraints exactly, which fixes them to rounding error.
func OptimalHyperplane(x *mat.Dense, y []float64, noBias bool) (SVMResult, error) {
	sep, err := Separable(x, y, noBias)
	if err != nil {
		return SVMResult{}, err
	}
	if !sep.Separable {
		return SVMResult{}, ErrNotSeparable
	}
	n, d := x.Dims()
	if !noBias && svmOneClass(y) {
		return SVMResult{W: make([]float64, d), B: y[0], Margin: math.Inf(1), Alpha: make([]float64, n)}, nil
	}
	ws := newSVMWorkSet(x, y, noBias)
	for {
		res := ws.solve()
		add := sepViolators(x, y, res.W, res.B, ws.in, svmBatch)
		if len(add) == 0 {
			return ws.result(res), nil
		}
		ws.grow(add)
	}
}

// svmOneClass reports whether every label is the same.
func svmOneClass(y []float64) bool {
	for _, v := range y {
		if v != y[0] {
			return false
		}
	}
	return true
}

// svmWorkSet is the subset of points the QP is solved on, with SMO's state.
type svmWorkSet struct {
	x      *mat.Dense
	y      []float64
	noBias bool
	idx    []int  // the points in the set
	in     []bool // in[i] reports whether point i is in the set
	s      smo
}

// newSVMWorkSet starts with the points deepest towards the other class.
func newSVMWorkSet(x *mat.Dense, y []float64, noBias bool) *svmWorkSet {
	ws := &svmWorkSet{x: x, y: y, noBias: noBias, in: make([]bool, len(y))}
	ws.grow(sepInitial(x, y, noBias, 0))
	return ws
}

// grow adds points with α = 0, which keeps α feasible and SMO warm.
func (ws *svmWorkSet) grow(add []int) {
	m := len(ws.idx) + len(add)
	k := make([]float64, m*m)
	for a := 0; a < ws.s.m; a++ {
		copy(k[a*m:a*m+ws.s.m], ws.s.k[a*ws.s.m:(a+1)*ws.s.m])
	}
	old := ws.s.m
	for _, i := range add {
		ws.in[i] = true
		ws.idx = append(ws.idx, i)
	}
	for a := 0; a < m; a++ {
		for c := max(a, old); c < m; c++ {
			v := floats.Dot(ws.x.RawRowView(ws.idx[a]), ws.x.RawRowView(ws.idx[c]))
			k[a*m+c], k[c*m+a] = v, v
		}
	}
	ws.s.m, ws.s.k = m, k
	for _, i := range add {
		ws.s.y = append(ws.s.y, ws.y[i])
		ws.s.alpha = append(ws.s.alpha, 0)
	}
	ws.s.grad = append(ws.s.grad, make([]float64, len(add))...)
	for a := old; a < m; a++ {
		ws.s.grad[a] = -1
		for c := 0; c < old; c++ {
			ws.s.grad[a] += ws.s.y[a] * ws.s.y[c] * k[a*m+c] * ws.s.alpha[c]
		}
	}
}

// svmSubResult is a solution on the working set, indexed like it.
type svmSubResult struct {
	W     []float64
	B     float64
	Alpha []float64
}

// solve runs SMO on the working set and polishes its answer.
func (ws *svmWorkSet) solve() svmSubResult {
	if ws.noBias {
		ws.ldp()
	} else {
		// Each SMO step strictly decreases the dual objective; the limit
		// only guards against stalls from rounding on pathological inputs.
		ws.s.solve(svmEps, 1000*ws.s.m+100000)
	}
	_, d := ws.x.Dims()
	raw := svmSubResult{W: make([]float64, d), Alpha: append([]float64(nil), ws.s.alpha...)}
	for a, i := range ws.idx {
		floats.AddScaled(raw.W, ws.s.alpha[a]*ws.y[i], ws.x.RawRowView(i))
	}
	if !ws.noBias {
		raw.B = ws.s.bias()
	}
	if p, ok := ws.polish(); ok {
		return p
	}
	return raw
}

// result maps a working-set solution back to all the points.
func (ws *svmWorkSet) result(r svmSubResult) SVMResult {
	alpha := make([]float64, len(ws.y))
	var sup []int
	for a, i := range ws.idx {
		alpha[i] = r.Alpha[a]
		if r.Alpha[a] > 0 {
			sup = append(sup, i)
		}
	}
	sort.Ints(sup)
	return SVMResult{W: r.W, B: r.B, Margin: 1 / floats.Norm(r.W, 2), Alpha: alpha, Support: sup}
}
