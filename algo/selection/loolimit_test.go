package selection

import (
	"context"
	"strings"
	"testing"
)

// TestLOOWithoutClosedFormRefusedPastTheLimit checks that leave-one-out of
// a degree the points do not determine (λ = 0, 3 distinct x, M = 3), which
// has no closed form, is refused past LOOFoldsMax points instead of
// refitting N times on N − 1 rows, and still computed at the limit.
func TestLOOWithoutClosedFormRefusedPastTheLimit(t *testing.T) {
	x := make([]float64, LOOFoldsMax+1)
	y := make([]float64, len(x))
	for i := range x {
		x[i] = float64(i % 3)
		y[i] = float64(i%3) + float64(i%7)/7
	}
	_, err := PolyLOOContext(context.Background(), x, y, 3, 0)
	if err == nil || !strings.Contains(err.Error(), "the limit is 20000 points") {
		t.Fatalf("want the limit named, got %v", err)
	}
	scores, err := PolyLOOContext(context.Background(), x[:300], y[:300], 3, 0)
	if err != nil || len(scores) != 300 {
		t.Fatalf("300 points: %d scores, %v", len(scores), err)
	}
}
