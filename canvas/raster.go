package canvas

import (
	"perceptronlab/scene"

	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// The per-point layers of the plane image (see planeImage): the
// perpendiculars, the halo, the rings and the points.
//
// Points are stamped from sprites (anti-aliased alpha masks rendered once
// per shape and size) at whole-pixel positions; segments are drawn with
// per-column coverage, so painting a frame allocates nothing.

// sprite names a shape: kind, radius R and stroke width W in pixels.
type sprite struct {
	kind uint8
	R, W float32
}

const (
	spriteDisc uint8 = iota
	spriteRing
	spriteCross
)

func (pi *planeImage) paintDistances(s *scene.Scene, d devMap) {
	if !s.Show.Distances {
		return
	}
	c := premul(scene.WithAlpha(s.Style.Text, 0.55))
	lw := s.Style.DistanceWidth() * d.k
	pi.picked = pickDistances(pi.picked, s) // caps.go
	for _, k := range pi.picked {
		if dist := &s.Distances[k]; dist.Seg.Visible {
			x1, y1 := d.at(dist.Seg.A)
			x2, y2 := d.at(dist.Seg.B)
			strokeLine(pi.img, x1, y1, x2, y2, lw, c)
		}
	}
}

// paintMarks stamps the halo, then every point's rings, then the points.
func (pi *planeImage) paintMarks(s *scene.Scene, d devMap) {
	st, k := s.Style, d.k
	for pass := range 3 {
		for _, q := range s.Points {
			if q.Flags&scene.Hidden != 0 {
				continue
			}
			x, y := d.at(q.Pos)
			switch pass {
			case 0:
				if q.Flags&scene.Updated != 0 {
					pi.stamp(sprite{spriteDisc, st.HaloRadius() * k, 0}, x, y, premul(scene.WithAlpha(st.Highlight, 0.85)))
				}
			case 1:
				pi.rings = s.AppendRings(pi.rings[:0], q)
				for _, r := range pi.rings {
					pi.stamp(sprite{spriteRing, r.R * k, r.W * k}, x, y, rgbaOf(r.C))
				}
			default:
				pi.stampPoint(st, q.Label, x, y, k)
			}
		}
	}
}

// stampPoint draws class y's glyph: a filled circle with a thin edge in the
// background colour for +1, a cross for −1.
func (pi *planeImage) stampPoint(st scene.Style, y float64, x, py, k float32) {
	if y > 0 {
		pi.stamp(sprite{spriteRing, (st.PointRadius + 0.5) * k, k}, x, py, rgbaOf(st.Background))
		pi.stamp(sprite{spriteDisc, st.PointRadius * k, 0}, x, py, rgbaOf(st.Pos))
		return
	}
	pi.stamp(sprite{spriteCross, st.CrossHalf() * k, st.CrossWidth() * k}, x, py, rgbaOf(st.Neg))
}

// stamp blends sprite sp in colour c centred on (x, y), rounded to a pixel.
func (pi *planeImage) stamp(sp sprite, x, y float32, c color.RGBA) {
	mask := pi.sprite(sp)
	n := mask.Rect.Dx()
	x0, y0 := int(math.Round(float64(x)))-n/2, int(math.Round(float64(y)))-n/2
	blendMask(pi.img, mask, x0, y0, c)
}

// sprite returns the mask of sp, rendering it on first use.
func (pi *planeImage) sprite(sp sprite) *image.Alpha {
	if m, ok := pi.sprites[sp]; ok {
		return m
	}
	if pi.sprites == nil {
		pi.sprites = map[sprite]*image.Alpha{}
	}
	n := 2 * int(math.Ceil(float64(sp.R+sp.W)+1))
	c := float32(n) / 2
	pi.rz.Reset(n, n)
	switch sp.kind {
	case spriteDisc:
		circlePath(&pi.rz, c, c, sp.R, false)
	case spriteRing:
		circlePath(&pi.rz, c, c, sp.R+sp.W/2, false)
		circlePath(&pi.rz, c, c, max(0, sp.R-sp.W/2), true)
	case spriteCross:
		quadPath(&pi.rz, c-sp.R, c-sp.R, c+sp.R, c+sp.R, sp.W)
		quadPath(&pi.rz, c-sp.R, c+sp.R, c+sp.R, c-sp.R, sp.W)
	}
	m := image.NewAlpha(image.Rect(0, 0, n, n))
	pi.rz.DrawOp = draw.Src
	pi.rz.Draw(m, m.Rect, image.Opaque, image.Point{})
	pi.sprites[sp] = m
	return m
}

// circlePath adds a circle of radius r about (cx, cy) as four cubic arcs,
// clockwise on screen, or counter-clockwise when reverse is set (a hole).
func circlePath(z *vector.Rasterizer, cx, cy, r float32, reverse bool) {
	const kappa = 0.5522847
	s := float32(1)
	if reverse {
		s = -1
	}
	k := kappa * r
	z.MoveTo(cx+r, cy)
	z.CubeTo(cx+r, cy+s*k, cx+k, cy+s*r, cx, cy+s*r)
	z.CubeTo(cx-k, cy+s*r, cx-r, cy+s*k, cx-r, cy)
	z.CubeTo(cx-r, cy-s*k, cx-k, cy-s*r, cx, cy-s*r)
	z.CubeTo(cx+k, cy-s*r, cx+r, cy-s*k, cx+r, cy)
	z.ClosePath()
}

// quadPath adds the stroke of width w from (x1, y1) to (x2, y2), butt-capped.
func quadPath(z *vector.Rasterizer, x1, y1, x2, y2, w float32) {
	dx, dy := x2-x1, y2-y1
	n := hypot32(dx, dy)
	nx, ny := -dy/n*w/2, dx/n*w/2
	z.MoveTo(x1+nx, y1+ny)
	z.LineTo(x2+nx, y2+ny)
	z.LineTo(x2-nx, y2-ny)
	z.LineTo(x1-nx, y1-ny)
	z.ClosePath()
}

// premul returns c premultiplied, as image.RGBA stores it.
func premul(c color.NRGBA) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// blend composites the premultiplied colour c with coverage cov (0…255)
// over the pixel at offset i of pix (premultiplied RGBA). It works in
// units of 1/255² so that the result never exceeds 255, even over an
// opaque pixel.
func blend(pix []uint8, i int, c color.RGBA, cov uint32) {
	const one = 255 * 255
	p := pix[i : i+4 : i+4]
	inv := one - uint32(c.A)*cov
	cov *= 255
	p[0] = uint8((uint32(c.R)*cov + uint32(p[0])*inv + one/2) / one)
	p[1] = uint8((uint32(c.G)*cov + uint32(p[1])*inv + one/2) / one)
	p[2] = uint8((uint32(c.B)*cov + uint32(p[2])*inv + one/2) / one)
	p[3] = uint8((uint32(c.A)*cov + uint32(p[3])*inv + one/2) / one)
}

// blendMask composites c through mask with the mask's origin at (x0, y0).
func blendMask(dst *image.RGBA, mask *image.Alpha, x0, y0 int, c color.RGBA) {
	r := mask.Rect.Add(image.Pt(x0, y0)).Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mi := mask.PixOffset(r.Min.X-x0, y-y0)
		di := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x, mi, di = x+1, mi+1, di+4 {
			if a := mask.Pix[mi]; a != 0 {
				blend(dst.Pix, di, c, uint32(a))
			}
		}
	}
}

