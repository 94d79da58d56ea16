package cli

import (
	"bytes"
	"encoding/binary"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"perceptronlab/report"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

var (
	update = flag.Bool("update", false, "rewrite the golden figures in testdata/")
	figDir = flag.String("figdir", "", "also keep the figures the tests write in this `directory`, to look at them")
)

// figPath returns a path for a test figure: in -figdir when given.
func figPath(t *testing.T, name string) string {
	t.Helper()
	if *figDir != "" {
		if err := os.MkdirAll(*figDir, 0o755); err != nil {
			t.Fatal(err)
		}
		return filepath.Join(*figDir, name)
	}
	return filepath.Join(t.TempDir(), name)
}

// runOK runs the CLI and fails the test unless it exits 0 with no stderr.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := runCLI(args...)
	if code != 0 || errOut != "" {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
	}
	return out
}

func TestPlotFormats(t *testing.T) {
	// The magic bytes of each format (PNG spec §5.2; SVG is XML; PDF §7.5.2).
	heads := map[string]string{".png": "\x89PNG\r\n\x1a\n", ".svg": "<svg", ".pdf": "%PDF-"}
	for ext, head := range heads {
		out := figPath(t, "lihang21"+ext)
		stdout := runOK(t, "plot", "--order", "first", lihang21, "-o", out)
		if !strings.HasPrefix(stdout, "wrote "+out+": 1200×900 pixels at 96 dpi; --method primal, converged") {
			t.Errorf("%s: stdout %q", ext, stdout)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if i := bytes.Index(b, []byte(head)); i < 0 || (ext != ".svg" && i != 0) || i > 200 {
			t.Errorf("%s: the file does not start with %q: %q", ext, head, b[:min(40, len(b))])
		}
	}
}

func TestPlotPNGSizeAndDPI(t *testing.T) {
	for _, tc := range []struct{ w, h, dpi int }{{640, 480, 300}, {1200, 900, 96}, {333, 777, 150}} {
		out := figPath(t, "size.png")
		runOK(t, "plot", lihang21, "-o", out, "--width", itoa(tc.w), "--height", itoa(tc.h), "--dpi", itoa(tc.dpi))
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Width != tc.w || cfg.Height != tc.h {
			t.Errorf("size %d×%d, want %d×%d", cfg.Width, cfg.Height, tc.w, tc.h)
		}
		ppmX, ppmY, unit, ok := physChunk(b)
		want := float64(tc.dpi) / 0.0254 // pixels per metre; 1 in = 0.0254 m exactly
		if !ok || unit != 1 || math.Abs(float64(ppmX)-want) > 1 || ppmX != ppmY {
			t.Errorf("dpi %d: pHYs %d×%d per unit %d (found %v), want %.1f per metre", tc.dpi, ppmX, ppmY, unit, ok, want)
		}
	}
}

// physChunk finds a PNG's pHYs chunk (PNG spec §11.3.5.3) by walking the
// chunks from the signature on.
func physChunk(b []byte) (x, y uint32, unit byte, ok bool) {
	for p := 8; p+8 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[p:]))
		typ := string(b[p+4 : p+8])
		if typ == "pHYs" && n == 9 && p+17 <= len(b) {
			d := b[p+8:]
			return binary.BigEndian.Uint32(d), binary.BigEndian.Uint32(d[4:]), d[8], true
		}
		p += 12 + n
	}
	return 0, 0, 0, false
}

// TestPlotGolden compares Example 2.1's figure with the master in
// testdata. The figure is drawn in the bundled font, so it does not depend
// on the machine's fonts. Run with -update to rewrite the master, then look
// at it.
func TestPlotGolden(t *testing.T) {
	out := figPath(t, "plot_lihang21.png")
	runOK(t, "plot", "--order", "first", "--show", "line,normal,distances,margin,regions,svm,lsq",
		"--title", "Li Hang, Example 2.1", "--width", "800", "--height", "600", lihang21, "-o", out)
	golden := filepath.Join("testdata", "plot_lihang21.png")
	if *update {
		copyFile(t, out, golden)
		return
	}
	got, want := decodePNG(t, out), decodePNG(t, golden)
	if got.Bounds() != want.Bounds() {
		t.Fatalf("size %v, want %v", got.Bounds(), want.Bounds())
	}
	// Pure-Go rasterising is deterministic; the tolerance only absorbs a
	// last-bit difference in antialiasing (for example from FMA on arm64).
	if n, worst := pixelDiff(got, want, 2); n > 0 {
		failed := filepath.Join("testdata", "failed", "plot_lihang21.png")
		os.MkdirAll(filepath.Dir(failed), 0o755)
		copyFile(t, out, failed)
		t.Errorf("%d pixels differ from %s by more than 2 (worst %d); see %s", n, golden, worst, failed)
	}
}

