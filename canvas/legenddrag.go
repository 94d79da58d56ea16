package canvas

import "fyne.io/fyne/v2"

// Dragging the legend (issue 19, fault 11): a press on the legend's box
// moves the legend, never a point under it nor the view, and a click there
// adds no point. The place is kept as a pin (legendplace.go) until the
// host clears it.

// pressLegend is press.index for a press on the legend.
const pressLegend = -2

// pressed returns what a press at pos takes hold of: the legend
// (pressLegend), a point's index, or −1 for empty space.
func (p *Plane) pressed(pos fyne.Position) int {
	if p.legendShown && p.legendAt.contains(pos.X, pos.Y) {
		return pressLegend
	}
	return p.pointAt(pos)
}

// dragLegend moves the legend with the press under way.
func (p *Plane) dragLegend() {
	pr := &p.press
	if !pr.legendHeld {
		pr.legendHeld, pr.legend0 = true, p.legendAt
	}
	b := pr.legend0
	b.x, b.y = b.x+pr.moved.DX, b.y+pr.moved.DY
	p.pin = pinOf(&p.scene, p.built, b)
	p.Refresh()
}

// LegendPin returns where the user dragged the legend, as fractions
// (0 to 1) of the room it can move in across and down; ok is false while
// the legend places itself.
func (p *Plane) LegendPin() (fx, fy float32, ok bool) { return p.pin.fx, p.pin.fy, p.pin.set }

// SetLegendPin puts the legend at fractions fx, fy (0 to 1) of the room it
// can move in, as LegendPin reported; ok false lets it place itself again.
func (p *Plane) SetLegendPin(fx, fy float32, ok bool) {
	clamp := func(v float32) float32 {
		if !(v >= 0) { // NaN too
			return 0
		}
		return min(v, 1)
	}
	p.pin = legendPin{set: ok, fx: clamp(fx), fy: clamp(fy)}
	p.Refresh()
}
