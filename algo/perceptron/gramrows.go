package perceptron

import (
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
)

// gramRows gives a Gram matrix Gᵢⱼ = K(xᵢ, xⱼ) row by row: held whole when
// it fits the Budget (denseGram), else computed from the points each time
// a row is asked for (pointGram), so that 10⁴ points never hold the 800 MB
// matrix.
type gramRows interface {
	mat.Symmetric
	// row returns row i. The slice is valid until the next call and must
	// not be modified.
	row(i int) []float64
}

// gramFits reports whether an n×n Gram matrix fits the Budget.
func gramFits(n int) bool { return n <= 0 || n <= numeric.Budget/8/n }

// denseGram is a Gram matrix held whole, row-major n×n.
type denseGram struct {
	*mat.SymDense
	n    int
	data []float64
}

func newDenseGram(full []float64, n int) denseGram {
	return denseGram{SymDense: mat.NewSymDense(n, full), n: n, data: full}
}

func (g denseGram) row(i int) []float64 { return g.data[i*g.n : (i+1)*g.n] }

// pointGram computes the Gram matrix of the points x (row-major n×d) under
// kernel k on demand.
type pointGram struct {
	x    []float64
	n, d int
	k    numeric.Kernel
	buf  []float64 // the last row computed
	last int       // its index, or −1
}

func newPointGram(x []float64, n, d int, k numeric.Kernel) *pointGram {
	return &pointGram{x: x, n: n, d: d, k: k, buf: make([]float64, n), last: -1}
}

func (g *pointGram) point(i int) []float64 { return g.x[i*g.d : (i+1)*g.d] }

func (g *pointGram) row(i int) []float64 {
	if g.last != i {
		xi := g.point(i)
		for j := range g.n {
			g.buf[j] = g.k.Eval(xi, g.point(j))
		}
		g.last = i
	}
	return g.buf
}

// At returns Gᵢⱼ.
func (g *pointGram) At(i, j int) float64 { return g.k.Eval(g.point(i), g.point(j)) }

// Dims returns n, n.
func (g *pointGram) Dims() (int, int) { return g.n, g.n }

// SymmetricDim returns n.
func (g *pointGram) SymmetricDim() int { return g.n }

// T returns g: a Gram matrix is symmetric.
func (g *pointGram) T() mat.Matrix { return g }
