//go:build js

package browser

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"perceptronlab/canvas"
)

// The plane's presses in the browser come from the page's pointer events,
// read here in the order the page has them. Fyne's web driver hands each
// mouse event to a goroutine of its own and applies moves apart from the
// presses, so fast clicks reached the plane at the wrong place or as pans
// (20 clicks 200 ms apart placed 11 points), and it reads no touch at
// all. Each pointer event is put, in order, on one queue that a single
// goroutine passes to the window's thread; there the plane takes the
// presses on it (canvas.Plane.FeedPointer). Buttons, tabs and menus still
// take Fyne's own events, touch taps included (the browser follows a tap
// with mouse events). On a touch screen a press held still for
// longPressDelay places a −1 point, and two fingers pinch to zoom.

const (
	longPressDelay = 500 * time.Millisecond
	touchSlop      = 10 // pixels a finger may wander before a press is a drag
	mouseSlop      = 3  // the same for a mouse
)

// pointerEvent is one of the page's pointer events, in the window's
// coordinates.
type pointerEvent struct {
	kind   string // "pointerdown", "pointermove", "pointerup" or "pointercancel"
	id     int
	touch  bool
	button int // the DOM's: 0 main, 1 middle, 2 secondary
	mod    fyne.KeyModifier
	pos    fyne.Position // CSS pixels of the page until handle converts it
	ratio  float32       // the page's devicePixelRatio
	t0     float64       // the event's timeStamp, in ms (dragtiming_js.go)
}

// pointerInput is the state of the presses on the plane; the window's
// thread alone touches it.
type pointerInput struct {
	plane  *canvas.Plane
	win    fyne.Window
	covers func(pos fyne.Position) bool // the phone's sheet or its button lies over pos (phone.go)

	touches map[int]fyne.Position // fingers down, wherever they are
	pressID int                   // the pointer pressing the plane, −1 for none
	touchOn bool                  // pressID is a finger
	pinch   float64               // the fingers' distance at the last pinch step; 0: no pinch
	seq     int                   // counts presses, so a late long-press timer can tell it is stale
	post    func(func())          // queues work for the window's thread, in order
	// mouseMoves counts the mouse's moves queued: a move with a later one
	// behind it is only counted (coalesced), since the later one puts the
	// press where it ends. Drawing a frame per move let a slow window fall
	// ever further behind the pointer.
	mouseMoves atomic.Int64
	timing     *dragTiming
}

// FollowPointer feeds the plane in win the page's pointer events; covers
// reports whether a sheet over the plane covers a position.
func FollowPointer(plane *canvas.Plane, win fyne.Window, covers func(fyne.Position) bool) {
	in := &pointerInput{plane: plane, win: win, covers: covers, touches: map[int]fyne.Position{}, pressID: -1}
	in.timing = newDragTiming(plane, win)
	plane.FeedPointer()
	// The page's gestures (scrolling, zooming) would take the fingers away
	// from the app; the browser's own zoom keys and pinch outside the app
	// still work.
	doc := js.Global().Get("document")
	style := doc.Call("createElement", "style")
	style.Set("textContent", "canvas { touch-action: none; }")
	doc.Get("head").Call("appendChild", style)
	queue := make(chan func(), 4096)
	go func() {
		for f := range queue {
			fyne.DoAndWait(f)
		}
	}()
	in.post = func(f func()) {
		select {
		case queue <- f:
		default: // 4096 events behind: the window is gone or stuck
		}
	}
	for _, kind := range []string{"pointerdown", "pointermove", "pointerup", "pointercancel"} {
		OnPage(kind, func(ev js.Value) {
			pe := readPointer(kind, ev)
			if kind != "pointermove" || pe.touch {
				in.post(func() { in.handle(pe) })
				return
			}
			n := in.mouseMoves.Add(1)
			in.post(func() {
				if in.mouseMoves.Load() != n { // a later move is queued
					in.tookMove(pe)
					return
				}
				in.handle(pe)
			})
		})
	}
}

// readPointer reads a DOM pointer event; its position is in the page's
// CSS pixels, the window's in Fyne's units.
func readPointer(kind string, ev js.Value) pointerEvent {
	pe := pointerEvent{kind: kind, id: ev.Get("pointerId").Int(), touch: ev.Get("pointerType").String() == "touch",
		button: ev.Get("button").Int()}
	for _, m := range []struct {
		key string
		mod fyne.KeyModifier
	}{{"shiftKey", fyne.KeyModifierShift}, {"ctrlKey", fyne.KeyModifierShortcutDefault},
		{"metaKey", fyne.KeyModifierShortcutDefault}, {"altKey", fyne.KeyModifierAlt}} {
		if ev.Get(m.key).Bool() {
			pe.mod |= m.mod
		}
	}
	pe.pos = fyne.NewPos(float32(ev.Get("clientX").Float()), float32(ev.Get("clientY").Float()))
	pe.ratio = float32(js.Global().Get("devicePixelRatio").Float())
	pe.t0 = ev.Get("timeStamp").Float()
	return pe
}

// tookMove times a move of the press on the plane (dragtiming_js.go).
func (in *pointerInput) tookMove(pe pointerEvent) {
	if pe.id == in.pressID {
		in.timing.took(pe.t0)
	}
}

