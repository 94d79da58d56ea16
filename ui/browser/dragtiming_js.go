//go:build js

package browser

import (
	"sync"
	"syscall/js"

	"fyne.io/fyne/v2"

	"perceptronlab/canvas"
)

// dragTiming lets anyone measure a drag in the browser. For each pointer
// move of a press on the plane it records the milliseconds from the
// page's event (its timeStamp) to the frame that shows it: the first
// animation frame after the plane's image was painted with the move taken
// in. The page reads them from the global perceptronLabDrag:
//
//	perceptronLabDrag.times      // [ms, …], one per move shown, in order
//	perceptronLabDrag.handled    // [ms, …], event to the plane's taking it in
//	perceptronLabDrag.moves      // the moves taken by a press on the plane
//	perceptronLabDrag.reset()    // clears them
//	perceptronLabDrag.toPage(x, y) // plane point → [clientX, clientY]
//
// Moves the window had no time for are taken together (pointer_js.go):
// each still counts, shown by the frame that shows the latest.
type dragTiming struct {
	mu      sync.Mutex
	taken   []float64 // event times of the moves taken, not yet painted
	painted []float64 // those the latest painted image shows, awaiting its frame
	asked   bool      // an animation frame is requested for painted
	hook    js.Value  // perceptronLabDrag
	frame   js.Func
	// toPage's mapping, as of the latest paint: plane point → window
	// units, then × scale → CSS pixels.
	m     planeMapping
	scale float64
}

// planeMapping is the plane's mapping and where the plane sits.
type planeMapping struct {
	toPixel func(x, y float64) (float32, float32)
	at      fyne.Position
}

// newDragTiming installs perceptronLabDrag and follows p's paints.
func newDragTiming(p *canvas.Plane, win fyne.Window) *dragTiming {
	d := &dragTiming{hook: js.Global().Get("Object").New()}
	reset := func() {
		d.hook.Set("times", js.Global().Get("Array").New())
		d.hook.Set("handled", js.Global().Get("Array").New())
		d.hook.Set("moves", 0)
	}
	reset()
	d.hook.Set("reset", js.FuncOf(func(js.Value, []js.Value) any { reset(); return nil }))
	d.hook.Set("toPage", js.FuncOf(func(_ js.Value, a []js.Value) any { return d.toPage(a) }))
	d.frame = js.FuncOf(func(js.Value, []js.Value) any { d.shown(); return nil })
	js.Global().Set("perceptronLabDrag", d.hook)
	p.OnPainted = func() { d.paintedNow(p, win) }
	return d
}

// took records a move of a press on the plane, handled at its event time t0.
func (d *dragTiming) took(t0 float64) {
	d.mu.Lock()
	d.taken = append(d.taken, t0)
	d.mu.Unlock()
	d.hook.Set("moves", d.hook.Get("moves").Int()+1)
	d.hook.Get("handled").Call("push", js.Global().Get("performance").Call("now").Float()-t0)
}

// paintedNow runs when the plane's image has been painted: the moves taken
// so far are in it, and show with the next animation frame.
func (d *dragTiming) paintedNow(p *canvas.Plane, win fyne.Window) {
	m := p.Mapping()
	d.mu.Lock()
	d.m = planeMapping{toPixel: m.ToPixel, at: fyne.CurrentApp().Driver().AbsolutePositionForObject(p)}
	d.scale = float64(win.Canvas().Scale()) / js.Global().Get("devicePixelRatio").Float()
	d.painted = append(d.painted, d.taken...)
	d.taken = d.taken[:0]
	ask := len(d.painted) > 0 && !d.asked
	d.asked = d.asked || ask
	d.mu.Unlock()
	if ask {
		js.Global().Call("requestAnimationFrame", d.frame)
	}
}

// shown runs at the animation frame after a paint: it records each move's
// time from its event.
func (d *dragTiming) shown() {
	now := js.Global().Get("performance").Call("now").Float()
	d.mu.Lock()
	ts := d.painted
	d.painted, d.asked = nil, false
	d.mu.Unlock()
	times := d.hook.Get("times")
	for _, t0 := range ts {
		times.Call("push", now-t0)
	}
}

// toPage maps the plane point (a[0], a[1]) to the page's CSS pixels.
func (d *dragTiming) toPage(a []js.Value) any {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(a) < 2 || d.m.toPixel == nil {
		return nil
	}
	x, y := d.m.toPixel(a[0].Float(), a[1].Float())
	return []any{float64(x+d.m.at.X) * d.scale, float64(y+d.m.at.Y) * d.scale}
}
