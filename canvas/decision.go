package canvas

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"perceptronlab/scene"
)

// decisionCache holds a model's on-screen decision function evaluated on a
// grid of scene.DecisionCell-pixel cells, for one scene generation and image
// size, so the function is evaluated once per scene, not once per frame.
type decisionCache struct {
	gen  uint64
	key  any // the scene's DecisionKey: a new scene of the same key keeps the grid
	dim  int
	w, h int
	cell int // the cell size the grid was evaluated at, in pixels
	// coarse, set by the renderer while the pointer drags, asks for cells
	// coarseFactor times wider: a ninth of the evaluations, so the regions
	// keep up with the pointer. The drag's end repaints them fine.
	coarse bool
	nx, ny int
	z      []float64
	row    []float32 // shade's scratch: one row of the grid, interpolated
	cols   []column  // each pixel column's cells (columns)
	colsNX int

	// A stepped decision (k-NN's vote) is bisected along each cell edge
	// the boundary crosses: f, on view v, with x as its argument.
	stepped bool
	f       func([]float64) float64
	v       scene.View
	x       []float64
	// The contour's pieces are filled as one path, each a quad across its
	// true perpendicular, and the coverage blended once: stroked piece by
	// piece along its own major axis, a near-45° boundary alternated
	// between row and column spans, a serrated line.
	rz   vector.Rasterizer
	mask *image.Alpha
	// maskOK says mask holds the contour of the current grid at maskW:
	// a repaint for a hover or a selection blends it again as it is.
	maskOK bool
	maskW  float32
}

// grid returns the decision values for scene s (generation gen) on a w×h
// pixel raster, recomputing them only when gen or the size changed. It
// reports false when there is no decision to show. It evaluates the grid
// on all cores with scene.EvalGrid, whose contract every model's decision
// function meets: it is safe for concurrent use.
func (d *decisionCache) grid(s *scene.Scene, gen uint64, w, h int) bool {
	if s.Decision == nil || !s.Show.Decision || w <= 0 || h <= 0 {
		return false
	}
	cell := scene.DecisionCell
	if d.coarse {
		cell *= coarseFactor
	}
	same := d.gen == gen || s.DecisionKey != nil && d.key == s.DecisionKey && d.v == s.View && d.dim == s.Dim
	if d.z != nil && same && d.w == w && d.h == h && d.cell == cell {
		d.gen = gen
		return true
	}
	d.nx, d.ny = (w+cell-1)/cell, (h+cell-1)/cell
	d.z = scene.EvalGrid(d.z, s.Decision, s.View, s.Dim, d.nx, d.ny)
	d.gen, d.w, d.h, d.cell, d.key, d.dim = gen, w, h, cell, s.DecisionKey, s.Dim
	d.stepped, d.f, d.v = s.Stepped && s.Dim == 2, s.Decision, s.View
	d.maskOK = false
	return true
}

// coarseFactor is how much wider the decision grid's cells are while the
// pointer drags.
const coarseFactor = 3

// shade blends the tints of the two regions over dst, interpolated
// bilinearly between the cells' centres as a GPU scales a small texture
// up, so the boundary between them is soft rather than blocky.
func (d *decisionCache) shade(dst *image.RGBA, st scene.Style) {
	p, n := st.DecisionTints()
	pos, neg := premul(p), premul(n)
	if cap(d.row) < d.nx {
		d.row = make([]float32, d.nx)
	}
	row := d.row[:d.nx]
	ch := float32(d.h) / float32(d.ny)
	for y := range min(d.h, dst.Rect.Dy()) {
		j0, j1, ty := cellAt(float32(y), ch, d.ny)
		for i := range row {
			row[i] = (1-ty)*d.positive(j0, i) + ty*d.positive(j1, i)
		}
		d.shadeRow(dst.Pix[y*dst.Stride:], row, pos, neg)
	}
}

// shadeRow blends one pixel row from the interpolated grid row. Inside a
// region (both bracketing cells 0, or both 1 to within a rounding) the
// colour is neg or pos exactly, and a pixel equal to the previous one of
// that region takes its result from it: the regions lie over a uniform
// background, so only the pixels along the boundary are blended one by one.
func (d *decisionCache) shadeRow(pix []uint8, row []float32, pos, neg color.RGBA) {
	cols := d.columns()
	var last [2]struct {
		in, out uint32
		ok      bool
	}
	for x := range min(d.w, len(pix)/4) {
		c := &cols[x]
		r0, r1 := row[c.i0], row[c.i1]
		k := -1
		if r0 == r1 && r0 == 0 {
			k = 1
		} else if r0 == r1 && r0 > 1-1e-6 && r0 < 1+1e-6 {
			k = 0
		}
		if k < 0 {
			blend(pix, 4*x, lerpRGBA(neg, pos, (1-c.tx)*r0+c.tx*r1), 255)
			continue
		}
		p := pix[4*x : 4*x+4 : 4*x+4]
		v := binary.LittleEndian.Uint32(p)
		if l := &last[k]; l.ok && l.in == v {
			binary.LittleEndian.PutUint32(p, l.out)
			continue
		}
		col := pos
		if k == 1 {
			col = neg
		}
		blend(pix, 4*x, col, 255)
		last[k].in, last[k].out, last[k].ok = v, binary.LittleEndian.Uint32(p), true
	}
}

