package canvas

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"perceptronlab/scene"
)

// Pointer input that a host hands over itself. In a browser, Fyne's web
// driver delivers a press, the moves and the release out of order when
// they come fast (each on a goroutine of its own, the moves not queued
// with the presses), so quick clicks land at the wrong place or turn into
// pans; and it knows nothing of touch. The web edition therefore reads
// the page's pointer events itself, in the order the page has them, and
// feeds them here: a press, the moves, the release, a long press and a
// pinch, in widget coordinates.

// FeedPointer makes the host the only source of the plane's presses,
// drags and releases: Fyne's MouseDown, MouseUp, Dragged and DragEnd are
// ignored from now on. Hovering and scrolling stay Fyne's.
func (p *Plane) FeedPointer() { p.pointerFed = true }

// PointerDown starts a press of button b at pos, with the modifiers held.
func (p *Plane) PointerDown(pos fyne.Position, b desktop.MouseButton, mod fyne.KeyModifier) {
	p.press = press{active: true, button: b, mod: mod, at: pos, index: p.pressed(pos)}
}

// PointerMove follows the pressed pointer to pos: once it has gone more
// than slop pixels from where it went down, the press is a drag that moves
// the point pressed or pans. A move without a press does nothing.
func (p *Plane) PointerMove(pos fyne.Position, slop float32) {
	pr := &p.press
	if !pr.active || pr.button == desktop.MouseButtonSecondary {
		return
	}
	now := fyne.NewPos(pr.at.X+pr.moved.DX, pr.at.Y+pr.moved.DY)
	if !pr.dragged && math.Hypot(float64(pos.X-pr.at.X), float64(pos.Y-pr.at.Y)) <= float64(slop) {
		return
	}
	p.drag(fyne.NewDelta(pos.X-now.X, pos.Y-now.Y))
}

// PointerUp ends the press: one that did not drag is a click.
func (p *Plane) PointerUp() {
	pr := p.press
	switch {
	case !pr.active:
	case pr.dragged:
		p.dragEnd()
	default:
		p.press = press{index: -1}
		p.click(pr)
	}
}

// PointerCancel ends the press with no click; a drag under way ends where
// it is.
func (p *Plane) PointerCancel() {
	if p.press.dragged {
		p.dragEnd()
		return
	}
	p.press = press{index: -1}
}

// LongPress takes a press held still as a right click: on empty space it
// adds a −1 point, on a point it selects it. The release then does nothing
// more. It reports whether there was such a press.
func (p *Plane) LongPress() bool {
	pr := p.press
	if !pr.active || pr.dragged {
		return false
	}
	p.press = press{index: -1}
	pr.button = desktop.MouseButtonSecondary
	p.click(pr)
	return true
}

// Pinch zooms about the pixel centre by f: the view's width becomes f
// times as large (f < 1 zooms in), within the limits scrolling keeps.
func (p *Plane) Pinch(centre fyne.Position, f float64) {
	v := p.built.View
	if w := v.Width() * f; f <= 0 || w < 1e-6 || w > 1e6 {
		return
	}
	x, y := p.built.ToPlane(centre.X, centre.Y)
	p.SetView(v.Zoom(scene.Vec{X: x, Y: y}, f))
}

// PressedAt returns where, in the widget, the press under way began.
func (p *Plane) PressedAt() fyne.Position { return p.press.at }

// Requested returns the view last asked for (SetView, a pan, a zoom),
// before it is widened to the widget's shape.
func (p *Plane) Requested() scene.View { return p.view }
