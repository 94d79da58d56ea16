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

// snapped returns (x, y) moved to the nearest crossing of the grid lines
// when Snap is on, unless the free key is held (mod at the press, or Free).
// Zoomed out, where the grid lines are 2, 5 or 10 apart, it snaps to whole
// numbers still: following the zoom, a point dragged among 1000 landed on
// even numbers only.
func (p *Plane) snapped(x, y float64, mod fyne.KeyModifier) (float64, float64) {
	step := min(p.gridStep(), 1)
	if !p.Snap || p.Free || mod&FreeModifier != 0 || step <= 0 {
		return x, y
	}
	return snapTo(x, step), snapTo(y, step)
}

// snapTo rounds v to a multiple of step, writing 3 rather than
// 2.9999999999999996 when the step is a decimal fraction.
func snapTo(v, step float64) float64 {
	r := math.Round(v/step) * step
	if d := math.Ceil(-math.Log10(step)); d > 0 && d < 15 {
		p := math.Pow(10, d)
		r = math.Round(r*p) / p
	}
	return r + 0 // no −0
}
