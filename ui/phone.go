package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	plane "perceptronlab/canvas"
	"perceptronlab/ui/kit"
)

// A narrow or low window (a phone, a tablet in a split screen, a laptop
// at 200 % zoom) cannot hold the plane and the side panel side by side:
// their minimum widths made the web page wider than a phone's screen, and
// their heights pushed the menu and toolbar off a landscape one. Below
// phoneWidth or phoneHeight of page the plane takes the whole window, the
// side panel becomes a sheet that slides over it from the right (the ☰
// button at the plane's top left shows and hides it), the toolbar shows
// icons without their captions, the explanation under the plane keeps
// two lines and the status bar one. Below phoneHeight (a phone in
// landscape) the toolbar goes too, its commands left to the menus, so
// that the plane keeps most of the height. The web edition lays its window out
// this way (web_js.go); the desktop's window keeps the split.
const (
	phoneWidth  = 700
	phoneHeight = 500
	phoneLines  = 2   // the explanation's lines in a narrow window
	sheetWidth  = 440 // the widest the sheet is, in a landscape phone's window
)

// pageSize returns the page's size (windowSize in the web edition); tests
// set another.
var pageSize = windowSize

// phone is the adaptive centre of the window: the split, or the plane
// with the side panel as a sheet.
type phone struct {
	r       phoneRoom
	split   *container.Split  // the window's split: the plane's area and the side panel
	side    fyne.CanvasObject // the side panel, in the split or in the sheet
	on      bool              // laid out for a narrow window
	short   bool              // and a low one (a phone in landscape): no toolbar
	open    bool              // the sheet is shown
	sheet   *fyne.Container   // the side panel over a background, when on
	body    *fyne.Container   // holds side.content in the sheet
	toggle  *widget.Button    // shows and hides the sheet
	gap     *canvas.Rectangle // stands in the split for the side panel, when on
	bg      *canvas.Rectangle // the sheet's background
	content *fyne.Container

	shown float32         // how much of the sheet's width is in view, 0 to 1 (it slides)
	slide *fyne.Animation // the sheet sliding in or out, or nil
	steps int             // the positions the sheet took in its latest slide (inspect_js.go)
}

// The sheet slides in slideTime, counted from its second frame: the first
// draws the side panel, which can take longer than the whole slide, and a
// slide timed from its start then jumped. It is in place after
// slideLongest at the latest.
const (
	slideTime    = 250 * time.Millisecond
	slideLongest = time.Second
)

// newPhone returns the adaptive centre around e's split.
func newPhone(e phoneRoom) *phone {
	p := &phone{r: e, gap: canvas.NewRectangle(nil)}
	p.split, p.side = e.centreParts()
	p.gap.Hide()
	p.body = container.NewStack()
	p.bg = canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	// The panel may want more than a phone's width (30 ems): it scrolls
	// sideways too, rather than being cut off.
	p.sheet = container.NewStack(p.bg, container.NewScroll(p.body))
	p.sheet.Hide()
	p.toggle = &widget.Button{Icon: theme.MenuIcon(), Importance: widget.HighImportance, OnTapped: p.flip}
	p.toggle.Hide()
	p.content = container.New(p, p.split, p.sheet, p.toggle)
	p.setOn(narrow(pageSize())) // before the window first asks for the minimum size
	return p
}

// flip slides the sheet in from the right edge over the plane, or out.
func (p *phone) flip() {
	p.open = !p.open
	if p.open {
		p.bg.FillColor = theme.Color(theme.ColorNameBackground) // the theme may have changed
		p.r.Refresh()
		p.sheet.Show()
	}
	p.slideSheet(p.open)
	p.content.Refresh()
}

// slideSheet moves the sheet in (or out) from where it is, and hides it
// once out. With animations off it jumps.
func (p *phone) slideSheet(in bool) {
	if p.slide != nil {
		p.slide.Stop()
	}
	from, to := p.shown, float32(0)
	if in {
		to = 1
	}
	p.steps = 0
	var anim *fyne.Animation
	var start time.Time
	move := func(f float32) {
		p.steps++
		if p.steps <= 2 {
			start = time.Now()
		}
		x := min(1, float32(time.Since(start))/float32(slideTime))
		if f >= 1 {
			x = 1
		}
		p.shown = from + (to-from)*fyne.AnimationEaseOut(x)
		p.placeSheet(p.content.Size())
		if p.shown != to {
			return
		}
		if !in {
			p.sheet.Hide()
		}
		if anim != nil {
			anim.Stop()
		}
	}
	if !fyne.CurrentApp().Settings().ShowAnimations() {
		move(1)
		return
	}
	anim = fyne.NewAnimation(slideLongest, move)
	anim.Curve = fyne.AnimationLinear // move sets the pace
	p.slide = anim
	anim.Start()
}

// narrow reports whether a page of size s is laid out for a phone.
func narrow(s fyne.Size) bool {
	return s.Width > 0 && (s.Width < phoneWidth || s.Height < phoneHeight) // 0: not yet shown
}

// Layout implements fyne.Layout: the split over the whole area; on a
// phone, the Panel button at the plane's top left and the sheet over the
// rest of the width (at most sheetWidth).
func (p *phone) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	page := pageSize()
	p.setOn(narrow(page))
	if p.setShort(p.on && page.Height < phoneHeight) {
		return // laid out again, without the toolbar or with it
	}
	p.split.Move(fyne.Position{})
	p.split.Resize(size)
	if !p.on {
		p.r.keepPlaneClear(nil)
		return
	}
	pad := theme.Padding()
	b := p.toggle.MinSize()
	p.toggle.Resize(b)
	p.toggle.Move(fyne.NewPos(pad, pad))
	p.r.keepPlaneClear(p.toggle)
	p.placeSheet(size)
}

