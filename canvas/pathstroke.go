package canvas

import (
	"image"
	"image/color"
	"image/draw"
	"math"
)

// strokePath draws the polyline p (device pixels) w pixels wide in colour
// c, as one shape: each segment a butt-capped band, each joint a disc of
// the stroke's width, all in one coverage mask, which is then blended
// once. Stroked segment by segment, the pixels where two segments meet
// took the ink of both partial coverages composited, 1 − a(1 − a) of
// it: a dark seam every few pixels across a white curve on a dark plane.
// Bands and discs wind the same way, so where they overlap the
// rasteriser's coverage adds up to full and no more.
func (pi *planeImage) strokePath(p []pt, closed bool, w float32, c color.RGBA) {
	n := len(p)
	if n < 2 || !(w > 0) {
		return
	}
	r, ok := pathBounds(p, w, pi.img.Rect)
	if !ok {
		return
	}
	z := &pi.rz
	z.Reset(r.Dx(), r.Dy())
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	segs := n - 1
	if closed && n > 2 {
		segs = n
	}
	for k := range segs {
		a, b := p[k], p[(k+1)%n]
		if a == b {
			continue
		}
		quadPath(z, a.X-ox, a.Y-oy, b.X-ox, b.Y-oy, w)
		if k+1 < n-1 || closed { // the joint at b
			circlePath(z, b.X-ox, b.Y-oy, w/2, true)
		}
	}
	if pi.mask == nil || pi.mask.Rect.Dx()*pi.mask.Rect.Dy() < r.Dx()*r.Dy() {
		pi.mask = image.NewAlpha(image.Rect(0, 0, r.Dx(), r.Dy()))
	}
	m := &pi.maskView // a field, so that handing it to Draw allocates nothing
	*m = image.Alpha{Pix: pi.mask.Pix, Stride: r.Dx(), Rect: image.Rect(0, 0, r.Dx(), r.Dy())}
	z.DrawOp = draw.Src
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	blendMask(pi.img, m, r.Min.X, r.Min.Y, c)
}

// pathBounds returns the pixels of img's rectangle that a stroke of width
// w along p can reach, and whether there are any.
func pathBounds(p []pt, w float32, img image.Rectangle) (image.Rectangle, bool) {
	x0, y0, x1, y1 := p[0].X, p[0].Y, p[0].X, p[0].Y
	for _, q := range p[1:] {
		x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
	}
	h := float64(w/2 + 1)
	r := image.Rect(int(math.Floor(float64(x0)-h)), int(math.Floor(float64(y0)-h)),
		int(math.Ceil(float64(x1)+h)), int(math.Ceil(float64(y1)+h)))
	if math.IsNaN(float64(x0+y0+x1+y1)) || x1-x0 > 1e7 || y1-y0 > 1e7 {
		r = img // far off or not finite: the rasteriser clips to the image
	}
	r = r.Intersect(img)
	return r, !r.Empty()
}
