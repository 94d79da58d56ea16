package canvas

import (
	"image/color"
	"slices"

	"perceptronlab/scene"
)

// The plane image's static layers — the background, the shaded sides, the
// margin band and the other fills, the grid and the axes — change only
// when the view, the size or a model's line does. Dragging a point rarely
// changes them, so they are painted once into base and copied in (a
// memmove) while their signature stays the same.

// baseCache holds the static layers and what they were painted from.
type baseCache struct {
	pix      []uint8   // the image's pixels after the static layers
	sig, tmp []float64 // the signature pix was painted for, and a scratch one
}

// signature lists everything the static layers depend on, in order.
func baseSignature(out []float64, s *scene.Scene, d devMap, w, h int) []float64 {
	out = append(out[:0], float64(w), float64(h), float64(d.k), float64(d.x), float64(d.y),
		d.m.View.XMin, d.m.View.XMax, d.m.View.YMin, d.m.View.YMax, float64(d.m.Width), float64(d.m.Height))
	st := s.Style
	out = appendColor(out, rgbaOf(st.Background))
	out = appendColor(out, rgbaOf(st.Grid))
	out = appendColor(out, rgbaOf(st.Axis))
	out = append(out, float64(st.LineWidth))
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if sh.Kind != scene.Fill || !s.Show.Shows(sh.Layer) {
			continue
		}
		out = append(out, float64(sh.Layer))
		out = appendColor(out, premul(sh.Color))
		vs := sh.Vertices()
		out = append(out, float64(len(vs)))
		for _, v := range vs {
			out = append(out, v.X, v.Y)
		}
	}
	out = append(out, -1, float64(len(s.XTicks)), float64(len(s.YTicks)))
	for _, t := range s.XTicks {
		out = append(out, t.Value)
	}
	for _, t := range s.YTicks {
		out = append(out, t.Value)
	}
	for _, a := range s.Axes {
		out = append(out, b2f(a.Visible), a.A.X, a.A.Y, a.B.X, a.B.Y)
	}
	return out
}

func appendColor(out []float64, c color.RGBA) []float64 {
	return append(out, float64(c.R), float64(c.G), float64(c.B), float64(c.A))
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// paintBase paints the static layers of s into pi.img, from the cache when
// their signature is the one cached.
func (pi *planeImage) paintBase(s *scene.Scene, d devMap, w, h int) {
	bc := &pi.base
	bc.tmp = baseSignature(bc.tmp, s, d, w, h)
	if len(bc.pix) == len(pi.img.Pix) && slices.Equal(bc.tmp, bc.sig) {
		copy(pi.img.Pix, bc.pix)
		return
	}
	fillSolid(pi.img, rgbaOf(s.Style.Background))
	pi.paintFills(s, d, true)
	pi.paintGrid(s, d)
	bc.sig, bc.tmp = bc.tmp, bc.sig
	if len(bc.pix) != len(pi.img.Pix) {
		bc.pix = make([]uint8, len(pi.img.Pix))
	}
	copy(bc.pix, pi.img.Pix)
}