// TestPlotChinese checks that --lang zh changes the legend, keeps the
// figure's size, and that the legend's Chinese names are Han text.
func TestPlotChinese(t *testing.T) {
	en, zh := figPath(t, "lang_en.png"), figPath(t, "lang_zh.png")
	args := []string{"plot", "--order", "first", lihang21, "--width", "800", "--height", "600"}
	runOK(t, append(args, "-o", en)...)
	runOK(t, append(args, "--lang", "zh", "-o", zh)...)
	a, b := decodePNG(t, en), decodePNG(t, zh)
	r := a.Bounds()
	// The legend has a strip of its own right of the plot, as wide as its
	// longest name, so the data area's width follows the language too.
	legend := image.Rect(r.Dx()*3/5, 0, r.Dx(), r.Dy()/2) // top right, where the legend goes
	if n, _ := pixelDiff(a.SubImage(legend), b.SubImage(legend), 0); n < 500 {
		t.Errorf("the zh legend differs from the en one in only %d pixels", n)
	}
	if b.Bounds() != r {
		t.Errorf("the zh figure is %v, the en one %v", b.Bounds(), r)
	}
	// Each Chinese name carries more ink than its English one ("分离超平面"
	// against "hyperplane"), so glyphs that failed to draw show as less ink.
	if inkZH, inkEN := ink(b.SubImage(legend)), ink(a.SubImage(legend)); inkZH <= inkEN {
		t.Errorf("the zh legend has %d dark pixels, the en one %d: are the Chinese glyphs missing?", inkZH, inkEN)
	}
	tr := report.Translator("zh")
	for _, s := range []string{"hyperplane", "normal w", "margin", "+1", "−1"} {
		if !strings.ContainsFunc(tr(s), func(c rune) bool { return unicode.Is(unicode.Han, c) }) {
			t.Errorf("legend entry %q is %q in Chinese: no Han characters", s, tr(s))
		}
	}
}

// ink counts the dark pixels of img: text, in the light style.
func ink(img image.Image) int {
	n, r := 0, img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := color.GrayModel.Convert(img.At(x, y)).(color.Gray); c.Y < 96 {
				n++
			}
		}
	}
	return n
}

func TestPlotStarts(t *testing.T) {
	out := figPath(t, "starts.png")
	stdout := runOK(t, "plot", "--starts", "5", "--show", "line,lsq,svm", lihang21, "-o", out)
	if want := "5 primal runs from random starts and orders, 5 converged"; !strings.Contains(stdout, want) {
		t.Errorf("stdout %q lacks %q", stdout, want)
	}
	other := figPath(t, "starts_seed2.png")
	runOK(t, "plot", "--starts", "5", "--seed", "2", "--show", "line,lsq,svm", lihang21, "-o", other)
	if n, _ := pixelDiff(decodePNG(t, out), decodePNG(t, other), 0); n == 0 {
		t.Error("--seed 1 and --seed 2 drew the same lines")
	}
}

// TestPlotNotes checks what plot says when an overlay cannot be drawn:
// XOR has no separating hyperplane, and its least-squares fit is flat.
func TestPlotNotes(t *testing.T) {
	out := figPath(t, "xor.png")
	stdout := runOK(t, "plot", "--show", "line,svm,lsq", "../assets/examples/xor.csv", "-o", out)
	for _, want := range []string{"--method primal, not converged", "note: no optimal hyperplane: data are not linearly separable",
		"note: no least-squares line: the fit is flat"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout %q lacks %q", stdout, want)
		}
	}
}

