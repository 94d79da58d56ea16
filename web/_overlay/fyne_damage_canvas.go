//go:build wasm

package glfw

// The web edition's partial repaint, canvas side (scripts/web-build.sh
// copies this file into its copy of Fyne's GLFW driver, and renames
// Fyne's own paint to paintFull; fyne_damage_painter.go is the painter's
// side). Software WebGL (Chromium without a GPU) spent most of a frame on
// the draw calls of the whole window, about 150 of them, when a dragged
// point changed only the plane. Each frame now lists what it would draw;
// what changed since the last frame — an object refreshed, moved,
// resized, clipped otherwise, shown, hidden, added or removed — marks
// its old and new places as damaged, and only the objects that touch the
// damage are drawn again, behind a scissor, over the last frame's pixels
// (the context preserves its drawing buffer). What a frame shows is the
// same as a whole repaint's: inside the damage everything is drawn in
// order over a cleared background; outside it nothing changed. Anything
// the list cannot vouch for (the first frame, a new size or scale, a
// change of stacking order, a blur, damage over most of the window)
// repaints the whole window, as Fyne does.

import (
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/internal"
	"fyne.io/fyne/v2/internal/build"
	"fyne.io/fyne/v2/internal/driver"
	"fyne.io/fyne/v2/internal/driver/common"
)

// damagePainter is the GL painter's side of the partial repaint.
type damagePainter interface {
	TakeFreed() (map[fyne.CanvasObject]struct{}, bool)
	DamagePixels(pos fyne.Position, size fyne.Size) (fyne.Position, fyne.Size)
	SetDamage(pos fyne.Position, size fyne.Size)
	ClearDamage()
}

const (
	opPaint  = iota // paint obj at pos within clip
	opClip          // start clipping to r
	opUnclip        // stop clipping
)

// drawRect is a rectangle of the canvas, in its units.
type drawRect struct{ x0, y0, x1, y1 float32 }

func (r drawRect) empty() bool { return r.x1 <= r.x0 || r.y1 <= r.y0 }

func (r drawRect) area() float32 {
	if r.empty() {
		return 0
	}
	return (r.x1 - r.x0) * (r.y1 - r.y0)
}

func (r drawRect) overlaps(o drawRect) bool {
	return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
}

func (r drawRect) union(o drawRect) drawRect {
	return drawRect{min(r.x0, o.x0), min(r.y0, o.y0), max(r.x1, o.x1), max(r.y1, o.y1)}
}

