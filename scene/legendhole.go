package scene

import (
	"cmp"
	"slices"
)

// maxHoleObstacles bounds the search for a hole: it costs about n² log n
// for n obstacles, and beyond this many a plane has no hole worth the time.
const maxHoleObstacles = 512

// freeSpot returns a place for a w×h legend in area that touches no
// obstacle (grown by pad), the one nearest the top-right corner, and
// whether there is one. A free place can be slid left until its left edge
// meets the area's edge or an obstacle's right edge, or right until its
// right edge meets an obstacle's left edge; so only those left edges are
// tried, and for each, the obstacles in its column are swept from the top
// for the first gap h tall.
func freeSpot(area Box, w, h float32, obstacles []Obstacle, pad float32) (Box, bool) {
	if len(obstacles) > maxHoleObstacles || w > area.W || h > area.H {
		return Box{}, false
	}
	obs := make([]Box, len(obstacles))
	xs := make([]float32, 0, 2*len(obs)+2)
	xs = append(xs, area.X, area.X+area.W-w)
	for i, o := range obstacles {
		obs[i] = o.Box.Grow(pad)
		xs = append(xs, obs[i].X+obs[i].W, obs[i].X-w)
	}
	slices.SortFunc(obs, func(a, b Box) int { return cmp.Compare(a.Y, b.Y) })
	best, found, bestD := Box{}, false, float32(0)
	column := make([]Box, 0, len(obs))
	for _, x := range xs {
		if x < area.X || x+w > area.X+area.W {
			continue
		}
		column = column[:0]
		for _, o := range obs {
			if o.X < x+w && x < o.X+o.W {
				column = append(column, o)
			}
		}
		y, ok := gapIn(column, area.Y, area.Y+area.H, h)
		if !ok {
			continue
		}
		dx, dy := area.X+area.W-(x+w), y-area.Y
		if d := dx*dx + dy*dy; !found || d < bestD {
			best, found, bestD = Box{x, y, w, h}, true, d
		}
	}
	return best, found
}

// gapIn returns the top of the first gap at least h tall between top and
// bottom that none of the boxes, sorted by Y, reaches into.
func gapIn(boxes []Box, top, bottom, h float32) (float32, bool) {
	y := top
	for _, o := range boxes {
		if o.Y >= y+h {
			break
		}
		y = max(y, o.Y+o.H)
	}
	return y, y+h <= bottom
}