func TestPlotErrors(t *testing.T) {
	dir := t.TempDir()
	outPNG := filepath.Join(dir, "x.png")
	d3 := writeFile(t, "d3.csv", "1,2,3,1\n2,3,4,-1\n")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"plot", lihang21}, "plot: -o OUT.png|.svg|.pdf is required"},
		{[]string{"plot", lihang21, "-o", filepath.Join(dir, "x.jpg")}, "the extension must be .png, .svg, .pdf"},
		{[]string{"plot", "-o", outPNG}, "plot: want one FILE, got 0 arguments"},
		{[]string{"plot", lihang21, "-o", outPNG, "--lang", "fr"}, `unknown --lang "fr"`},
		{[]string{"plot", lihang21, "-o", outPNG, "--show", "line,arrows"}, `--show: unknown layer "arrows"`},
		{[]string{"plot", lihang21, "-o", outPNG, "--trace"}, "flag provided but not defined: -trace"},
		{[]string{"plot", lihang21, "-o", outPNG, "--eta", "-1"}, "flag -eta: η must be a finite number > 0, got -1"},
		{[]string{"plot", lihang21, "-o", outPNG, "--width", "0"}, "figure size must be positive"},
		{[]string{"plot", lihang21, "-o", outPNG, "--dpi", "72.5"}, "dpi must be a whole number"},
		{[]string{"plot", lihang21, "-o", outPNG, "--dpi", "0"}, "--dpi: dpi must be a whole number in 10…2400, got 0"},
		{[]string{"plot", lihang21, "-o", outPNG, "--width", "4294967296", "--height", "4294967296"}, "at most 20000 pixels a side"},
		{[]string{"plot", lihang21, "-o", filepath.Join(dir, "x.svg"), "--width", "4294967296", "--height", "4294967296"}, "at most 20000 pixels a side"},
		{[]string{"plot", lihang21, "-o", outPNG, "--starts", "3", "--method", "dual"}, "--starts runs the primal form"},
		{[]string{"plot", lihang21, "-o", outPNG, "--starts", "3", "--w0", "1,1"}, "cannot be used with --w0 or --b0"},
		{[]string{"plot", lihang21, "-o", outPNG, "--starts", "3", "--order", "first"}, "cannot be used with --order first"},
		{[]string{"plot", lihang21, "-o", outPNG, "--starts", "-1"}, "--starts must be in 0…200"},
		{[]string{"plot", d3, "-o", outPNG}, "d3.csv: points have d = 3"},
		{[]string{"plot", "missing.csv", "-o", outPNG}, "open missing.csv: no such file"},
		{[]string{"plot", lihang21, "-o", filepath.Join(dir, "no", "x.png")}, "no such file or directory"},
	}
	for _, tc := range tests {
		out, errOut, code := runCLI(tc.args...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 ||
			!strings.HasPrefix(errOut, "perceptronlab: ") || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("failed runs left %d files in the output directory", len(entries))
	}
}

func TestPlotHelp(t *testing.T) {
	out := runOK(t, "plot", "-h")
	for _, want := range []string{"--starts K", "--dpi dots per inch", "--lang language", "(default 1200)",
		"(default line,normal,distances,margin,regions)", "--method algorithm"} {
		if !strings.Contains(out, want) {
			t.Errorf("plot -h lacks %q", want)
		}
	}
	if strings.Contains(out, "--trace") {
		t.Error("plot -h offers --trace, which plot does not take")
	}
}

// decodePNG reads a PNG file as NRGBA.
func decodePNG(t *testing.T, path string) *image.NRGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := image.NewNRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// pixelDiff counts the pixels whose channels differ by more than tol, and
// the largest difference.
func pixelDiff(a, b image.Image, tol int) (n, worst int) {
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			d := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2), absDiff(a1, a2)) >> 8
			worst = max(worst, d)
			if d > tol {
				n++
			}
		}
	}
	return n, worst
}

func absDiff(a, b uint32) int { return max(int(a)-int(b), int(b)-int(a)) }

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