func (r drawRect) intersect(o drawRect) drawRect {
	return drawRect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

func rectOf(pos fyne.Position, size fyne.Size) drawRect {
	return drawRect{pos.X, pos.Y, pos.X + size.Width, pos.Y + size.Height}
}

// paintOp is one step of a frame's drawing.
type paintOp struct {
	kind uint8
	obj  fyne.CanvasObject
	pos  fyne.Position
	clip *internal.ClipItem
	at   drawRect // opPaint: where obj may draw; opClip: the clip
}

// drawn is where an object was drawn in a frame, and its place in the
// drawing order.
type drawn struct {
	at    drawRect
	order int
}

// damageState is a canvas's last frame, as drawn.
type damageState struct {
	whole  bool // the next frame is repainted whole (fyneRepaintWhole)
	size   fyne.Size
	scale  float32
	ops    []paintOp
	drawn  map[fyne.CanvasObject]drawn
	spare  map[fyne.CanvasObject]drawn
	damage []drawRect
}

var damageStates = map[*glCanvas]*damageState{}

// repaintWhole is the page's fyneRepaintWhole(): it repaints every canvas
// whole, once, so that a test can compare the partial frames with it.
var repaintWhole js.Func

func (c *glCanvas) exposeRepaintWhole() {
	if repaintWhole.IsUndefined() {
		repaintWhole = js.FuncOf(func(js.Value, []js.Value) any {
			for c, st := range damageStates {
				st.whole = true
				c.SetDirty()
			}
			return nil
		})
		js.Global().Set("fyneRepaintWhole", repaintWhole)
	}
}

// paint draws the canvas: the whole of it, or only what changed since the
// last frame.
func (c *glCanvas) paint(size fyne.Size) {
	dp, ok := c.Painter().(damagePainter)
	st := damageStates[c]
	if st == nil {
		st = &damageState{}
		damageStates[c] = st
		c.exposeRepaintWhole()
	}
	if !ok || c.Content() == nil || size.Width <= 0 || size.Height <= 0 || build.Mode == fyne.BuildDebug {
		st.drawn = nil
		c.paintFull(size)
		return
	}
	freed, overflow := dp.TakeFreed()
	st.collect(c)
	full := overflow || st.whole || st.drawn == nil || st.size != size || st.scale != c.Scale()*c.texScale
	if !full {
		full = !st.findDamage(freed, size, dp)
	}
	st.remember(size, c.Scale()*c.texScale)
	st.whole = false
	if full {
		c.paintFull(size)
		return
	}
	for _, r := range st.damage {
		pos, sz := fyne.NewPos(r.x0, r.y0), fyne.NewSize(r.x1-r.x0, r.y1-r.y0)
		dp.SetDamage(pos, sz)
		c.Painter().Clear()
		st.replay(c, size, r)
		dp.ClearDamage()
	}
}

// collect lists the frame's drawing, as paintFull walks it.
func (st *damageState) collect(c *glCanvas) {
	clips := &internal.ClipStack{}
	ops := st.ops[:0]
	c.WalkTrees(func(node *common.RenderCacheNode, pos fyne.Position) {
		obj := node.Obj()
		if driver.IsClip(obj) {
			p, s := clips.Push(pos, obj.Size()).Rect()
			ops = append(ops, paintOp{kind: opClip, at: rectOf(p, s)})
		}
		if !obj.Visible() {
			return
		}
		op := paintOp{kind: opPaint, obj: obj, pos: pos, clip: clips.Top(), at: drawnRect(obj, pos)}
		if op.clip != nil {
			op.at = op.at.intersect(rectOf(op.clip.Rect()))
		}
		ops = append(ops, op)
	}, func(node *common.RenderCacheNode, _ fyne.Position) {
		if !driver.IsClip(node.Obj()) {
			return
		}
		clips.Pop()
		if top := clips.Top(); top != nil {
			ops = append(ops, paintOp{kind: opClip, at: rectOf(top.Rect())})
		} else {
			ops = append(ops, paintOp{kind: opUnclip})
		}
	})
	st.ops = ops
}

// drawnRect is a generous bound of where the painter may draw obj at pos:
// its box, with text's own width wherever it is aligned, strokes and
// shadows, and a margin for antialiasing.
func drawnRect(obj fyne.CanvasObject, pos fyne.Position) drawRect {
	r := rectOf(pos, obj.Size())
	pad := float32(2)
	switch o := obj.(type) {
	case *canvas.Text: // drawn at its own size, aligned in its box
		m := o.MinSize()
		w := max(m.Width, r.x1-r.x0) + o.TextSize
		r = drawRect{r.x0 - w, r.y0, r.x1 + w, r.y0 + max(m.Height, r.y1-r.y0) + o.TextSize}
	case *canvas.Line:
		pad += o.StrokeWidth
	case *canvas.Rectangle:
		pad += o.StrokeWidth + shadowReach(o.Shadow)
	case *canvas.Circle:
		pad += o.StrokeWidth + shadowReach(o.Shadow)
	case *canvas.Ellipse:
		pad += o.StrokeWidth + shadowReach(o.Shadow)
	case *canvas.ArbitraryPolygon:
		pad += o.StrokeWidth
	case *canvas.RegularPolygon:
		pad += o.StrokeWidth
	case *canvas.Arc:
		pad += o.StrokeWidth
	case *canvas.BezierCurve:
		pad += o.StrokeWidth
	}
	return drawRect{r.x0 - pad, r.y0 - pad, r.x1 + pad, r.y1 + pad}
}

func shadowReach(s canvas.Shadow) float32 {
	if s.Color == nil {
		return 0
	}
	return max(abs32(s.Offset.X), abs32(s.Offset.Y)) + 2*s.BlurRadius + max(0, s.Spread)
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// findDamage compares the frame's drawing with the last frame's and lists
// the regions to repaint in st.damage; it reports false when the whole
// canvas must be repainted.
func (st *damageState) findDamage(freed map[fyne.CanvasObject]struct{}, size fyne.Size, dp damagePainter) bool {
	st.damage = st.damage[:0]
	var rects []drawRect
	lastOrder := -1
	order := 0
	seen := 0
	for i := range st.ops {
		op := &st.ops[i]
		if op.kind != opPaint {
			continue
		}
		if _, ok := op.obj.(*canvas.Blur); ok { // it blurs what lies behind it, as far as its radius
			return false
		}
		was, ok := st.drawn[op.obj]
		_, refreshed := freed[op.obj]
		switch {
		case !ok:
			rects = append(rects, op.at)
		case refreshed || was.at != op.at:
			seen++
			rects = append(rects, was.at, op.at)
		default:
			seen++
			if was.order < lastOrder { // the stacking order changed
				return false
			}
			lastOrder = was.order
		}
		order++
	}
	if seen < len(st.drawn) { // some objects are gone: find where they were
		now := make(map[fyne.CanvasObject]struct{}, order)
		for i := range st.ops {
			if st.ops[i].kind == opPaint {
				now[st.ops[i].obj] = struct{}{}
			}
		}
		for obj, was := range st.drawn {
			if _, ok := now[obj]; !ok {
				rects = append(rects, was.at)
			}
		}
	}
	whole := drawRect{0, 0, size.Width, size.Height}
	var area float32
	for _, r := range mergeRects(rects) {
		r = r.intersect(whole)
		if r.empty() {
			continue
		}
		p, s := dp.DamagePixels(fyne.NewPos(r.x0, r.y0), fyne.NewSize(r.x1-r.x0, r.y1-r.y0))
		r = rectOf(p, s)
		area += r.area()
		st.damage = append(st.damage, r)
	}
	return area <= whole.area()*0.6
}

// mergeRects joins overlapping rectangles, and all of them into one
// when there are many.
func mergeRects(rs []drawRect) []drawRect {
	out := rs[:0]
	for _, r := range rs {
		if !r.empty() {
			out = append(out, r)
		}
	}
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(out); i++ {
			for j := i + 1; j < len(out); j++ {
				if out[i].overlaps(out[j]) {
					out[i] = out[i].union(out[j])
					out = append(out[:j], out[j+1:]...)
					merged = true
					j--
				}
			}
		}
	}
	if len(out) > 8 {
		u := out[0]
		for _, r := range out[1:] {
			u = u.union(r)
		}
		out = append(out[:0], u)
	}
	return out
}

// remember keeps where each object was drawn, for the next frame.
func (st *damageState) remember(size fyne.Size, scale float32) {
	st.size, st.scale = size, scale
	m := st.spare
	if m == nil {
		m = map[fyne.CanvasObject]drawn{}
	}
	clear(m)
	order := 0
	for i := range st.ops {
		if op := &st.ops[i]; op.kind == opPaint {
			m[op.obj] = drawn{at: op.at, order: order}
			order++
		}
	}
	st.spare, st.drawn = st.drawn, m
}

// replay draws the objects of the frame that touch r, in order, with
// their clips.
func (st *damageState) replay(c *glCanvas, size fyne.Size, r drawRect) {
	p := c.Painter()
	for i := range st.ops {
		op := &st.ops[i]
		switch op.kind {
		case opClip:
			p.StartClipping(fyne.NewPos(op.at.x0, op.at.y0), fyne.NewSize(op.at.x1-op.at.x0, op.at.y1-op.at.y0))
		case opUnclip:
			p.StopClipping()
		default:
			if op.at.overlaps(r) {
				p.Paint(op.obj, op.pos, size, op.clip)
			}
		}
	}
}
