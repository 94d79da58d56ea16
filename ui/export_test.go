package ui

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"perceptronlab/figure"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
	"perceptronlab/ui/perceptronview"
)

// saveTo makes the explorer's save requests answer with path, as if the
// user had chosen it in the file dialog; it records the names suggested.
func saveTo(e *explorer, path string) *[]string {
	var asked []string
	e.keep.pickSave = func(name string, _ []string, then func(string)) {
		asked = append(asked, name)
		then(path)
	}
	return &asked
}

// typeShortcut sends sc to the window's canvas, as the driver does for a
// key press. The test canvas wraps the software canvas, which handles
// shortcuts, in a type that does not pass them on: reach inside it.
func typeShortcut(t *testing.T, e *explorer, sc fyne.Shortcut) {
	t.Helper()
	c := reflect.ValueOf(e.win.Canvas()).Elem().FieldByName("WindowlessCanvas")
	h, ok := c.Interface().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the test canvas handles no shortcuts")
	}
	h.TypedShortcut(sc)
}

// waitJobs waits for the exports going on, or fails.
func waitJobs(t *testing.T, e *explorer) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		e.keep.jobs.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("export still running after 30 s")
	}
}

func TestExportFigureWritesTheRequestedPNG(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 3)
	e.looks.setDark(true) // a figure is for paper or a slide: light all the same
	dir := t.TempDir()
	asked := saveTo(e, filepath.Join(dir, "fig")) // no extension: PNG

	typeShortcut(t, e, shortcutExport)
	d := e.keep.figureDlg
	if d == nil {
		t.Fatal("Ctrl+E opened no dialog")
	}
	d.Preset.SetSelectedIndex(1)
	if d.Width.Text != "1800" || d.Height.Text != "1200" || d.DPI.Text != "300" {
		t.Errorf("Handout preset: %s × %s at %s dpi, want 1800 × 1200 at 300", d.Width.Text, d.Height.Text, d.DPI.Text)
	}
	test.Type(d.Width, "9") // 91800: the preset no longer matches
	if d.Preset.Selected != i18n.T("Custom") {
		t.Errorf("after editing the width the preset is %q, want Custom", d.Preset.Selected)
	}
	d.Width.SetText("640")
	d.Height.SetText("400")
	d.DPI.SetText("150")
	d.Title.SetText("Example 2.1")
	test.Tap(d.ExportButton)
	waitJobs(t, e)

	if len(*asked) != 1 || (*asked)[0] != "figure.png" {
		t.Errorf("save dialog suggested %q, want figure.png", *asked)
	}
	b, err := os.ReadFile(filepath.Join(dir, "fig.png"))
	if err != nil {
		t.Fatalf("no figure written: %v (status %q)", err, e.status.Message())
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if s := img.Bounds().Size(); s.X != 640 || s.Y != 400 {
		t.Fatalf("figure is %v, want 640×400", s)
	}
	// 150 dpi is 5906 pixels per metre in the pHYs chunk.
	if !bytes.Contains(b, []byte{'p', 'H', 'Y', 's', 0, 0, 0x17, 0x12, 0, 0, 0x17, 0x12, 1}) {
		t.Error("the PNG does not record 150 dpi")
	}
	// It is the plane as it is: the same input and view drawn directly.
	want, err := figure.RenderImage(e.keep.exportInput(), e.plane.View(),
		figure.FigureOptions{Width: 640, Height: 400, DPI: 150, Title: "Example 2.1", Legend: true, Translate: i18n.T})
	if err != nil {
		t.Fatal(err)
	}
	if !samePixels(img, want) {
		t.Error("the exported figure is not the plane's scene at k = 3")
	}
	if r, g, b, _ := img.At(2, 2).RGBA(); r>>8 < 0xf0 || g>>8 < 0xf0 || b>>8 < 0xf0 {
		t.Errorf("dark theme exported a dark figure: corner %02x%02x%02x", r>>8, g>>8, b>>8)
	}
	if !strings.Contains(e.status.Message(), "fig.png") {
		t.Errorf("status %q does not name the file", e.status.Message())
	}
}

// samePixels reports whether a decoded image equals an RGBA one.
func samePixels(a image.Image, b *image.RGBA) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if color.RGBAModel.Convert(a.At(x, y)) != b.RGBAAt(x, y) {
				return false
			}
		}
	}
	return true
}

func TestExportFigureRejectsAnUnknownExtension(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	dir := t.TempDir()
	saveTo(e, filepath.Join(dir, "fig.bmp"))
	e.keep.onExportFigure()
	test.Tap(e.keep.figureDlg.ExportButton)
	waitJobs(t, e)
	text := overlayText(e.win.Canvas().Overlays().Top())
	// (The error dialog capitalises the first letter: "Fig.bmp".)
	if !strings.Contains(text, "ig.bmp") || !strings.Contains(text, ".png, .svg, .pdf") {
		t.Errorf("error dialog says %q; want the file and the formats named", text)
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("a failed export left %d files", len(files))
	}
}