// strokeLine draws an anti-aliased segment of width w: along its major
// axis, each pixel row or column gets the coverage of the stroke's cross
// section (w over the cosine of its slope). The ends are cut square.
func strokeLine(dst *image.RGBA, x0, y0, x1, y1, w float32, c color.RGBA) {
	if math.Abs(float64(x1-x0)) >= math.Abs(float64(y1-y0)) {
		strokeMajor(dst, x0, y0, x1, y1, w, c, false)
	} else {
		strokeMajor(dst, y0, x0, y1, x1, w, c, true)
	}
}

// strokeMajor walks the major axis u from u0 to u1; v is the minor axis.
// With swap set, u is y and v is x.
func strokeMajor(dst *image.RGBA, u0, v0, u1, v1, w float32, c color.RGBA, swap bool) {
	if u1 < u0 {
		u0, v0, u1, v1 = u1, v1, u0, v0
	}
	du := u1 - u0
	if du == 0 {
		return
	}
	slope := (v1 - v0) / du
	half := w / 2 * float32(math.Sqrt(float64(1+slope*slope)))
	umax, vmax := dst.Rect.Dx(), dst.Rect.Dy()
	su, sv := 4, dst.Stride // bytes per step along u and along v
	if swap {
		umax, vmax, su, sv = vmax, umax, sv, su
	}
	for u := max(0, int(u0)); u < min(umax, int(math.Ceil(float64(u1)))); u++ {
		cu := overlap(float32(u), u0, u1) * 255
		vc := v0 + (float32(u)+0.5-u0)*slope
		lo, hi := vc-half, vc+half
		v := max(0, int(lo))
		for i := u*su + v*sv; v < min(vmax, int(hi)+1); v, i = v+1, i+sv {
			if cov := uint32(cu*overlap(float32(v), lo, hi) + 0.5); cov > 0 {
				blend(dst.Pix, i, c, cov)
			}
		}
	}
}

// overlap returns the length of [p, p+1] ∩ [a, b].
func overlap(p, a, b float32) float32 {
	return max(0, min(p+1, b)-max(p, a))
}
