package perceptron

import "perceptronlab/algo/numeric"

// KernelModelOf returns the decision function f(x) = Σⱼ αⱼyⱼK(xⱼ, x) + b
// of a kernel perceptron in the state (α, b) on the points x (row-major,
// d coordinates each) with labels y, as KernelPerceptron.Model does, but
// without forming the Gram matrix: O(N) work, for a window that redraws
// the boundary while a point is dragged among thousands. It keeps its own
// copy of the support points. α may be shorter than y (missing values are
// 0); it panics when x and y disagree in length.
func KernelModelOf(k numeric.Kernel, x []float64, d int, y, alpha []float64, b float64) *KernelModel {
	if len(x) != d*len(y) {
		panic("algo: KernelModelOf: x and y disagree in length")
	}
	m := &KernelModel{Kernel: k, B: b, d: d}
	for j, a := range alpha[:min(len(alpha), len(y))] {
		if a > 0 {
			m.Support = append(m.Support, j)
			m.Coef = append(m.Coef, a*y[j])
			m.X = append(m.X, x[j*d:(j+1)*d]...)
		}
	}
	return m
}
