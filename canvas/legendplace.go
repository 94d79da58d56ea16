package canvas

import (
	"slices"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// Where the screen's legend goes (issue 19, fault 11): where the user last
// dragged it (legenddrag.go), or else where it covers no point, no point's
// name, no distance's label and no tick label (scene.PlaceLegend): at 1920×1080 the top-right
// corner put its edge against x₂'s name in Example 2.1.

// legendPin is where the user dragged the legend: its top-left corner as
// a fraction of the room the legend can move in, so that it keeps its
// place, relatively, when the plane is resized.
type legendPin struct {
	set    bool
	fx, fy float32
}

// legendArea is the part of the plane the legend may lie in: inset from
// the edges and below the caption bar.
func legendArea(s *scene.Scene, m scene.Mapping) box {
	inset := s.Style.TextSize * 0.6
	top := inset
	if s.Caption != "" || len(s.Notes) > 0 {
		top += s.Style.TextSize * 2
	}
	return box{inset, top, m.Width - 2*inset, m.Height - inset - top}
}

// legendBox returns where a w×h legend goes on scene s, clear of the
// keep-out areas (Plane.SetKeepOut) unless the user pinned it.
func legendBox(s *scene.Scene, m scene.Mapping, w, h float32, pin legendPin, keep []box) box {
	a := legendArea(s, m)
	if pin.set {
		return box{a.x + pin.fx*max(a.w-w, 0), a.y + pin.fy*max(a.h-h, 0), w, h}
	}
	obs := legendObstacles(s, m)
	for _, k := range keep {
		obs = append(obs, scene.Obstacle{Box: scene.Box{X: k.x, Y: k.y, W: k.w, H: k.h}, Weight: scene.CoverOverlay})
	}
	b := scene.PlaceLegend(scene.Box{X: a.x, Y: a.y, W: a.w, H: a.h}, w, h, obs, s.Style.TextSize*0.3)
	return box{b.X, b.Y, b.W, b.H}
}

// pinOf returns the pin that puts a legend of b's size at b's corner.
func pinOf(s *scene.Scene, m scene.Mapping, b box) legendPin {
	a := legendArea(s, m)
	frac := func(v, lo, room float32) float32 {
		if room <= 0 {
			return 0
		}
		return min(max((v-lo)/room, 0), 1)
	}
	return legendPin{set: true, fx: frac(b.x, a.x, a.w-b.w), fy: frac(b.y, a.y, a.h-b.h)}
}

// legendObstacles lists what the legend should not cover, in widget
// pixels: the points, their names (as refreshNames writes them), the
// distances' labels (refreshLabels) and the tick labels (refreshTicks). Text is measured by its length, not
// by the font: the legend only needs to keep clear of it.
func legendObstacles(s *scene.Scene, m scene.Mapping) []scene.Obstacle {
	st := s.Style
	var out []scene.Obstacle
	textBox := func(x, y float32, text string, size float32, align int) scene.Box {
		w := float32(utf8.RuneCountInString(text)) * size * 0.62
		switch align {
		case 0: // leading
		case 1: // centre
			x -= w / 2
		default: // trailing
			x -= w
		}
		return scene.Box{X: x, Y: y - size*0.65, W: w, H: size * 1.3}
	}
	r := st.PointRadius + 1
	dx, dy := st.NameOffset()
	nameSize := st.TextSize * 0.85
	for i, q := range s.Points {
		if q.Flags&scene.Hidden != 0 {
			continue
		}
		x, y := m.ToPixel(q.Pos.X, q.Pos.Y)
		out = append(out, scene.Obstacle{Box: scene.Box{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, Weight: scene.CoverPoint})
		if s.Named(q) {
			out = append(out, scene.Obstacle{Box: textBox(x+dx, y+dy, scene.PointName(i), nameSize, 0), Weight: scene.CoverName})
		}
	}
	small := st.TextSize * 0.9
	for _, d := range s.Distances {
		if s.Labelled(d) && s.View.Contains(d.LabelAt.X, d.LabelAt.Y) {
			x, y := m.ToPixel(d.LabelAt.X, d.LabelAt.Y)
			dx, dy := s.LabelOffset(d)
			out = append(out, scene.Obstacle{Box: textBox(x+dx, y+dy, d.Label, small, 1), Weight: scene.CoverName})
		}
	}
	x0, y0 := m.ToPixel(0, 0)
	ly := min(max(y0, 0), m.Height-st.TextSize*1.6) + st.TextSize*0.8
	lx := min(max(x0, st.TextSize*2.6), m.Width) - st.TextSize*0.4
	for _, t := range s.XTicks {
		x, _ := m.ToPixel(t.Value, 0)
		out = append(out, scene.Obstacle{Box: textBox(x, ly, t.Label, small, 1), Weight: scene.CoverTick})
	}
	for _, t := range s.YTicks {
		_, y := m.ToPixel(0, t.Value)
		out = append(out, scene.Obstacle{Box: textBox(lx, y, t.Label, small, 2), Weight: scene.CoverTick})
	}
	return out
}

// KeepOut is a rectangle of the plane, in its own pixels (y down from its
// top-left corner), that something lies over.
type KeepOut struct {
	Pos  fyne.Position
	Size fyne.Size
}

// SetKeepOut sets the parts of the plane that other widgets lie over (the
// phone layout's ☰ button, ui/phone.go; issue 20): the legend places itself
// clear of them, as of points. A legend the user dragged stays where it was
// put. No areas: none kept out.
func (p *Plane) SetKeepOut(areas ...KeepOut) {
	keep := make([]box, 0, len(areas))
	for _, a := range areas {
		keep = append(keep, box{a.Pos.X, a.Pos.Y, a.Size.Width, a.Size.Height})
	}
	if slices.Equal(keep, p.keepOut) {
		return
	}
	p.keepOut = keep
	p.Refresh()
}

// KeptOut returns the areas SetKeepOut set.
func (p *Plane) KeptOut() []KeepOut {
	out := make([]KeepOut, 0, len(p.keepOut))
	for _, k := range p.keepOut {
		out = append(out, KeepOut{fyne.NewPos(k.x, k.y), fyne.NewSize(k.w, k.h)})
	}
	return out
}
