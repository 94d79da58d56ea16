package perceptron

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// KernelPerceptron is the dual perceptron on a kernel's Gram matrix
// Kᵢⱼ = K(xᵢ, xⱼ): on a misclassified point αᵢ ← αᵢ + η and b ← b + ηyᵢ,
// with the decision f(x) = Σⱼ αⱼyⱼK(xⱼ, x) + b. It is a *Dual (made by
// NewDualGram), so it steps, runs and shows its Gram matrix like one; its
// W is nil, since w lives in the feature space.
//
// It keeps a reference to x, which must not change while it is in use.
type KernelPerceptron struct {
	*Dual
	x      []float64 // row-major n×d
	d      int
	kernel numeric.Kernel
}

// NewKernelPerceptron returns a kernel perceptron run on the points in the
// rows of x with labels y. It returns an error on the data and settings
// NewDual rejects and on kernel parameters out of range.
func NewKernelPerceptron(x *mat.Dense, y []float64, k numeric.Kernel, s Settings) (*KernelPerceptron, error) {
	if err := numeric.CheckKernel(k); err != nil {
		return nil, err
	}
	data, n, d, err := dualData(x, y, "the kernel perceptron")
	if err != nil {
		return nil, err
	}
	var dl *Dual
	if gramFits(n) {
		g := kernelGram(data, n, d, k)
		if !allFinite(g.RawSymmetric().Data) {
			return nil, fmt.Errorf("the %v Gram matrix overflows on these data", k)
		}
		dl, err = NewDualGram(g, y, s)
	} else {
		dl, err = newPointDual(data, n, d, k, y, s)
	}
	if err != nil {
		return nil, err
	}
	return &KernelPerceptron{Dual: dl, x: data, d: d, kernel: k}, nil
}

// newPointDual is NewDualGram on the Gram matrix of the points x under k,
// computed row by row: past the Budget, the matrix is never held. An entry
// that overflows stops the run with Overflow when its row is first used,
// instead of being found up front.
func newPointDual(x []float64, n, d int, k numeric.Kernel, y []float64, s Settings) (*Dual, error) {
	if err := checkSettings(s); err != nil {
		return nil, err
	}
	if err := checkAlpha0(s.Alpha0, n); err != nil {
		return nil, err
	}
	return newDual(newPointGram(x, n, d, k), y, s), nil
}

// kernelGram returns Kᵢⱼ = K(xᵢ, xⱼ), with gonum's SymOuterK for the
// linear kernel.
func kernelGram(x []float64, n, d int, k numeric.Kernel) *mat.SymDense {
	g := mat.NewSymDense(n, nil)
	if _, ok := k.(numeric.Linear); ok {
		g.SymOuterK(1, mat.NewDense(n, d, x))
		return g
	}
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			g.SetSym(i, j, k.Eval(x[i*d:(i+1)*d], x[j*d:(j+1)*d]))
		}
	}
	return g
}

// Kernel returns the run's kernel.
func (kp *KernelPerceptron) Kernel() numeric.Kernel { return kp.kernel }

// Errors counts the training points with yᵢf(xᵢ) ≤ 0 for the current state,
// from the scores the dual form keeps, in O(N).
func (kp *KernelPerceptron) Errors() int {
	var e int
	for i, yi := range kp.y {
		if !(yi*(kp.s[i]+kp.b) > 0) {
			e++
		}
	}
	return e
}

// Model returns the current decision function as a KernelModel, which
// keeps only the points with αⱼ > 0 and stays valid as the run goes on.
func (kp *KernelPerceptron) Model() *KernelModel {
	m := &KernelModel{Kernel: kp.kernel, B: kp.b, d: kp.d}
	for j, a := range kp.alpha {
		if a > 0 {
			m.Support = append(m.Support, j)
			m.Coef = append(m.Coef, a*kp.y[j])
			m.X = append(m.X, kp.x[j*kp.d:(j+1)*kp.d]...)
		}
	}
	return m
}
