package canvas_test

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/canvas"
)

// steppedPrimal21 is Example 2.1 at its last primal update (Li Hang
// Table 2.1, k = 7: x3 misclassified, w ← (1,1), b ← −3), with the
// previous line w = (2,2), b = −2 shown faded.
func steppedPrimal21() canvas.Input {
	in := converged21()
	in.PrevW, in.PrevB = []float64{2, 2}, -2
	in.Updated = 2
	in.Caption = "k=7: x3 misclassified, w ← (1,1), b ← −3"
	return in
}

// steppedDual21 is Example 2.2 (the same data in the dual form) at its last
// update (Li Hang Table 2.2, k = 7: α3 ← 5, b ← −3): the same w and b as
// the primal, so the plane differs only in its caption.
func steppedDual21() canvas.Input {
	in := steppedPrimal21()
	in.Caption = "k=7: x3 misclassified, α = (2, 0, 5), b ← −3"
	return in
}

var figureOpts = canvas.FigureOptions{Width: 640, Height: 480, DPI: 96, Legend: true, Title: "Example 2.1"}

func TestSaveFigurePNG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ex21.png")
	o := canvas.FigureOptions{Width: 600, Height: 400, DPI: 300, Legend: true}
	if err := canvas.SaveFigure(path, steppedPrimal21(), view21, o); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != 600 || cfg.Height != 400 {
		t.Errorf("PNG is %d×%d, want 600×400", cfg.Width, cfg.Height)
	}
	// 300 dpi is 300/0.0254 = 11811.02 → 11811 pixels per metre.
	ppx, ppy, unit, ok := readPHYs(b)
	if !ok || ppx != 11811 || ppy != 11811 || unit != 1 {
		t.Errorf("pHYs = %d×%d unit %d (found %v), want 11811×11811 per metre", ppx, ppy, unit, ok)
	}
	if _, err := png.Decode(bytes.NewReader(b)); err != nil {
		t.Errorf("PNG with pHYs does not decode: %v", err)
	}
}

// readPHYs finds the pHYs chunk of a PNG file.
func readPHYs(b []byte) (ppx, ppy uint32, unit byte, ok bool) {
	for i := 8; i+8 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[i:]))
		if string(b[i+4:i+8]) == "pHYs" && n == 9 && i+17 <= len(b) {
			d := b[i+8:]
			return binary.BigEndian.Uint32(d), binary.BigEndian.Uint32(d[4:]), d[8], true
		}
		i += 12 + n
	}
	return 0, 0, 0, false
}

func TestSaveFigureVector(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ ext, head string }{{"svg", "<?xml"}, {"pdf", "%PDF-"}} {
		path := filepath.Join(dir, "ex21."+c.ext)
		if err := canvas.SaveFigure(path, steppedPrimal21(), view21, figureOpts); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) < 1000 || !strings.HasPrefix(string(b), c.head) {
			t.Errorf("%s: %d bytes starting %q, want a file starting %q", c.ext, len(b), b[:min(len(b), 8)], c.head)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the directory holds %d files, want 2 (no temporary files left)", len(entries))
	}
}

func TestSaveFigureErrors(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		o    canvas.FigureOptions
	}{
		{"x.gif", figureOpts},
		{"x.png", canvas.FigureOptions{Width: 0, Height: 100}},
		{"x.png", canvas.FigureOptions{Width: 100, Height: 100, DPI: 72.5}},
	} {
		if err := canvas.SaveFigure(filepath.Join(dir, c.name), converged21(), view21, c.o); err == nil {
			t.Errorf("%s %+v: no error", c.name, c.o)
		}
	}
}

func TestFigureGolden(t *testing.T) {
	img, err := canvas.RenderImage(steppedPrimal21(), view21, figureOpts)
	if err != nil {
		t.Fatal(err)
	}
	test.AssertImageMatches(t, "figure_example21.png", img)
}
