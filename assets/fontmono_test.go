package assets_test

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"perceptronlab/assets"
)

// tableText is what the aligned tables write: Table 1.1's rows, the
// Trace's vectors and formulas, α columns and the Gram matrix.
const tableText = "0123456789 .,-+*()= −·≤≥×±‖√∞ wxbkMαγηλΣ w₀*w₉* x₁₀ α₁₂ x⁽¹⁾ x⁽²⁾ ᵢⱼ xᵀ e+06"

// TestMonoFaceIsFixedPitch checks LabMono: one TrueType face that covers
// the tables' characters, each with one and the same advance.
func TestMonoFaceIsFixedPitch(t *testing.T) {
	checkTrueTypeFace(t, assets.FontMono)
	if miss := uncovered(t, assets.FontMono, tableText); miss != "" {
		t.Errorf("LabMono lacks %q", miss)
	}
	f, err := sfnt.Parse(assets.FontMono)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	var want fixed.Int26_6
	for _, r := range tableText {
		i, err := f.GlyphIndex(&buf, r)
		if err != nil {
			t.Fatal(err)
		}
		adv, err := f.GlyphAdvance(&buf, i, fixed.I(100), font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		if want == 0 {
			want = adv
		} else if adv != want {
			t.Errorf("%q advances %v, '0' %v", r, adv, want)
		}
	}
}
