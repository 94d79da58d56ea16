package canvas

import (
	"perceptronlab/scene"

	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// planeImage paints everything of a scene except its text into one image,
// which the Plane shows as a single fynecanvas.Raster: the background, the
// kernel regions or shaded sides, the slab and margin band, the grid and
// axes, every line, the perpendiculars, the points and the normal arrow.
//
// Fyne's software painter rasterises each canvas object into an image of
// its bounding box and composites it through image/draw's generic path,
// so a diagonal line or a shaded side costs as much as a full-window image;
// a frame of separate objects took 150–180 ms at 800×800. One image, filled
// span by span and stroked column by column, takes a few milliseconds and,
// once its size is known, allocates nothing.
type planeImage struct {
	img      *image.RGBA
	gen      uint64 // the scene generation img shows
	m        scene.Mapping
	sprites  map[sprite]*image.Alpha
	rz       vector.Rasterizer
	rings    []scene.Ring
	poly     []pt
	mask     *image.Alpha // a path's coverage (pathstroke.go)
	maskView image.Alpha  // mask's first rows, as wide as the path
	base     baseCache    // the static layers (plane_base.go)
	picked   []int32      // the perpendiculars drawn (caps.go)
	splits   int          // the splitting lines paintStrokes drew last (caps.go)
	// legend is the renderer's legend layout, painted last (legend.go);
	// legendKey where it was painted, so that a dragged legend repaints.
	legend    *legendLayout
	legendKey legendKey
	// snap is where the image sits in the widget, on whole device pixels
	// (the renderer's snap); a zero scale means the image fills the widget.
	snap, painted pixelSnap
}

// devMap maps plane coordinates to the image's device pixels: k device
// pixels per Fyne unit.
type devMap struct {
	m    scene.Mapping
	k    float32
	x, y float32 // the image's offset in the widget, in widget units
}

// at returns v in device pixels.
func (d devMap) at(v scene.Vec) (x, y float32) {
	x, y = d.m.ToPixel(v.X, v.Y)
	return (x - d.x) * d.k, (y - d.y) * d.k
}

// paint draws scene s (generation gen) for mapping m into a w×h image, w
// and h in device pixels, and returns it. The image is reused, and not
// repainted when neither the scene nor the size changed. With a kernel
// decision in dec, its regions replace the shaded sides.
func (pi *planeImage) paint(s *scene.Scene, m scene.Mapping, w, h int, dec *decisionCache, gen uint64) *image.RGBA {
	sized := pi.img != nil && pi.img.Rect.Dx() == w && pi.img.Rect.Dy() == h
	lk := keyOf(pi.legend)
	if sized && pi.gen == gen && pi.m == m && pi.snap == pi.painted && pi.legendKey == lk {
		return pi.img
	}
	if !sized {
		pi.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	pi.gen, pi.m, pi.painted, pi.legendKey = gen, m, pi.snap, lk
	if m.Width <= 0 || w <= 0 {
		fillSolid(pi.img, rgbaOf(s.Style.Background))
		return pi.img
	}
	d := devMap{m: m, k: float32(w) / m.Width}
	if pi.snap.scale > 0 {
		d = devMap{m: m, k: pi.snap.scale, x: pi.snap.off.X, y: pi.snap.off.Y}
	}
	kernel := dec != nil && dec.grid(s, gen, w, h)
	if kernel {
		fillSolid(pi.img, rgbaOf(s.Style.Background))
		dec.shade(pi.img, s.Style)
		pi.paintFills(s, d, false)
		pi.paintGrid(s, d)
	} else {
		pi.paintBase(s, d, w, h) // plane_base.go
	}
	pi.paintStrokes(s, d)
	if kernel {
		dec.contour(pi.img, s.Style.LineWidth*d.k, premul(scene.WithAlpha(s.Style.Line, 1)))
	}
	pi.paintDistances(s, d)
	pi.paintMarks(s, d)
	pi.paintArrows(s, d)
	if pi.legend != nil {
		pi.paintLegend(s, d, pi.legend)
	}
	return pi.img
}

// paintFills fills the models' shapes of kind Fill; with a decision shown
// its regions replace the hyperplane's shaded sides.
func (pi *planeImage) paintFills(s *scene.Scene, d devMap, sides bool) {
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if sh.Kind == scene.Fill && s.Show.Shows(sh.Layer) && (sides || sh.Layer != scene.LayerSides) {
			pi.fill(sh.Vertices(), d, sh.Color)
		}
	}
}

// fill blends c over the convex polygon vs (plane coordinates).
func (pi *planeImage) fill(vs []scene.Vec, d devMap, c color.NRGBA) {
	p := pi.poly[:0]
	for _, v := range vs {
		x, y := d.at(v)
		p = append(p, pt{x, y})
	}
	pi.poly = p
	fillConvex(pi.img, p, premul(c))
}

// paintGrid draws the grid lines at the ticks and the axes.
func (pi *planeImage) paintGrid(s *scene.Scene, d devMap) {
	st := s.Style
	c := rgbaOf(st.Grid)
	w, h := d.m.Width*d.k, d.m.Height*d.k
	for _, t := range s.XTicks {
		x, _ := d.at(scene.Vec{X: t.Value})
		pi.stroke(d, x, 0, x, h, 1, c)
	}
	for _, t := range s.YTicks {
		_, y := d.at(scene.Vec{Y: t.Value})
		pi.stroke(d, 0, y, w, y, 1, c)
	}
	for _, a := range s.Axes {
		pi.segment(a, d, rgbaOf(st.Axis), max(1, st.LineWidth*0.6), true)
	}
}

// paintStrokes draws the models' strokes and paths, layer by layer.
// Splitting lines deeper than the plane's size allows are left out (caps.go).
func (pi *planeImage) paintStrokes(s *scene.Scene, d devMap) {
	cut := splitDepth(d.m.Width, d.m.Height)
	pi.splits = 0
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if !s.Show.Shows(sh.Layer) || !drawn(sh, d.m, cut) {
			continue
		}
		switch sh.Kind {
		case scene.Stroke:
			if sh.Seg.Visible && sh.Layer == scene.LayerSplits {
				pi.splits++
			}
			pi.segment(sh.Seg, d, premul(sh.Color), sh.Width, true)
		case scene.Path:
			pi.path(sh, d)
		}
	}
}

