package canvas

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
)

// Area fills for the plane image: the background, and the shaded convex
// polygons (the sides, the margin band, the SVM slab). Fyne's painters
// rasterise an ArbitraryPolygon over its whole bounding box through a
// general path rasteriser; a convex polygon needs only, per pixel row, the
// span between its edges, so the inside is a plain run of blends.

// pt is a point in device pixels.
type pt struct{ X, Y float32 }

// fillSolid sets every pixel of dst to c.
func fillSolid(dst *image.RGBA, c color.RGBA) {
	if len(dst.Pix) < 4 {
		return
	}
	dst.Pix[0], dst.Pix[1], dst.Pix[2], dst.Pix[3] = c.R, c.G, c.B, c.A
	for n := 4; n < len(dst.Pix); n *= 2 {
		copy(dst.Pix[n:], dst.Pix[:n])
	}
}

// blendRow composites c at full coverage over every pixel of the row pix:
// blend with cov = 255, with the divisions folded away. A shade mostly
// lies over a uniform area (the background, another shade), so a pixel
// equal to the one before it takes the result from it.
func blendRow(pix []uint8, c color.RGBA) {
	inv := 255 - uint32(c.A)
	var in, out uint32
	have := false
	for i := 0; i+3 < len(pix); i += 4 {
		p := pix[i : i+4 : i+4]
		v := binary.LittleEndian.Uint32(p)
		if have && v == in {
			binary.LittleEndian.PutUint32(p, out)
			continue
		}
		in, have = v, true
		p[0] = c.R + uint8((uint32(p[0])*inv+127)/255)
		p[1] = c.G + uint8((uint32(p[1])*inv+127)/255)
		p[2] = c.B + uint8((uint32(p[2])*inv+127)/255)
		p[3] = c.A + uint8((uint32(p[3])*inv+127)/255)
		out = binary.LittleEndian.Uint32(p)
	}
}

// edge is one side of a convex polygon as a half-plane: the signed
// distance, in pixels, of (x, y) inside it is nx·x + ny·y + c.
type edge struct{ nx, ny, c float32 }

// convex holds a convex polygon's edges. Up to 16 (the view cut by lines)
// are kept inline, so filling does not allocate; a longer polygon (an
// ellipse, an Lp ball) moves them to a slice.
type convex struct {
	e      [16]edge
	more   []edge
	n      int
	y0, y1 float32 // the vertical extent
}

// edges returns the polygon's edges.
func (cv *convex) edges() []edge {
	if cv.more != nil {
		return cv.more
	}
	return cv.e[:cv.n]
}

// add appends edge e.
func (cv *convex) add(e edge) {
	switch {
	case cv.more != nil:
		cv.more = append(cv.more, e)
	case cv.n == len(cv.e):
		cv.more = append(append(make([]edge, 0, 2*len(cv.e)), cv.e[:]...), e)
	default:
		cv.e[cv.n] = e
	}
	cv.n++
}

// makeConvex returns the edges of the convex polygon p (device pixels,
// either orientation), each facing inwards. Degenerate edges are dropped.
func makeConvex(p []pt) convex {
	var cv convex
	var cx, cy float32
	cv.y0, cv.y1 = float32(math.Inf(1)), float32(math.Inf(-1))
	for _, v := range p {
		cx, cy = cx+v.X/float32(len(p)), cy+v.Y/float32(len(p))
		cv.y0, cv.y1 = min(cv.y0, v.Y), max(cv.y1, v.Y)
	}
	for i, a := range p {
		b := p[(i+1)%len(p)]
		l := hypot32(b.X-a.X, b.Y-a.Y)
		if l < 1e-4 {
			continue
		}
		e := edge{nx: (a.Y - b.Y) / l, ny: (b.X - a.X) / l}
		e.c = -(e.nx*a.X + e.ny*a.Y)
		if e.nx*cx+e.ny*cy+e.c < 0 { // the centroid is inside a convex polygon
			e = edge{-e.nx, -e.ny, -e.c}
		}
		cv.add(e)
	}
	return cv
}

