package canvas

import (
	"image/color"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
)

// Issue 19, fault 11: three rings on one point (misclassified, support
// point, closest point), over the updated point's halo, ran together: 1.5
// px rings 3 px apart, the gaps smeared by antialiasing. Walking out from
// the point along its row of pixels, each ring's own colour must show,
// innermost first, at least 4 px from the last, with a clean pixel (the
// background's or the halo's colour) between them, in the light and the
// dark style.
func TestStackedRingsStayApart(t *testing.T) {
	for _, dark := range []bool{false, true} {
		set := &dataset.Set{D: 2, X: []float64{0, 0}, Y: []float64{1}}
		in := scene.NewInput(set)
		in.Style = scene.DefaultStyle(dark)
		in.Updated = 0
		v := scene.View{XMin: -2, XMax: 2, YMin: -2, YMax: 2}
		s := scene.Build(in, v)
		s.Points[0].Flags |= scene.Misclassified | scene.Support | scene.MarginPoint
		var pi planeImage
		img := pi.paint(s, scene.Mapping{View: v, Width: 200, Height: 200}, 200, 200, nil, 1)
		st := s.Style
		halo := overOpaque(scene.WithAlpha(st.Highlight, 0.85), st.Background)
		near := func(x int, c color.Color) bool {
			p, q := img.RGBAAt(x, 100), scene.WithAlpha(c, 1)
			d := func(a, b uint8) int { return (int(a) - int(b)) * (int(a) - int(b)) }
			return d(p.R, q.R)+d(p.G, q.G)+d(p.B, q.B) < 40*40
		}
		clean := func(x int) bool { return near(x, st.Background) || near(x, halo) }
		want := []color.Color{st.Misclassified, st.SVM, st.Margin}
		found, last, gap := 0, -100, true
		for x := 100 + int(st.PointRadius) + 1; x < 170 && found < len(want); x++ {
			switch {
			case near(x, want[found]) && gap && x-last >= 4:
				found, last, gap = found+1, x, false
			case clean(x):
				gap = true
			}
		}
		if found < len(want) {
			t.Errorf("dark %v: walking out from the point found %d of the 3 rings (misclassified, support, closest) apart", dark, found)
		}
	}
}

// overOpaque composites c over the opaque colour bg.
func overOpaque(c color.NRGBA, bg color.Color) color.NRGBA {
	b := scene.WithAlpha(bg, 1)
	a := float64(c.A) / 255
	m := func(x, y uint8) uint8 { return uint8(float64(x)*a + float64(y)*(1-a) + 0.5) }
	return color.NRGBA{m(c.R, b.R), m(c.G, b.G), m(c.B, b.B), 255}
}
