package fitview

import (
	"math"
	"slices"

	"perceptronlab/scene"
)

// A sketch is drawn as a freehand stroke: press, drag, release. Each
// stroke replaces what the sketch had over the stroke's x range, so a
// second stroke corrects part of the first; the sketch stays a function
// of x, its vertices sorted by x, as the verdict compares it with the fit
// at each of them.

// stroke follows the pointer of a drag on the plane (canvas.Plane's
// OnSketch): first starts a stroke.
func (p *fitPredict) stroke(x, y float64, first bool) {
	if first {
		p.base, p.drawn = slices.Clone(p.Sketch), p.drawn[:0]
	}
	p.drawn = append(p.drawn, scene.Vec{X: x, Y: y})
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range p.drawn {
		lo, hi = math.Min(lo, v.X), math.Max(hi, v.X)
	}
	out := slices.DeleteFunc(slices.Clone(p.base), func(v scene.Vec) bool { return v.X >= lo && v.X <= hi })
	out = append(out, p.drawn...)
	slices.SortStableFunc(out, func(a, b scene.Vec) int { return cmpFloat(a.X, b.X) })
	p.Sketch = out
	p.v.refreshPlane()
}

// cmpFloat orders a and b.
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// sketching turns the plane's drag into strokes while the fit is hidden,
// and gives it back to points and panning after.
func (p *fitPredict) sketching(on bool) {
	if on {
		p.v.Plane.OnSketch = p.stroke
	} else {
		p.v.Plane.OnSketch = nil
	}
}
