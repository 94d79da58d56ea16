package report

import (
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
)

// TestEndStatesNovikoffWithItsStart checks that the explanation never
// states k ≤ (R/γ)² without its condition, a run from w₀ = 0, b₀ = 0
// (Li Hang, Theorem 2.1), in either language.
func TestEndStatesNovikoffWithItsStart(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		for _, st := range []perceptron.Status{perceptron.EpochLimit, perceptron.Cycle} {
			for _, noBias := range []bool{false, true} {
				x := Explainer{Trace: Trace{Lang: lang, Status: st}, NoBias: noBias}
				text := strings.Join(x.End(), " ")
				if strings.Contains(text, "(R/γ)²") && !strings.Contains(text, "w₀ = 0") {
					t.Errorf("%s, %v, no bias %v: %q states the bound without its start", lang, st, noBias, text)
				}
			}
		}
	}
}
