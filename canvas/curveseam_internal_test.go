package canvas

import (
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// fitScene builds chapter 1's plane as the fit mode does: Bishop's ten
// points and the fitted curve, here y = sin(2πx), in st.
func fitScene(st scene.Style) (*scene.Scene, scene.Mapping) {
	set := &dataset.Set{D: 2}
	for n := range 10 {
		x := float64(n) / 9
		set.X, set.Y = append(set.X, x, math.Sin(2*math.Pi*x)), append(set.Y, 1)
	}
	in := scene.NewInput(set)
	in.Style = st
	in.Show = scene.Show{Legend: true, Line: true, LSQ: true}
	in.Models = []scene.Model{scene.Curve{F: func(x float64) float64 { return math.Sin(2 * math.Pi * x) },
		Layer: scene.LayerLine, Color: scene.WithAlpha(st.Line, 1), Width: st.LineWidth * 1.3, Legend: "fitted polynomial"}}
	v := scene.View{XMin: -0.06, XMax: 1.06, YMin: -1.5, YMax: 1.5}
	return scene.Build(in, v), scene.Mapping{View: v, Width: 1000, Height: 600}
}

// savePNG writes img to $PLANE_PNG_DIR/name when that variable is set, to
// look at.
func savePNG(t *testing.T, img image.Image, name string) {
	dir := os.Getenv("PLANE_PNG_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestCurveHasNoSeams: the fitted curve of chapter 1 is the line's colour
// all along its core, in dark and light projector mode. The stroke is
// 4.55 px wide, so the pixel holding any point of its centre line lies
// wholly inside it (its far corner is at most √2 px away): that pixel
// must be the line's colour, bar the points' markers drawn over it.
// Drawn as 240 segments each blended on its own, the column (or row,
// where the curve is steep) where two segments met got both partial
// coverages composited, 1 − a(1 − a) of the ink: a dark seam every few
// pixels on the dark plane.
func TestCurveHasNoSeams(t *testing.T) {
	for _, dark := range []bool{true, false} {
		st := scene.ProjectorStyle(dark)
		s, m := fitScene(st)
		var pi planeImage
		img := pi.paint(s, m, 1000, 600, nil, 1)
		savePNG(t, img, map[bool]string{true: "curve-dark-projector.png", false: "curve-light-projector.png"}[dark])
		line := rgbaOf(st.Line)
		worst, wu, wv := 0, 0, 0
	next:
		for k := range 4000 {
			x := float64(k) / 4000
			u, v := m.ToPixel(x, math.Sin(2*math.Pi*x))
			for _, p := range s.Points { // under a marker
				if pu, pv := m.ToPixel(p.Pos.X, p.Pos.Y); math.Hypot(float64(pu-u), float64(pv-v)) < float64(st.PointRadius)+3 {
					continue next
				}
			}
			o := img.PixOffset(int(u), int(v))
			if d := abs(int(img.Pix[o]) - int(line.R)); d > worst {
				worst, wu, wv = d, int(u), int(v)
			}
		}
		if worst > 2 {
			t.Errorf("dark %v: the pixel (%d, %d) on the curve's centre line is %d levels from the line's colour", dark, wu, wv, worst)
		}
	}
}

func abs(v int) int { return max(v, -v) }

// BenchmarkPlaneImageCurves paints chapter 1's plane at 1000×600 with the
// fitted curve and 20 resampled fits over it, each a path of 241 points.
func BenchmarkPlaneImageCurves(b *testing.B) {
	st := scene.ProjectorStyle(true)
	s, m := fitScene(st)
	c := s.Shapes[len(s.Shapes)-1]
	for k := range 20 {
		c.Path = append([]scene.Vec(nil), c.Path...)
		for i := range c.Path {
			c.Path[i].Y *= 1 + float64(k)/40
		}
		s.Shapes = append(s.Shapes, c)
	}
	var pi planeImage
	var gen uint64
	b.ReportAllocs()
	for b.Loop() {
		gen++
		pi.paint(s, m, 1000, 600, nil, gen)
	}
}
