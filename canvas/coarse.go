package canvas

// While the pointer drags a point (or pans), every move rebuilds the scene,
// and a model's decision regions are evaluated afresh: tens of thousands
// of k-NN votes or kernel sums a move. The plane then shows them on a
// coarser grid (decisionCache.coarse), and repaints them fine once the
// drag ends.

// dragging reports whether a drag of a point or of the view is going on.
func (p *Plane) dragging() bool {
	return p.press.active && p.press.dragged && p.press.index != pressLegend && p.OnSketch == nil
}

// refine rebuilds the scene at full detail when what is shown was built
// during a drag and nothing has rebuilt it since (OnDragEnd usually has).
func (p *Plane) refine() {
	if p.builtCoarse {
		p.rebuild()
		p.Refresh()
	}
}
