package ui

import (
	"perceptronlab/ui/perceptronview"
	"strings"
	"testing"
)

// Issue 27, fault 13: the pocket on XOR holds w = 0 with 4 of 4 points
// wrong after update 2, yet update 1's state had 2 of 4 wrong (counted
// below from the points); calling the pocket "the best state so far" was
// false. Gallant's ratchet counts a state only
// when its run outlasts the pocket's, and the strip says so.
func TestPocketLineDoesNotClaimTheBest(t *testing.T) {
	e := newTestExplorer(t)
	e.links.openLink("https://example.org/#example=xor&form=pocket&k=2")
	settle(t, e)
	tr := e.s.Training().State().Trace
	if len(tr) < 3 {
		t.Fatalf("XOR, pocket, k = 2: %d trace rows", len(tr))
	}
	// Errors of each state, counted here from the points: the pocket's
	// are more than some earlier state's on this run.
	errs := func(w []float64, b float64) int {
		n, set := 0, e.s.Set()
		for i := range set.Len() {
			x, s := set.Point(i), b
			for j := range x {
				s += w[j] * x[j]
			}
			if set.Y[i]*s <= 0 {
				n++
			}
		}
		return n
	}
	v, _ := e.s.Training().Variant()
	least := errs(tr[1].W, tr[1].B)
	if v.Errors <= least {
		t.Fatalf("this run's pocket (%d wrong) is no worse than update 1's state (%d): the case of the fault is gone", v.Errors, least)
	}
	line := perceptronview.VariantLine(e.s)
	if strings.Contains(line, "best state so far") || !strings.Contains(line, "ratchet") {
		t.Errorf("the pocket has %d wrong, update 1's state %d, and the strip says %q", v.Errors, least, line)
	}
}