// bookTable21Markdown is Li Hang's Table 2.1 (Example 2.1, η = 1) as the
// Trace tab writes it in Markdown.
const bookTable21Markdown = `| k | misclassified point | w | b | w·x+b |
| --- | --- | --- | --- | --- |
| 0 |  | (0, 0)ᵀ | 0 | 0 |
| 1 | x1 | (3, 3)ᵀ | 1 | 3x⁽¹⁾ + 3x⁽²⁾ + 1 |
| 2 | x3 | (2, 2)ᵀ | 0 | 2x⁽¹⁾ + 2x⁽²⁾ |
| 3 | x3 | (1, 1)ᵀ | −1 | x⁽¹⁾ + x⁽²⁾ − 1 |
| 4 | x3 | (0, 0)ᵀ | −2 | −2 |
| 5 | x1 | (3, 3)ᵀ | −1 | 3x⁽¹⁾ + 3x⁽²⁾ − 1 |
| 6 | x3 | (2, 2)ᵀ | −2 | 2x⁽¹⁾ + 2x⁽²⁾ − 2 |
| 7 | x3 | (1, 1)ᵀ | −3 | x⁽¹⁾ + x⁽²⁾ − 3 |
`

func TestTraceExportGivesTable21(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 8) // 7 updates, then the check that ends the run
	p := e.traceP()
	p.Format.SetSelected("Markdown")
	test.Tap(p.CopyButton)
	if got := e.app.Clipboard().Content(); got != bookTable21Markdown {
		t.Errorf("Copy as Markdown:\n%s\nwant Table 2.1:\n%s", got, bookTable21Markdown)
	}

	path := filepath.Join(t.TempDir(), "table21.tex")
	saveTo(e, path)
	p.Format.SetSelected("LaTeX")
	test.Tap(p.SaveButton)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if row := `7 & $x_{3}$ & $(1,1)^{\mathrm{T}}$ & $-3$ & $x^{(1)}+x^{(2)}-3$ \\`; !strings.Contains(string(b), row) {
		t.Errorf("LaTeX trace lacks the book's last row %q:\n%s", row, b)
	}

	p.Format.SetSelected(i18n.T("Text"))
	text, _ := e.traceP().Text("text")
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) != 9 || lines[4] != "3\tx₃\t(1, 1)\t−1\tx⁽¹⁾ + x⁽²⁾ − 1" {
		t.Errorf("text trace has %d lines, row 3 %q", len(lines), lines[min(4, len(lines)-1)])
	}

	withLanguage(t, "zh", func() {
		text, _ := e.traceP().Text("markdown")
		if !strings.HasPrefix(text, "| 迭代次数 | 误分类点 |") {
			t.Errorf("Chinese headers: %q", strings.SplitN(text, "\n", 2)[0])
		}
	})
}

func TestTraceExportGivesTable22(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.Form.SetSelected(f.Form.Options[1]) // Dual
	tapN(e.bar.stepBtn, 8)
	text, err := e.traceP().Text("markdown")
	if err != nil {
		t.Fatal(err)
	}
	// Li Hang's Table 2.2: α₁, α₂, α₃ and b after each update.
	for _, row := range []string{
		"| k | misclassified point | α1 | α2 | α3 | b |",
		"| 0 |  | 0 | 0 | 0 | 0 |", "| 1 | x1 | 1 | 0 | 0 | 1 |", "| 2 | x3 | 1 | 0 | 1 | 0 |",
		"| 3 | x3 | 1 | 0 | 2 | −1 |", "| 4 | x3 | 1 | 0 | 3 | −2 |", "| 5 | x1 | 2 | 0 | 3 | −1 |",
		"| 6 | x3 | 2 | 0 | 4 | −2 |", "| 7 | x3 | 2 | 0 | 5 | −3 |",
	} {
		if !strings.Contains(text, row+"\n") {
			t.Errorf("dual trace lacks %q:\n%s", row, text)
		}
	}
}

func TestExportAnimationWritesEightFrames(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e) // order first, as the book scans
	e.keep.onExportAnimation()
	if e.View().(*perceptronview.Method).Anim != nil {
		t.Fatal("the dialog opened before any update")
	}
	test.Tap(e.bar.endBtn)
	settle(t, e)
	path := filepath.Join(t.TempDir(), "run.gif")
	saveTo(e, path)
	e.keep.onExportAnimation()
	d := e.View().(*perceptronview.Method).Anim
	if d == nil {
		t.Fatal("Export animation opened no dialog")
	}
	if d.Every.Text != "1" || d.Frames.Text != "8 frames" {
		t.Errorf("dialog proposes every %s (%s), want 1 (8 frames)", d.Every.Text, d.Frames.Text)
	}
	test.Tap(d.ExportBtn)
	waitJobs(t, e)

	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no GIF: %v (status %q)", err, e.status.Message())
	}
	g, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	// The start, 7 updates, the 7th being the final state (Table 2.1).
	if len(g.Image) != 8 || g.Config.Width != 800 || g.Config.Height != 600 {
		t.Fatalf("GIF has %d frames of %d×%d, want 8 of 800×600", len(g.Image), g.Config.Width, g.Config.Height)
	}
	frames := e.View().(*perceptronview.Method).Animation(perceptronview.AnimChoice{Size: perceptronview.AnimSizes[0], Every: 1})(e.keep.exportInput(), e.plane.View()).Frames
	if c := frames[3].Caption; c != "k=3: x₃ misclassified, w ← (1,1), b ← −1" {
		t.Errorf("frame 3 caption %q, want animate's", c)
	}
	if c := frames[7].Caption; !strings.HasSuffix(c, "b ← −3; converged") {
		t.Errorf("last caption %q", c)
	}
	if slices.Equal(g.Image[0].Pix, g.Image[7].Pix) {
		t.Error("the start and the final state look the same")
	}
	if !strings.Contains(e.status.Message(), "run.gif: 8 frames") {
		t.Errorf("status %q", e.status.Message())
	}
}

func TestProjectorModeEnlargesTextAndHidesSettings(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	size := func() float32 { return e.app.Settings().Theme().Size(theme.SizeNameText) }
	before := size()
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyP})
	if r := size() / before; r < 1.6-1e-6 {
		t.Errorf("projector mode text %.1f, normal %.1f: ratio %.2f, want ≥ 1.6", size(), before, r)
	}
	m := e.modelP()
	if m.Settings.Content.Visible() || m.Heading.Visible() {
		t.Error("projector mode still shows the settings form")
	}
	if m.Value("w") == "" || m.Value("Mistakes") == "" || m.Value("Margin") == "" || m.Value("f(x)") == "" {
		t.Error("projector mode hid the model summary")
	}
	if m.Value("η") != "" {
		t.Error("projector mode still shows η, a setting")
	}
	for _, dark := range []bool{false, true} {
		e.looks.setDark(dark)
		bg := e.app.Settings().Theme().Color(theme.ColorNameBackground, 0)
		track := labtheme.Track{}.Color(theme.ColorNameInputBackground, 0)
		if r := wcagContrast(track, bg); r < 3 {
			t.Errorf("dark=%v: the speed slider's track has contrast %.2f, want ≥ 3", dark, r)
		}
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyP})
	if size() != before || !m.Settings.Content.Visible() || m.Value("η") != "1" {
		t.Error("P again did not restore the normal look")
	}
}

// wcagContrast is the WCAG 2 contrast ratio of two opaque colours.
func wcagContrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		lin := func(v uint32) float64 {
			s := float64(v) / 0xffff
			if s <= 0.04045 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	la, lb := lum(a), lum(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestExportOverExistingFileKeepsItUntilDone overwrites an existing GIF as
// Fyne's save dialog does — storage.Writer on the chosen file, then the
// dialog's callback — and cancels the export: the old bytes must be intact
// at once (not emptied while drawing) and after the cancel.
func TestExportOverExistingFileKeepsItUntilDone(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	test.Tap(e.bar.endBtn)
	settle(t, e)
	path := filepath.Join(t.TempDir(), "old.gif")
	old := bytes.Repeat([]byte("GIF89a old animation "), 50000)
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(path)) // what the dialog hands its callback
	c := perceptronview.AnimChoice{Size: perceptronview.AnimSizes[len(perceptronview.AnimSizes)-1], Every: 1}
	frames := e.View().(*perceptronview.Method).Animation(c)
	e.keep.chosen(w, err, func(p string) {
		e.keep.exportGIF(p, func() *figure.Animation { return frames(e.keep.exportInput(), e.plane.View()) })
	})
	if b, _ := os.ReadFile(path); !bytes.Equal(b, old) {
		t.Fatalf("the file has %d bytes right after the overwrite was confirmed, want the old %d", len(b), len(old))
	}
	if e.keep.progress == nil {
		t.Fatal("no progress dialog")
	}
	e.keep.progress.OnCancel() // Cancel's own effect; tapping it would race the drawing goroutine in the test driver
	waitJobs(t, e)
	if b, _ := os.ReadFile(path); !bytes.Equal(b, old) {
		t.Errorf("after Cancel the file has %d bytes, want the old %d", len(b), len(old))
	}
	if msg := e.status.Message(); !strings.Contains(msg, "no file was written") {
		t.Errorf("status %q", msg)
	}
}
