package nbview

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// TestPointLinesGiveTheLogOdds checks the hover box's line about x₁ =
// (0, 0) of the four points: μ₊ = (1, 2), σ²₊ = (1, 4), μ₋ = (6, 2),
// σ²₋ = (1, 1), equal priors. By hand, with log N(x|μ, σ²) =
// −½ log 2πσ² − (x − μ)²/2σ², the log-odds is
// (−½ log 2π − ½ − ½ log 8π − ½) − (−½ log 2π − 18 − ½ log 2π − 2)
// = 19 − log 2 ≈ 18.30685, printed to six digits.
func TestPointLinesGiveTheLogOdds(t *testing.T) {
	r, m := newTestMethod(t)
	fourPoints(r)
	lines := m.PointLines(0)
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "log P(+1|x₁) − log P(−1|x₁) = ") {
		t.Fatalf("lines %q", lines)
	}
	got, err := strconv.ParseFloat(lines[0][strings.LastIndex(lines[0], " ")+1:], 64)
	if want := 19 - math.Ln2; err != nil || math.Abs(got-want) > 1e-4 {
		t.Errorf("log-odds %q, want %.6g", lines[0], want)
	}
	if m.PointLines(4) != nil || m.PointLines(-1) != nil {
		t.Error("lines about a point that is not there")
	}
}