// placeSheet puts the sheet at the right edge of a centre of size, as far
// in as it has slid: the rest of the width but the Panel button's, at most
// sheetWidth.
func (p *phone) placeSheet(size fyne.Size) {
	w := min(size.Width-p.toggle.MinSize().Width-2*theme.Padding(), sheetWidth)
	p.sheet.Move(fyne.NewPos(size.Width-w*p.shown, 0))
	p.sheet.Resize(fyne.NewSize(w, size.Height))
}

// fitPage sizes the window to the page when they differ and the content
// fits the page: a window grows to its content's minimum size, and does
// not shrink back by itself when that minimum shrinks (the split's, or a
// portrait phone's toolbar rows after turning to landscape). The web
// edition calls it a few times a second.
func (p *phone) fitPage() {
	page, c := pageSize(), p.r.Window().Canvas().Size()
	if abs32(c.Width-page.Width) < 0.5 && abs32(c.Height-page.Height) < 0.5 {
		return
	}
	if least := p.r.Window().Content().MinSize(); least.Width <= page.Width && least.Height <= page.Height {
		p.r.Window().Resize(page)
	}
}

// abs32 returns |x|.
func abs32(x float32) float32 { return max(x, -x) }

// MinSize implements fyne.Layout: on a phone only the plane and the strip
// under it count, so that the window fits the screen.
func (p *phone) MinSize([]fyne.CanvasObject) fyne.Size {
	if p.on {
		return p.split.Leading.MinSize()
	}
	return p.split.MinSize()
}

// setShort hides the toolbar in a short phone window (landscape), where
// it took a third of the height the plane has, and keeps one line of
// explanation (compactLines), or shows them again; it
// reports whether that changed, after laying the window out again. Its
// commands are all in the menus (File: examples, open, save; Train: step,
// run…), and a long press places a −1 point.
func (p *phone) setShort(short bool) bool {
	if short == p.short {
		return false
	}
	p.short = short
	p.r.setShortPage(short, p.on) // one line of explanation when short
	if c := p.r.Window().Content(); c != nil {
		c.Refresh()
	}
	return true
}

// setOn switches between the split and the sheet.
func (p *phone) setOn(on bool) {
	if on == p.on {
		return
	}
	p.on = on
	side := p.side
	if on {
		p.split.Trailing = p.gap
		side.Show()
		p.body.Objects = []fyne.CanvasObject{side}
		p.open, p.shown = false, 0
	} else {
		p.body.Objects = nil
		p.split.Trailing = side
	}
	kit.SetVisible(p.toggle, on)
	kit.SetVisible(p.sheet, on && p.open)
	p.r.setCompact(on)
	p.split.Refresh()
	p.body.Refresh()
}

// sheetCovers reports whether the sheet or its button lies over pos (in
// the window's coordinates), where a press is theirs and not the plane's.
func (e *explorer) sheetCovers(pos fyne.Position) bool {
	p := e.phone
	if p == nil || !p.on {
		return false
	}
	for _, o := range []fyne.CanvasObject{p.sheet, p.toggle} {
		if !o.Visible() {
			continue
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		s := o.Size()
		if pos.X >= at.X && pos.Y >= at.Y && pos.X < at.X+s.Width && pos.Y < at.Y+s.Height {
			return true
		}
	}
	return false
}

// phoneRoom is what the adaptive centre asks of the window: the split and
// the side panel it arranges, and the compact layout of the bars.
type phoneRoom interface {
	room
	centreParts() (split *container.Split, side fyne.CanvasObject)
	setCompact(on bool)
	// keepPlaneClear keeps the plane's legend from under o (nil: from
	// under nothing), which lies over the plane in the centre's
	// coordinates.
	keepPlaneClear(o fyne.CanvasObject)
	// setShortPage hides the toolbar in a short page, and keeps the
	// strip's explanation to one line when narrow too.
	setShortPage(short, narrow bool)
}

// setShortPage hides the toolbar in a short page (a phone in landscape),
// and keeps the strip's explanation to one line when narrow too.
func (e *explorer) setShortPage(short, narrow bool) {
	kit.SetVisible(e.bar.content, !short)
	e.strip.short = short
	e.strip.setCompact(narrow)
}

// keepPlaneClear keeps the plane's legend from under o, the ☰ button
// (issue 20: it covered the legend's top left at 390×844): the split lies
// at the centre's origin and holds the plane's area, which holds the plane.
func (e *explorer) keepPlaneClear(o fyne.CanvasObject) {
	if o == nil {
		e.plane.SetKeepOut()
		return
	}
	at := o.Position().Subtract(e.strip.area.Position()).Subtract(e.plane.Position())
	e.plane.SetKeepOut(plane.KeepOut{Pos: at, Size: o.Size()})
}

// centreParts returns the split and the side panel's content (phone.go).
func (e *explorer) centreParts() (*container.Split, fyne.CanvasObject) {
	return e.split, e.side.Content
}

// setCompact lays the toolbar, the strip and the status bar out for a
// narrow window, or back.
func (e *explorer) setCompact(on bool) {
	e.bar.setCompact(on)
	e.strip.setCompact(on)
	e.status.setCompact(on)
}
