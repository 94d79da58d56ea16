package scene

// Where a legend goes (issue 19, fault 11): on the plane, where it covers
// no point, no point's name and no tick label, or the fewest of them. The
// screen and a figure measure their own text, so this works on boxes in
// the painter's units.

// Box is an axis-aligned rectangle in a painter's units (widget pixels on
// the screen), y down.
type Box struct{ X, Y, W, H float32 }

// Overlaps reports whether b and o share more than an edge.
func (b Box) Overlaps(o Box) bool {
	return b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H
}

// Grow returns b widened by d on every side.
func (b Box) Grow(d float32) Box { return Box{b.X - d, b.Y - d, b.W + 2*d, b.H + 2*d} }

// Obstacle is something a legend should not cover, and how much covering
// it costs: a point more than its name, a name more than a tick label.
type Obstacle struct {
	Box    Box
	Weight int
}

// The weights of the obstacles the painters pass. An overlay (a button
// lying over the plane, such as the phone layout's ☰) outweighs any number
// of points a plane shows: the legend goes under it only when every place
// lies under it.
const (
	CoverOverlay = 1 << 24
	CoverPoint   = 4
	CoverName    = 3
	CoverTick    = 1
)

// legendGridSteps is how many positions along each side PlaceLegend tries
// beyond the corners and the middles of the edges.
const legendGridSteps = 6

// PlaceLegend returns where a w×h legend goes inside area: the position
// covering the least weight of obstacles, with a gap of pad around each.
// The corners come first on a tie (top right, top left, bottom right,
// bottom left), then the middles of the edges, then a grid, so an empty
// plane keeps its legend top right. When none of those is free, a hole
// among the obstacles that holds the legend is searched (freeSpot).
func PlaceLegend(area Box, w, h float32, obstacles []Obstacle, pad float32) Box {
	best, bestCost := Box{}, -1
	try := func(x, y float32) {
		x = min(max(x, area.X), area.X+area.W-w)
		y = min(max(y, area.Y), area.Y+area.H-h)
		b := Box{x, y, w, h}
		cost := 0
		for _, o := range obstacles {
			if b.Overlaps(o.Box.Grow(pad)) {
				cost += o.Weight
				if bestCost >= 0 && cost >= bestCost {
					return
				}
			}
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = b, cost
		}
	}
	l, t, r, b := area.X, area.Y, area.X+area.W-w, area.Y+area.H-h
	for _, c := range [][2]float32{{r, t}, {l, t}, {r, b}, {l, b}, {(l + r) / 2, t}, {r, (t + b) / 2}, {(l + r) / 2, b}, {l, (t + b) / 2}} {
		if try(c[0], c[1]); bestCost == 0 {
			return best
		}
	}
	for j := range legendGridSteps + 1 {
		for i := range legendGridSteps + 1 {
			try(r-(r-l)*float32(i)/legendGridSteps, t+(b-t)*float32(j)/legendGridSteps)
			if bestCost == 0 {
				return best
			}
		}
	}
	if b, ok := freeSpot(area, w, h, obstacles, pad); ok {
		return b
	}
	return best
}
