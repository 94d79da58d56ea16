//go:build wasm

package gl

// The web edition's partial repaint, painter side (scripts/web-build.sh
// copies this file into its copy of Fyne's GL painter; the canvas side is
// fyne_damage_canvas.go). Software WebGL spends most of a frame on the
// draw calls of the whole window; when a frame changes only part of it,
// the canvas repaints that part alone, behind a scissor, over a drawing
// buffer the browser preserves.

import (
	"math"

	"fyne.io/fyne/v2"
)

// maxFreed bounds the objects remembered between two frames; beyond it the
// next frame is repainted whole.
const maxFreed = 1 << 14

// damageState is what the painter knows of the partial repaint: the
// objects freed (refreshed) since the last frame, and the scissor of the
// region being repainted, in framebuffer pixels.
type damageState struct {
	freed    map[fyne.CanvasObject]struct{}
	overflow bool
	on       bool
	x, y     int32
	w, h     int32
}

// noteFreed records that obj was refreshed: its texture is freed, and
// wherever it lies must be repainted.
func (p *painter) noteFreed(obj fyne.CanvasObject) {
	d := &p.damage
	if d.freed == nil {
		d.freed = map[fyne.CanvasObject]struct{}{}
	}
	if len(d.freed) >= maxFreed {
		d.overflow = true
		return
	}
	d.freed[obj] = struct{}{}
}

// TakeFreed returns the objects refreshed since it was last called, and
// whether there were too many to list (then everything must be
// repainted).
func (p *painter) TakeFreed() (map[fyne.CanvasObject]struct{}, bool) {
	f, over := p.damage.freed, p.damage.overflow
	p.damage.freed, p.damage.overflow = nil, false
	return f, over
}

// DamagePixels returns the framebuffer pixels the region (pos, size) of
// the canvas touches, rounded outwards, as the canvas region they cover.
func (p *painter) DamagePixels(pos fyne.Position, size fyne.Size) (fyne.Position, fyne.Size) {
	s := float64(p.pixScale)
	x0, x1 := math.Floor(float64(pos.X)*s), math.Ceil(float64(pos.X+size.Width)*s)
	y0, y1 := math.Floor(float64(pos.Y)*s), math.Ceil(float64(pos.Y+size.Height)*s)
	return fyne.NewPos(float32(x0/s), float32(y0/s)), fyne.NewSize(float32((x1-x0)/s), float32((y1-y0)/s))
}

// SetDamage limits drawing, and Clear, to the region (pos, size) of the
// canvas (as DamagePixels returns it) until ClearDamage.
func (p *painter) SetDamage(pos fyne.Position, size fyne.Size) {
	s := float64(p.pixScale)
	h := math.Round(float64(p.canvas.Size().Height) * s)
	x0, x1 := math.Round(float64(pos.X)*s), math.Round(float64(pos.X+size.Width)*s)
	y1 := h - math.Round(float64(pos.Y)*s)
	y0 := h - math.Round(float64(pos.Y+size.Height)*s)
	p.damage.on = true
	p.damage.x, p.damage.y, p.damage.w, p.damage.h = int32(x0), int32(y0), int32(x1-x0), int32(y1-y0)
	p.ctx.Scissor(p.damage.x, p.damage.y, p.damage.w, p.damage.h)
	p.ctx.Enable(scissorTest)
	p.logError()
}

// ClearDamage ends SetDamage: drawing covers the whole canvas again.
func (p *painter) ClearDamage() {
	p.damage.on = false
	p.ctx.Disable(scissorTest)
	p.logError()
}

// clipToDamage intersects a clip's scissor with the region being
// repainted.
func (p *painter) clipToDamage(x, y, w, h float32) (float32, float32, float32, float32) {
	d := &p.damage
	if !d.on {
		return x, y, w, h
	}
	x0, y0 := max(x, float32(d.x)), max(y, float32(d.y))
	x1, y1 := min(x+w, float32(d.x+d.w)), min(y+h, float32(d.y+d.h))
	return x0, y0, max(0, x1-x0), max(0, y1-y0)
}

// restoreDamage puts back the scissor of the region being repainted when
// a clip ends, and reports whether there is one.
func (p *painter) restoreDamage() bool {
	d := &p.damage
	if !d.on {
		return false
	}
	p.ctx.Scissor(d.x, d.y, d.w, d.h)
	return true
}