// column is where pixel column x lies between the grid's cell centres.
type column struct {
	i0, i1 int
	tx     float32
}

// columns returns cellAt for every pixel column of the image, computed
// once per image width and grid.
func (d *decisionCache) columns() []column {
	if len(d.cols) == d.w && d.colsNX == d.nx {
		return d.cols
	}
	cw := float32(d.w) / float32(d.nx)
	d.cols, d.colsNX = d.cols[:0], d.nx
	for x := range d.w {
		i0, i1, tx := cellAt(float32(x), cw, d.nx)
		d.cols = append(d.cols, column{i0, i1, tx})
	}
	return d.cols
}

// positive is 1 where the decision at cell (j, i) is positive, else 0.
func (d *decisionCache) positive(j, i int) float32 {
	if d.z[j*d.nx+i] > 0 {
		return 1
	}
	return 0
}

// cellAt returns the two cells (of n, each size pixels) whose centres
// bracket pixel p's centre, and how far p lies from the first to the second.
func cellAt(p, size float32, n int) (c0, c1 int, t float32) {
	f := (p+0.5)/size - 0.5
	c0 = min(max(0, int(math.Floor(float64(f)))), n-1)
	c1 = min(c0+1, n-1)
	return c0, c1, min(max(0, f-float32(c0)), 1)
}

// lerpRGBA returns a + t·(b − a), channel by channel.
func lerpRGBA(a, b color.RGBA, t float32) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float32(x) + t*(float32(y)-float32(x)) + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// contour draws the boundary f = 0 through the grid's cell centres by
// marching squares, with linear interpolation along the square's edges,
// or bisection of a stepped decision there.
func (d *decisionCache) contour(dst *image.RGBA, width float32, c color.RGBA) {
	r := image.Rect(0, 0, dst.Rect.Dx(), dst.Rect.Dy())
	if d.maskOK && d.mask != nil && d.mask.Rect == r && d.maskW == width {
		blendMask(dst, d.mask, 0, 0, c)
		return
	}
	if d.mask == nil || d.mask.Rect != r {
		d.mask = image.NewAlpha(r)
	}
	d.maskOK, d.maskW = true, width
	d.rz.Reset(r.Dx(), r.Dy())
	d.segments(func(x0, y0, x1, y1 float32) {
		if x0 != x1 || y0 != y1 {
			quadPath(&d.rz, x0, y0, x1, y1, width)
		}
	})
	d.rz.DrawOp = draw.Src
	d.rz.Draw(d.mask, r, image.Opaque, image.Point{})
	blendMask(dst, d.mask, 0, 0, c)
}

// segments calls seg with each segment of the boundary f = 0, in pixels.
func (d *decisionCache) segments(seg func(x0, y0, x1, y1 float32)) {
	cw, ch := float32(d.w)/float32(d.nx), float32(d.h)/float32(d.ny)
	var pts [4][2]float32
	for j := 0; j+1 < d.ny; j++ {
		for i := 0; i+1 < d.nx; i++ {
			a, b := d.z[j*d.nx+i], d.z[j*d.nx+i+1]
			cc, dd := d.z[(j+1)*d.nx+i+1], d.z[(j+1)*d.nx+i]
			x0, y0 := (float32(i)+0.5)*cw, (float32(j)+0.5)*ch
			n := 0
			add := func(p, q float64, ax, ay, bx, by float32) {
				if (p > 0) != (q > 0) {
					t := float32(p / (p - q))
					if d.stepped {
						t = d.bisect(ax, ay, bx, by, p > 0)
					}
					pts[n] = [2]float32{ax + t*(bx-ax), ay + t*(by-ay)}
					n++
				}
			}
			add(a, b, x0, y0, x0+cw, y0)
			add(b, cc, x0+cw, y0, x0+cw, y0+ch)
			add(cc, dd, x0+cw, y0+ch, x0, y0+ch)
			add(dd, a, x0, y0+ch, x0, y0)
			for k := 0; k+1 < n; k += 2 { // a saddle (n = 4) gets two segments
				seg(pts[k][0], pts[k][1], pts[k+1][0], pts[k+1][1])
			}
		}
	}
}

// bisections halve a cell edge to 1/256 of it: a hundredth of a pixel in
// 4-pixel cells.
const bisections = 8

// bisect returns where on the edge from pixel a to pixel b the decision
// changes sign, as a fraction of the edge; it is positive at a when pos.
func (d *decisionCache) bisect(ax, ay, bx, by float32, pos bool) float32 {
	if len(d.x) < 2 {
		d.x = make([]float64, 2)
	}
	lo, hi := float32(0), float32(1)
	for range bisections {
		t := (lo + hi) / 2
		px, py := ax+t*(bx-ax), ay+t*(by-ay)
		d.x[0] = d.v.XMin + float64(px)/float64(d.w)*d.v.Width()
		d.x[1] = d.v.YMax - float64(py)/float64(d.h)*d.v.Height()
		if (d.f(d.x) > 0) == pos {
			lo = t
		} else {
			hi = t
		}
	}
	return (lo + hi) / 2
}