// path strokes a polyline, joined up when it is closed (pathstroke.go).
func (pi *planeImage) path(sh *scene.Shape, d devMap) {
	p := pi.poly[:0]
	for _, v := range sh.Path {
		x, y := d.at(v)
		p = append(p, pt{x, y})
	}
	pi.poly = p
	pi.strokePath(p, sh.Closed, sh.Width*d.k, premul(sh.Color))
}

// paintArrows draws each arrow: the shaft and two barbs.
func (pi *planeImage) paintArrows(s *scene.Scene, d devMap) {
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if sh.Kind != scene.Arrow || !sh.Seg.Visible || !s.Show.Shows(sh.Layer) {
			continue
		}
		ax, ay := d.at(sh.Seg.A)
		bx, by := d.at(sh.Seg.B)
		x1, y1, x2, y2 := scene.ArrowHead(ax, ay, bx, by, s.Style.ArrowHeadLength()*d.k)
		c := premul(sh.Color)
		pi.stroke(d, ax, ay, bx, by, sh.Width, c)
		pi.stroke(d, x1, y1, bx, by, sh.Width, c)
		pi.stroke(d, x2, y2, bx, by, sh.Width, c)
	}
}

// segment strokes sg (plane coordinates) in colour c, w Fyne units wide,
// when show is set and sg is visible.
func (pi *planeImage) segment(sg scene.Segment, d devMap, c color.RGBA, w float32, show bool) {
	if !show || !sg.Visible {
		return
	}
	x1, y1 := d.at(sg.A)
	x2, y2 := d.at(sg.B)
	pi.stroke(d, x1, y1, x2, y2, w, c)
}

// stroke draws a segment between two points in device pixels, w Fyne
// units wide, as Fyne's painters draw a canvas.Line. Along an axis it is
// placed as the software painter places one: ends and width on whole
// pixels, and a hairline (at most 1.5 pixels) moved half a pixel up or left,
// so it fills one pixel row or column instead of blurring over two. At any
// other angle it carries the ink of the GL painter's line (width rounded up
// with a feather: 2.5 pixels for w = 2), so the screen looks as it did when
// each line was a canvas object.
func (pi *planeImage) stroke(d devMap, x1, y1, x2, y2, w float32, c color.RGBA) {
	w *= d.k
	if x1 != x2 && y1 != y2 {
		const feather = 0.5 // the GL painter's, in Fyne units
		fillStroke(pi.img, x1, y1, x2, y2, round32(w+feather*d.k)-feather*d.k, c)
		return
	}
	x1, y1, x2, y2, w = round32(x1), round32(y1), round32(x2), round32(y2), max(round32(w), 1)
	if w <= 1.5 && x1 == x2 {
		x1, x2 = x1-0.5, x2-0.5
	}
	if w <= 1.5 && y1 == y2 {
		y1, y2 = y1-0.5, y2-0.5
	}
	fillStroke(pi.img, x1, y1, x2, y2, w, c)
}

// rgbaOf returns c premultiplied, as image.RGBA stores it; nil is transparent.
func rgbaOf(c color.Color) color.RGBA {
	if c == nil {
		return color.RGBA{}
	}
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func round32(v float32) float32 { return float32(math.Round(float64(v))) }
