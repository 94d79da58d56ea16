package scene

import (
	"math"

	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
)

// Mapping is the one mapping between plane coordinates and pixels (y up on
// the plane, down on screen). Drawing and hit-testing both use it.
type Mapping struct {
	View          View
	Width, Height float32
}

// ToPixel maps the plane point (x, y) to pixel coordinates.
func (m Mapping) ToPixel(x, y float64) (px, py float32) {
	px = float32((x - m.View.XMin) / m.View.Width() * float64(m.Width))
	py = float32((m.View.YMax - y) / m.View.Height() * float64(m.Height))
	return px, py
}

// ToPlane maps the pixel (px, py) to plane coordinates; it inverts ToPixel.
func (m Mapping) ToPlane(px, py float32) (x, y float64) {
	x = m.View.XMin + float64(px)/float64(m.Width)*m.View.Width()
	y = m.View.YMax - float64(py)/float64(m.Height)*m.View.Height()
	return x, y
}

// UnitsPerPixel returns how many plane units one pixel spans along x.
func (m Mapping) UnitsPerPixel() float64 { return m.View.Width() / float64(m.Width) }

// FitView frames the points of s with a margin, with equal scale on both
// axes for a width×height area. The origin is included when it is near the
// data, so that the axes show. An empty set (or d ∉ {1, 2}) gets DefaultView.
func FitView(s *dataset.Set, width, height float32) View {
	if s == nil || s.Len() == 0 || s.D < 1 || s.D > 2 {
		return DefaultView.EqualScale(width, height)
	}
	x0, x1 := axisRange(s, 0)
	y0, y1 := 0.0, 0.0
	if s.D == 2 {
		y0, y1 = axisRange(s, 1)
	}
	if s.D == 1 && s.Task == dataset.Regression { // points at (x, t)
		y0, y1 = spanRange(s.Len(), func(i int) float64 { return s.Y[i] })
	}
	x0, x1 = padRange(x0, x1)
	y0, y1 = padRange(y0, y1)
	v := View{x0, x1, y0, y1}
	if b, ok := v.Bounded(); ok {
		v = b // far from 0 a unit is less than a float64 step: widen
	}
	return v.EqualScale(width, height)
}

// axisRange returns the smallest and largest coordinate k of the finite
// points of s, widened to include 0 when 0 lies within one span of them.
func axisRange(s *dataset.Set, k int) (lo, hi float64) {
	return spanRange(s.Len(), func(i int) float64 { return s.X[i*s.D+k] })
}

// spanRange returns the smallest and largest finite v(i), i < n, widened
// to include 0 when 0 lies within one span of them.
func spanRange(n int, v func(int) float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for i := range n {
		v := v(i)
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if lo > hi {
		return 0, 0
	}
	span := math.Max(hi-lo, 1)
	if lo > 0 && lo <= span {
		lo = 0
	}
	if hi < 0 && -hi <= span {
		hi = 0
	}
	return lo, hi
}

// padRange adds a quarter of the span (at least one unit, and at least
// enough for float64 to divide the range far from 0) on both sides,
// and keeps the ends finite: near ±MaxFloat64 the pad is taken inwards.
func padRange(lo, hi float64) (float64, float64) {
	pad := max(hi/4-lo/4, 1, numeric.MinExtentSteps/2*numeric.ExtentULP(lo, hi))
	l, h := lo-pad, hi+pad
	if math.IsInf(l, 0) {
		l = -math.MaxFloat64
	}
	if math.IsInf(h, 0) {
		h = math.MaxFloat64
	}
	if math.IsInf(h-l, 0) { // wider than float64 holds: halve about the centre
		c := l/2 + h/2
		l, h = c-math.MaxFloat64*0.45, c+math.MaxFloat64*0.45
	}
	return l, h
}
