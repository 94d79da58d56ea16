package canvas

import (
	"cmp"
	"slices"

	"perceptronlab/scene"
)

// Caps on what the plane draws per point, where more would only overdraw.
// The window turns the names on up to 50 points and the perpendiculars up
// to 200 (ui/marks.go); the user may turn either on for more. Then:
//
//   - at most MaxDistanceLines perpendiculars are drawn: those of the
//     hovered, selected, latest-update and margin points first, then the
//     misclassified ones, then the shortest (the points nearest the line,
//     which the eye compares). At 800×800 pixels 200 lines already cover
//     the plane; 1000 were 58 % of a frame and showed a grey haze.
//
//   - above FreeNames names, a name is drawn only where no other name
//     already sits in its cell of a grid of name-sized cells (the hovered
//     and selected points' first), so names never pile on one another.
//
//   - a kd-tree's splitting lines are drawn down to the depth whose
//     cells are still legible: the lines above depth D cut the plane into
//     2^D cells, and D is the largest with 2^D cells of at least
//     MinSplitCell² square units on the plane (at 800×800, depths 0–7:
//     at most 255 lines, where 1000 points drew 1000 in a grey wash).
//     Nor is a line drawn that makes a cell narrower than MinSplitGap
//     pixels across it: in a dense cluster the lines would fill it grey.
//     The lines pinned by a shown kd-tree search (the cells it has
//     filled so far, scene.KDSearch) are drawn at any depth.
//
// Below the caps every line and name is drawn as before.
const (
	MaxDistanceLines = 200
	FreeNames        = 50
	MinSplitCell     = 40
	MinSplitGap      = 6
)

// splitDepth returns the depth from which a plane of w×h units leaves a
// kd-tree's splitting lines out: see MinSplitCell.
func splitDepth(w, h float32) int32 {
	cells := float64(w) * float64(h) / (MinSplitCell * MinSplitCell)
	d := int32(0)
	for d < 30 && float64(int64(2)<<d) <= cells {
		d++
	}
	return d
}

// drawn reports whether the painter draws shape sh on mapping m,
// splitting lines being left out from depth cut on and where they crowd.
func drawn(sh *scene.Shape, m scene.Mapping, cut int32) bool {
	if sh.Layer != scene.LayerSplits || sh.Pinned {
		return true
	}
	perUnit := float64(m.Height) / m.View.Height() // a horizontal line
	if sh.Seg.A.X == sh.Seg.B.X {
		perUnit = float64(m.Width) / m.View.Width()
	}
	return sh.Depth < cut && sh.Gap*perUnit >= MinSplitGap
}

// pickDistances returns, in drawing order, the indices into s.Distances
// of the perpendiculars drawn, reusing buf.
func pickDistances(buf []int32, s *scene.Scene) []int32 {
	buf = buf[:0]
	for i := range s.Distances {
		buf = append(buf, int32(i))
	}
	if len(buf) <= MaxDistanceLines {
		return buf
	}
	slices.SortFunc(buf, func(a, b int32) int {
		da, db := &s.Distances[a], &s.Distances[b]
		return cmp.Or(cmp.Compare(distanceRank(s, da), distanceRank(s, db)),
			cmp.Compare(da.Value, db.Value), cmp.Compare(a, b))
	})
	buf = buf[:MaxDistanceLines]
	slices.Sort(buf)
	return buf
}

// distanceRank orders the perpendiculars kept under the cap: the points
// the user or the run singled out, then the misclassified, then the rest.
func distanceRank(s *scene.Scene, d *scene.Distance) int {
	if d.Index < 0 || d.Index >= len(s.Points) {
		return 2
	}
	switch f := s.Points[d.Index].Flags; {
	case f&(scene.Hovered|scene.Selected|scene.Updated|scene.MarginPoint) != 0:
		return 0
	case f&scene.Misclassified != 0:
		return 1
	}
	return 2
}

// nameGrid marks the cells of the plane that hold a name already.
type nameGrid struct {
	cols, rows int
	cw, ch     float32
	used       []bool
}

// reset clears the grid for a w×h plane with cells cw×ch.
func (g *nameGrid) reset(w, h, cw, ch float32) {
	g.cw, g.ch = max(cw, 1), max(ch, 1)
	g.cols, g.rows = int(w/g.cw)+1, int(h/g.ch)+1
	n := g.cols * g.rows
	if cap(g.used) < n {
		g.used = make([]bool, n)
	}
	g.used = g.used[:n]
	clear(g.used)
}

// take reports whether the cell at (x, y) was free, and marks it used; a
// place outside the plane is never free.
func (g *nameGrid) take(x, y float32) bool {
	if x < 0 || y < 0 {
		return false
	}
	c, r := int(x/g.cw), int(y/g.ch)
	if c >= g.cols || r >= g.rows || g.used[r*g.cols+c] {
		return false
	}
	g.used[r*g.cols+c] = true
	return true
}
