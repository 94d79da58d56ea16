package figure_test

import (
	"image"
	"image/png"
	"math"
	"os"
	"testing"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/scene"
)

// Issue 19, fault 6 in exports: a PNG figure drew k-NN's boundary as the
// contour of the vote's grid, a staircase of cells, while the screen
// bisects each cell edge. Two points, k = 1: the boundary is their
// perpendicular bisector, x = 2 + (1.5 − y)/2 for (1, 1) and (3, 2). Along each pixel
// row of the data area the boundary's ink must be centred on that line.
func TestFigureKNNBoundaryIsStraight(t *testing.T) {
	set := &dataset.Set{D: 2, X: []float64{1, 1, 3, 2}, Y: []float64{1, -1}}
	m, err := knn.NewKNN(set.Matrix(), set.Y, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KNN{Model: m}}
	in.Show.Legend, in.Show.Names = false, false
	v := scene.View{XMin: 0, XMax: 4, YMin: 0, YMax: 4}
	img, err := figure.RenderImage(in, v, figure.FigureOptions{Width: 600, Height: 600, DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	if name := os.Getenv("KNN_FIGURE_PNG"); name != "" { // to look at it
		f, _ := os.Create(name)
		_ = png.Encode(f, img)
		_ = f.Close()
	}
	area := tintedArea(img, in.Style)
	if area.Dx() < 300 || area.Dy() < 300 {
		t.Fatalf("the shaded data area is %v: not found", area)
	}
	// Plane y at a pixel row's centre, and x of the bisector there.
	kx := float64(area.Dx()) / v.Width()
	worst, rows := 0.0, 0
	for py := area.Min.Y + 12; py < area.Max.Y-12; py++ {
		y := v.YMax - (float64(py-area.Min.Y)+0.5)/float64(area.Dy())*v.Height()
		want := float64(area.Min.X) + (2+(1.5-y)/2-v.XMin)*kx // pixel x of the line's centre
		c, ok := inkCentre(img, py, int(want)-12, int(want)+12)
		if !ok {
			t.Fatalf("row %d: no boundary ink near x = %.1f", py, want)
		}
		worst = max(worst, math.Abs(c+0.5-want))
		rows++
	}
	t.Logf("%d rows, the ink's centre at most %.3f px from the bisector", rows, worst)
	// Antialiasing of a 2 px line, sampled on whole pixels, puts its centre
	// within a few tenths of a pixel; the staircase was off by half a cell
	// (2.2 px cells here).
	if worst > 0.35 {
		t.Errorf("the boundary's ink is up to %.2f px from the perpendicular bisector, want ≤ 0.35", worst)
	}
}

// tintedArea is the bounding box of the pixels shaded in either region's
// tint over white: the data area.
func tintedArea(img *image.RGBA, st scene.Style) image.Rectangle {
	p, n := st.DecisionTints()
	over := func(a float64, ch uint8) uint8 { return uint8(math.Round(255*(1-a) + float64(ch)*a)) }
	var tints [2][3]uint8
	for k, c := range [2]struct {
		R, G, B, A uint8
	}{{p.R, p.G, p.B, p.A}, {n.R, n.G, n.B, n.A}} {
		a := float64(c.A) / 255
		tints[k] = [3]uint8{over(a, c.R), over(a, c.G), over(a, c.B)}
	}
	near := func(a, b uint8) bool { return a-b < 3 || b-a < 3 }
	box := image.Rectangle{}
	first := true
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			o := img.PixOffset(x, y)
			for _, tc := range tints {
				if near(img.Pix[o], tc[0]) && near(img.Pix[o+1], tc[1]) && near(img.Pix[o+2], tc[2]) {
					r := image.Rect(x, y, x+1, y+1)
					if first {
						box, first = r, false
					} else {
						box = box.Union(r)
					}
				}
			}
		}
	}
	return box
}

// inkCentre returns the darkness-weighted centre of pixel row y between
// columns x0 and x1: where the boundary line lies on that row.
func inkCentre(img *image.RGBA, y, x0, x1 int) (float64, bool) {
	var sum, wsum float64
	for x := x0; x <= x1; x++ {
		o := img.PixOffset(x, y)
		l := 0.299*float64(img.Pix[o]) + 0.587*float64(img.Pix[o+1]) + 0.114*float64(img.Pix[o+2])
		if w := 200 - l; w > 0 {
			sum += w * float64(x)
			wsum += w
		}
	}
	return sum / max(wsum, 1e-9), wsum > 0
}
