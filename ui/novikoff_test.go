package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
)

// TestNovikoffStatedOnlyWhereItHolds starts Example 2.1 from w₀ = (300,
// 300), b₀ = 300: the run makes more updates than (R/γ)² = 117 (Li Hang
// §2.3: R = √26, γ = √2/3, so (R/γ)² = 26·9/2 = 117), so the Model tab
// must not state k ≤ (R/γ)² there; from w₀ = 0, b₀ = 0 with any η > 0
// the bound holds and is stated, and k respects it.
func TestNovikoffStatedOnlyWhereItHolds(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.W0.SetText("300, 300")
	f.B0.SetText("300")
	test.Tap(e.bar.endBtn)
	settle(t, e)
	st := e.s.Training().State()
	if st.Status != perceptron.Converged || st.K <= 117 {
		t.Fatalf("from (300, 300), 300: status %v after k = %d; the case needs k > 117", st.Status, st.K)
	}
	got := e.modelP().Value("Mistakes")
	if strings.Contains(got, "≤ (R/γ)²") || !strings.Contains(got, "w₀ = 0, b₀ = 0") {
		t.Errorf("k = %d from a non-zero start: Mistakes = %q; want the condition named, no bound claimed", st.K, got)
	}
	for _, eta := range []string{"1", "5"} {
		f.W0.SetText("0, 0")
		f.B0.SetText("0")
		f.Row(param.Eta).Entry.SetText(eta)
		e.ctl.Reset()
		test.Tap(e.bar.endBtn)
		settle(t, e)
		got = e.modelP().Value("Mistakes")
		k := e.s.Training().State().K
		if !strings.Contains(got, "≤ (R/γ)² = 117 (Novikoff)") || k > 117 {
			t.Errorf("η = %s from 0: k = %d, Mistakes = %q; want the bound 117 stated and held", eta, k, got)
		}
	}
	exampleItem(t, e, "XOR (not separable)").Action()
	settle(t, e)
	if got := e.modelP().Value("Mistakes"); strings.Contains(got, "≤") || !strings.Contains(got, "not linearly separable") {
		t.Errorf("XOR: Mistakes = %q; want no bound and the reason", got)
	}
}
