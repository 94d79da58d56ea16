package figure_test

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// assertImageMatches compares img pixel for pixel with the master
// testdata/name, as Fyne's test.AssertImageMatches does but without Fyne:
// package figure and its tests stay headless. On a mismatch the image
// drawn goes to testdata/failed/name for a look.
func assertImageMatches(t *testing.T, name string, img image.Image) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("master %s: %v", name, err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatalf("master %s: %v", name, err)
	}
	if sameImage(img, want) {
		return
	}
	failed := filepath.Join("testdata", "failed", name)
	if err := os.MkdirAll(filepath.Dir(failed), 0o755); err == nil {
		if out, err := os.Create(failed); err == nil {
			png.Encode(out, img)
			out.Close()
		}
	}
	t.Errorf("image differs from testdata/%s; see %s", name, failed)
}

// sameImage reports whether a and b have the same bounds and the same
// non-premultiplied colour at every pixel.
func sameImage(a, b image.Image) bool {
	if a.Bounds().Size() != b.Bounds().Size() {
		return false
	}
	ab, bb := a.Bounds(), b.Bounds()
	for y := range ab.Dy() {
		for x := range ab.Dx() {
			ca := color.NRGBAModel.Convert(a.At(ab.Min.X+x, ab.Min.Y+y))
			cb := color.NRGBAModel.Convert(b.At(bb.Min.X+x, bb.Min.Y+y))
			if ca != cb {
				return false
			}
		}
	}
	return true
}
