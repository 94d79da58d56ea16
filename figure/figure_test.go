package figure_test

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

var figureOpts = figure.FigureOptions{Width: 640, Height: 480, DPI: 96, Legend: true, Title: "Example 2.1"}

func TestSaveFigurePNG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ex21.png")
	o := figure.FigureOptions{Width: 600, Height: 400, DPI: 300, Legend: true}
	if err := figure.SaveFigure(path, scenetest.SteppedPrimal21(), scenetest.View21, o); err != nil {
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
		if err := figure.SaveFigure(path, scenetest.SteppedPrimal21(), scenetest.View21, figureOpts); err != nil {
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
		o    figure.FigureOptions
	}{
		{"x.gif", figureOpts},
		{"x.png", figure.FigureOptions{Width: 0, Height: 100}},
		{"x.png", figure.FigureOptions{Width: 100, Height: 100, DPI: 72.5}},
		// 2³² × 2³² overflows an int64 area to 0: each side is checked first.
		{"x.png", figure.FigureOptions{Width: 1 << 32, Height: 1 << 32}},
		{"x.svg", figure.FigureOptions{Width: 1 << 32, Height: 1 << 32}},
		{"x.pdf", figure.FigureOptions{Width: 30000, Height: 10}},
	} {
		if err := figure.SaveFigure(filepath.Join(dir, c.name), scenetest.Converged21(), scenetest.View21, c.o); err == nil {
			t.Errorf("%s %+v: no error", c.name, c.o)
		}
	}
}

func TestFigureGolden(t *testing.T) {
	img, err := figure.RenderImage(scenetest.SteppedPrimal21(), scenetest.View21, figureOpts)
	if err != nil {
		t.Fatal(err)
	}
	assertImageMatches(t, "figure_example21.png", img)
}

func TestRenderImageKernel(t *testing.T) {
	in := scene.NewInput(scenetest.Example21())
	in.Models = []scene.Model{scene.Regions{F: func(x []float64) float64 { return x[0] + x[1] - 3 }}} // a linear "kernel": x1+x2 = 3
	img, err := figure.RenderImage(in, scenetest.View21, figure.FigureOptions{Width: 320, Height: 240})
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 320 || b.Dy() != 240 {
		t.Errorf("image is %v, want 320×240", b)
	}
	// The two regions are tinted at 18% over white: the +1 blue (0,114,178)
	// gives (209,230,241), the −1 vermilion (213,94,0) gives (247,226,209).
	tints := [2][3]int{{209, 230, 241}, {247, 226, 209}}
	var n [2]int
	for i := 0; i+3 < len(img.Pix); i += 4 {
		for k, c := range tints {
			if abs(int(img.Pix[i])-c[0]) <= 2 && abs(int(img.Pix[i+1])-c[1]) <= 2 && abs(int(img.Pix[i+2])-c[2]) <= 2 {
				n[k]++
			}
		}
	}
	if n[0] < 5000 || n[1] < 5000 {
		t.Errorf("found %d pixels of the +1 tint and %d of the −1 tint, want thousands of each", n[0], n[1])
	}
}

func abs(x int) int { return max(x, -x) }