// handle takes one pointer event, on the window's thread.
func (in *pointerInput) handle(pe pointerEvent) {
	// Fyne's units are the page's device pixels over the canvas's scale.
	if s := in.win.Canvas().Scale(); s > 0 {
		pe.pos = fyne.NewPos(pe.pos.X*pe.ratio/s, pe.pos.Y*pe.ratio/s)
	}
	if pe.touch {
		in.handleTouch(pe)
		return
	}
	switch pe.kind {
	case "pointerdown":
		b := map[int]desktop.MouseButton{0: desktop.MouseButtonPrimary, 2: desktop.MouseButtonSecondary}[pe.button]
		if in.pressID < 0 && b != 0 && in.onPlane(pe.pos) {
			in.pressID, in.touchOn = pe.id, false
			in.plane.PointerDown(in.local(pe.pos), b, pe.mod)
		}
	case "pointermove":
		if pe.id == in.pressID {
			in.plane.PointerMove(in.local(pe.pos), mouseSlop)
			in.tookMove(pe)
		}
	case "pointerup", "pointercancel":
		if pe.id == in.pressID {
			in.pressID = -1
			in.plane.PointerMove(in.local(pe.pos), mouseSlop)
			if pe.kind == "pointerup" {
				in.plane.PointerUp()
			} else {
				in.plane.PointerCancel()
			}
		}
	}
}

// handleTouch takes a finger's event: one finger presses (a tap, a drag,
// or held still a long press), two pinch.
func (in *pointerInput) handleTouch(pe pointerEvent) {
	switch pe.kind {
	case "pointerdown":
		in.touches[pe.id] = pe.pos
		switch len(in.touches) {
		case 1:
			if in.pressID < 0 && in.onPlane(pe.pos) {
				in.pressID, in.touchOn = pe.id, true
				in.seq++
				in.plane.PointerDown(in.local(pe.pos), desktop.MouseButtonPrimary, pe.mod)
				seq := in.seq
				time.AfterFunc(longPressDelay, func() {
					in.post(func() {
						if in.seq == seq && in.pressID >= 0 {
							in.plane.LongPress()
						}
					})
				})
			}
		case 2:
			if in.pressID >= 0 && in.touchOn { // the first finger's press becomes a pinch
				in.pressID = -1
				in.seq++
				in.plane.PointerCancel()
				in.pinch = in.fingers()
			}
		}
	case "pointermove":
		if _, ok := in.touches[pe.id]; !ok {
			return
		}
		in.touches[pe.id] = pe.pos
		switch {
		case in.pinch > 0 && len(in.touches) >= 2:
			d := in.fingers()
			if d > 0 {
				in.plane.Pinch(in.local(in.middle()), in.pinch/d)
				in.pinch = d
			}
		case pe.id == in.pressID:
			if in.moved(pe.pos) {
				in.seq++ // a drag, not a long press
			}
			in.plane.PointerMove(in.local(pe.pos), touchSlop)
			in.tookMove(pe)
		}
	case "pointerup", "pointercancel":
		delete(in.touches, pe.id)
		if len(in.touches) < 2 {
			in.pinch = 0
		}
		if pe.id == in.pressID {
			in.pressID = -1
			in.seq++
			if pe.kind == "pointerup" {
				in.plane.PointerUp()
			} else {
				in.plane.PointerCancel()
			}
		}
	}
}

// moved reports whether the pressing finger at pos has gone further than
// touchSlop from where the press began.
func (in *pointerInput) moved(pos fyne.Position) bool {
	start := in.plane.PressedAt()
	p := in.local(pos)
	return math.Hypot(float64(p.X-start.X), float64(p.Y-start.Y)) > touchSlop
}

// fingers returns the distance between the first two fingers down.
func (in *pointerInput) fingers() float64 {
	ps := in.firstTwo()
	return math.Hypot(float64(ps[0].X-ps[1].X), float64(ps[0].Y-ps[1].Y))
}

// middle returns the point between the first two fingers down.
func (in *pointerInput) middle() fyne.Position {
	ps := in.firstTwo()
	return fyne.NewPos((ps[0].X+ps[1].X)/2, (ps[0].Y+ps[1].Y)/2)
}

// firstTwo returns the positions of the two fingers with the lowest ids.
func (in *pointerInput) firstTwo() [2]fyne.Position {
	ids := make([]int, 0, len(in.touches))
	for id := range in.touches {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return [2]fyne.Position{in.touches[ids[0]], in.touches[ids[1]]}
}

// local turns a position in the window into one on the plane.
func (in *pointerInput) local(pos fyne.Position) fyne.Position {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(in.plane)
	return pos.Subtract(abs)
}

// onPlane reports whether a press at pos (in the window) is the plane's:
// it lies on the plane, and no dialog, pop-up, open menu or phone sheet
// lies over it.
func (in *pointerInput) onPlane(pos fyne.Position) bool {
	c := in.win.Canvas()
	if c.Overlays().Top() != nil || menuOpen(c) || !in.plane.Visible() || in.covers(pos) {
		return false
	}
	p, size := in.local(pos), in.plane.Size()
	return p.X >= 0 && p.Y >= 0 && p.X < size.Width && p.Y < size.Height
}

// menuOpen reports whether the main menu has a menu open: Fyne gives the
// open menu's title the focus, and has no other way to ask.
func menuOpen(c fyne.Canvas) bool {
	f := c.Focused()
	return f != nil && strings.Contains(fmt.Sprintf("%T", f), "menuBarItem")
}
