package figure

import (
	"cmp"
	"image"
	"slices"

	"perceptronlab/scene"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A stepped decision (k-NN's vote, scene.Scene.Stepped) is constant between
// jumps, so a contour that interpolates the grid's values linearly puts
// the boundary halfway between cell centres: a staircase (fault 6 of
// issue 19). The screen bisects the decision along each cell edge the
// boundary crosses (canvas/decision.go); the figure does the same here,
// and shades the cells the boundary passes through pixel by pixel, so the
// regions' edge follows the line rather than the cells.

// steppedBisections halve a cell edge to 1/1024 of it: far below a pixel
// in a figure's cells of a few pixels.
const steppedBisections = 10

// maxShadePixels caps the side of the pixel-level shading image: a
// figure's data area is checked to be smaller, so the cap only bounds
// memory should that ever change.
const maxShadePixels = 4096

// steppedGrid is a decision grid (row 0 at the top, values at the cells'
// centres) together with the decision itself, for bisection.
type steppedGrid struct {
	f      func([]float64) float64
	v      scene.View
	nx, ny int
	z      []float64
	x      []float64 // f's argument
}

// centre returns the plane coordinates of cell (i, j)'s centre.
func (g *steppedGrid) centre(i, j int) scene.Vec {
	return scene.Vec{
		X: g.v.XMin + (float64(i)+0.5)*g.v.Width()/float64(g.nx),
		Y: g.v.YMax - (float64(j)+0.5)*g.v.Height()/float64(g.ny),
	}
}

// positive reports the decision's side at plane point p.
func (g *steppedGrid) positive(p scene.Vec) bool {
	g.x[0], g.x[1] = p.X, p.Y
	return g.f(g.x) > 0
}

// crossing returns where the decision changes side between a (on side
// pos) and b, by bisection.
func (g *steppedGrid) crossing(a, b scene.Vec, pos bool) scene.Vec {
	lo, hi := 0.0, 1.0
	for range steppedBisections {
		t := (lo + hi) / 2
		if g.positive(scene.Vec{X: a.X + t*(b.X-a.X), Y: a.Y + t*(b.Y-a.Y)}) == pos {
			lo = t
		} else {
			hi = t
		}
	}
	t := (lo + hi) / 2
	return scene.Vec{X: a.X + t*(b.X-a.X), Y: a.Y + t*(b.Y-a.Y)}
}

// edge names a cell edge crossed by the boundary: horizontal from cell
// (i, j) to (i+1, j), or vertical from (i, j) to (i, j+1).
type edge struct {
	i, j  int
	vert  bool
	valid bool
}

// boundary returns the decision's boundary as polylines in plane
// coordinates: marching squares over the cell centres, each crossing
// bisected on its edge once, and segments that share a crossing chained.
func (g *steppedGrid) boundary() [][]scene.Vec {
	at := map[edge]scene.Vec{}
	point := func(e edge) scene.Vec {
		if p, ok := at[e]; ok {
			return p
		}
		i2, j2 := e.i+1, e.j
		if e.vert {
			i2, j2 = e.i, e.j+1
		}
		p := g.crossing(g.centre(e.i, e.j), g.centre(i2, j2), g.z[e.j*g.nx+e.i] > 0)
		at[e] = p
		return p
	}
	next := map[edge][]edge{}
	for j := 0; j+1 < g.ny; j++ {
		for i := 0; i+1 < g.nx; i++ {
			a, b := g.z[j*g.nx+i] > 0, g.z[j*g.nx+i+1] > 0
			c, d := g.z[(j+1)*g.nx+i+1] > 0, g.z[(j+1)*g.nx+i] > 0
			var es [4]edge
			n := 0
			for _, cut := range [4]edge{{i, j, false, a != b}, {i + 1, j, true, b != c}, {i, j + 1, false, d != c}, {i, j, true, a != d}} {
				if cut.valid {
					es[n] = cut
					n++
				}
			}
			for k := 0; k+1 < n; k += 2 { // a saddle (n = 4) gets two segments
				next[es[k]] = append(next[es[k]], es[k+1])
				next[es[k+1]] = append(next[es[k+1]], es[k])
			}
		}
	}
	return chain(next, point)
}

// chain joins the segments of the graph next into polylines, starting at
// the ends (one neighbour) first so an open line is walked whole, then
// closing the loops that remain.
func chain(next map[edge][]edge, point func(edge) scene.Vec) [][]scene.Vec {
	seen := map[edge]bool{}
	var out [][]scene.Vec
	walk := func(start edge) {
		line := []scene.Vec{point(start)}
		seen[start] = true
		for cur := start; ; {
			step := false
			for _, e := range next[cur] {
				if !seen[e] {
					seen[e], cur, step = true, e, true
					line = append(line, point(e))
					break
				}
			}
			if !step {
				if len(next[start]) > 1 && len(line) > 2 && contains(next[cur], start) {
					line = append(line, line[0]) // a closed loop
				}
				break
			}
		}
		if len(line) > 1 {
			out = append(out, line)
		}
	}
	for _, pass := range []bool{true, false} {
		for _, e := range sortedEdges(next) {
			if !seen[e] && (!pass || len(next[e]) == 1) {
				walk(e)
			}
		}
	}
	return out
}

func contains(es []edge, e edge) bool {
	for _, x := range es {
		if x == e {
			return true
		}
	}
	return false
}

// sortedEdges returns next's keys in grid order, so that the figure is the
// same on every run (a map's order is random).
func sortedEdges(next map[edge][]edge) []edge {
	out := make([]edge, 0, len(next))
	for e := range next {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b edge) int {
		if c := cmp.Compare(a.j, b.j); c != 0 {
			return c
		}
		if c := cmp.Compare(a.i, b.i); c != 0 {
			return c
		}
		return cmp.Compare(b2i(a.vert), b2i(b.vert))
	})
	return out
}

// shade paints a w×h image of the two regions: a pixel in a cell whose
// neighbours all share its side takes the cell's side; near the boundary
// the decision is evaluated at the pixel's centre.
func (g *steppedGrid) shade(w, h int, st scene.Style) *image.NRGBA {
	w, h = min(max(w, 1), maxShadePixels), min(max(h, 1), maxShadePixels)
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	pos, neg := st.DecisionTints()
	for py := range h {
		j := min(int((float64(py)+0.5)*float64(g.ny)/float64(h)), g.ny-1)
		y := g.v.YMax - (float64(py)+0.5)/float64(h)*g.v.Height()
		for px := range w {
			i := min(int((float64(px)+0.5)*float64(g.nx)/float64(w)), g.nx-1)
			side, mixed := g.z[j*g.nx+i] > 0, g.nearBoundary(i, j)
			if mixed {
				side = g.positive(scene.Vec{X: g.v.XMin + (float64(px)+0.5)/float64(w)*g.v.Width(), Y: y})
			}
			c := neg
			if side {
				c = pos
			}
			img.SetNRGBA(px, py, c)
		}
	}
	return img
}

// nearBoundary reports whether cell (i, j) or one of its eight neighbours
// lies on the other side.
func (g *steppedGrid) nearBoundary(i, j int) bool {
	side := g.z[j*g.nx+i] > 0
	for dj := -1; dj <= 1; dj++ {
		for di := -1; di <= 1; di++ {
			a, b := i+di, j+dj
			if a >= 0 && b >= 0 && a < g.nx && b < g.ny && (g.z[b*g.nx+a] > 0) != side {
				return true
			}
		}
	}
	return false
}

// polylines strokes lines given in plane coordinates.
type polylines struct {
	lines [][]scene.Vec
	style draw.LineStyle
}

// Plot implements plot.Plotter.
func (l *polylines) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for _, line := range l.lines {
		pts := make([]vg.Point, len(line))
		for k, q := range line {
			pts[k] = vg.Point{X: trX(q.X), Y: trY(q.Y)}
		}
		c.StrokeLines(l.style, c.ClipLinesXY(pts)...)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
