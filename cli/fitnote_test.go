package cli

import (
	"io"
	"math"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
)

// TestMinNormNoteCountsFewDistinct checks the minimum-norm note on 10⁶
// points of 3 distinct x: it names the 3, and counting them allocates
// almost nothing (a map of every x took 1.2 GB of a 120 MB file's 3·10⁷
// points, for each degree of --degrees).
func TestMinNormNoteCountsFewDistinct(t *testing.T) {
	const n = 1_000_000
	data := &dataset.RegressionSet{Name: "three.csv", X: make([]float64, n), T: make([]float64, n), Sigma: -1}
	for i := range n {
		data.X[i] = float64(i % 3)
		data.T[i] = float64(i%3) * 0.5
	}
	var fits []*selection.Poly
	for _, m := range []int{2, 4, 6} {
		p, err := selection.FitPoly(data.X, data.T, m, 0)
		if err != nil {
			t.Fatal(err)
		}
		fits = append(fits, p)
	}
	var b strings.Builder
	writeFitText(&b, langFlag("en"), fits, data, nil)
	if got := strings.Count(b.String(), "but only 3 distinct x"); got != 2 {
		t.Errorf("want the note with 3 distinct x for M = 4 and 6, got it %d times:\n%s", got, b.String())
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	writeFitText(io.Discard, langFlag("en"), fits, data, nil)
	runtime.ReadMemStats(&after)
	// The text itself is a few kB; a count that held every x would take
	// tens of MB here.
	if d := after.TotalAlloc - before.TotalAlloc; d > 1<<20 {
		t.Errorf("writing three fits of 10⁶ points allocated %d bytes", d)
	}
}

// TestRunSetsAMemoryLimit checks that a command runs under memoryLimit,
// unless GOMEMLIMIT names another.
func TestRunSetsAMemoryLimit(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	t.Setenv("GOMEMLIMIT", "")
	debug.SetMemoryLimit(math.MaxInt64)
	runCLI("bound", "--d", "10", "--n", "100", "--delta", "0.05")
	if got := debug.SetMemoryLimit(-1); got != memoryLimit {
		t.Errorf("the memory limit is %d, want %d", got, memoryLimit)
	}
	t.Setenv("GOMEMLIMIT", "3GiB")
	debug.SetMemoryLimit(math.MaxInt64)
	runCLI("bound", "--d", "10", "--n", "100", "--delta", "0.05")
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("with GOMEMLIMIT set the limit is %d, want it left alone", got)
	}
}
