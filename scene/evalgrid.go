package scene

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// evalGridMin is the fewest cells EvalGrid spreads over goroutines: below
// it starting them costs more than it saves, even for a cheap f.
const evalGridMin = 1024

// EvalGrid is EvalDecision spread over runtime.GOMAXPROCS goroutines, row
// by row, for the screen, which evaluates a model's decision function on
// tens of thousands of cells within a frame. It fills z with the very
// values EvalDecision does and allocates only per goroutine, never per
// cell.
//
// f must be safe for concurrent use: EvalGrid calls it from several
// goroutines at once, each with its own argument slice, which f must not
// keep. The decision functions of this program's models are: knn.KNN's
// is documented so, and those of bayes.GaussianNB and perceptron.KernelModel
// (with the kernels of package algo) only read the model. A model whose
// decision function keeps state must say so, and its painter use
// EvalDecision.
func EvalGrid(z []float64, f func([]float64) float64, v View, dim, nx, ny int) []float64 {
	workers := min(runtime.GOMAXPROCS(0), ny)
	if workers < 2 || nx*ny < evalGridMin {
		return EvalDecision(z, f, v, dim, nx, ny)
	}
	z = gridSlice(z, nx*ny)
	var next atomic.Int64 // the next row to claim
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			x := make([]float64, max(dim, 1))
			for j := int(next.Add(1) - 1); j < ny; j = int(next.Add(1) - 1) {
				evalRow(z[j*nx:(j+1)*nx], x, f, v, dim, j, ny)
			}
		})
	}
	wg.Wait()
	return z
}

// gridSlice returns z with length n, reallocated when too small.
func gridSlice(z []float64, n int) []float64 {
	if cap(z) < n {
		return make([]float64, n)
	}
	return z[:n]
}

// evalRow fills row j of an ny-row grid over v, whose cells are row's
// elements, with f at the cells' centres, using x as the argument.
func evalRow(row, x []float64, f func([]float64) float64, v View, dim, j, ny int) {
	y := v.YMax - (float64(j)+0.5)*v.Height()/float64(ny)
	for i := range row {
		x[0] = v.XMin + (float64(i)+0.5)*v.Width()/float64(len(row))
		if dim == 2 {
			x[1] = y
		}
		row[i] = f(x)
	}
}
