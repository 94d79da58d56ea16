package perceptron

import (
	"math"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// KernelModel is a kernel perceptron's decision function
//
//	f(x) = Σⱼ cⱼK(xⱼ, x) + b,  cⱼ = αⱼyⱼ,
//
// over its support points, the points with αⱼ > 0.
type KernelModel struct {
	Kernel numeric.Kernel
	// Support holds the indices of the support points in the training data.
	Support []int
	// X holds the support points, row-major, and Coef their cⱼ = αⱼyⱼ.
	X    []float64
	Coef []float64
	B    float64
	d    int
}

// Decision returns f(xq). It panics when xq has the wrong dimension.
func (m *KernelModel) Decision(xq []float64) float64 {
	if len(xq) != m.d {
		panic("algo: query point has the wrong dimension")
	}
	f := m.B
	for j, c := range m.Coef {
		f += c * m.Kernel.Eval(m.X[j*m.d:(j+1)*m.d], xq)
	}
	return f
}

// DecisionGrid evaluates f on the grid xs × ys of a 2-D model, for shading
// regions and tracing the boundary f = 0: out[j·len(xs)+i] = f(xs[i], ys[j]).
// It panics when the model is not 2-D or out has the wrong length.
//
// The RBF kernel factorises, exp(−(Δx²+Δy²)/2σ²) = exp(−Δx²/2σ²)·exp(−Δy²/2σ²),
// so its grid is a matrix product needing only (len(xs)+len(ys))·S
// exponentials for S support points; the linear kernel collapses to w·x + b.
func (m *KernelModel) DecisionGrid(xs, ys, out []float64) {
	if m.d != 2 {
		panic("algo: DecisionGrid needs a 2-D model")
	}
	if len(out) != len(xs)*len(ys) {
		panic("algo: DecisionGrid output has the wrong length")
	}
	if len(out) == 0 {
		return
	}
	switch k := m.Kernel.(type) {
	case numeric.RBF:
		m.gridRBF(k, xs, ys, out)
	case numeric.Linear:
		m.gridLinear(xs, ys, out)
	default:
		m.gridGeneric(xs, ys, out)
	}
}

// gridRBF computes out = Ey·diag(c)·Ex + b with Ey[j][s] = exp(−(ys[j]−y_s)²/2σ²)
// and Ex[s][i] = exp(−(xs[i]−x_s)²/2σ²).
func (m *KernelModel) gridRBF(k numeric.RBF, xs, ys, out []float64) {
	s := len(m.Coef)
	g := -1 / (2 * k.Sigma * k.Sigma)
	ex := mat.NewDense(max(s, 1), len(xs), nil)
	ey := mat.NewDense(len(ys), max(s, 1), nil)
	for j := 0; j < s; j++ {
		px, py := m.X[2*j], m.X[2*j+1]
		row := ex.RawRowView(j)
		for i, x := range xs {
			row[i] = m.Coef[j] * math.Exp(g*(x-px)*(x-px))
		}
		for i, y := range ys {
			ey.Set(i, j, math.Exp(g*(y-py)*(y-py)))
		}
	}
	res := mat.NewDense(len(ys), len(xs), out)
	res.Mul(ey, ex)
	for i := range out {
		out[i] += m.B
	}
}

// gridLinear uses w = Σⱼ cⱼxⱼ.
func (m *KernelModel) gridLinear(xs, ys, out []float64) {
	var w0, w1 float64
	for j, c := range m.Coef {
		w0 += c * m.X[2*j]
		w1 += c * m.X[2*j+1]
	}
	for j, y := range ys {
		row := out[j*len(xs) : (j+1)*len(xs)]
		for i, x := range xs {
			row[i] = w0*x + w1*y + m.B
		}
	}
}

// gridGeneric calls Eval for every grid point and support point, with a
// fast path for the polynomial kernel.
func (m *KernelModel) gridGeneric(xs, ys, out []float64) {
	p, isPoly := m.Kernel.(numeric.Poly)
	q := make([]float64, 2)
	for j, y := range ys {
		row := out[j*len(xs) : (j+1)*len(xs)]
		for i, x := range xs {
			f := m.B
			if isPoly {
				for s, c := range m.Coef {
					f += c * numeric.IntPow(m.X[2*s]*x+m.X[2*s+1]*y+p.Coef0, p.Degree)
				}
			} else {
				q[0], q[1] = x, y
				for s, c := range m.Coef {
					f += c * m.Kernel.Eval(m.X[2*s:2*s+2], q)
				}
			}
			row[i] = f
		}
	}
}
