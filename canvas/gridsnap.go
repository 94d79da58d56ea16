package canvas

import (
	"math"

	"fyne.io/fyne/v2"
)

// FreeModifier is the key that, held while clicking or dragging, places a
// point freely rather than on the grid.
const FreeModifier = fyne.KeyModifierAlt

// gridStep returns the spacing of the grid lines drawn, or 0 when there
// are too few to tell.
func (p *Plane) gridStep() float64 {
	if t := p.scene.XTicks; len(t) >= 2 {
		return t[1].Value - t[0].Value
	}
	return 0
}

// snapStep returns the step a point placed with the modifiers mod snaps
// to, or 0 when it is placed freely: Snap off, the free key held (mod at
// the press, or Free), or too few grid lines. Zoomed out, where the grid
// lines are 2, 5 or 10 apart, it snaps to whole numbers still: following
// the zoom, a point dragged among 1000 landed on even numbers only.
func (p *Plane) snapStep(mod fyne.KeyModifier) float64 {
	step := min(p.gridStep(), 1)
	if !p.Snap || p.Free || mod&FreeModifier != 0 || step <= 0 {
		return 0
	}
	return step
}

// placed returns the plane point that a click or a drag of a point at
// pixel pos places, with the modifiers mod. The point is kept a marker's
// radius inside the plot area, so that the whole marker shows. Snapped,
// it is the grid crossing nearest pos within that area; free, it is
// rounded to the power of ten just under one pixel's span, so that it
// reads 1.37 rather than 1.3699998855590820 and lies within half a pixel
// of pos.
func (p *Plane) placed(pos fyne.Position, mod fyne.KeyModifier) (x, y float64) {
	m := p.built
	r := p.scene.Style.PointRadius + 1.5 // the ring, and room for the rounding below
	px, py := inside(pos.X, m.Width, r), inside(pos.Y, m.Height, r)
	x, y = m.ToPlane(px, py)
	upx, upy := m.UnitsPerPixel(), m.View.Height()/float64(m.Height)
	if step := p.snapStep(mod); step > 0 {
		x = inward(snapTo(x, step), step, m.View.XMin, m.View.XMax, float64(r)*upx)
		y = inward(snapTo(y, step), step, m.View.YMin, m.View.YMax, float64(r)*upy)
		return x, y
	}
	return snapTo(x, decade(upx)), snapTo(y, decade(upy))
}

// inside clamps the pixel v to [r, size − r], or to size/2 when the area
// is narrower than a marker.
func inside(v, size, r float32) float32 {
	if size <= 2*r {
		return size / 2
	}
	return min(max(v, r), size-r)
}

// inward moves the grid value v by whole steps into [lo + r, hi − r], when
// that range holds a grid value; else it leaves v.
func inward(v, step, lo, hi, r float64) float64 {
	lo, hi = lo+r, hi-r
	switch {
	case v < lo && snapTo(v+step*math.Ceil((lo-v)/step), step) <= hi:
		return snapTo(v+step*math.Ceil((lo-v)/step), step)
	case v > hi && snapTo(v-step*math.Ceil((v-hi)/step), step) >= lo:
		return snapTo(v-step*math.Ceil((v-hi)/step), step)
	}
	return v
}

// decade returns the largest power of ten not above span (1 when span is
// not a positive finite number).
func decade(span float64) float64 {
	if !(span > 0) || math.IsInf(span, 0) {
		return 1
	}
	return math.Pow(10, math.Floor(math.Log10(span)))
}

// snapTo rounds v to a multiple of step, writing 3 rather than
// 2.9999999999999996 when the step is a decimal fraction. A v too large
// for the step stays as it is.
func snapTo(v, step float64) float64 {
	r := math.Round(v/step) * step
	if d := math.Ceil(-math.Log10(step)); d > 0 && d < 15 {
		p := math.Pow(10, d)
		r = math.Round(r*p) / p
	}
	if math.IsInf(r, 0) || math.IsNaN(r) {
		return v
	}
	return r + 0 // no −0
}
