package numeric

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"

	"perceptronlab/param"
	"perceptronlab/typeset"
)

// Kernel is a positive semi-definite kernel K(a, b) = φ(a)·φ(b): the dual
// perceptron with K in place of the dot product learns a hyperplane in the
// feature space of φ, a curved boundary in the input space.
type Kernel interface {
	// Eval returns K(a, b). It panics when a and b differ in length.
	Eval(a, b []float64) float64
	// String describes the kernel as the CLI spells it, e.g. "rbf(σ=1)".
	String() string
}

// Linear is the kernel K(a, b) = a·b, which gives back the plain dual form.
type Linear struct{}

// Poly is the polynomial kernel K(a, b) = (a·b + Coef0)^Degree.
type Poly struct {
	// Degree must be ≥ 1.
	Degree int
	// Coef0 is c; with c > 0 the features include every monomial of
	// degree ≤ Degree, with c = 0 only those of degree Degree.
	Coef0 float64
}

// RBF is the Gaussian kernel K(a, b) = exp(−‖a−b‖² / (2σ²)).
type RBF struct {
	// Sigma is σ, the width; it must be finite and > 0.
	Sigma float64
}

var (
	_ Kernel = Linear{}
	_ Kernel = Poly{}
	_ Kernel = RBF{}
)

// Eval returns a·b.
func (Linear) Eval(a, b []float64) float64 { return kernelDot(a, b) }

// String returns "linear".
func (Linear) String() string { return "linear" }

// Eval returns (a·b + c)^d.
func (k Poly) Eval(a, b []float64) float64 { return IntPow(kernelDot(a, b)+k.Coef0, k.Degree) }

// String returns, for example, "poly(degree=2, c=1)".
func (k Poly) String() string {
	return fmt.Sprintf("poly(degree=%d, c=%s)", k.Degree, typeset.FormatNumber(k.Coef0))
}

// Eval returns exp(−‖a−b‖² / (2σ²)).
func (k RBF) Eval(a, b []float64) float64 {
	if len(a) != len(b) {
		panic("algo: kernel arguments differ in length")
	}
	var s float64
	for i, v := range a {
		d := v - b[i]
		s += d * d
	}
	return math.Exp(-s / (2 * k.Sigma * k.Sigma))
}

// String returns, for example, "rbf(σ=0.5)".
func (k RBF) String() string { return fmt.Sprintf("rbf(σ=%s)", typeset.FormatNumber(k.Sigma)) }

// ParseKernel returns the kernel the CLI names: "linear", "poly" with
// degree and coef0, or "rbf" with sigma. It returns an error for another
// name or parameters out of range.
func ParseKernel(name string, degree int, coef0, sigma float64) (Kernel, error) {
	if err := param.KernelName.Check(name); err != nil {
		return nil, err
	}
	var k Kernel
	switch name {
	case "linear":
		k = Linear{}
	case "poly":
		k = Poly{Degree: degree, Coef0: coef0}
	case "rbf":
		k = RBF{Sigma: sigma}
	default:
		return nil, fmt.Errorf("unknown kernel %q (want linear, poly or rbf)", name)
	}
	return k, CheckKernel(k)
}

// CheckKernel returns an error for parameters out of range.
func CheckKernel(k Kernel) error {
	switch k := k.(type) {
	case Poly:
		if err := param.KernelDegree.CheckInt(k.Degree); err != nil {
			return err
		}
		if err := param.Coef0.Check(k.Coef0); err != nil {
			return err
		}
	case RBF:
		return param.Sigma.Check(k.Sigma)
	case nil:
		panic("algo: nil kernel")
	}
	return nil
}

func kernelDot(a, b []float64) float64 {
	if len(a) != len(b) {
		panic("algo: kernel arguments differ in length")
	}
	return floats.Dot(a, b)
}

// IntPow returns v^d for d ≥ 1 by repeated squaring, exact for the
// small degrees used and much faster than math.Pow.
func IntPow(v float64, d int) float64 {
	r := 1.0
	for ; d > 0; d >>= 1 {
		if d&1 == 1 {
			r *= v
		}
		v *= v
	}
	return r
}
