package canvas

import (
	"perceptronlab/scene"

	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Plane is the Fyne widget that shows a scene and turns clicks, drags and
// scrolls into edits of the points and of the view.
//
// A left click on empty space adds a +1 point (−1 with the right button,
// with Shift held, or in NegativeMode); a click on a point selects it;
// dragging a point moves it; dragging empty space pans; scrolling zooms
// about the cursor. The shown view is the requested one widened to the
// widget's aspect, so a unit is as long on both axes.
type Plane struct {
	widget.BaseWidget

	OnAdd        func(x, y float64, label float64) // left click +1; right click, Shift+click or NegativeMode −1
	OnSelect     func(i int)                       // click on a point (−1: click on empty space, before OnAdd)
	OnDragStart  func(i int)
	OnMove       func(i int, x, y float64) // live, while dragging a point
	OnDragEnd    func(i int)
	OnCursor     func(x, y float64) // cursor position in plane coordinates
	NegativeMode bool               // the toolbar class toggle
	// OnQuery, when set, takes a left click with Ctrl (Cmd on macOS), or any
	// left click in QueryMode, as the placing of a query point; when it
	// reports false the click goes on as a plain one.
	OnQuery   func(x, y float64) bool
	QueryMode bool
	// Translate puts the legend's names into the interface's language; nil
	// leaves them in English. Tooltip, when set, gives the lines shown
	// beside the point under the cursor (hover.go).
	Translate func(string) string
	Tooltip   func(i int) []string
	// Snap places clicked and dragged points on the grid (snap.go); Free,
	// set while the user holds the key that says so, places them freely.
	Snap, Free bool
	// FreeAspect shows the requested view as it is, stretched to the
	// widget, instead of widening it to equal scale: curve fitting's
	// (x, t) plane (ui/fit*.go) wants x ∈ [0, 1] as wide as t's range.
	FreeAspect bool
	// OnSketch, when set, makes a drag draw a freehand stroke instead of
	// moving a point or panning: it gets the plane point under the pointer
	// as it moves, with first set for the press's own point (curve
	// fitting's "predict, then reveal" sketch, ui/fitpredict.go).
	OnSketch func(x, y float64, first bool)
	// OnLegendMoved, when set, is told that the user dragged the legend
	// to a new place (LegendPin).
	OnLegendMoved func()
	// OnPainted, when set, is called each time the plane's image is
	// painted for a frame: the web edition times its drags by it.
	OnPainted func()

	in      scene.Input
	view    scene.View  // the requested view
	scene   scene.Scene // built for mapping()
	built   scene.Mapping
	gen     uint64 // counts rebuilds, so the kernel raster knows when to redraw
	hovered int    // the point under the cursor, −1 for none
	inside  bool   // the cursor is over the widget
	press   press
	// The legend's place: where the user pinned it, and where it was last
	// laid out (legendplace.go, legenddrag.go).
	pin         legendPin
	legendAt    box
	legendShown bool
	keepOut     []box // SetKeepOut's areas
	// pointerFed is set by FeedPointer: the host then hands the presses,
	// moves and releases over itself (pointer.go) and Fyne's own mouse
	// presses and drags are ignored.
	pointerFed bool
	// builtCoarse says the scene last built is shown with coarse regions
	// (a drag was going on), so the drag's end repaints it (coarse.go).
	builtCoarse bool
}

// press is the state of a mouse button from MouseDown to MouseUp/DragEnd.
type press struct {
	active, dragged bool
	button          desktop.MouseButton
	mod             fyne.KeyModifier
	at              fyne.Position // where the button went down
	moved           fyne.Delta    // the drag so far
	index           int           // the point pressed, −1 for empty space, pressLegend
	legendHeld      bool          // a drag of the legend began, from legend0
	legend0         box
}

var (
	_ fyne.Widget        = (*Plane)(nil)
	_ desktop.Mouseable  = (*Plane)(nil)
	_ desktop.Hoverable  = (*Plane)(nil)
	_ desktop.Cursorable = (*Plane)(nil)
	_ fyne.Draggable     = (*Plane)(nil)
	_ fyne.Scrollable    = (*Plane)(nil)
)

// hitSlop is how far, in pixels beyond a point's radius, a click still hits it.
const hitSlop = 4

// zoomPerScroll is the zoom exponent per unit of scroll: one wheel notch
// (25 units on Linux and Windows) zooms by e^−0.14 ≈ 0.87.
const zoomPerScroll = 0.0056

// NewPlane returns an empty plane showing DefaultView.
func NewPlane() *Plane {
	p := &Plane{in: scene.NewInput(nil), view: scene.DefaultView, hovered: -1}
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer implements fyne.Widget.
func (p *Plane) CreateRenderer() fyne.WidgetRenderer {
	return newPlaneRenderer(p)
}

// SetInput shows in: it rebuilds the scene once and refreshes, reusing the
// canvas objects.
func (p *Plane) SetInput(in scene.Input) {
	p.in = in
	p.rebuild()
	p.Refresh()
}

// Input returns the input last set.
func (p *Plane) Input() scene.Input { return p.in }

// View returns the shown view: the requested one widened to the widget's aspect.
func (p *Plane) View() scene.View { return p.mapping().View }

// SetView shows v (widened to the widget's aspect, and to what float64
// can divide at its magnitude). An empty or infinite v is ignored.
func (p *Plane) SetView(v scene.View) {
	v, ok := v.Bounded()
	if !ok {
		return
	}
	p.view = v
	p.rebuild()
	p.Refresh()
}

// Fit frames the points ("fit to data").
func (p *Plane) Fit() {
	s := p.Size()
	p.SetView(scene.FitView(p.in.Set, s.Width, s.Height))
}

// Scene returns the scene as last built; it is the widget's and must not be changed.
func (p *Plane) Scene() *scene.Scene { return &p.scene }

// Mapping returns the mapping between plane and widget pixels.
func (p *Plane) Mapping() scene.Mapping { return p.mapping() }

func (p *Plane) mapping() scene.Mapping {
	s := p.Size()
	if p.FreeAspect {
		return scene.Mapping{View: p.view, Width: s.Width, Height: s.Height}
	}
	return scene.Mapping{View: p.view.EqualScale(s.Width, s.Height), Width: s.Width, Height: s.Height}
}

// rebuild builds the scene for the current input, view and size.
func (p *Plane) rebuild() {
	m := p.mapping()
	in := p.in
	if p.inside {
		in.Hovered = p.hovered
	}
	p.scene.Rebuild(in, m.View, scene.TicksFor(max(m.Width, m.Height), p.textSize()))
	p.built = m
	p.gen++
	p.builtCoarse = p.dragging()
}

// textSize is the text size of the plane's style.
func (p *Plane) textSize() float32 {
	if p.in.Style.TextSize > 0 {
		return p.in.Style.TextSize
	}
	return scene.DefaultStyle(false).TextSize
}

// pointAt returns the point under the pixel pos, or −1.
func (p *Plane) pointAt(pos fyne.Position) int {
	return p.scene.PointAt(p.built, pos.X, pos.Y, p.scene.Style.PointRadius+hitSlop)
}

// MouseDown implements desktop.Mouseable: it records the button, the
// modifiers and what lies under the cursor.
func (p *Plane) MouseDown(e *desktop.MouseEvent) {
	if p.pointerFed {
		return
	}
	p.press = press{active: true, button: e.Button, mod: e.Modifier, at: e.Position, index: p.pressed(e.Position)}
}

// MouseUp implements desktop.Mouseable: a press that did not drag is a click.
func (p *Plane) MouseUp(*desktop.MouseEvent) {
	if p.pointerFed {
		return
	}
	pr := p.press
	p.press.active = false
	if pr.active && !pr.dragged {
		p.click(pr)
	}
}

// click selects the point pressed, or adds a point on empty space.
func (p *Plane) click(pr press) {
	if pr.button != desktop.MouseButtonPrimary && pr.button != desktop.MouseButtonSecondary {
		return
	}
	if pr.index == pressLegend || p.query(pr) {
		return
	}
	p.setSelected(pr.index)
	if pr.index >= 0 || p.OnAdd == nil {
		return
	}
	x, y := p.placed(pr.at, pr.mod)
	label := 1.0
	if pr.button == desktop.MouseButtonSecondary || pr.mod&fyne.KeyModifierShift != 0 || p.NegativeMode {
		label = -1
	}
	p.OnAdd(x, y, label)
}

// query hands a left click with Ctrl, or in QueryMode, to OnQuery.
func (p *Plane) query(pr press) bool {
	if p.OnQuery == nil || pr.button != desktop.MouseButtonPrimary ||
		!(p.QueryMode || pr.mod&fyne.KeyModifierShortcutDefault != 0) {
		return false
	}
	x, y := p.placed(pr.at, pr.mod) // exact, as a placed point is
	return p.OnQuery(x, y)
}

// setSelected marks point i as selected (−1: none) and reports it.
func (p *Plane) setSelected(i int) {
	if p.in.Selected != i {
		p.in.Selected = i
		p.rebuild()
		p.Refresh()
	}
	if p.OnSelect != nil {
		p.OnSelect(i)
	}
}

// Dragged implements fyne.Draggable: it moves the pressed point, or pans.
func (p *Plane) Dragged(e *fyne.DragEvent) {
	if p.pointerFed {
		return
	}
	if !p.press.active && !p.press.dragged { // a drag without MouseDown (test.Drag)
		p.press = press{active: true, button: desktop.MouseButtonPrimary, at: e.Position, index: p.pressed(e.Position)}
	}
	p.drag(e.Dragged)
}

// drag moves the pressed point by d more pixels, or pans by d.
func (p *Plane) drag(d fyne.Delta) {
	pr := &p.press
	if p.OnSketch != nil {
		p.sketch(d)
		return
	}
	if !pr.dragged {
		pr.dragged = true
		if pr.index >= 0 && p.OnDragStart != nil {
			p.OnDragStart(pr.index)
		}
	}
	pr.moved = fyne.Delta{DX: pr.moved.DX + d.DX, DY: pr.moved.DY + d.DY}
	if pr.index == pressLegend {
		p.dragLegend()
		return
	}
	if pr.index >= 0 {
		if p.OnMove != nil {
			x, y := p.placed(fyne.NewPos(pr.at.X+pr.moved.DX, pr.at.Y+pr.moved.DY), pr.mod)
			p.OnMove(pr.index, x, y)
		}
		return
	}
	k, ky := p.built.UnitsPerPixel(), p.built.UnitsPerPixel()
	if p.FreeAspect && p.built.Height > 0 {
		ky = p.built.View.Height() / float64(p.built.Height)
	}
	p.SetView(p.built.View.Pan(-float64(d.DX)*k, float64(d.DY)*ky))
}

// DragEnd implements fyne.Draggable.
func (p *Plane) DragEnd() {
	if p.pointerFed {
		return
	}
	p.dragEnd()
}

// sketch follows a drag by d more pixels as a stroke.
func (p *Plane) sketch(d fyne.Delta) {
	pr := &p.press
	if !pr.dragged {
		pr.dragged = true
		x, y := p.built.ToPlane(pr.at.X, pr.at.Y)
		p.OnSketch(x, y, true)
	}
	pr.moved = fyne.Delta{DX: pr.moved.DX + d.DX, DY: pr.moved.DY + d.DY}
	x, y := p.built.ToPlane(pr.at.X+pr.moved.DX, pr.at.Y+pr.moved.DY)
	p.OnSketch(x, y, false)
}

// dragEnd ends a drag: the press is over.
func (p *Plane) dragEnd() {
	pr := p.press
	p.press = press{index: -1}
	if pr.index >= 0 && pr.dragged && p.OnDragEnd != nil {
		p.OnDragEnd(pr.index)
	}
	if pr.index == pressLegend && pr.dragged && p.OnLegendMoved != nil {
		p.OnLegendMoved()
	}
	p.refine()
}

// Scrolled implements fyne.Scrollable: scrolling up zooms in about the cursor.
func (p *Plane) Scrolled(e *fyne.ScrollEvent) {
	f := math.Exp(-float64(e.Scrolled.DY) * zoomPerScroll)
	v := p.built.View
	x, y := p.built.ToPlane(e.Position.X, e.Position.Y)
	z := v.Zoom(scene.Vec{X: x, Y: y}, f)
	switch w := z.Width(); {
	case f < 1 && (w < 1e-6 || z.Check() != nil): // as far in as float64 divides the view here
	case f > 1 && (w > 1e6 || z.Check() != nil):
	default:
		p.SetView(z)
	}
}

// MouseIn implements desktop.Hoverable.
func (p *Plane) MouseIn(e *desktop.MouseEvent) {
	p.inside = true
	p.hover(e.Position)
}

// MouseMoved implements desktop.Hoverable: it reports the cursor and
// tracks the hovered point.
func (p *Plane) MouseMoved(e *desktop.MouseEvent) { p.hover(e.Position) }

// MouseOut implements desktop.Hoverable.
func (p *Plane) MouseOut() {
	p.inside = false
	if p.hovered >= 0 {
		p.hovered = -1
		p.rebuild()
		p.Refresh()
	}
}

func (p *Plane) hover(pos fyne.Position) {
	if p.OnCursor != nil {
		p.OnCursor(p.built.ToPlane(pos.X, pos.Y))
	}
	if i := p.pointAt(pos); i != p.hovered {
		p.hovered = i
		p.rebuild()
		p.Refresh()
	}
}

// Cursor implements desktop.Cursorable.
func (p *Plane) Cursor() desktop.Cursor { return desktop.CrosshairCursor }
