package canvas

import (
	"perceptronlab/scene"

	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"perceptronlab/scene/scenetest"
)

// inkOf sums the alpha of img in pixels (255 = one pixel fully covered).
func inkOf(img *image.RGBA) float64 {
	var s float64
	for i := 3; i < len(img.Pix); i += 4 {
		s += float64(img.Pix[i]) / 255
	}
	return s
}

// TestFillConvexArea checks that the anti-aliased fill lays down as much
// ink as the polygon's area: exactly (up to 8-bit rounding) for edges
// along the axes, within 1% for slanted ones.
func TestFillConvexArea(t *testing.T) {
	for _, c := range []struct {
		name string
		p    []pt
		area float64 // by the shoelace formula
		tol  float64
	}{
		{"rectangle with fractional edges", []pt{{10.25, 5.5}, {30.75, 5.5}, {30.75, 20.25}, {10.25, 20.25}}, 20.5 * 14.75, 0.002},
		{"triangle", []pt{{3.3, 4.1}, {57.9, 12.6}, {21.4, 48.2}}, triangleArea(pt{3.3, 4.1}, pt{57.9, 12.6}, pt{21.4, 48.2}), 0.01},
		{"square turned 30°, counter-clockwise", rotatedSquare(32, 32, 20, math.Pi/6, true), 400, 0.01},
		{"square turned 30°, clockwise", rotatedSquare(32, 32, 20, math.Pi/6, false), 400, 0.01},
		// A regular 64-gon of radius 20 (an ellipse or an Lp ball as a
		// scene draws it): more edges than the inline storage holds; its
		// area is ½·64·20²·sin(2π/64).
		{"64-gon", regularPolygon(32, 32, 20, 64), 0.5 * 64 * 400 * math.Sin(2*math.Pi/64), 0.01},
	} {
		img := image.NewRGBA(image.Rect(0, 0, 64, 64))
		fillConvex(img, c.p, color.RGBA{255, 255, 255, 255})
		if got := inkOf(img); math.Abs(got-c.area) > c.tol*c.area {
			t.Errorf("%s: ink %.2f, want area %.2f ± %.1f%%", c.name, got, c.area, 100*c.tol)
		}
	}
}

// regularPolygon returns n vertices on the circle of radius r about (cx, cy).
func regularPolygon(cx, cy, r float32, n int) []pt {
	p := make([]pt, n)
	for i := range p {
		a := 2 * math.Pi * float64(i) / float64(n)
		p[i] = pt{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))}
	}
	return p
}

// TestFillStrokeInk checks that a slanted stroke covers its length × width.
func TestFillStrokeInk(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 100, 100))
	fillStroke(img, 10, 12.3, 80, 82.3, 2.5, color.RGBA{255, 255, 255, 255})
	want := 70 * math.Sqrt2 * 2.5
	if got := inkOf(img); math.Abs(got-want) > 0.01*want {
		t.Errorf("ink %.2f, want %.2f ± 1%%", got, want)
	}
}

func triangleArea(a, b, c pt) float64 {
	return math.Abs(float64((b.X-a.X)*(c.Y-a.Y)-(c.X-a.X)*(b.Y-a.Y))) / 2
}

// rotatedSquare returns a square of side s centred on (cx, cy), turned by a.
func rotatedSquare(cx, cy, s float32, a float64, ccw bool) []pt {
	p := make([]pt, 4)
	for i := range p {
		k := i
		if !ccw {
			k = 3 - i
		}
		t := a + float64(k)*math.Pi/2 + math.Pi/4
		r := float64(s) / math.Sqrt2
		p[i] = pt{cx + float32(r*math.Cos(t)), cy + float32(r*math.Sin(t))}
	}
	return p
}

// TestBlendNeverOverflows blends over an opaque pixel at every coverage:
// the result must lie between the two colours (a wrap past 255 once
// dotted the edges of shapes drawn over the background).
func TestBlendNeverOverflows(t *testing.T) {
	for _, c := range []color.RGBA{{255, 255, 255, 255}, premul(color.NRGBA{0xE6, 0x9F, 0x00, 0xe6})} {
		for cov := range uint32(256) {
			px := []uint8{255, 255, 255, 255}
			blend(px, 0, c, cov)
			if px[3] != 255 || px[0] < c.R || px[1] < c.G || px[2] < c.B {
				t.Fatalf("%v at coverage %d over white gave %v", c, cov, px)
			}
		}
	}
}

// TestPlaneImageAllocs checks that repainting the image for a new scene
// allocates nothing once its size is known: no per-point allocations.
func TestPlaneImageAllocs(t *testing.T) {
	in := scene.NewInput(nil)
	in.Set = scenetest.TwoClusters(200)
	in.Models, in.Updated, in.Selected = scene.Step([]float64{1, 1.2}, -4.5, nil, 0), 3, 4
	v := scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	s := scene.Build(in, v)
	m := scene.Mapping{View: v, Width: 300, Height: 300}
	var pi planeImage
	gen := uint64(1)
	pi.paint(s, m, 300, 300, nil, gen)
	if n := testing.AllocsPerRun(5, func() { gen++; pi.paint(s, m, 300, 300, nil, gen) }); n != 0 {
		t.Errorf("painting a new scene allocates %v times", n)
	}
}

// TestPlaneImageDevicePixels checks that on a HiDPI canvas the image is
// painted at the device's pixels, not scaled up from the widget's size.
func TestPlaneImageDevicePixels(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlane()
	w := test.NewTempWindow(t, p)
	w.SetPadded(false)
	w.Canvas().(software.WindowlessCanvas).SetScale(2)
	w.Resize(fyne.NewSize(300, 200))
	in := scene.NewInput(scenetest.TwoClusters(10))
	in.Models = scene.Step([]float64{1, 1}, -4, nil, 0)
	p.SetInput(in)
	w.Canvas().Capture()
	r := test.WidgetRenderer(p).(*planeRenderer)
	if b := r.painter.img.Bounds(); b.Dx() != 600 || b.Dy() != 400 {
		t.Errorf("image is %v, want 600×400 device pixels", b)
	}
}