// span returns, for the pixel row whose centres lie at height yc, the
// range [lo, hi] of pixel-centre x where every edge's distance is at
// least t. It reports false when the range is empty.
func (cv *convex) span(yc, t, xmax float32) (lo, hi float32, ok bool) {
	lo, hi = 0, xmax
	for _, e := range cv.edges() {
		r := t - (e.ny*yc + e.c) // need nx·x ≥ r
		switch {
		case e.nx > 1e-6:
			lo = max(lo, r/e.nx)
		case e.nx < -1e-6:
			hi = min(hi, r/e.nx)
		case r > 0:
			return 0, 0, false
		}
	}
	return lo, hi, lo <= hi
}

// coverage returns the part of the pixel centred on (x, y) inside the
// polygon: the least, over the edges, of ½ + the centre's distance inside
// it, clamped to [0, 1]. Along a straight edge this is the exact area for
// an axis-parallel edge and close for any other.
func (cv *convex) coverage(x, y float32) float32 {
	c := float32(1)
	for _, e := range cv.edges() {
		c = min(c, max(0, 0.5+e.nx*x+e.ny*y+e.c))
	}
	return c
}

// fillConvex blends c over the convex polygon p (device pixels),
// anti-aliased along its edges.
func fillConvex(dst *image.RGBA, p []pt, c color.RGBA) {
	if len(p) < 3 || c.A == 0 {
		return
	}
	cv := makeConvex(p)
	if cv.n < 3 {
		return
	}
	w, h := dst.Rect.Dx(), dst.Rect.Dy()
	ya, yb := max(0, int(cv.y0)), min(h, int(math.Ceil(float64(cv.y1))))
	for y := ya; y < yb; y++ {
		cv.fillRow(dst, y, w, c)
	}
}

// fillRow fills pixel row y: whole pixels in one run, edge pixels by
// their coverage.
func (cv *convex) fillRow(dst *image.RGBA, y, w int, c color.RGBA) {
	yc := float32(y) + 0.5
	lo, hi, ok := cv.span(yc, -0.5, float32(w))
	if !ok {
		return
	}
	// Pixel x has its centre at x+½.
	xa, xb := max(0, ceilInt(lo-0.5)), min(w-1, floorInt(hi-0.5))
	ia, ib := xb+1, xb // the run of whole pixels, empty unless found
	if ilo, ihi, ok := cv.span(yc, 0.5, float32(w)); ok {
		ia, ib = max(xa, ceilInt(ilo-0.5)), min(xb, floorInt(ihi-0.5))
	}
	row := dst.Pix[y*dst.Stride : y*dst.Stride+4*w]
	for x := xa; x <= xb; x++ {
		if x == ia && ia <= ib {
			blendRow(row[4*ia:4*(ib+1)], c)
			x = ib
			continue
		}
		if cov := uint32(cv.coverage(float32(x)+0.5, yc)*255 + 0.5); cov > 0 {
			blend(row, 4*x, c, cov)
		}
	}
}

func ceilInt(v float32) int  { return int(math.Ceil(float64(v))) }
func floorInt(v float32) int { return int(math.Floor(float64(v))) }

// fillStroke draws the segment from (x1, y1) to (x2, y2), w pixels wide
// with square-cut ends, as the rectangle it covers.
func fillStroke(dst *image.RGBA, x1, y1, x2, y2, w float32, c color.RGBA) {
	l := hypot32(x2-x1, y2-y1)
	if l == 0 {
		return
	}
	nx, ny := (y1-y2)/l*w/2, (x2-x1)/l*w/2
	q := [4]pt{{x1 + nx, y1 + ny}, {x2 + nx, y2 + ny}, {x2 - nx, y2 - ny}, {x1 - nx, y1 - ny}}
	fillConvex(dst, q[:], c)
}

func hypot32(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }
