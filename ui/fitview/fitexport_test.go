package fitview

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/figure"
)

// TestFitExportFigure exports the curve-fitting mode's figures with
// Ctrl+E: the fit at M = 3 with its residuals as a PNG, whose fitted curve
// must be drawn where the polynomial is (dark pixels of the fit's colour
// within 3 pixels of the curve's row in 9 columns of 10 across the data
// area), and E_RMS against M as an SVG and against ln λ as a PDF.
func TestFitExportFigure(t *testing.T) {
	room, v := newTestView(t)
	v.Controls.M.SetValue(3)
	v.Lab().ShowResiduals = true
	v.Refresh()
	dir := os.Getenv("FIT_EXPORT_DIR") // set to keep the files and look at them
	if dir == "" {
		dir = t.TempDir()
	}
	png1 := filepath.Join(dir, "fit.png")
	room.savePath = png1
	v.ExportFigure()
	d := room.dialog
	if d == nil || d.Extra == nil {
		t.Fatal("Ctrl+E in curve fitting opened no dialog with the fit's figures")
	}
	d.Width.SetText("900")
	d.Height.SetText("600")
	d.DPI.SetText("96")
	test.Tap(d.ExportButton)
	room.jobs.Wait()
	b, err := os.ReadFile(png1)
	if err != nil {
		t.Fatalf("no figure written: %v (%q)", err, v.Status.Text)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil || img.Bounds().Dx() != 900 || img.Bounds().Dy() != 600 {
		t.Fatalf("PNG: %v, %v", err, img.Bounds())
	}
	fig := v.planeFigure()
	r, ok := figure.SeriesDataRect(fig, figure.FigureOptions{Width: 900, Height: 600, DPI: 96})
	if !ok {
		t.Fatal("the figure has no data area")
	}
	hit, tried := 0, 0
	for i := 1; i <= 40; i++ {
		px := r.Left + (r.Right-r.Left)*float64(i)/41
		x := fig.XMin + (fig.XMax-fig.XMin)*(px-r.Left)/(r.Right-r.Left)
		y := v.Fit.Poly.Eval(x)
		if y < fig.YMin || y > fig.YMax {
			continue
		}
		tried++
		py := r.Top + (fig.YMax-y)/(fig.YMax-fig.YMin)*(r.Bottom-r.Top)
		for dy := -3; dy <= 3; dy++ {
			c, _, _, _ := img.At(int(px), int(math.Round(py))+dy).RGBA()
			if g, _, _, _ := img.At(int(px), int(math.Round(py))+dy).RGBA(); c>>8 < 0x50 && g>>8 < 0x50 {
				hit++
				break
			}
		}
	}
	if tried < 30 || hit*10 < tried*9 {
		t.Errorf("the fitted curve is at its place in %d of %d columns", hit, tried)
	}
	for _, tc := range []struct {
		kind fitExportKind
		name string
		want string
	}{{fitExportByM, "erms.svg", "<svg"}, {fitExportByLambda, "erms.pdf", "%PDF"}} {
		path := filepath.Join(dir, tc.name)
		room.savePath = path
		v.ExportFigure()
		room.dialog.Extra.(interface{ SetSelectedIndex(int) }).SetSelectedIndex(int(tc.kind))
		test.Tap(room.dialog.ExportButton)
		room.jobs.Wait()
		b, err := os.ReadFile(path)
		if err != nil || !strings.Contains(string(b[:min(len(b), 400)]), tc.want) || len(b) < 2000 {
			t.Errorf("%s: %d bytes, %v", tc.name, len(b), err)
		}
	}
}
