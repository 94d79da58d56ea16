package selection

import (
	"testing"

	"perceptronlab/param"
)

// TestDegreeOneLimit checks that chapter 1's M has one limit: the fit's
// MaxDegree is param.M's, and FitPoly refuses M + 1 with M's message.
func TestDegreeOneLimit(t *testing.T) {
	if int64(MaxDegree) != param.M.Max || param.M.Min != 0 || param.Degrees.Max != MaxDegree {
		t.Errorf("MaxDegree %d, param.M %d…%d, param.Degrees up to %d", MaxDegree, param.M.Min, param.M.Max, param.Degrees.Max)
	}
	_, err := FitPoly([]float64{0, 1}, []float64{0, 1}, MaxDegree+1, 0)
	if want := param.M.CheckInt(MaxDegree + 1); err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("FitPoly(M = %d): %v; want %v", MaxDegree+1, err, want)
	}
}
