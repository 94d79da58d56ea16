package ui

import (
	"strings"
	"testing"

	"perceptronlab/param"
)

// TestDialogNumbersInParamsWords checks that numbers typed into the
// window's dialogs are refused in param's one set of words, naming the
// field and its limit: a figure's width, the generator's N, a
// cross-validation's S and seed.
func TestDialogNumbersInParamsWords(t *testing.T) {
	e, v := enterFit(t)
	e.keep.onExportFigure()
	d := e.keep.figureDlg
	if d == nil {
		t.Fatal("no figure dialog")
	}
	d.Width.SetText("wide")
	if err := d.Width.Validate(); err == nil || err.Error() != `"wide" is not a number: Width (pixels) must be a whole number from 1 to 20000` {
		t.Errorf("width \"wide\": %v", err)
	}
	if w, h, dpi := d.Size(); w != 0 || h < 1 || dpi < 10 {
		t.Errorf("size read %d × %d at %d dpi", w, h, dpi)
	}
	d.Hide()

	v.Controls.N.SetText("0")
	v.Controls.OnGenerate()
	top := e.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(overlayText(top), "N must be a whole number from 1 to 5000, got 0") {
		t.Fatalf("Generate with N = 0 did not say param's words")
	}
	top.Hide()

	for text, want := range map[string]string{"1": "S must be a whole number from 2 to 2147483647, got 1"} {
		v.CV.S.SetText(text)
		if _, err := v.CV.Setting(0); err == nil || err.Error() != want {
			t.Errorf("S = %s: %v, want %q", text, err, want)
		}
	}
	v.CV.S.SetText("5")
	v.CV.Seed.SetText("-1")
	_, want := param.CVSeed.Parse("-1")
	if _, err := v.CV.Setting(0); err == nil || err.Error() != want.Error() {
		t.Errorf("seed -1: %v, want %v", err, want)
	}
}
