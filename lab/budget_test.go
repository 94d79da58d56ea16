package lab

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

// A link of 3000 points in the kernel form opens and replays without the
// kernel's Gram matrix: 3000² float64s, held twice while built (144 MB;
// 10⁴ points in a 64 KiB link took 1.2 GB, now 6 MB), are past
// numeric.Budget and computed row by row (issue 21, item 5).
func TestOpenKernelLinkBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	var pts []string
	for range 3000 {
		pts = append(pts, fmt.Sprintf("%d,%d,%d", r.IntN(10), r.IntN(10), 2*r.IntN(2)-1))
	}
	l, err := ParseLink("points=" + strings.Join(pts, ";") + "&form=kernel&k=200")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	note, err := s.OpenLink(l)
	s.Training().Seek(100)
	runtime.ReadMemStats(&after)
	if err != nil || note != "" || s.Training().State().K != 100 {
		t.Fatalf("note %q, err %v, k %d", note, err, s.Training().State().K)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 32<<20 {
		t.Errorf("%d bytes allocated to open the link", alloc)
	}
}

// The trace a session keeps, 2·MaxTrace updates at most, fits the budget.
func TestTraceWithinBudget(t *testing.T) {
	if 2*MaxTrace*perceptron.EventBytes(2) > numeric.Budget {
		t.Fatalf("2·MaxTrace updates take %d bytes, more than algo.Budget", 2*MaxTrace*perceptron.EventBytes(2))
	}
}
