package scene

import "math"

// MaxDrawnPoints bounds the points a scene draws, whatever the data: a
// million glyphs took a figure most of a minute and look no different
// from one a cell. Past it, Thin keeps one point of each class per cell
// of a thinGrid×thinGrid grid over the view, so at most 2·thinGrid² =
// MaxDrawnPoints; the caption says how many are drawn.
const MaxDrawnPoints = 2 * thinGrid * thinGrid

// thinGrid is the cells a side of the thinning grid: about 12 pixels in a
// 1200-pixel figure, a glyph and a half.
const thinGrid = 100

// NoteThinned says how many points are drawn out of how many.
const NoteThinned = "%d of %d points drawn: one of each class per cell where they crowd"

// thin marks Thinned every point in the view past the first of its class
// in its grid cell, when more than MaxDrawnPoints are in the view. The
// hovered, selected and updated points are always drawn.
func (s *Scene) thin() {
	v := s.View
	inView := 0
	for _, p := range s.Points {
		if p.Flags&Outside == 0 {
			inView++
		}
	}
	if inView <= MaxDrawnPoints || !v.Valid() {
		return
	}
	var seen [2 * thinGrid * thinGrid]bool
	nx, ny := thinGrid, thinGrid
	if s.Dim == 1 { // points on a line: the cells along it, ten a glyph
		nx, ny = thinLine1D, 1
	}
	drawn := 0
	for i := range s.Points {
		p := &s.Points[i]
		if p.Flags&Outside != 0 {
			continue
		}
		cell := (b2i(p.Label < 0)*ny+gridCell(p.Pos.Y, v.YMin, v.Height(), ny))*nx +
			gridCell(p.Pos.X, v.XMin, v.Width(), nx)
		if seen[cell] && p.Flags&(Updated|Selected|Hovered) == 0 {
			p.Flags |= Thinned
			continue
		}
		seen[cell] = true
		drawn++
	}
	s.AddNote(NoteThinned, drawn, len(s.Points))
}

// thinLine1D is the cells along the x axis for points with d = 1.
const thinLine1D = 1000

// gridCell returns the cell, 0…n−1, of x in [lo, lo+w] cut into n.
func gridCell(x, lo, w float64, n int) int {
	c := math.Floor((x - lo) / w * float64(n))
	return int(min(max(c, 0), float64(n-1)))
}
